// The tuning of the question-answering engine, in one place, each value with why it is what it is.

/** The one answer when nothing remembered answers the question. English until the screens add i18n keys. */
export const NO_MEMORY_ANSWER = "I don't have a memory of that.";

/**
 * Relevance floor. A memory can answer a question only if it holds at least this share of the question's content
 * words (stop words, time phrases and words naming the kind of answer, like "dose", left out), each weighted by its
 * BM25 idf over all memories, so a word never told weighs the most. It is a share, not a raw BM25 score, so it
 * means the same with 30 memories or 10,000. Half was chosen before any data ("a memory must hold at least half
 * of what the question is about"); the labelled set then showed the margin: every question without an answer
 * peaked at 0.35 or less ("Where did I put my passport?": "put" told, "passport" never), every answerable one at
 * 1.0, and a question with one extra word that was never told still clears it.
 */
export const COVERAGE_FLOOR = 0.5;

/** MiniSearch fuzzy matching: an edit distance of 20 % of the term's length (one typo in five letters). */
export const FUZZY_FRACTION = 0.2;
/** Prefix matching only from this many letters, so "tea" does not match "teaspoon" and "team". */
export const PREFIX_MIN_LENGTH = 4;

/**
 * For "where", "which medicine" and "what dose", things move and doses change: among memories scoring at least
 * this share of the best one, the newest that answers wins.
 */
export const NEWEST_WINS_RATIO = 0.5;
/**
 * In the relevance floor a word matched only fuzzily or by prefix counts at MiniSearch's own weights for such
 * matches, so "test" meeting "rest" is not half an answer.
 */
export const FUZZY_MATCH_WEIGHT = 0.45;
export const PREFIX_MATCH_WEIGHT = 0.375;
/** At most this many memories are quoted as sources. */
export const MAX_SOURCES = 3;
/** A question with only a time ("what did I do yesterday?") quotes at most this many memories of that time. */
export const MAX_LISTED_MEMORIES = 3;
