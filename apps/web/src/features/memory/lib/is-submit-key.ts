interface KeyPress {
  key: string;
  shiftKey: boolean;
  nativeEvent: { isComposing?: boolean };
}

/** Enter sends (spec 001); Shift+Enter is a new line, and an Enter that ends an IME composition is neither. */
export function isSubmitKey({ key, shiftKey, nativeEvent }: KeyPress): boolean {
  return key === 'Enter' && !shiftKey && nativeEvent.isComposing !== true;
}
