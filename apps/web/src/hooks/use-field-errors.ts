import { LANGUAGES, type Language } from '@careledger/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FieldError } from '@/lib/read-number-field';

/**
 * What a form needs to check its fields: the interface language (numbers are read the way it writes them), the
 * words of a field's error, and a way to move the focus to the first field marked invalid after a submit.
 */
export function useFieldErrors<Form extends HTMLElement = HTMLFormElement>() {
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? 'en';
  const language: Language = (LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as Language)
    : 'en';
  const formRef = useRef<Form>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After the render that marked the fields invalid, not before: the attribute must be there to be found.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errorText = useCallback(
    (error: FieldError | undefined | null) =>
      error ? t(`fieldErrors.${error.key}`, error.params ?? {}) : null,
    [t],
  );
  const focusFirstInvalid = useCallback(() => setFocusRequest((count) => count + 1), []);
  return useMemo(
    () => ({ language, errorText, formRef, focusFirstInvalid }),
    [language, errorText, focusFirstInvalid],
  );
}
