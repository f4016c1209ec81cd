/** A change with its sign written out ("+2", "−1", "0"), in the reader's language. */
export function signedNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(value);
}
