import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'> & {
  /** Whole numbers only: the numeric keyboard on phones. */
  whole?: boolean;
};

/**
 * A number typed as text. Not `type="number"`: Chromium in an English locale cannot hold "6,50", turns a
 * prefilled 0 plus a typed 4 into "04", and hides what it refused. The form reads the text with
 * lib/read-number-field in the interface language and shows its error beside the field.
 */
export function NumberField({ whole = false, ...props }: NumberFieldProps) {
  return (
    <TextField
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}
