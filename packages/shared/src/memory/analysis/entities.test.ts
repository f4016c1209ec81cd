import { describe, expect, it } from 'vitest';
import { countNamedEntities, extractEntities } from './entities';
import { createMedicineFinder } from './medicine-names';
import { parseText } from './parse-text';
import { extractPeople } from './people';
import { extractPlaces } from './places';

const reference = { now: new Date('2025-03-10T09:00:00Z'), timezone: 0 };

function entitiesOf(text: string, medicineNames: string[] = []) {
  return extractEntities(parseText(text), createMedicineFinder(medicineNames), reference);
}

describe('people', () => {
  it('names a family role with the name that follows it', () => {
    expect(extractPeople(parseText('My daughter Sarah visited this morning.'))).toEqual([
      { text: 'daughter Sarah', name: 'Sarah', relation: 'daughter' },
    ]);
    expect(extractPeople(parseText("Mum's neighbour John helped me up."))).toEqual([
      { text: 'Mum', relation: 'mum' },
      { text: 'neighbour John', name: 'John', relation: 'neighbour' },
    ]);
  });

  it('keeps a role without a name, and names without a role', () => {
    const people = extractPeople(
      parseText('My carer came late. We met Dr. Patel and Margaret at the clinic.'),
    );
    expect(people).toContainEqual({ text: 'carer', relation: 'carer' });
    expect(people).toContainEqual({ text: 'Dr. Patel', name: 'Dr. Patel' });
    expect(people).toContainEqual({ text: 'Margaret', name: 'Margaret' });
  });

  it('takes "the nurse" for a person too', () => {
    expect(extractPeople(parseText("The nurse said I'm doing well."))).toEqual([
      { text: 'nurse', relation: 'nurse' },
    ]);
  });

  it('mentions each person once', () => {
    const people = extractPeople(parseText("My son David rang. David's coming Sunday, my son said."));
    expect(people).toEqual([{ text: 'son David', name: 'David', relation: 'son' }]);
  });

  it('does not take a following lower-case or pronoun word for a name', () => {
    expect(extractPeople(parseText('My daughter visited. My son I think was busy.'))).toEqual([
      { text: 'daughter', relation: 'daughter' },
      { text: 'son', relation: 'son' },
    ]);
  });
});

describe('places', () => {
  it('finds named places and everyday ones after in/at/to the', () => {
    expect(extractPlaces(parseText('We went to the park in Brighton, then back home.'))).toEqual([
      'park',
      'Brighton',
      'home',
    ]);
  });

  it('keeps the words before an everyday place ("kitchen drawer", "Red Lion pub")', () => {
    expect(extractPlaces(parseText('My keys are in the kitchen drawer.'))).toEqual(['kitchen drawer']);
    expect(extractPlaces(parseText('Lunch at the Red Lion pub.'))).toEqual(['Red Lion pub']);
  });
});

describe('extractEntities', () => {
  it('finds medicines from the given list and the built-in one, once each', () => {
    const { medicines } = entitiesOf('Took my amoxicillin and Paracetamol, then more paracetamol.', [
      'Amoxicillin 500 mg capsules',
    ]);
    expect(medicines).toEqual(['Amoxicillin', 'Paracetamol']);
  });

  it('resolves dates and times against now, day-only ones as YYYY-MM-DD', () => {
    const { dates } = entitiesOf('Yesterday I saw Bob. The appointment is next Tuesday at 10:30.');
    expect(dates).toEqual([
      { text: 'Yesterday', date: '2025-03-09' },
      { text: 'next Tuesday at 10:30', date: '2025-03-18T10:30:00.000Z' },
    ]);
  });

  it('reads times in the writer’s zone', () => {
    const { dates } = extractEntities(parseText('at 8pm'), createMedicineFinder(), {
      ...reference,
      timezone: 60,
    });
    expect(dates).toEqual([{ text: 'at 8pm', date: '2025-03-10T19:00:00.000Z' }]);
  });

  it('skips words chrono takes for dates that are not ("Sat with mum", "now", "my evening pills")', () => {
    expect(entitiesOf('Sat with mum by the window now, then my evening pills.').dates).toEqual([]);
  });

  it('counts named people, places and medicines', () => {
    const entities = entitiesOf('My daughter Sarah brought aspirin to the hospital on Monday.');
    expect(countNamedEntities(entities)).toBe(3);
  });

  it('is empty for empty text and for emoji', () => {
    const empty = { people: [], places: [], medicines: [], dates: [] };
    expect(entitiesOf('')).toEqual(empty);
    expect(entitiesOf('😊😊 👍')).toEqual(empty);
  });
});
