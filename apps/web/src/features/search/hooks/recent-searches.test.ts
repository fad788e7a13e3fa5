import { describe, expect, it } from 'vitest';
import { readEncrypted, storeEncrypted } from '../../../test/storage.ts';
import { flushStoredData, loadStoredData } from '../../../shared/storage/encrypted-storage.ts';
import { forgetRecentSearch, readRecentSearches, rememberSearch } from './recent-searches.ts';

/** What a reload does: local storage is decrypted again into memory. */
async function reload() {
  await flushStoredData();
  await loadStoredData();
}

type Step = ['search', string] | ['remove', number];

describe('recent searches on the device (§4)', () => {
  it.each<[string, string[], Step[], string[]]>([
    ['a first search', [], [['search', '데이터']], ['데이터']],
    ['newest first', ['요금제'], [['search', '유심']], ['유심', '요금제']],
    [
      'a repeat moves to the front',
      ['요금제', '유심', '데이터'],
      [['search', '데이터']],
      ['데이터', '요금제', '유심'],
    ],
    [
      'ten at most, the oldest dropped',
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      [['search', '새 단어']],
      ['새 단어', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    ],
    ['one removed', ['유심', '요금제', '데이터'], [['remove', 1]], ['유심', '데이터']],
    ['all removed with -1', ['유심', '요금제'], [['remove', -1]], []],
  ])('%s', async (_, stored, steps, expected) => {
    if (stored.length > 0) await storeEncrypted('recentSearches', stored);
    await reload();
    for (const [action, value] of steps) {
      if (action === 'search') rememberSearch(value);
      else forgetRecentSearch(value);
    }
    expect(readRecentSearches()).toEqual(expected);
    await reload();
    expect(readRecentSearches()).toEqual(expected);
    // Kept encrypted: the words never appear in local storage as they are.
    const raw = window.localStorage.getItem('recentSearches');
    if (expected.length === 0) expect(raw).toBeNull();
    else {
      expect(raw).not.toContain(expected[0]);
      expect(await readEncrypted('recentSearches')).toEqual(expected);
    }
  });
});
