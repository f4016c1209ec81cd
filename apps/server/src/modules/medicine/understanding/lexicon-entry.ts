import type { SymptomKey } from './symptom-keys';

/**
 * One symptom and the ways people write it. Phrases are matched word by word after the same normalisation as
 * the text (lower case, contractions expanded, light stemming), so "my head hurts" also matches "head hurting".
 * A "*" inside a phrase stands for up to two filler words ("my back really hurts", "pain in my lower back").
 */
export interface LexiconEntry<K extends string = SymptomKey> {
  key: K;
  /** English display name. */
  name: string;
  phrases: readonly string[];
}

/**
 * The usual ways of saying that a body part hurts: "knee pain", "pain in my knee", "my knee hurts", "sore
 * knee", "my knee is killing me". Writing them once keeps the body-part entries short and consistent.
 */
export function painPhrases(parts: readonly string[]): string[] {
  return parts.flatMap((part) => [
    `${part} pain`,
    `${part} ache`,
    `${part} hurt`,
    `pain in * ${part}`,
    `ache in * ${part}`,
    `${part} * hurt`,
    `${part} * hurting`,
    `${part} * killing me`,
    `${part} * ache`,
    `${part} * aching`,
    `${part} * sore`,
    `${part} * painful`,
    `${part} * throbbing`,
    `${part} * pounding`,
    `sore ${part}`,
    `aching ${part}`,
    `painful ${part}`,
    `throbbing ${part}`,
    `pounding ${part}`,
  ]);
}

/**
 * Asking for a remedy for a body part names its pain: "I need something for my back", "anything for my knee?".
 * Not for the chest, which may be congestion as well as pain.
 */
export function remedyPhrases(parts: readonly string[]): string[] {
  return parts.flatMap((part) => [`something for * ${part}`, `anything for * ${part}`]);
}
