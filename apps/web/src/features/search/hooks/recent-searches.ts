import { useSyncExternalStore } from 'react';
import { addRecentSearch, removeRecentSearch } from '@mvno/contract';
import { readStored, removeStored, writeStored } from '../../../shared/storage/encrypted-storage.ts';

/**
 * Recent searches (spec §4, §9): one entry of the encrypted local storage, newest first, at most
 * RECENT_SEARCH_MAX. The list rules are the contract's; this keeps the stored copy and tells the screens.
 */
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();

export function readRecentSearches(): readonly string[] {
  return readStored('recentSearches') ?? NONE;
}

function keep(list: readonly string[]): void {
  if (list.length === 0) removeStored('recentSearches');
  else writeStored('recentSearches', [...list]);
  for (const listener of listeners) listener();
}

/** Puts a searched word first (a repeated one moves rather than repeating). */
export function rememberSearch(searchWord: string): void {
  keep(addRecentSearch(readRecentSearches(), searchWord));
}

/** Removes the word at `index`, or all of them for -1 (§4). */
export function forgetRecentSearch(index: number): void {
  keep(removeRecentSearch(readRecentSearches(), index));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The list as a screen shows it; the server draws none (storage is the browser's), the browser then fills it. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => NONE);
}
