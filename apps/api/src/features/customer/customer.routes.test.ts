import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boardDetailSchema, boardListSchema, faqCategories, messages, textOf } from '@mvno/contract';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { boardSeeds, seedBoards } from '../../seed/customer.ts';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

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
    [`type=FAQ&searchWord=${'요'.repeat(51)}`, 'searchWord'],
    ['type=FAQ&searchWord=%EC%9A%94%0A%EA%B8%88', 'searchWord'],
  ])('rejects "%s" naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/customer/board?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});

describe('GET customer/board: FAQ answers and search', () => {
  it('gives each FAQ its answer, and no notice body in a list', async () => {
    const faqList = await read('/api/customer/board?type=FAQ&limit=-1', boardListSchema);
    for (const board of faqList.list) {
      const seed = faqs.find((faq) => faq.title === board.title);
      expect(board.content, board.title).toBe(sanitizeHtml(seed?.content ?? ''));
    }
    const notices = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    expect(notices.list.every((board) => board.content === '')).toBe(true);
  });

  it.each([
    ['유심', ['유심은 어디서 살 수 있나요?']],
    ['요금제 변경', ['요금제 변경은 언제 적용되나요?']],
    ['요금제변경', ['요금제 변경은 언제 적용되나요?']],
    ['  요금 제 변 경 ', ['요금제 변경은 언제 적용되나요?']],
    // In the answer only, with a tag in between in the stored HTML.
    ['2,200원', ['eSIM으로도 개통할 수 있나요?']],
    ['ESIM', ['eSIM으로도 개통할 수 있나요?']],
    // A tag's name is not text.
    ['<li>', []],
    ['100%', []],
    ['분실_정지', []],
  ])('finds %j in titles and answers', async (searchWord, titles) => {
    const entity = await read(
      `/api/customer/board?type=FAQ&limit=-1&searchWord=${encodeURIComponent(searchWord)}`,
      boardListSchema,
    );
    expect(entity.list.map((board) => board.title)).toEqual(expect.arrayContaining(titles));
    if (titles.length === 0) expect(entity.list).toEqual([]);
    expect(entity.totalCount).toBe(entity.list.length);
  });

  it('searches within a category', async () => {
    const entity = await read(
      `/api/customer/board?type=FAQ&category=USIM&limit=-1&searchWord=${encodeURIComponent('개통')}`,
      boardListSchema,
    );
    expect(entity.list.length).toBeGreaterThan(0);
    expect(entity.list.every((board) => board.category === 'USIM')).toBe(true);
  });

  it('treats an empty search as the whole board', async () => {
    const entity = await read('/api/customer/board?type=FAQ&limit=-1&searchWord=', boardListSchema);
    expect(entity.totalCount).toBe(faqs.length);
  });
});

describe('GET customer/board/{id}', () => {
  it('reads a notice with its body and its older and newer neighbours', async () => {
    const list = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    const byDate = [...list.list].sort((a, b) => a.regDate.localeCompare(b.regDate) || a.boardNo - b.boardNo);
    for (const [index, board] of byDate.entries()) {
      const detail = await read(`/api/customer/board/${board.boardNo}`, boardDetailSchema);
      const seed = visibleNotices.find((notice) => notice.title === board.title);
      expect(detail).toMatchObject({ title: board.title, regDate: board.regDate, type: 'NOTICE' });
      expect(detail.content).toBe(sanitizeHtml(seed?.content ?? ''));
      const older = byDate[index - 1];
      const newer = byDate[index + 1];
      expect(detail.previous).toEqual(
        older === undefined ? null : { boardNo: older.boardNo, title: older.title },
      );
      expect(detail.next).toEqual(
        newer === undefined ? null : { boardNo: newer.boardNo, title: newer.title },
      );
    }
  });

  it('keeps an FAQ’s neighbours among FAQs', async () => {
    const faqList = await read('/api/customer/board?type=FAQ&limit=-1', boardListSchema);
    const faqNos = new Set(faqList.list.map((board) => board.boardNo));
    const first = faqList.list[0];
    const detail = await read(`/api/customer/board/${first?.boardNo ?? 0}`, boardDetailSchema);
    for (const neighbour of [detail.previous, detail.next]) {
      if (neighbour !== null) expect(faqNos.has(neighbour.boardNo)).toBe(true);
    }
  });

  it('answers 4040 for a hidden post and for one that does not exist', async () => {
    // Seeded in order into an empty table: the hidden draft's number is its place in the seeds.
    const hiddenNo = boardSeeds.findIndex((board) => !board.isVisible) + 1;
    const all = await read('/api/customer/board?type=NOTICE&limit=-1', boardListSchema);
    expect(all.list.map((board) => board.boardNo)).not.toContain(hiddenNo);
    for (const boardNo of [hiddenNo, 999999]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/customer/board/${boardNo}` });
      expect(response.json()).toMatchObject({ code: 4040, message: textOf(messages.notFound), entity: null });
    }
  });

  it.each(['0', '-1', 'abc', '2147483648', '1.5'])('refuses the id %j', async (id) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/customer/board/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4000 });
  });
});

describe('stored HTML', () => {
  it('keeps a post’s text and drops the script and handlers it was stored with', async () => {
    const title = '스크립트가 든 공지';
    const stored = await seedBoards(testApp.database.db, [
      {
        type: 'NOTICE',
        category: '',
        title,
        content:
          '<p onclick="steal()">점검 안내</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>',
        isImportant: false,
        isVisible: true,
        createdAt: '2026-11-23T09:00:00+09:00',
      },
    ]);
    const boardNo = stored.get(title);
    const notice = await readEntity(testApp.app, `/api/customer/board/${boardNo}`, boardDetailSchema);
    expect(notice.content).toContain('점검 안내');
    expect(notice.content).toContain('링크');
    expect(notice.content).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});
