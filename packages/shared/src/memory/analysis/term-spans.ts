/** The parts of compromise's term JSON the extractors read. */
export interface TermJson {
  text: string;
  normal: string;
  /** Punctuation and spaces after the term (". " after "Dr"). */
  post: string;
  tags: string[];
  /** compromise's chunk: "Noun", "Verb", "Adjective" or "Pivot". */
  chunk?: string;
  offset: { start: number; length: number };
}

export function hasTag(term: TermJson, tag: string): boolean {
  return term.tags.includes(tag);
}

/** The text from the first term to the last as written, inner punctuation kept ("Dr. Patel"). */
export function sliceTerms(text: string, terms: readonly TermJson[]): string {
  const first = terms[0];
  const last = terms[terms.length - 1];
  if (!first || !last) return '';
  return text.slice(first.offset.start, last.offset.start + last.offset.length);
}

/** Whether punctuation after a term ends a phrase: a comma or a full stop, but not the one of "Dr." or "St.". */
export function endsPhrase(term: TermJson): boolean {
  const punctuation = term.post.replace(/\s/g, '');
  if (punctuation === '') return false;
  return !(punctuation === '.' && (hasTag(term, 'Abbreviation') || hasTag(term, 'Honorific')));
}

/** The longest runs of consecutive terms that pass `isIn`, not crossing punctuation (`endsPhrase`). */
export function runsOf(terms: readonly TermJson[], isIn: (term: TermJson) => boolean): TermJson[][] {
  const runs: TermJson[][] = [];
  let run: TermJson[] = [];
  for (const term of terms) {
    if (isIn(term)) run.push(term);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
    if (run.length > 0 && endsPhrase(term)) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
