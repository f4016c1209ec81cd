import { extractActionItems } from './action-items';
import { countNamedEntities, extractEntities } from './entities';
import { scoreImportance } from './importance';
import { createMedicineFinder } from './medicine-names';
import { parseText } from './parse-text';
import { meanSentiment, scoreSentiment } from './sentiment';
import { type SentenceFeatures, summarise } from './summary';
import { DEFAULT_TOPIC_LIMIT, extractTopics } from './topics';
import type { ActionItem, AnalyseMemoryOptions, MemoryAnalysis, MemoryEntities } from './types';
import { assessUrgency } from './urgency';
import { buildUrgencyCues } from './urgency-cues';

function mentionsIn(sentence: string, entities: MemoryEntities): number {
  const lower = sentence.toLowerCase();
  const names = [
    ...entities.people.map((person) => person.name ?? person.text),
    ...entities.places,
    ...entities.medicines,
  ];
  return names.filter((name) => lower.includes(name.toLowerCase())).length;
}

// A date that gives a task its due date is read forward, as the task reads it ("call the pharmacy on Friday"
// is the coming Friday), so the entry and its task agree.
function alignDatesWithTasks(entities: MemoryEntities, actionItems: readonly ActionItem[]): MemoryEntities {
  const dates = entities.dates.map((mention) => {
    const due = actionItems.find((item) => item.due && item.dueText === mention.text)?.due;
    return due ? { text: mention.text, date: due } : mention;
  });
  return { ...entities, dates };
}

/**
 * Reads one memory: its sentiment (VADER, mean over sentences), urgency with reasons, topics, action items
 * with their dates, people, places, medicines and dates, an importance score (`scoreImportance`) and a summary
 * made of its own most informative sentences (`summarise`). Pure and deterministic: "tomorrow" is resolved
 * against `options.now`, never the clock.
 */
export function analyseMemory(text: string, options: AnalyseMemoryOptions): MemoryAnalysis {
  const reference =
    options.timezone === undefined ? { now: options.now } : { now: options.now, timezone: options.timezone };
  const medicines = createMedicineFinder(options.medicineNames);
  const cues = buildUrgencyCues(medicines.pattern);
  const parsed = parseText(text);

  const urgency = assessUrgency(text, cues);
  const actionItems = extractActionItems(parsed, reference);
  const entities = alignDatesWithTasks(extractEntities(parsed, medicines, reference), actionItems);
  const sentences: SentenceFeatures[] = parsed.sentences.map((sentence) => ({
    text: sentence.text,
    urgencyLevel: assessUrgency(sentence.text, cues).level,
    compound: scoreSentiment(sentence.text).compound,
    actionItemCount: actionItems.filter((item) => sentence.text.includes(item.text)).length,
    dateCount: entities.dates.filter((date) => sentence.text.includes(date.text)).length,
    entityCount: mentionsIn(sentence.text, entities),
    contentWords: (sentence.text.match(/\p{L}{3,}/gu) ?? []).length,
  }));
  const sentiment = meanSentiment(sentences.map((sentence) => sentence.compound));

  return {
    summary: summarise(sentences),
    importanceScore: scoreImportance({
      hasText: sentences.length > 0,
      urgencyLevel: urgency.level,
      compound: sentiment.compound,
      entityCount: countNamedEntities(entities),
      dateCount: entities.dates.length,
      actionItemCount: actionItems.length,
    }),
    sentiment,
    urgencyLevel: urgency.level,
    urgencyReasons: urgency.reasons,
    topics: extractTopics(parsed, options.topicLimit ?? DEFAULT_TOPIC_LIMIT),
    actionItems,
    entities,
  };
}
