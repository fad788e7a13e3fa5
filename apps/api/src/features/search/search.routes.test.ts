import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  envelopeSchema,
  messages,
  type SearchResult,
  searchResultSchema,
  searchWordListSchema,
  textOf,
} from '@mvno/contract';
import { plans } from '../../db/schema/product.ts';
import { readEntity } from '../../test/read-entity.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

const search = (searchWord: string): Promise<SearchResult> =>
  readEntity(testApp.app, `/api/search?searchWord=${encodeURIComponent(searchWord)}`, searchResultSchema);

const titles = (result: SearchResult) => ({
  plans: result.plans.list.map((item) => item.title),
  addServices: result.addServices.list.map((item) => item.title),
  events: result.events.list.map((item) => item.title),
  notices: result.notices.list.map((item) => item.title),
  faqs: result.faqs.list.map((item) => item.title),
});

const searchFrom = (address: string, searchWord: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/search?searchWord=${encodeURIComponent(searchWord)}`,
    remoteAddress: address,
  });

describe('GET search', () => {
  it('finds plans named 데이터 by their initial consonants ㄷㅇㅌ, linking each to its page', async () => {
    const result = await search('ㄷㅇㅌ');
    expect(result.plans.totalCount).toBeGreaterThanOrEqual(5);
    expect(result.plans.list.length).toBe(5);
    expect(result.plans.list.every((item) => item.title.includes('데이터'))).toBe(true);
    expect(result.plans.list.every((item) => /^\/plan\/\d+$/.test(item.link))).toBe(true);
    expect(titles(result).addServices).toContain('데이터 추가 1GB');
    expect(result.suggestion).toBeNull();
  });

  it('ignores spacing: 데이터 무제한 and 데이터무제한 find the same', async () => {
    const spaced = await search('데이터 무제한');
    const joined = await search('데이터무제한');
    expect(spaced.totalCount).toBeGreaterThan(0);
    expect(titles(joined)).toEqual(titles(spaced));
    expect(joined.totalCount).toBe(spaced.totalCount);
    expect(spaced.searchWord).toBe('데이터 무제한');
    expect(titles(spaced).plans).toEqual(expect.arrayContaining(['5G 완전무제한', 'LTE 속도무제한']));
  });

  it('counts every match of a group but lists the first five', async () => {
    const result = await search('LTE');
    expect(result.plans.totalCount).toBeGreaterThan(5);
    expect(result.plans.list).toHaveLength(5);
    expect(result.totalCount).toBe(
      result.plans.totalCount +
        result.addServices.totalCount +
        result.events.totalCount +
        result.notices.totalCount +
        result.faqs.totalCount,
    );
  });

  it('groups notices and FAQ with links to their pages', async () => {
    const result = await search('유심');
    const links = [...result.notices.list, ...result.faqs.list].map((item) => item.link);
    expect(result.faqs.totalCount).toBeGreaterThan(0);
    expect(result.faqs.list.every((item) => item.link.startsWith('/customer/faq?searchWord='))).toBe(true);
    expect(links.every((link) => !link.includes(' '))).toBe(true);
    expect(result.notices.list.every((item) => /^\/customer\/notice\/\d+$/.test(item.link))).toBe(true);
    // Summaries are plain text, never the stored HTML.
    expect([...result.notices.list, ...result.faqs.list].every((item) => !item.summary.includes('<'))).toBe(
      true,
    );
  });

  it('suggests the closest plan name for a typo that finds nothing', async () => {
    const result = await search('완전무재한');
    expect(result.totalCount).toBe(0);
    expect(result.suggestion).toBe('5G 완전무제한');
  });

  it('suggests nothing when no plan is near', async () => {
    const result = await search('냉장고');
    expect(result).toMatchObject({ totalCount: 0, suggestion: null });
  });

  it('treats LIKE characters as themselves', async () => {
    expect((await search('%')).totalCount).toBe(0);
    expect((await search('_')).totalCount).toBe(0);
  });

  it('finds a renamed plan once the change commits', async () => {
    const [plan] = await testApp.database.db
      .update(plans)
      .set({ planName: 'LTE 알뜰한 여름 6GB' })
      .where(eq(plans.planName, 'LTE 통화맘껏 6GB'))
      .returning({ planNo: plans.planNo });
    // The catalogue's change notice arrives as PGlite's notification, just after the statement.
    await vi.waitFor(async () => {
      const result = await search('알뜰한 여름');
      expect(result.plans.list).toEqual([expect.objectContaining({ link: `/plan/${plan?.planNo}` })]);
    });
  });

  it.each([
    ['', textOf(messages.emptySearch)],
    ['   ', textOf(messages.emptySearch)],
  ])('refuses %j with the §5 message', async (searchWord, message) => {
    const response = await searchFrom('198.51.100.9', searchWord);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, message, entity: null });
  });

  it.each([
    ['a line feed', 'searchWord=%EB%8D%B0%0A'],
    ['a NUL byte', 'searchWord=%00'],
    ['fifty-one characters', `searchWord=${'a'.repeat(51)}`],
    ['no word', ''],
  ])('refuses %s in Korean, never a server failure', async (_, query) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    const body = envelopeSchema(z.null()).parse(response.json());
    expect(body.code).toBe(4000);
    expect(body.message).toMatch(/^입력값을 확인해 주세요/);
  });
});

describe('GET search/word/list', () => {
  it('lists the seeded popular words, most searched first, and the suggested words in order', async () => {
    const entity = await readEntity(testApp.app, '/api/search/word/list', searchWordListSchema);
    expect(entity.popularWords.slice(0, 3)).toEqual(['데이터 무제한', '5G', '유심']);
    expect(entity.popularWords.length).toBeLessThanOrEqual(10);
    expect(entity.suggestedWords[0]).toBe('5G 완전무제한');
  });
});

describe('counting searched words', () => {
  it('counts a word once a day per address, only when it found something and is more than initial consonants', async () => {
    // Without keeping answers, so the list shows each count at once.
    const fresh = await createTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
    try {
      const popular = async () =>
        (await readEntity(fresh.app, '/api/search/word/list', searchWordListSchema)).popularWords;
      const hit = (address: string, word: string) =>
        fresh.app.inject({
          method: 'GET',
          url: `/api/search?searchWord=${encodeURIComponent(word)}`,
          remoteAddress: address,
        });
      expect(await popular()).not.toContain('스팸차단');
      // One caller repeating a word counts once.
      for (let attempt = 0; attempt < 5; attempt += 1) await hit('203.0.113.1', '스팸차단');
      await hit('203.0.113.1', '냉장고');
      await hit('203.0.113.1', 'ㅅㅍ');
      const afterOne = await popular();
      expect(afterOne).toContain('스팸차단');
      expect(afterOne).not.toContain('냉장고');
      expect(afterOne).not.toContain('ㅅㅍ');
      expect(afterOne.indexOf('스팸차단')).toBe(afterOne.length - 1);
      // The same word from many addresses climbs; written without spaces it is the same word.
      for (let address = 2; address <= 40; address += 1) await hit(`203.0.113.${address}`, '스팸 차단');
      const climbed = await popular();
      expect(climbed.indexOf('스팸차단')).toBeLessThan(climbed.indexOf('번호이동'));
    } finally {
      await fresh.close();
    }
  });
});
