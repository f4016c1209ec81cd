import { describe, expect, it } from 'vitest';
import { isSubmitKey } from './is-submit-key';

const press = (key: string, shiftKey = false, isComposing = false) => ({
  key,
  shiftKey,
  nativeEvent: { isComposing },
});

describe('isSubmitKey', () => {
  it('sends on Enter', () => {
    expect(isSubmitKey(press('Enter'))).toBe(true);
  });

  it('keeps Shift+Enter for a new line, and other keys for typing', () => {
    expect(isSubmitKey(press('Enter', true))).toBe(false);
    expect(isSubmitKey(press('a'))).toBe(false);
  });

  it('does not send the Enter that confirms an IME composition', () => {
    expect(isSubmitKey(press('Enter', false, true))).toBe(false);
  });
});
