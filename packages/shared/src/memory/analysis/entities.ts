import { findDates } from './dates';
import type { MedicineFinder } from './medicine-names';
import type { ParsedText } from './parse-text';
import { extractPeople } from './people';
import { extractPlaces } from './places';
import type { MemoryEntities, TimeReference } from './types';

function uniqueMedicines(parsed: ParsedText, medicines: MedicineFinder): string[] {
  const names = new Map<string, string>();
  for (const { name } of medicines.find(parsed.matchText)) {
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

/** People, places, medicines (as the list spells them) and dates (resolved against `now`), in order of mention. */
export function extractEntities(
  parsed: ParsedText,
  medicines: MedicineFinder,
  reference: TimeReference,
): MemoryEntities {
  return {
    people: extractPeople(parsed),
    places: extractPlaces(parsed),
    medicines: uniqueMedicines(parsed, medicines),
    dates: findDates(parsed.text, reference).map(({ text, date }) => ({ text, date })),
  };
}

/** How many distinct people, places and medicines an entry names; dates count separately. */
export function countNamedEntities(entities: MemoryEntities): number {
  return entities.people.length + entities.places.length + entities.medicines.length;
}
