import { FIELD_OF_VIEW_MAX_MM, FIELD_OF_VIEW_MIN_MM, type Language } from '@careledger/shared';
import { type NumberFieldResult, readNumberField } from '@/lib/read-number-field';

/**
 * The photo's width as typed in the interface language ("12,5" in German): empty is fine (no scale), else
 * FIELD_OF_VIEW_MIN_MM to FIELD_OF_VIEW_MAX_MM with at most two decimals, as the server reads it.
 */
export function readFieldOfView(text: string, language: Language): NumberFieldResult {
  return readNumberField(text, language, {
    min: FIELD_OF_VIEW_MIN_MM,
    max: FIELD_OF_VIEW_MAX_MM,
    maxDecimals: 2,
    isOptional: true,
  });
}
