import type { MessageParamRecord } from '@careledger/shared';

/** The demo cannot read text from a photo (no OCR in the browser), so an image needs a caption. */
export const DEMO_IMAGE_NEEDS_CAPTION = 'DEMO_IMAGE_NEEDS_CAPTION';
/** Spec section 8: an action without a current user id. */
export const DEMO_NO_USER_ID = 'DEMO_NO_USER_ID';
/** Input the live API would answer 400 for (the message is the shared schema's sentence). */
export const DEMO_INVALID_INPUT = 'DEMO_INVALID_INPUT';
/** A task id the demo does not hold (the live API's 404). */
export const DEMO_TASK_NOT_FOUND = 'DEMO_TASK_NOT_FOUND';
/** Completing a task a second time (the live API's 409). */
export const DEMO_TASK_ALREADY_COMPLETED = 'DEMO_TASK_ALREADY_COMPLETED';

/** Every code a demo backend error carries. */
export type DemoMemoryErrorCode =
  | typeof DEMO_IMAGE_NEEDS_CAPTION
  | typeof DEMO_NO_USER_ID
  | typeof DEMO_INVALID_INPUT
  | typeof DEMO_TASK_NOT_FOUND
  | typeof DEMO_TASK_ALREADY_COMPLETED;

/**
 * A refused demo action: an English sentence to show as it is, and a stable code for the screen to translate.
 * Where the live API refuses the same thing with a catalogue sentence, `messageKey` (under `errors.` in
 * messages.json) and `params` are that sentence's, so both screens can word it alike.
 */
export class DemoMemoryError extends Error {
  readonly code: DemoMemoryErrorCode;
  readonly messageKey: string | undefined;
  readonly params: MessageParamRecord;

  constructor(
    code: DemoMemoryErrorCode,
    message: string,
    text: { messageKey?: string; params?: MessageParamRecord } = {},
  ) {
    super(message);
    this.name = 'DemoMemoryError';
    this.code = code;
    this.messageKey = text.messageKey;
    this.params = text.params ?? {};
  }
}
