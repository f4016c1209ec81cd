import type { ConversationEntry } from '@careledger/shared';

/**
 * Spec 001 section 4: the person's entry shows as soon as they send it, before the AI reply. It stands until
 * the server's stored entries replace it (or the call fails and it is taken back).
 */
export function pendingUserEntry(text: string, sequence: number, now: Date): ConversationEntry {
  return {
    id: `pending-${sequence}`,
    memoryId: -sequence,
    timestamp: now.toISOString(),
    type: 'user',
    kind: 'text',
    content: text,
    analysis: null,
    enteredBy: null,
  };
}
