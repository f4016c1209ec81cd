import { type KeyboardEvent, useEffect, useRef } from 'react';
import { findTypeaheadOption, type TypeaheadOption } from './find-typeahead-option';

/** How long typed letters add up to one search, as in Radix Select. */
const SEARCH_RESET_MS = 1000;

/**
 * Type-ahead on a closed select (type "b" to choose the next option starting with B), which Radix does only
 * while its options are rendered. Our Select renders them when it opens, so this does it from the options.
 */
export function useClosedSelectTypeahead(
  options: readonly TypeaheadOption[],
  value: string,
  onValueChange: (value: string) => void,
) {
  const search = useRef('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** True when the key went to the search (a space then does not open the select). */
  return (event: KeyboardEvent<HTMLButtonElement>): boolean => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return false;
    // A space while typing belongs to the search (Radix then keeps the select closed too).
    if (event.key === ' ' && search.current === '') return false;
    search.current += event.key;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      search.current = '';
    }, SEARCH_RESET_MS);
    const next = findTypeaheadOption(options, search.current, value);
    if (next) onValueChange(next.value);
    return true;
  };
}
