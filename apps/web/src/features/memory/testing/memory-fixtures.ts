import type {
  ConversationEntry,
  MemoryAnalysisView,
  MemoryQueryResponse,
  MemoryReport,
  MemoryTask,
  ProcessMemoryResponse,
} from '@careledger/shared';

// Answers of the memory API as the contract (packages/shared/src/memory-companion) shapes them.

export const PATIENT_ID = '00000000-0000-4000-8000-0000000000aa';

export function analysis(overrides: Partial<MemoryAnalysisView> = {}): MemoryAnalysisView {
  return {
    summary: 'You fell in the kitchen and hurt your wrist.',
    importanceScore: 0.85,
    sentiment: 'negative',
    sentimentScore: -0.6,
    urgencyLevel: 'high',
    urgencyReasons: [
      { code: 'fall', level: 'high', text: 'fell' },
      { code: 'dizziness', level: 'high', text: 'dizzy' },
    ],
    topics: ['kitchen', 'wrist'],
    actionItems: [
      { text: 'Call Dr Patel', due: '2026-11-21', dueText: 'tomorrow' },
      { text: 'Buy a wrist support', due: null, dueText: null },
    ],
    entities: { people: [], places: [], medicines: [], dates: [] },
    ...overrides,
  };
}

export function entry(overrides: Partial<ConversationEntry> = {}): ConversationEntry {
  return {
    id: '1-ai',
    memoryId: 1,
    timestamp: '2026-11-20T14:05:00.000Z',
    type: 'ai',
    kind: 'text',
    content: 'You fell in the kitchen and hurt your wrist.',
    analysis: analysis(),
    enteredBy: null,
    ...overrides,
  };
}

/** POST /process-text's answer: the person's entry and the AI reply of memory `memoryId`. */
export function processed(
  told: string,
  overrides: Partial<ProcessMemoryResponse> = {},
  memoryId = 2,
): ProcessMemoryResponse {
  const view = analysis();
  return {
    ...view,
    memoryId,
    entries: [
      entry({ id: `${memoryId}-user`, memoryId, type: 'user', content: told, analysis: null }),
      entry({ id: `${memoryId}-ai`, memoryId, content: view.summary, analysis: view }),
    ],
    alertId: null,
    imageText: null,
    ocrConfidence: null,
    ...overrides,
  };
}

export function answer(overrides: Partial<MemoryQueryResponse> = {}): MemoryQueryResponse {
  return {
    answer: 'In the blue case on the hall table.',
    found: true,
    questionType: 'where',
    sources: [
      {
        memoryId: 4,
        text: 'I put my reading glasses in the blue case on the hall table.',
        date: '2026-11-16T18:00:00.000Z',
        score: 4.2,
      },
    ],
    timeRange: null,
    ...overrides,
  };
}

export function task(overrides: Partial<MemoryTask> = {}): MemoryTask {
  return {
    taskId: 1,
    patientId: PATIENT_ID,
    summary: 'Physiotherapy',
    description: 'Bring the exercise sheet.',
    startDate: '2026-11-21',
    endDate: '2026-11-21',
    completed: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    priority: 'high',
    sourceMemoryId: null,
    ...overrides,
  };
}

export function report(overrides: Partial<MemoryReport> = {}): MemoryReport {
  return {
    days: 3,
    totalInteractions: 5,
    averageImportance: 0.62,
    sentimentDistribution: { positive: 3, negative: 1, neutral: 1 },
    memoryTrends: [
      { date: '2026-11-19', score: 0.4, count: 2 },
      { date: '2026-11-20', score: 0.85, count: 3 },
    ],
    highUrgencyCount: 1,
    ...overrides,
  };
}

export const EMPTY_REPORT: MemoryReport = report({
  totalInteractions: 0,
  averageImportance: 0,
  sentimentDistribution: { positive: 0, negative: 0, neutral: 0 },
  memoryTrends: [],
  highUrgencyCount: 0,
});
