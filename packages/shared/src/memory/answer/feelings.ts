import { splitSentences } from './split-sentences';

// Words for how a person feels, in body or mood, as people tell them.
const FEELING_WORDS: ReadonlySet<string> = new Set(
  `feel feels felt feeling happy sad lonely alone worried anxious nervous scared frightened afraid upset angry cross
annoyed frustrated confused muddled tired exhausted weary shaken shaky low miserable depressed tearful teary
weepy cheerful bright brighter calm relaxed content pleased glad excited proud embarrassed dizzy sick poorly unwell
better worse sore achy bored restless grumpy irritable overwhelmed relieved grateful thankful hopeful
fed-up down-hearted heartbroken`.split(/\s+/),
);

/** Whether a question asks how the person felt ("How did I feel after the fall?", "How was I yesterday?"). */
export function isFeelingQuestion(question: string): boolean {
  return /\bhow (?:did|do|was|were|am|have|had) (?:i|we)\b[^?]*\b(?:feel|felt|feeling)\b|\bhow (?:was|were) (?:i|we)\b/i.test(
    question,
  );
}

/** The sentences of a memory telling how the person felt, in their order; empty when none does. */
export function feelingSentences(text: string): string[] {
  return splitSentences(text)
    .filter((sentence) => (sentence.text.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some(isFeelingWord))
    .map((sentence) => sentence.text);
}

function isFeelingWord(word: string): boolean {
  return FEELING_WORDS.has(word);
}
