/**
 * How a screen lays out the medicine recommender's answer; the words and what they say are the same in both.
 * - `cards` (the typed assistant): each part a card of its own, the urgent panel solid red, the disclaimer
 *   titled beside an icon.
 * - `compact` (the voice assistant, inside its tabs): each part a headed section, the urgent panel tinted red,
 *   the disclaimer a plain note named for assistive technology.
 */
export type AnswerLayout = 'cards' | 'compact';
