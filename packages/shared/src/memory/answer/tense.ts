// Rough tense of a question or a memory sentence, to read a bare weekday as the last one or the next one.

const PAST = /\b(?:did|was|were|had|went|came|saw|put|left|took|ate|ago|last|yesterday|\w+ed)\b/i;
const FUTURE =
  /\b(?:will|going to|next(?! (?:door|to)\b)|coming|upcoming|shall|tomorrow|appointment|booked|due|later|need to|have to|must)\b|\bis (?:on|at)\b/i;

/** Whether a text speaks of what is to come ("is coming on Saturday", "appointment is on Thursday"). */
export function isFutureTense(text: string): boolean {
  return FUTURE.test(text);
}

/** Whether a text speaks of what has been ("visited on Monday", "two days ago"). */
export function isPastTense(text: string): boolean {
  return PAST.test(text);
}

/** Whether a question asks for a time still to come: "my next appointment", "the upcoming visit". */
export function asksForUpcoming(question: string): boolean {
  return /\b(?:upcoming|next(?! (?:door|to)\b))\b/i.test(question);
}
