import nlp from 'compromise/two';
import type { TextSpan } from './text-span';

const RELATIONS =
  'son|daughter|wife|husband|grandson|granddaughter|grandchildren|grandchild|brother|sister|niece|nephew|friend|neighbour|neighbor|nurse|doctor|carer|caregiver|physio|physiotherapist|pharmacist|chemist|dentist|optician|mother|father|mum|mom|dad|cousin|aunt|uncle|partner|vicar|priest|cleaner|helper';
const NAME = String.raw`[A-Z][\p{L}'-]+`;
// "my son Tom", "his wife Priya", "the physiotherapist, Ben", "my nurse".
const RELATION = new RegExp(
  String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+(?:${RELATIONS})(?:,?\s+${NAME}(?:\s+${NAME})?)?`,
  'gu',
);
const TITLE = new RegExp(
  String.raw`\b(?:Dr\.?|Doctor|Nurse|Mr\.?|Mrs\.?|Ms\.?|Miss|Sister|Father|Reverend|Rev\.?)\s+${NAME}`,
  'gu',
);
const MAX_PEOPLE = 3;

// Names compromise does not know ("Les drives it", "a lady called Dilys", "Amrit rang"), found by what people do
// in a sentence: a capitalised word just before a verb people do, or "from" a place, or just after "called".
const DOES =
  '(?:from|rang|rings|phoned|phones|called|calls|came|comes|popped|dropped|visited|visits|drives|drove|took|takes|brought|brings|gave|gives|said|says|told|tells|showed|shows|helped|helps|fixed|sent|wants|wanted|did|does|cooked|made|found|walked|stayed|left|arrived|texted|emailed|and|will|is coming|was here)';
// Not a place or firm: "from Meadowcare comes", "at the Swan and".
const DOER = new RegExp(
  String.raw`(?<![\p{L}'’])(?<!\b(?:from|at|in|to|the|of|on|into)\s+)(\p{Lu}\p{Ll}+)(?=\s+${DOES}\b)`,
  'gu',
);
const NAMED = /\b(?:called|named)\s+(\p{Lu}\p{Ll}+)/gu;
// Capitalised words that start a sentence before such a verb without being anyone's name.
const NOT_NAMES = new Set(
  `I The A An My Our His Her Their Your This That These Those It He She They We You Then So But And Or If When
While After Before Today Yesterday Tomorrow Tonight Everyone Everybody Someone Somebody Nobody Anyone Anybody
Nothing Something Letter Post Parcel Package Card Phone Doctor Nurse Dr Mr Mrs Ms Miss Taxi Bus Ambulance Minibus
Van Car Man Woman Lady Girl Boy Postman Postie Milkman Plumber Engineer Electrician Builder Carer Carers Neighbour
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August
September October November December Christmas Easter Mothering Good Also Just Still Only Maybe Then There Here
Mum Dad Gran Grandad Nan Nana`.split(/\s+/),
);

interface PersonSpan extends TextSpan {
  text: string;
}

/**
 * The people a sentence names: relations with or without a name ("my daughter Sarah", "my nurse"), titles
 * ("Dr. Patel", "Nurse Maria") and names compromise tags as people. "the nurse" with no name is not an answer,
 * nor is anyone the question already names; a relation the question asks about is dropped in front of the name
 * ("Who is my physiotherapist?" -> "Ben", not "the physiotherapist, Ben"); a title stays ("Dr. Patel").
 */
export function extractPeople(sentence: string, question: string): string[] {
  const asked = new Set(
    (question.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => word.length > 2),
  );
  const spans: PersonSpan[] = [];
  for (const match of [...sentence.matchAll(RELATION), ...sentence.matchAll(TITLE)]) {
    if (/^the\s+\S+$/i.test(match[0])) continue;
    spans.push({ text: match[0], index: match.index, length: match[0].length });
  }
  for (const match of [...sentence.matchAll(DOER), ...sentence.matchAll(NAMED)]) {
    const name = match[1];
    if (!name || NOT_NAMES.has(name)) continue;
    const index = (match.index ?? 0) + match[0].indexOf(name);
    spans.push({ text: name, index, length: name.length });
  }
  let cursor = 0;
  for (const name of nlp(sentence).match('#Person+').out('array') as string[]) {
    const text = name.replace(/[.,;:!?]+$/, '');
    const index = sentence.indexOf(text, cursor);
    if (index < 0) continue;
    spans.push({ text, index, length: text.length });
    cursor = index + text.length;
  }
  const people: string[] = [];
  for (const span of withoutOverlaps(spans)) {
    const person = dropAskedRelation(span.text, asked);
    const words = person.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    const isNew = words.some((word) => !asked.has(word) && !/^(?:my|our|his|her|their|the)$/.test(word));
    if (isNew && !people.includes(person)) people.push(person);
  }
  return people.slice(0, MAX_PEOPLE);
}

/** Longest first, then in order of appearance, dropping any span inside one already kept. */
function withoutOverlaps(spans: readonly PersonSpan[]): PersonSpan[] {
  const kept: PersonSpan[] = [];
  for (const span of [...spans].sort((a, b) => b.length - a.length)) {
    const overlaps = kept.some(
      (other) => span.index < other.index + other.length && other.index < span.index + span.length,
    );
    if (!overlaps) kept.push(span);
  }
  return kept.sort((a, b) => a.index - b.index);
}

function dropAskedRelation(person: string, asked: ReadonlySet<string>): string {
  const match = new RegExp(String.raw`^(?:my|our|his|her|their|the)\s+(\p{L}+),?\s+(${NAME}.*)$`, 'u').exec(
    person.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()),
  );
  if (!match?.[1] || !match[2]) return person;
  return asked.has(match[1].toLowerCase()) ? match[2] : person;
}
