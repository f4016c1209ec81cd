import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './calendar';
import type { MemoryHit } from './create-memory-index';
import { findEventAnchor, hitsAfterEvent } from './event-anchor';
import { feelingSentences, isFeelingQuestion } from './feelings';

const hitAt = (id: string, createdAtMs: number): MemoryHit => ({
  memory: { id, text: id, createdAt: new Date(createdAtMs).toISOString(), createdAtMs },
  score: 1,
  matchedTerms: new Map(),
});

describe('an event a question places itself after', () => {
  it('reads "after my fall" closing the question, with where it stands', () => {
    const question = 'Who stayed over after my fall?';
    const anchor = findEventAnchor(question);
    expect(anchor?.phrase).toBe('my fall');
    expect(question.slice(anchor?.span.index, (anchor?.span.index ?? 0) + (anchor?.span.length ?? 0))).toBe(
      'after my fall?',
    );
    expect(findEventAnchor('How did I feel since the operation')?.phrase).toBe('the operation');
  });

  it('takes no event from a time, nor from "after" without one', () => {
    expect(findEventAnchor('What did I do after the weekend?', [{ index: 20, length: 11 }])).toBeNull();
    expect(findEventAnchor('Where did I go after lunch?')).toBeNull();
    expect(findEventAnchor('Who came round?')).toBeNull();
  });

  it('keeps what was told from the event on, within a day, nearest first', () => {
    const event = hitAt('event', 10 * DAY_MS);
    const hits = [
      hitAt('before', 10 * DAY_MS - HOUR_MS),
      hitAt('late', 10 * DAY_MS + 20 * HOUR_MS),
      hitAt('soon', 10 * DAY_MS + HOUR_MS),
      hitAt('days-later', 12 * DAY_MS),
    ];
    expect(hitsAfterEvent(event, hits).map((hit) => hit.memory.id)).toEqual(['soon', 'late']);
  });
});

describe('feelings', () => {
  it('knows a question about how the person felt', () => {
    expect(isFeelingQuestion('How did I feel after the fall?')).toBe(true);
    expect(isFeelingQuestion('How was I yesterday?')).toBe(true);
    expect(isFeelingQuestion('How did I get home?')).toBe(false);
  });

  it('finds the sentences telling a feeling', () => {
    expect(feelingSentences('Slipped in the bath. No bones broken but very shaken. Rang Rosa.')).toEqual([
      'No bones broken but very shaken.',
    ]);
    expect(feelingSentences('Went to the pub quiz with Ruth.')).toEqual([]);
  });
});
