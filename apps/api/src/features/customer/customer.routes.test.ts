import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boardListSchema, faqCategories, messages } from '@mvno/contract';
import { boardSeeds } from '../../db/seed/customer.ts';
import { readEntity } from '../../test/read-entity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const read = <T extends z.ZodType>(url: string, entity: T) => readEntity(testApp.app, url, entity);

const visibleNotices = boardSeeds.filter((board) => board.type === 'NOTICE' && board.isVisible);
const faqs = boardSeeds.filter((board) => board.type === 'FAQ' && board.isVisible);

describe('GET customer/board', () => {
  it('lists visible notices: important ones first, then newest first', async () => {
    const entity = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    expect(entity.totalCount).toBe(visibleNotices.length);
    expect(entity.list.map((board) => board.isImportant)).toEqual([
      true,
      true,
      ...Array<boolean>(visibleNotices.length - 2).fill(false),
    ]);
    for (const part of [entity.list.slice(0, 2), entity.list.slice(2)]) {
      const dates = part.map((board) => board.regDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(entity.list.every((board) => board.type === 'NOTICE' && board.category === '')).toBe(true);
  });

  it('leaves hidden notices out', async () => {
    const hidden = boardSeeds.filter((board) => !board.isVisible);
    expect(hidden).toHaveLength(1);
    const entity = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    expect(entity.list.map((board) => board.title)).not.toContain(hidden[0]?.title);
  });

  it('answers the footer call with exactly one notice', async () => {
    const entity = await read('/api/customer/board?page=1&limit=1&type=NOTICE', boardListSchema);
    expect(entity.list).toHaveLength(1);
    expect(entity.list[0]).toMatchObject({
      title: '[필독] 12월 정기 시스템 점검 안내',
      regDate: '2026-11-18',
    });
    expect(entity.totalCount).toBe(visibleNotices.length);
  });

  it('gives regDate as the date in Seoul', async () => {
    const entity = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    // Posted at 08:30 in Seoul, which is still the day before in UTC.
    const early = entity.list.find((board) => board.title === '5G 요금제 신규 출시 안내');
    expect(early?.regDate).toBe('2026-10-15');
    expect(entity.list.every((board) => /^\d{4}-\d{2}-\d{2}$/.test(board.regDate))).toBe(true);
  });

  it('gives the next notices on page 2 with the same totalCount', async () => {
    const all = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    const second = await read('/api/customer/board?type=NOTICE&page=2&limit=5', boardListSchema);
    expect(second.list.map((board) => board.boardNo)).toEqual(
      all.list.slice(5, 10).map((board) => board.boardNo),
    );
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('lists every FAQ', async () => {
    const entity = await read('/api/customer/board?type=FAQ&limit=-1', boardListSchema);
    expect(entity.totalCount).toBe(faqs.length);
    expect(entity.list.every((board) => board.type === 'FAQ')).toBe(true);
  });

  it.each(faqCategories)('filters FAQ category %s', async (category) => {
    const entity = await read(`/api/customer/board?type=FAQ&category=${category}&limit=-1`, boardListSchema);
    const expected = faqs.filter((board) => board.category === category);
    expect(expected.length).toBeGreaterThan(0);
    expect(entity.totalCount).toBe(expected.length);
    expect(entity.list.every((board) => board.category === category)).toBe(true);
  });

  it.each([
    ['', 'type'],
    ['type=QNA', 'type'],
    ['type=FAQ&category=FOOD', 'category'],
    ['type=NOTICE&limit=1000', 'limit'],
    ['type=NOTICE&page=0', 'page'],
  ])('rejects "%s" naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/customer/board?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, message: messages.invalidInput(field), entity: null });
  });
});
