import type { MemoryAnalysis } from '../memory/analysis/types';
import type { MemoryKind } from './constants';
import type { ConversationEntry, MemoryAnalysisView } from './schemas';

/** The engine's analysis as the API and screens carry it (absent fields as null, the compound as sentimentScore). */
export function toAnalysisView(analysis: MemoryAnalysis): MemoryAnalysisView {
  return {
    summary: analysis.summary,
    importanceScore: analysis.importanceScore,
    sentiment: analysis.sentiment.label,
    sentimentScore: analysis.sentiment.compound,
    urgencyLevel: analysis.urgencyLevel,
    urgencyReasons: analysis.urgencyReasons.map(({ code, level, text }) => ({ code, level, text })),
    topics: analysis.topics,
    actionItems: analysis.actionItems.map((item) => ({
      text: item.text,
      due: item.due ?? null,
      dueText: item.dueText ?? null,
    })),
    entities: {
      people: analysis.entities.people.map((person) => ({
        text: person.text,
        name: person.name ?? null,
        relation: person.relation ?? null,
      })),
      places: analysis.entities.places,
      medicines: analysis.entities.medicines,
      dates: analysis.entities.dates.map(({ text, date }) => ({ text, date })),
    },
  };
}

/** A stored memory, as the conversation shows it. */
export interface MemoryRecord {
  id: number;
  kind: MemoryKind;
  /** What the person typed (text memories) or the caption (image memories). */
  told: string;
  analysis: MemoryAnalysisView;
  /** ISO instant. */
  createdAt: string;
  /** A carer's name when a carer entered it, else null. */
  enteredBy: string | null;
}

/**
 * Spec section 4: a text memory is the person's entry then the AI reply (its content the summary, with the
 * analysis); an image memory only the AI entry, which the screen shows as "Processed image: {summary}".
 */
export function conversationEntries(memory: MemoryRecord): ConversationEntry[] {
  const ai: ConversationEntry = {
    id: `${memory.id}-ai`,
    memoryId: memory.id,
    timestamp: memory.createdAt,
    type: 'ai',
    kind: memory.kind,
    content: memory.analysis.summary,
    analysis: memory.analysis,
    enteredBy: memory.enteredBy,
  };
  if (memory.kind === 'image') return [ai];
  return [{ ...ai, id: `${memory.id}-user`, type: 'user', content: memory.told, analysis: null }, ai];
}
