import type { ConversationEntry } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** The conversation so far, oldest first, so a reload keeps it. */
export async function getMemoryHistory(userId: string): Promise<ConversationEntry[]> {
  const { entries } = await api.get(
    `/memory/history/${encodeURIComponent(userId)}`,
    responseSchema('api/memory', 'memoryHistorySchema'),
  );
  return entries;
}
