import { normaliseTerm } from './normalise-term';
import { tokenize } from './tokenize';

/** A person counts as the one in a role when named within this many words of the role ("Hamish the podiatrist"). */
const MAX_ROLE_DISTANCE = 3;

/**
 * The role a "who is" question asks to name: "Who is my dentist?" -> "dentist", "Who is Rosa's husband?" ->
 * "husband". Null for other who questions ("Who visited me?").
 */
export function askedRole(question: string): string | null {
  const match =
    /^\W*who(?:'s|’s| is| was| are| were) (?:my|our|the|his|her|their|\p{L}+['’]s) (\p{L}+)(?: (?:at|of|from|in|for) [\p{L}' ]+)?\s*[?.!]*$/iu.exec(
      question.trim(),
    );
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Of the people a sentence names, those it names in the role asked about: next to the role's word or a synonym
 * ("my GP Dr Adeyemi", "the physiotherapist, Ben", "Nurse Maria"). "must ring the dentist" names no dentist, and
 * "went to the dentist with Rosa" does not make Rosa the dentist.
 */
export function peopleInRole(sentence: string, people: readonly string[], role: string): string[] {
  const roleKey = normaliseTerm(role);
  const tokens = tokenize(sentence);
  const rolePositions = tokens.flatMap((token, position) =>
    normaliseTerm(token.word) === roleKey ? [position] : [],
  );
  if (rolePositions.length === 0) return [];
  return people.filter((person) => {
    const start = sentence.indexOf(person);
    if (start < 0) return false;
    const end = start + person.length;
    return tokens.some(
      (token, position) =>
        token.index >= start &&
        token.index < end &&
        rolePositions.some((rolePosition) => Math.abs(rolePosition - position) <= MAX_ROLE_DISTANCE),
    );
  });
}

/** The person a "who is" question names, to be told who they are: "Who is Brenda?" -> "Brenda", else null. */
export function askedName(question: string): string | null {
  const match = /^\W*[Ww]ho(?:'s|’s| is| was) (\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?)\s*[?.!]*$/u.exec(
    question.trim(),
  );
  return match?.[1] ?? null;
}

/**
 * For "Who is Alfie?", the phrases telling who that person is ("her grandson Alfie", "Dr Alfie Reid"); never the
 * other people in the sentence.
 */
export function peopleNamed(people: readonly string[], name: string): string[] {
  return people.filter((person) => person.includes(name) && person !== name);
}
