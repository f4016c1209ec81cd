import { type ConversationEntry, conversationEntries, type MemoryHistory } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, memories } from '../../db/schema';

/** What getMemoryHistory needs: whose conversation, and how much of it. */
export interface GetMemoryHistoryOptions {
  db: Database;
  patientId: string;
  /** How many of the newest memories. */
  limit: number;
}

const enterer = alias(accounts, 'enterer');

/**
 * The patient's conversation: their `limit` newest memories, oldest first, each as its entries (the person's
 * words then the AI's reply; an image only the reply), naming the carer who entered one for them.
 */
export async function getMemoryHistory({
  db,
  patientId,
  limit,
}: GetMemoryHistoryOptions): Promise<MemoryHistory> {
  const rows = await db
    .select({
      id: memories.id,
      kind: memories.kind,
      text: memories.text,
      caption: memories.caption,
      analysis: memories.analysis,
      createdAt: memories.createdAt,
      enteredBy: memories.enteredBy,
      entererName: enterer.name,
    })
    .from(memories)
    .innerJoin(enterer, eq(enterer.id, memories.enteredBy))
    .where(eq(memories.patientId, patientId))
    .orderBy(desc(memories.createdAt), desc(memories.id))
    .limit(limit);
  const entries: ConversationEntry[] = rows.reverse().flatMap((row) =>
    conversationEntries({
      id: row.id,
      kind: row.kind,
      told: row.kind === 'image' ? (row.caption ?? '') : row.text,
      analysis: row.analysis,
      createdAt: row.createdAt.toISOString(),
      enteredBy: row.enteredBy === patientId ? null : row.entererName,
    }),
  );
  return { entries };
}
