import { allTerms, type ParsedText } from './parse-text';
import { hasTag, runsOf, sliceTerms } from './term-spans';
import type { PersonMention } from './types';

// Family and care roles a memory names people by ("my daughter Sarah", "her carer", "the nurse", "Mum's neighbour").
const ROLES = [
  'mother',
  'mum',
  'mom',
  'mummy',
  'father',
  'dad',
  'daddy',
  'daughter-in-law',
  'son-in-law',
  'daughter',
  'son',
  'stepdaughter',
  'stepson',
  'wife',
  'husband',
  'partner',
  'sister',
  'brother',
  'granddaughter',
  'grandson',
  'grandchild',
  'grandmother',
  'grandma',
  'granny',
  'gran',
  'nana',
  'nan',
  'grandfather',
  'grandpa',
  'grandad',
  'granddad',
  'niece',
  'nephew',
  'auntie',
  'aunt',
  'uncle',
  'cousin',
  'friend',
  'neighbour',
  'neighbor',
  'carer',
  'caregiver',
  'nurse',
  'doctor',
  'gp',
  'dentist',
  'pharmacist',
  'physio',
  'social worker',
  'vicar',
  'priest',
];
const ROLE_SET: ReadonlySet<string> = new Set(ROLES);
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?`;
const ROLE_MENTION = new RegExp(
  String.raw`(?:\b(?:my|our|his|her|their|your|the)|\b(?!(?:it|that|what|there|here|let|he|she|who|where|how)['’]s)\p{L}+['’]s)\s+(?:(?:late|dear|eldest|youngest|oldest|older|younger|little|big|new|old|best|lovely)\s+)?(${ROLES.join('|')})\b(?:,?\s+(${NAME}))?`,
  'dgiu',
);
// "Mum rang", "Grandad came round": a role used as a name, so written with a capital.
const ROLE_AS_NAME = /\b(Mum|Mom|Mummy|Dad|Daddy|Grandma|Grandpa|Granny|Gran|Nana|Nan|Grandad|Granddad)\b/gu;
// Capitalised words that follow a role without being a name ("my son I think", "my friend The vicar").
const NOT_A_NAME: ReadonlySet<string> = new Set([
  'i',
  "i'm",
  'the',
  'and',
  'but',
  'then',
  'so',
  'we',
  'she',
  'he',
]);

interface LocatedPerson extends PersonMention {
  position: number;
}

function withoutPossessive(name: string): string {
  return name.replace(/['’]s$/u, '');
}

function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** The capitalised words that open `words` ("Sarah" of "Sarah visited"), without a possessive "'s". */
function leadingName(words: string): string | undefined {
  const name: string[] = [];
  for (const word of words.split(/\s+/)) {
    if (!word || !isCapitalised(word) || NOT_A_NAME.has(word.toLowerCase())) break;
    name.push(word);
  }
  return name.length > 0 ? withoutPossessive(name.join(' ')) : undefined;
}

function findRoleMentions(text: string): LocatedPerson[] {
  const found: LocatedPerson[] = [];
  for (const match of text.matchAll(ROLE_MENTION)) {
    const [roleStart, roleEnd] = match.indices?.[1] ?? [match.index, match.index];
    const relation = text.slice(roleStart, roleEnd).toLowerCase();
    const nameStart = match.indices?.[2]?.[0];
    const name = leadingName(match[2] ?? '');
    if (name && nameStart !== undefined) {
      found.push({
        text: text.slice(roleStart, nameStart + name.length),
        name,
        relation,
        position: roleStart,
      });
    } else {
      found.push({ text: text.slice(roleStart, roleEnd), relation, position: roleStart });
    }
  }
  for (const match of text.matchAll(ROLE_AS_NAME)) {
    found.push({ text: match[0], relation: match[0].toLowerCase(), position: match.index });
  }
  return found;
}

function findNamedPeople(parsed: ParsedText): LocatedPerson[] {
  return runsOf(allTerms(parsed), (term) => hasTag(term, 'Person')).flatMap((terms) => {
    const name = withoutPossessive(sliceTerms(parsed.text, terms));
    const position = terms[0]?.offset.start ?? 0;
    if (!name || !isCapitalised(name) || ROLE_SET.has(name.toLowerCase())) return [];
    return [{ text: name, name, position }];
  });
}

/**
 * People the entry mentions: names (compromise), family and care roles with the name that follows them
 * ("my daughter Sarah" → daughter, Sarah) or alone ("my neighbour"). Each person once, in order of mention.
 */
export function extractPeople(parsed: ParsedText): PersonMention[] {
  const mentions = [...findRoleMentions(parsed.text), ...findNamedPeople(parsed)].sort(
    (a, b) => a.position - b.position,
  );
  const people: LocatedPerson[] = [];
  const namedRelations = new Set(mentions.filter((m) => m.name && m.relation).map((m) => m.relation));
  for (const mention of mentions) {
    const name = mention.name?.toLowerCase();
    const isKnown = people.some((person) =>
      name
        ? person.name !== undefined &&
          (person.name.toLowerCase().includes(name) || name.includes(person.name.toLowerCase()))
        : person.relation === mention.relation,
    );
    if (isKnown || (!name && namedRelations.has(mention.relation))) continue;
    people.push(mention);
  }
  return people.map(({ position: _position, ...person }) => person);
}
