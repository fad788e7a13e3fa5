import { describe, expect, it } from 'vitest';
import {
  choseongText,
  closestName,
  compactText,
  isChoseongQuery,
  jamoText,
  matchesQuery,
  partialEditDistance,
  searchKeysOf,
} from './search-match.ts';

describe('the forms of a text', () => {
  it.each([
    ['데이터 무제한', '데이터무제한', 'ㄷㅇㅌㅁㅈㅎ', 'ㄷㅔㅇㅣㅌㅓㅁㅜㅈㅔㅎㅏㄴ'],
    ['5G 데이터 100GB', '5g데이터100gb', '5gㄷㅇㅌ100gb', '5gㄷㅔㅇㅣㅌㅓ100gb'],
    ['  LTE\t실속 ', 'lte실속', 'lteㅅㅅ', 'lteㅅㅣㄹㅅㅗㄱ'],
  ])('%j → %j, %j, %j', (text, compact, choseong, jamo) => {
    expect(compactText(text)).toBe(compact);
    expect(choseongText(text)).toBe(choseong);
    expect(jamoText(text)).toBe(jamo);
  });
});

describe('isChoseongQuery', () => {
  it.each([
    ['ㄷㅇㅌ', true],
    ['ㄷ ㅇ ㅌ', true],
    ['ㄲㅆ', true],
    ['데이터', false],
    ['ㄷㅇ터', false],
    ['ㅏ', false],
    ['5ㄷ', false],
    ['', false],
  ])('%j → %s', (query, expected) => {
    expect(isChoseongQuery(query)).toBe(expected);
  });
});

describe('matchesQuery', () => {
  it.each([
    ['LTE 데이터 8GB', '데이터', true, 'a word of the title'],
    ['5G 완전무제한', '완전 무제한', true, 'spacing in the query ignored'],
    ['LTE 통화무제한 1GB', '통화 무제한', true, 'spacing ignored either way'],
    ['LTE 데이터 8GB', 'ㄷㅇㅌ', true, 'initial consonants'],
    ['LTE 데이터 8GB', 'ㄷ ㅇ ㅌ', true, 'initial consonants with spaces'],
    ['데이터 추가 1GB', 'ㄷㅇㅌㅊㄱ', true, 'initial consonants across words'],
    ['5G 슬림 6GB', 'ㄷㅇㅌ', false, 'other consonants'],
    ['LTE 데이터 8GB', 'lte', true, 'Latin letters ignore case'],
    ['LTE 데이터 8GB', '데이타', false, 'a typo does not match (it may be suggested)'],
    ['LTE 데이터 8GB', '%', false, 'a LIKE wildcard is a plain character'],
    ['할인 100%', '100%', true, 'a percent sign matches itself'],
  ])('%j with %j → %s (%s)', (title, query, expected) => {
    expect(matchesQuery(searchKeysOf(title), query)).toBe(expected);
  });
});

describe('partialEditDistance', () => {
  it.each([
    ['abc', 'xxabcxx', 0],
    ['abd', 'xxabcxx', 1],
    ['ac', 'abc', 1],
    ['abc', '', 3],
    ['', 'abc', 0],
  ])('%j in %j → %i', (query, text, expected) => {
    expect(partialEditDistance(query, text)).toBe(expected);
  });
});

describe('closestName', () => {
  const plans = ['5G 슬림 6GB', 'LTE 데이터 8GB', 'LTE 통화무제한 1GB', '5G 완전무제한'];
  it.each<[string, string | null, string]>([
    ['데이타', 'LTE 데이터 8GB', 'one vowel slipped'],
    ['통화 무제안', 'LTE 통화무제한 1GB', 'a consonant slipped, spacing differs'],
    ['완전무재한', '5G 완전무제한', 'ㅔ typed as ㅐ'],
    ['슬럼', '5G 슬림 6GB', 'short word, one slip'],
    ['냉장고', null, 'nothing near'],
    ['', null, 'empty'],
  ])('%j → %j (%s)', (query, expected) => {
    expect(closestName(query, plans)).toBe(expected);
  });
});
