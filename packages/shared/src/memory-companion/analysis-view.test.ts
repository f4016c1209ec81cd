import { describe, expect, it } from 'vitest';
import { analyseMemory } from '../memory/analysis';
import type { MemoryAnalysis } from '../memory/analysis/types';
import { conversationEntries, type MemoryRecord, toAnalysisView } from './analysis-view';
import { conversationEntrySchema, memoryAnalysisSchema } from './schemas';

const ANALYSIS: MemoryAnalysis = {
  summary: 'I fell in the garden.',
  importanceScore: 0.9,
  sentiment: { label: 'negative', compound: -0.6 },
  urgencyLevel: 'high',
  urgencyReasons: [{ code: 'fall', level: 'high', text: 'fell' }],
  topics: ['garden'],
  actionItems: [{ text: 'Call Dr. Shah', due: '2025-03-13', dueText: 'tomorrow' }, { text: 'Tell Sarah' }],
  entities: {
    people: [
      { text: 'Dr. Shah', name: 'Shah', relation: 'doctor' },
      { text: 'neighbour', relation: 'neighbour' },
      { text: 'Sarah', name: 'Sarah' },
    ],
    places: ['garden'],
    medicines: [],
    dates: [{ text: 'tomorrow', date: '2025-03-13' }],
  },
};

describe('toAnalysisView', () => {
  it('carries the label as sentiment and the compound as sentimentScore', () => {
    expect(toAnalysisView(ANALYSIS)).toMatchObject({
      sentiment: 'negative',
      sentimentScore: -0.6,
      importanceScore: 0.9,
    });
  });

  it('gives an absent due date, name or relation as null', () => {
    const view = toAnalysisView(ANALYSIS);
    expect(view.actionItems).toEqual([
      { text: 'Call Dr. Shah', due: '2025-03-13', dueText: 'tomorrow' },
      { text: 'Tell Sarah', due: null, dueText: null },
    ]);
    expect(view.entities.people).toEqual([
      { text: 'Dr. Shah', name: 'Shah', relation: 'doctor' },
      { text: 'neighbour', name: null, relation: 'neighbour' },
      { text: 'Sarah', name: 'Sarah', relation: null },
    ]);
  });

  it("keeps only the contract's fields of a reason", () => {
    const extra = { ...ANALYSIS, urgencyReasons: [{ code: 'fall', level: 'high', text: 'fell', start: 2 }] };
    expect(toAnalysisView(extra as MemoryAnalysis).urgencyReasons).toEqual([
      { code: 'fall', level: 'high', text: 'fell' },
    ]);
  });

  it("gives what the engine reads in the contract's shape", () => {
    const analysis = analyseMemory('My daughter Sarah is taking me to the dentist tomorrow at 10 am.', {
      now: new Date('2025-03-12T09:00:00Z'),
      timezone: 0,
    });
    expect(memoryAnalysisSchema.parse(toAnalysisView(analysis))).toEqual(toAnalysisView(analysis));
  });
});

const record = (kind: MemoryRecord['kind']): MemoryRecord => ({
  id: 7,
  kind,
  told: kind === 'text' ? 'I fell in the garden. Tell Sarah.' : 'Photo of the garden after my fall',
  analysis: toAnalysisView(ANALYSIS),
  createdAt: '2025-03-12T09:00:00.000Z',
  enteredBy: 'Nurse Maria',
});

describe('conversationEntries', () => {
  it("gives a text memory as the person's words, then the AI reply with the analysis", () => {
    const memory = record('text');
    const entries = conversationEntries(memory);
    expect(entries).toEqual([
      {
        id: '7-user',
        memoryId: 7,
        timestamp: memory.createdAt,
        type: 'user',
        kind: 'text',
        content: memory.told,
        analysis: null,
        enteredBy: 'Nurse Maria',
      },
      {
        id: '7-ai',
        memoryId: 7,
        timestamp: memory.createdAt,
        type: 'ai',
        kind: 'text',
        content: 'I fell in the garden.',
        analysis: memory.analysis,
        enteredBy: 'Nurse Maria',
      },
    ]);
    for (const entry of entries) expect(conversationEntrySchema.parse(entry)).toEqual(entry);
  });

  it('gives an image memory as the AI entry only, its content the summary', () => {
    const entries = conversationEntries(record('image'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: '7-ai',
      type: 'ai',
      kind: 'image',
      content: 'I fell in the garden.',
    });
    expect(entries[0]?.analysis).not.toBeNull();
  });
});
