import { RECENT_SEARCH_MAX, SEARCH_WORD_MAX_LENGTH } from '../constants.ts';
import type { Message } from '../i18n/translate.ts';
import { pageMessages } from '../page-messages.ts';
import { SINGLE_LINE_PATTERN } from './format-check.ts';

/**
 * A search word as the header box and the search page send it: trimmed, or the message to alert instead
 * (§5: an empty word is not searched). Over-long or control-character text gets the same refusal the
 * server would give, before a request is made.
 */
export function checkSearchWord(
  typed: string,
): { isValid: true; searchWord: string } | { isValid: false; message: Message } {
  // The same checks as searchWordSchema (search/search.ts), written without zod: the header's search box is
  // part of every page's first download.
  if (typed.length > SEARCH_WORD_MAX_LENGTH) {
    return { isValid: false, message: pageMessages.searchWordTooLong(SEARCH_WORD_MAX_LENGTH) };
  }
  if (!SINGLE_LINE_PATTERN.test(typed)) return { isValid: false, message: pageMessages.searchWordSingleLine };
  const searchWord = typed.trim();
  if (searchWord === '') return { isValid: false, message: pageMessages.emptySearch };
  return { isValid: true, searchWord };
}

/**
 * §4: a searched word goes to the front of the recent list; if it was there already it moves rather than
 * repeating, and past RECENT_SEARCH_MAX the oldest falls off.
 */
export function addRecentSearch(list: readonly string[], searchWord: string): string[] {
  return [searchWord, ...list.filter((kept) => kept !== searchWord)].slice(0, RECENT_SEARCH_MAX);
}

/** §4: removes the word at `index`, or every word for index -1; an index past the list changes nothing. */
export function removeRecentSearch(list: readonly string[], index: number): string[] {
  if (index === -1) return [];
  return list.filter((_, at) => at !== index);
}

/** The groups of a search's answer, in the order the results page shows them (kept free of zod for the web). */
export const searchGroupKinds = ['plans', 'addServices', 'events', 'notices', 'faqs'] as const;
export type SearchGroupKind = (typeof searchGroupKinds)[number];
