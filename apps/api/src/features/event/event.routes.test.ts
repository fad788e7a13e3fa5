import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Event, eventListSchema, messages, textOf } from '@mvno/contract';
import { eventSeeds } from '../../seed/event.ts';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

const read = <T extends z.ZodType>(url: string, entity: T) => readEntity(testApp.app, url, entity);

const titlesOf = (events: Event[]) => events.map((event) => event.title);
const seedTitle = (key: (typeof eventSeeds)[number]['key']) =>
  eventSeeds.find((event) => event.key === key)?.title;

/** What a visitor may see: in use and started, ended ones included. */
const visibleSeeds = eventSeeds.filter(
  (event) => event.useFlag === 'Y' && new Date(event.startAt).getTime() <= Date.now(),
);

describe('GET event', () => {
  it('lists for visitors only events in use that have started, ended ones included', async () => {
    const entity = await read('/api/event?limit=-1', eventListSchema);
    expect(entity.totalCount).toBe(visibleSeeds.length);
    expect(entity.totalCount).toBe(7);
    const titles = titlesOf(entity.list);
    expect(titles).toContain(seedTitle('SUMMER'));
    expect(titles).not.toContain(seedTitle('YEAR_END_DRAFT'));
    expect(titles).not.toContain(seedTitle('NEW_YEAR_2028'));
    expect(entity.list.every((event) => event.useFlag === 'Y')).toBe(true);
  });

  it('shows that the ended event has ended', async () => {
    const entity = await read('/api/event?limit=-1', eventListSchema);
    const summer = entity.list.find((event) => event.title === seedTitle('SUMMER'));
    expect(new Date(summer?.endDate ?? '').getTime()).toBeLessThan(Date.now());
    expect(summer?.endDate).toBe('2026-08-31T23:59:59.000+09:00');
  });

  it('orders by displayOrder, then newest start first', async () => {
    const entity = await read('/api/event?limit=-1', eventListSchema);
    const expected = [...visibleSeeds]
      .sort((a, b) => a.displayOrder - b.displayOrder || Date.parse(b.startAt) - Date.parse(a.startAt))
      .map((event) => event.title);
    expect(titlesOf(entity.list)).toEqual(expected);
    expect(entity.list[0]?.eventType).toBe('NAVER_PAY');
    const rest = entity.list.slice(1).map((event) => Date.parse(event.startDate));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('answers the home page call: four main events', async () => {
    const entity = await read('/api/event?page=1&limit=4&mainFlag=Y&isUser=true', eventListSchema);
    expect(entity.list).toHaveLength(4);
    expect(entity.totalCount).toBeGreaterThanOrEqual(4);
    expect(entity.list.every((event) => event.mainFlag === 'Y' && event.useFlag === 'Y')).toBe(true);
  });

  it('never lists drafts, whatever isUser says (there are no staff accounts)', async () => {
    const asVisitor = await read('/api/event?mainFlag=Y&limit=-1', eventListSchema);
    const claimingStaff = await read('/api/event?mainFlag=Y&isUser=false&limit=-1', eventListSchema);
    expect(claimingStaff).toEqual(asVisitor);
    expect(titlesOf(claimingStaff.list)).not.toContain(seedTitle('YEAR_END_DRAFT'));
  });

  it('answers the payment-provider popup call with the one NAVER_PAY event', async () => {
    const entity = await read(
      '/api/event?page=1&limit=1&isUser=true&useFlag=Y&eventType=NAVER_PAY',
      eventListSchema,
    );
    expect(entity.totalCount).toBe(1);
    expect(entity.list[0]).toMatchObject({ eventType: 'NAVER_PAY', title: seedTitle('NAVER_PAY') });
  });

  it.each([
    ['BASIC', 2],
    ['DRAW', 2],
    ['FIRST', 1],
    ['ADVANCE_BOOKING', 1],
    ['NAVER_PAY', 1],
  ])('filters eventType=%s', async (eventType, count) => {
    const entity = await read(`/api/event?eventType=${eventType}&limit=-1`, eventListSchema);
    expect(entity.totalCount).toBe(count);
    expect(entity.list.every((event) => event.eventType === eventType)).toBe(true);
  });

  it.each(['ONGOING', 'ENDED'] as const)('lists only %s events for the list’s tab', async (status) => {
    const entity = await read(`/api/event?status=${status}&limit=-1`, eventListSchema);
    const expected = visibleSeeds.filter(
      (event) => Date.parse(event.endAt) < Date.now() === (status === 'ENDED'),
    );
    expect(entity.totalCount).toBe(expected.length);
    expect(titlesOf(entity.list).sort()).toEqual(expected.map((event) => event.title).sort());
  });

  it('lists ended events most recently ended first', async () => {
    const entity = await read('/api/event?status=ENDED&limit=-1', eventListSchema);
    expect(titlesOf(entity.list)).toEqual([seedTitle('AUTUMN_DRAW'), seedTitle('SUMMER')]);
  });

  it('gives a draw event its sanitised draw rules', async () => {
    const entity = await read('/api/event?eventType=DRAW', eventListSchema);
    expect(entity.list[0]?.drawContents).toMatch(/^<h4>추첨 방법<\/h4>/);
    const others = await read('/api/event?eventType=BASIC', eventListSchema);
    expect(others.list.every((event) => event.drawContents === '')).toBe(true);
  });

  it('never shows events out of use to a visitor, even when asked', async () => {
    expect(await read('/api/event?useFlag=N', eventListSchema)).toEqual({ list: [], totalCount: 0 });
    expect(await read('/api/event?useFlag=N&isUser=false', eventListSchema)).toEqual({
      list: [],
      totalCount: 0,
    });
  });

  it('never lists future events', async () => {
    const entity = await read('/api/event?isUser=false&limit=-1', eventListSchema);
    expect(entity.totalCount).toBeLessThan(eventSeeds.length);
    expect(entity.list.every((event) => Date.parse(event.startDate) <= Date.now())).toBe(true);
  });

  it('gives exactly one with limit 1 and the next one on page 2', async () => {
    const all = await read('/api/event?limit=-1', eventListSchema);
    const second = await read('/api/event?page=2&limit=1', eventListSchema);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]?.eventNo).toBe(all.list[1]?.eventNo);
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('gives each event its images and their size', async () => {
    const entity = await read('/api/event?limit=-1', eventListSchema);
    for (const event of entity.list) {
      expect(event.mainImageUrl).toMatch(/^\/images\/events\/[a-z0-9-]+\.svg$/);
      expect(event.mainImageUrlMo).toMatch(/^\/images\/events\/[a-z0-9-]+-mo\.svg$/);
      expect([event.imageWidth, event.imageHeight]).toEqual([600, 400]);
    }
  });

  it.each([
    ['eventType=LOTTERY', 'eventType'],
    ['mainFlag=X', 'mainFlag'],
    ['useFlag=yes', 'useFlag'],
    ['isUser=1', 'isUser'],
    ['page=0', 'page'],
    ['limit=-2', 'limit'],
  ])('rejects %s naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/event?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});
