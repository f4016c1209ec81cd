import type { ConversationEntry } from '@careledger/shared';
import type { TFunction } from '@/lib/i18n';

/** What an entry says: an image's AI entry reads "Processed image: {summary}" (spec 001 section 4). */
export function entryText(entry: ConversationEntry, t: TFunction<'memory'>): string {
  if (entry.type === 'ai' && entry.kind === 'image') {
    return t('entry.processedImage', { summary: entry.content });
  }
  return entry.content;
}
