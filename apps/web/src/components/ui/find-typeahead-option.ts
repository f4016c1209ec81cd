/** A select's option as type-ahead reads it (the shape of SelectOption in ./select). */
export interface TypeaheadOption {
  value: string;
  label: string;
}

/**
 * The option that typing `search` on a closed select moves to, as Radix Select finds its next item: the first
 * label starting with the search after the current option (wrapping round), a repeated letter ("bbb") cycling
 * through the labels starting with it. Undefined when nothing else matches.
 */
export function findTypeaheadOption(
  options: readonly TypeaheadOption[],
  search: string,
  currentValue: string,
): TypeaheadOption | undefined {
  const isRepeated = search.length > 1 && Array.from(search).every((char) => char === search[0]);
  const needle = (isRepeated ? (search[0] ?? '') : search).toLowerCase();
  const current = options.find((option) => option.value === currentValue);
  const start = Math.max(current ? options.indexOf(current) : -1, 0);
  const wrapped = options.map((_, index) => options[(start + index) % options.length] as TypeaheadOption);
  // One letter moves on from the current option; a longer search may settle on it.
  const candidates = needle.length === 1 ? wrapped.filter((option) => option !== current) : wrapped;
  const next = candidates.find((option) => option.label.toLowerCase().startsWith(needle));
  return next !== current ? next : undefined;
}
