import { describe, expect, it } from 'vitest';
import { RECENT_SEARCH_MAX } from '../constants.ts';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { searchRequestSchema } from '../search/search.ts';
import { addRecentSearch, checkSearchWord, removeRecentSearch } from './search.ts';

describe('checkSearchWord', () => {
  it.each([
    ['데이터', '데이터', 'a word'],
    ['  데이터 무제한  ', '데이터 무제한', 'surrounding spaces dropped, inner kept'],
    ['ㄷㅇㅌ', 'ㄷㅇㅌ', 'initial consonants'],
    ['가'.repeat(50), '가'.repeat(50), 'fifty characters'],
  ])('%j → %j (%s)', (typed, searchWord) => {
    expect(checkSearchWord(typed)).toEqual({ isValid: true, searchWord });
  });

  it.each<[string, Message, string]>([
    ['', messages.emptySearch, 'empty'],
    ['   ', messages.emptySearch, 'spaces only'],
    ['\u3000', messages.emptySearch, 'an ideographic space'],
    ['가'.repeat(51), messages.searchWordTooLong(50), 'fifty-one characters'],
    ['데이터\n요금', messages.searchWordSingleLine, 'a line feed'],
    ['데이터\u0000', messages.searchWordSingleLine, 'a NUL byte'],
    ['데이터\u2028', messages.searchWordSingleLine, 'a line separator'],
  ])('%j is refused: %s (%s)', (typed, message) => {
    expect(checkSearchWord(typed)).toEqual({ isValid: false, message });
  });

  it('the server takes what the screen sends, trimmed', () => {
    expect(searchRequestSchema.parse({ searchWord: ' 요금제 ' })).toEqual({ searchWord: '요금제' });
    expect(searchRequestSchema.safeParse({ searchWord: '요금제\r' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('addRecentSearch (§4)', () => {
  const ten = Array.from({ length: 10 }, (_, index) => `단어${index + 1}`);
  it.each([
    [[], '데이터', ['데이터'], 'the first word'],
    [['요금제'], '데이터', ['데이터', '요금제'], 'a new word goes to the front'],
    [
      ['요금제', '데이터', '유심'],
      '데이터',
      ['데이터', '요금제', '유심'],
      'a repeated word moves to the front',
    ],
    [['데이터', '요금제'], '데이터', ['데이터', '요금제'], 'the newest repeated stays alone at the front'],
    [ten, '새 단어', ['새 단어', ...ten.slice(0, 9)], 'the eleventh word drops the oldest'],
    [ten, '단어10', ['단어10', ...ten.slice(0, 9)], 'a repeat in a full list keeps ten'],
  ])('%j + %j → %j (%s)', (list, word, expected) => {
    const next = addRecentSearch(list, word);
    expect(next).toEqual(expected);
    expect(next.length).toBeLessThanOrEqual(RECENT_SEARCH_MAX);
  });
});

describe('removeRecentSearch (§4)', () => {
  const list = ['데이터', '요금제', '유심'];
  it.each([
    [0, ['요금제', '유심'], 'the first'],
    [1, ['데이터', '유심'], 'one in the middle'],
    [2, ['데이터', '요금제'], 'the last'],
    [-1, [], 'index -1 removes all'],
    [3, list, 'past the end changes nothing'],
    [-2, list, 'another negative index changes nothing'],
  ])('index %i → %j (%s)', (index, expected) => {
    expect(removeRecentSearch(list, index)).toEqual(expected);
  });
});
