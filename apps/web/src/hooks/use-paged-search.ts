import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long a search box waits after the last keystroke before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A paged list's search box: the text as typed, the trimmed text to query once typing pauses (undefined when
 * blank), and the page, which goes back to 1 whenever the search (or, through `resetPage`, a filter) changes.
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    searchQuery: debounced || undefined,
    page,
    setPage,
    resetPage: () => setPage(1),
  };
}
