import type { ConversationEntry, ProcessMemoryResponse } from '@careledger/shared';
import { useCallback, useRef, useState } from 'react';
import type { MemoryBackend } from '../lib/memory-backend';
import { pendingUserEntry } from '../lib/pending-user-entry';
import type { RunMemoryAction } from './use-memory-run';

/** What processing a memory said beyond its entries: whether a carer was alerted, the text read in an image. */
export interface ProcessedNote {
  alertId: number | null;
  imageText: string | null;
}

/**
 * The conversation: text and images sent, and the entries they made. `afterProcessed` runs after each stored
 * memory (the report is read again, as it counts them).
 */
export function useConversation(
  backend: MemoryBackend,
  run: RunMemoryAction,
  afterProcessed: (userId: string) => Promise<void>,
) {
  const [entries, setEntries] = useState<ConversationEntry[]>([]);
  const [notes, setNotes] = useState<ReadonlyMap<number, ProcessedNote>>(new Map());
  const sequence = useRef(0);

  const record = useCallback((response: ProcessMemoryResponse, replacing?: ConversationEntry) => {
    setEntries((shown) => [...shown.filter((entry) => entry !== replacing), ...response.entries]);
    const note = { alertId: response.alertId, imageText: response.imageText };
    setNotes((known) => new Map(known).set(response.memoryId, note));
  }, []);

  /** Blank text is ignored (spec 001 section 5); resolves whether it was stored. */
  const sendText = useCallback(
    async (text: string): Promise<boolean> => {
      const told = text.trim();
      if (told === '') return false;
      const stored = await run(async (userId) => {
        sequence.current += 1;
        const pending = pendingUserEntry(told, sequence.current, new Date());
        setEntries((shown) => [...shown, pending]);
        try {
          record(await backend.processText(userId, told), pending);
        } catch (error) {
          setEntries((shown) => shown.filter((entry) => entry !== pending));
          throw error;
        }
        await afterProcessed(userId);
        return true;
      });
      return stored === true;
    },
    [backend, run, record, afterProcessed],
  );

  /** An image makes only the AI entry ("Processed image: …"); the caption is optional. */
  const sendImage = useCallback(
    async (image: File, caption: string): Promise<boolean> => {
      const stored = await run(async (userId) => {
        record(await backend.processImage(userId, image, caption.trim()));
        await afterProcessed(userId);
        return true;
      });
      return stored === true;
    },
    [backend, run, record, afterProcessed],
  );

  return { entries, setEntries, notes, sendText, sendImage };
}
