import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventDetailSchema,
  eventEntryListSchema,
  eventEntrySchema,
  type EventType,
  messages,
  textOf,
} from '@mvno/contract';
import { eventEntries, events } from '../../db/schema/event.ts';
import { eventSeeds, SEEDED_DRAW } from '../../seed/event.ts';
import { deriveKey } from '../../shared/field-encryption.ts';
import { createSubscribers, get, gildong, post } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { readEntity } from '../../test/read-entity.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createPreviewLinks } from './preview-link.ts';

const clock = createManualClock(new Date('2026-11-24T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });

const db = () => demo.testApp.database.db;
const consent = { isPrivacyAgree: true, isMarketingAgree: false };

async function eventNoOf(key: (typeof eventSeeds)[number]['key']): Promise<number> {
  const title = eventSeeds.find((event) => event.key === key)?.title ?? '';
  const [row] = await db().select({ eventNo: events.eventNo }).from(events).where(eq(events.title, title));
  if (row === undefined) throw new Error(`no event ${key}`);
  return row.eventNo;
}

/** A running event of its own for one test, so tests do not share entries. */
async function createEvent(
  eventType: EventType,
  options: {
    capacity?: number;
    winnerCount?: number;
    startAt?: string;
    endAt?: string;
    useFlag?: 'Y' | 'N';
  } = {},
): Promise<number> {
  const [row] = await db()
    .insert(events)
    .values({
      title: `${eventType} 테스트 이벤트 ${Math.random()}`,
      eventType,
      mainImageFile: 'event-draw.svg',
      mainImageFileMo: 'event-draw-mo.svg',
      imageWidth: 600,
      imageHeight: 400,
      content: '<p>테스트</p>',
      useFlag: options.useFlag ?? 'Y',
      startAt: new Date(options.startAt ?? '2026-11-01T00:00:00+09:00'),
      endAt: new Date(options.endAt ?? '2026-12-31T23:59:59+09:00'),
      capacity: options.capacity ?? null,
      winnerCount: options.winnerCount ?? null,
    })
    .returning({ eventNo: events.eventNo });
  return row!.eventNo;
}

const join = (eventNo: number, body: unknown, token?: string) =>
  post(demo.testApp.app, `/api/event/${eventNo}/join/user`, body, token === undefined ? {} : { token });

describe('GET event/{id}', () => {
  it('gives the page of an event: content, status and how it is entered', async () => {
    const eventNo = await eventNoOf('FIRST_USIM');
    const event = await readEntity(demo.testApp.app, `/api/event/${eventNo}?isUser=true`, eventDetailSchema);
    expect(event).toMatchObject({
      eventNo,
      eventType: 'FIRST',
      status: 'ONGOING',
      isJoinable: true,
      capacity: 1000,
      winnerCount: null,
    });
    expect(event.content).toContain('<h3>혜택</h3>');
  });

  it('says an ended draw was drawn, and that a payment-provider event takes no entry', async () => {
    const draw = await readEntity(
      demo.testApp.app,
      `/api/event/${await eventNoOf('AUTUMN_DRAW')}`,
      eventDetailSchema,
    );
    expect(draw).toMatchObject({ status: 'ENDED', winnerCount: 2, winPopupType: 1 });
    expect(draw.drawnAt).toBe('2026-11-05T10:00:00.000+09:00');
    const naverPay = await readEntity(
      demo.testApp.app,
      `/api/event/${await eventNoOf('NAVER_PAY')}`,
      eventDetailSchema,
    );
    expect(naverPay.isJoinable).toBe(false);
  });

  it.each(['YEAR_END_DRAFT', 'NEW_YEAR_2028'] as const)(
    'does not show %s (a draft or a future event)',
    async (key) => {
      const { body } = await get(demo.testApp.app, `/api/event/${await eventNoOf(key)}`);
      expect(body).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    },
  );
});

describe('POST event/{id}/join/user', () => {
  it('enters a logged-in subscriber who consents, once', async () => {
    const eventNo = await createEvent('BASIC');
    const first = await join(eventNo, { isPrivacyAgree: true, isMarketingAgree: true }, demo.gildongToken);
    expect(first.body.code, first.body.message).toBe(1);
    expect(eventEntrySchema.parse(first.body.entity)).toMatchObject({
      eventNo,
      isMarketingAgree: true,
      isWinner: null,
      joinDate: '2026-11-24T12:00:00.000+09:00',
    });
    const again = await join(eventNo, consent, demo.gildongToken);
    expect(again.body).toEqual({ code: 2, message: textOf(messages.eventAlreadyJoined), entity: null });
    const rows = await db().select().from(eventEntries).where(eq(eventEntries.eventNo, eventNo));
    expect(rows).toHaveLength(1);
    // Stored encrypted, never in the clear.
    expect(rows[0]?.nameEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(rows)).not.toContain(gildong.userName);
    expect(JSON.stringify(rows)).not.toContain(gildong.lteNumber);
  });

  it.each([
    {
      body: { isMarketingAgree: true },
      status: 400,
      code: 4000,
      message: textOf(messages.invalidInput('isPrivacyAgree')),
    },
    {
      body: { isPrivacyAgree: 'true', isMarketingAgree: false },
      status: 400,
      code: 4000,
      message: textOf(messages.invalidInput('isPrivacyAgree')),
    },
    {
      body: { isPrivacyAgree: false, isMarketingAgree: true },
      status: 200,
      code: 2,
      message: textOf(messages.eventPrivacyConsentRequired),
    },
  ])('refuses $body with $code and enters nobody', async ({ body, status, code, message }) => {
    const eventNo = await createEvent('BASIC');
    const { response, body: envelope } = await join(eventNo, body, demo.youngheeToken);
    expect(response.statusCode).toBe(status);
    expect(envelope).toEqual({ code, message, entity: null });
    expect(await db().select().from(eventEntries).where(eq(eventEntries.eventNo, eventNo))).toEqual([]);
  });

  it('needs a login', async () => {
    const { response, body } = await join(await createEvent('BASIC'), consent);
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
  });

  it.each([
    {
      name: 'a payment-provider event',
      type: 'NAVER_PAY' as const,
      endAt: undefined,
      message: textOf(messages.eventNotJoinable),
    },
    {
      name: 'an ended event',
      type: 'BASIC' as const,
      endAt: '2026-11-01T00:00:00+09:00',
      message: textOf(messages.eventEnded),
    },
  ])('refuses $name', async ({ type, endAt, message }) => {
    const eventNo = await createEvent(type, {
      startAt: '2026-10-01T00:00:00+09:00',
      ...(endAt === undefined ? {} : { endAt }),
    });
    const { body } = await join(eventNo, consent, demo.gildongToken);
    expect(body).toEqual({ code: 2, message, entity: null });
  });

  it.each([
    ['a draft', { useFlag: 'N' as const }],
    ['an event not yet started', { startAt: '2027-01-01T00:00:00+09:00' }],
  ])('answers %s as not found', async (_, options) => {
    const { body } = await join(await createEvent('BASIC', options), consent, demo.gildongToken);
    expect(body).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
  });

  it('holds a FIRST event to its capacity exactly: 50 entries at once, capacity 10, 10 in', async () => {
    const eventNo = await createEvent('FIRST', { capacity: 10 });
    const subscribers = await createSubscribers(demo.testApp, clock, 50);
    const answers = await Promise.all(subscribers.map(({ token }) => join(eventNo, consent, token)));
    const codes = answers.map(({ body }) => body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(10);
    expect(answers.filter(({ body }) => body.message === textOf(messages.eventFull))).toHaveLength(40);
    const stored = await db().select().from(eventEntries).where(eq(eventEntries.eventNo, eventNo));
    expect(stored).toHaveLength(10);
  });

  it('takes one entry when the same subscriber presses ten times at once', async () => {
    const eventNo = await createEvent('DRAW', { winnerCount: 1 });
    const [subscriber] = await createSubscribers(demo.testApp, clock, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => join(eventNo, consent, subscriber!.token)),
    );
    expect(answers.filter(({ body }) => body.code === 1)).toHaveLength(1);
    expect(
      answers.every(({ body }) => body.code === 1 || body.message === textOf(messages.eventAlreadyJoined)),
    ).toBe(true);
    expect(await db().select().from(eventEntries).where(eq(eventEntries.eventNo, eventNo))).toHaveLength(1);
  });
});

describe('GET event/{id}/join/user', () => {
  it('lists the winners of a drawn event with names and numbers masked, to anyone', async () => {
    const eventNo = await eventNoOf(SEEDED_DRAW.key);
    const list = await readEntity(
      demo.testApp.app,
      `/api/event/${eventNo}/join/user?page=1&limit=-1&eventNo=${eventNo}&dragFlag=Y`,
      eventEntryListSchema,
    );
    // Seed 20261105 draws the third and the first entrant (draw.test.ts pins the algorithm).
    expect(list).toEqual({
      list: [
        { name: '홍*동', phone: '010-****-1234' },
        { name: '이*준', phone: '010-****-1357' },
      ],
      totalCount: 2,
      myEntry: null,
    });
  });

  it('tells a subscriber their own entry and whether it won, and nobody else’s', async () => {
    const eventNo = await eventNoOf(SEEDED_DRAW.key);
    const url = `/api/event/${eventNo}/join/user?dragFlag=N`;
    const mine = await get(demo.testApp.app, url, { token: demo.gildongToken });
    expect(eventEntryListSchema.parse(mine.body.entity).myEntry).toMatchObject({ isWinner: true });
    const theirs = await get(demo.testApp.app, url, { token: demo.youngheeToken });
    expect(eventEntryListSchema.parse(theirs.body.entity).myEntry).toMatchObject({ isWinner: false });
    const anonymous = await get(demo.testApp.app, url);
    expect(anonymous.response.statusCode).toBe(401);
    expect(anonymous.body.message).toBe(textOf(messages.eventOwnEntryNeedsLogin));
  });

  it('lists no winners before the draw', async () => {
    const eventNo = await eventNoOf('THANKS_DRAW');
    const list = await readEntity(
      demo.testApp.app,
      `/api/event/${eventNo}/join/user?dragFlag=Y`,
      eventEntryListSchema,
    );
    expect(list.totalCount).toBe(0);
  });
});

describe('the draw job', () => {
  it('draws an ended DRAW event once, with a recorded seed that gives the same winners again', async () => {
    const eventNo = await createEvent('DRAW', {
      winnerCount: 3,
      startAt: '2026-11-01T00:00:00+09:00',
      endAt: '2026-11-30T23:59:59+09:00',
    });
    for (const { token } of await createSubscribers(demo.testApp, clock, 8))
      expect((await join(eventNo, consent, token)).body.code).toBe(1);
    expect(await demo.testApp.app.jobs.perform('draw-ended-events')).toBe(0);

    clock.advanceSeconds(7 * 24 * 60 * 60);
    try {
      expect(await demo.testApp.app.jobs.perform('draw-ended-events')).toBe(1);
      expect(await demo.testApp.app.jobs.perform('draw-ended-events')).toBe(0);
      const [event] = await db().select().from(events).where(eq(events.eventNo, eventNo));
      expect(event?.drawSeed).toMatch(/^\d+$/);
      const stored = await db().select().from(eventEntries).where(eq(eventEntries.eventNo, eventNo));
      const winners = stored.filter((entry) => entry.isWinner).map((entry) => entry.entryNo);
      expect(winners).toHaveLength(3);
      const { drawWinners } = await import('./draw.ts');
      const replayed = drawWinners(
        stored.map((entry) => entry.entryNo).sort((a, b) => a - b),
        3,
        event!.drawSeed!,
      );
      expect([...replayed].sort((a, b) => a - b)).toEqual([...winners].sort((a, b) => a - b));
      const listed = await readEntity(
        demo.testApp.app,
        `/api/event/${eventNo}/join/user?dragFlag=Y`,
        eventEntryListSchema,
      );
      expect(listed.totalCount).toBe(3);
    } finally {
      clock.advanceSeconds(-7 * 24 * 60 * 60);
    }
  });
});

describe('the retention job', () => {
  it('erases entrants’ details six months after the event ends (Seoul calendar), not an hour before', async () => {
    const drawNo = await eventNoOf(SEEDED_DRAW.key);
    const entries = () => db().select().from(eventEntries).where(eq(eventEntries.eventNo, drawNo));
    const moveTo = (instant: string) =>
      clock.advanceSeconds((Date.parse(instant) - clock.now().getTime()) / 1000);

    // The draw ended 2026-10-31 23:59:59 Seoul time: its details are kept until 2027-04-30 23:59:59.
    moveTo('2027-04-30T23:00:00+09:00');
    expect(await demo.testApp.app.jobs.perform('purge-event-entries')).toBe(0);
    expect((await entries()).every((entry) => entry.nameEncrypted !== null)).toBe(true);

    moveTo('2027-05-01T00:00:30+09:00');
    expect(await demo.testApp.app.jobs.perform('purge-event-entries')).toBeGreaterThanOrEqual(
      SEEDED_DRAW.entrants.length,
    );
    const erased = await entries();
    expect(erased).toHaveLength(SEEDED_DRAW.entrants.length);
    expect(erased.every((entry) => entry.nameEncrypted === null && entry.phoneEncrypted === null)).toBe(true);
    expect(erased.every((entry) => entry.purgedAt?.toISOString() === clock.now().toISOString())).toBe(true);
    // The winners' list has nobody left to show; a second run finds nothing more to erase.
    const { body } = await get(demo.testApp.app, `/api/event/${drawNo}/join/user?dragFlag=Y`);
    expect(eventEntryListSchema.parse(body.entity).totalCount).toBe(0);
    expect(await demo.testApp.app.jobs.perform('purge-event-entries')).toBe(0);
  });
});

describe('GET event/{id}/preview', () => {
  const links = () =>
    createPreviewLinks(deriveKey(demo.testApp.config.fieldEncryptionKey, 'event-preview-link'));
  const previewUrl = (link: { eventNo: number; expires: number; signature: string }) =>
    `/api/event/${link.eventNo}/preview?expires=${link.expires}&signature=${link.signature}`;

  it('shows a draft to whoever holds a link staff signed, and never lets it be kept', async () => {
    const eventNo = await eventNoOf('YEAR_END_DRAFT');
    const link = links().sign(eventNo, new Date(clock.now().getTime() + 3_600_000));
    const { response, body } = await get(demo.testApp.app, previewUrl(link));
    expect(body.code, body.message).toBe(1);
    expect(eventDetailSchema.parse(body.entity)).toMatchObject({ eventNo, useFlag: 'N' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'another event’s signature',
      (link: { eventNo: number }) => ({ eventNo: link.eventNo + 1 }),
      textOf(messages.previewLinkInvalid),
    ],
    [
      'a later end than signed',
      (link: { expires: number }) => ({ expires: link.expires + 3600 }),
      textOf(messages.previewLinkInvalid),
    ],
    ['a forged signature', () => ({ signature: 'A'.repeat(43) }), textOf(messages.previewLinkInvalid)],
  ])('refuses %s', async (_, change, message) => {
    const eventNo = await eventNoOf('YEAR_END_DRAFT');
    const link = links().sign(eventNo, new Date(clock.now().getTime() + 3_600_000));
    const { body } = await get(demo.testApp.app, previewUrl({ ...link, ...change(link) }));
    expect(body).toEqual({ code: 2, message, entity: null });
  });

  it('refuses a genuine link once it has ended', async () => {
    const eventNo = await eventNoOf('YEAR_END_DRAFT');
    const link = links().sign(eventNo, new Date(clock.now().getTime() - 1000));
    const { body } = await get(demo.testApp.app, previewUrl(link));
    expect(body).toEqual({ code: 2, message: textOf(messages.previewLinkExpired), entity: null });
  });
});
