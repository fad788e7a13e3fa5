/** The results page of a word: its address is what a search link or the header's form opens. */
export const SEARCH_RESULTS_PATH = '/search/view';

export function searchResultsHref(searchWord: string): string {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ searchWord }).toString()}`;
}
