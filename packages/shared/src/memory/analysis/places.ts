import { allTerms, type ParsedText } from './parse-text';
import { hasTag, runsOf, sliceTerms } from './term-spans';

// Everyday places and the spots at home where things are left, for "where" questions ("in the kitchen drawer").
const PLACE_NOUNS = [
  'kitchen',
  'bedroom',
  'bathroom',
  'living room',
  'sitting room',
  'dining room',
  'lounge',
  'hallway',
  'hall',
  'garden',
  'garage',
  'shed',
  'attic',
  'loft',
  'park',
  'shops?',
  'supermarket',
  'market',
  'pharmacy',
  "chemist(?:'s)?",
  'hospital',
  'clinic',
  'surgery',
  "doctor's",
  "dentist's",
  'church',
  'chapel',
  'mosque',
  'temple',
  'synagogue',
  'library',
  'pub',
  'caf[eé]',
  'restaurant',
  'bank',
  'post office',
  'station',
  'bus stop',
  'beach',
  'seaside',
  'day cent(?:re|er)',
  'care home',
  'nursing home',
  'community cent(?:re|er)',
  'garden cent(?:re|er)',
  "hairdresser(?:'s|s)?",
  'cinema',
  'theatre',
  'museum',
  'drawer',
  'cupboard',
  'wardrobe',
  'shelf',
  'table',
  'desk',
  'sofa',
  'fridge',
  'handbag',
  'bag',
  'pocket',
  'car',
];
const PLACE_PHRASE = new RegExp(
  String.raw`\b(?:in|at|to|from|into|near|inside|outside|round|around|behind|under|on|onto|towards?)\s+(?:the|my|his|her|our|their|a|an)\s+((?:[\p{L}'’-]+\s+){0,2}(?:${PLACE_NOUNS.join('|')}))(?![\p{L}'’-])`,
  'dgiu',
);
const HOME = /\b(?:at|from|back|got|went|came|come|go|going|stay|stayed|staying)\s+(home)\b/dgi;

interface LocatedPlace {
  text: string;
  position: number;
}

function findPlacePhrases(text: string): LocatedPlace[] {
  return [...text.matchAll(PLACE_PHRASE), ...text.matchAll(HOME)].flatMap((match) => {
    const span = match.indices?.[1];
    return span ? [{ text: text.slice(span[0], span[1]), position: span[0] }] : [];
  });
}

function findNamedPlaces(parsed: ParsedText): LocatedPlace[] {
  return runsOf(allTerms(parsed), (term) => hasTag(term, 'Place')).map((terms) => ({
    text: sliceTerms(parsed.text, terms)
      .replace(/^(?:the|a|an)\s+/iu, '')
      .replace(/['’]s$/u, ''),
    position: terms[0]?.offset.start ?? 0,
  }));
}

/**
 * Places the entry mentions: named ones (towns, countries: compromise) and everyday ones after "in/at/to the"
 * ("the park", "the kitchen drawer", "home"), as written, each once, in order of mention.
 */
export function extractPlaces(parsed: ParsedText): string[] {
  const places = [...findNamedPlaces(parsed), ...findPlacePhrases(parsed.text)].sort(
    (a, b) => a.position - b.position,
  );
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { text } of places) {
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}
