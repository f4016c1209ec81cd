/** A short sentence from whatever a wallet, viem or the API rejected with. */
export function describeError(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'string') return error;
  if (typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown };
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage;
    if (typeof message === 'string' && message) return message.split('\n')[0] ?? message;
  }
  return '';
}
