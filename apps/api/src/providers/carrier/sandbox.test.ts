import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { eidWithCheckDigits } from '@mvno/contract';
import { loadConfig } from '../../config.ts';
import { schema } from '../../db/database-schema.ts';
import { ProviderTimeoutError } from '../../shared/app-error.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import type { CarrierProvider, CarrierUsageRecord } from './carrier.port.ts';
import { usageFeedCursorAt, usageFeedCursorEnd } from './carrier.port.ts';
import { createCarrierProvider } from './index.ts';
import {
  createSandboxCarrier,
  SANDBOX_EID_REFUSED_MARK,
  SANDBOX_SMDP_ADDRESS,
  type SandboxCarrierLine,
  type SandboxEsimProfile,
  type SandboxEsimProfileStore,
  type SandboxCarrierOrder,
  type SandboxCarrierOrderStore,
  type SandboxNumberHold,
  type SandboxNumberStore,
} from './sandbox.ts';

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;

const fifteenGigabytes: SandboxCarrierLine = {
  serviceNumber: '01025801234',
  openedAt: new Date('2024-03-11T10:20:00+09:00'),
  endedAt: null,
  monthDataBytes: 15 * GIB,
  monthVoiceSeconds: -1,
  monthSms: -1,
};
const smallPlan: SandboxCarrierLine = {
  serviceNumber: '01051739024',
  openedAt: new Date('2025-09-01T11:00:00+09:00'),
  endedAt: null,
  monthDataBytes: 1500 * MIB,
  monthVoiceSeconds: 100 * 60,
  monthSms: 50,
};
const unlimited: SandboxCarrierLine = {
  serviceNumber: '01048261357',
  openedAt: new Date('2025-01-15T16:30:00+09:00'),
  endedAt: null,
  monthDataBytes: -1,
  monthVoiceSeconds: -1,
  monthSms: -1,
};

/** The sandbox carrier's order book in memory, as its table keeps it. */
function memoryOrders(): SandboxCarrierOrderStore & { changesInForce: () => SandboxCarrierOrder[] } {
  const book = new Map<string, SandboxCarrierOrder>();
  return {
    find: async (orderId) => book.get(orderId),
    listInForce: async (serviceNumber) =>
      [...book.values()].filter(
        (order) => order.serviceNumber === serviceNumber && order.withdrawnAt === null,
      ),
    insert: async (order) => {
      if (book.has(order.orderId)) return false;
      book.set(order.orderId, order);
      return true;
    },
    markWithdrawn: async (orderId, at) => {
      const order = book.get(orderId);
      if (order !== undefined) book.set(orderId, { ...order, withdrawnAt: at });
    },
    rekey: async (from, to) => {
      for (const order of book.values())
        if (
          order.serviceNumber === from &&
          order.withdrawnAt === null &&
          order.change.kind !== 'CHANGE_NUMBER'
        )
          book.set(order.orderId, { ...order, serviceNumber: to });
    },
    changesInForce: () =>
      [...book.values()].filter(
        (order) => order.change.kind === 'CHANGE_NUMBER' && order.withdrawnAt === null,
      ),
  };
}

/** The sandbox carrier's number holds in memory, as its table keeps them. */
function memoryNumbers(orders: ReturnType<typeof memoryOrders>): SandboxNumberStore {
  const holds = new Map<string, SandboxNumberHold>();
  const live = (now: Date) =>
    [...holds.values()].filter((hold) => hold.releasedAt === null && hold.until > now);
  return {
    find: async (reservationId) => holds.get(reservationId),
    findHeld: async (serviceNumber, now) => live(now).find((hold) => hold.serviceNumber === serviceNumber),
    listHeld: async (now) =>
      new Set([
        ...live(now).map((hold) => hold.serviceNumber),
        ...orders
          .changesInForce()
          .filter(
            (order) =>
              order.change.kind === 'CHANGE_NUMBER' &&
              order.orderedAt.getTime() + order.change.holdOldNumberDays * 86_400_000 > now.getTime(),
          )
          .map((order) => order.serviceNumber),
      ]),
    insert: async (hold) => {
      if (holds.has(hold.reservationId)) return false;
      holds.set(hold.reservationId, { ...hold, releasedAt: null });
      return true;
    },
    release: async (reservationId, at) => {
      const hold = holds.get(reservationId);
      if (hold !== undefined && hold.releasedAt === null)
        holds.set(reservationId, { ...hold, releasedAt: at });
    },
  };
}

/** The sandbox SM-DP+'s profiles in memory, as its table keeps them. */
function memoryEsimProfiles(): SandboxEsimProfileStore {
  const profiles = new Map<string, SandboxEsimProfile>();
  return {
    find: async (orderId) => profiles.get(orderId),
    findByMatchingId: async (matchingId) =>
      [...profiles.values()].find((profile) => profile.matchingId === matchingId),
    insert: async (profile) => {
      if (profiles.has(profile.orderId)) return false;
      profiles.set(profile.orderId, { ...profile, downloadedAt: null, releasedAt: null });
      return true;
    },
    markReleased: async (orderId, at) => {
      const profile = profiles.get(orderId);
      if (profile !== undefined && profile.releasedAt === null && profile.downloadedAt === null)
        profiles.set(orderId, { ...profile, releasedAt: at });
    },
    markDownloaded: async (orderId, at) => {
      const profile = profiles.get(orderId);
      if (profile === undefined || profile.releasedAt !== null || profile.downloadedAt !== null) return false;
      profiles.set(orderId, { ...profile, downloadedAt: at });
      return true;
    },
  };
}

function sandboxAt(now: string, lines: SandboxCarrierLine[], delayMs = 0) {
  const clock = createManualClock(new Date(now));
  const orders = memoryOrders();
  const esimProfiles = memoryEsimProfiles();
  return {
    clock,
    esimProfiles,
    carrier: createSandboxCarrier({
      listLines: async () => lines,
      numbersInUse: async () => new Set(lines.map((line) => line.serviceNumber)),
      orders,
      numbers: memoryNumbers(orders),
      esimProfiles,
      clock,
      delayMs,
    }),
  };
}

/** Every record from `after` on, in pages of `limit`, with the cursors the pages gave. */
async function readAll(carrier: CarrierProvider, after: string, limit: number) {
  const records: CarrierUsageRecord[] = [];
  const cursors: string[] = [];
  let cursor = after;
  for (;;) {
    const page = await carrier.readUsageFeed({ after: cursor, limit });
    records.push(...page.records);
    if (page.cursor === cursor) return { records, cursors };
    cursors.push(page.cursor);
    cursor = page.cursor;
  }
}

const seoulHourOf = (instant: Date) =>
  new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 13);

describe('usage feed cursor', () => {
  it('names the last hour delivered in Korea time, and ends at the end of that hour', () => {
    expect(usageFeedCursorAt(new Date('2026-11-26T15:30:00+09:00'))).toBe('2026-11-26T14');
    expect(usageFeedCursorAt(new Date('2026-11-27T00:00:00+09:00'))).toBe('2026-11-26T23');
    expect(usageFeedCursorEnd('2026-11-26T14')).toEqual(new Date('2026-11-26T15:00:00+09:00'));
  });

  it.each(['2026-02-30T10', '2026-11-26T24', '2026-11-26', '', '2026-11-26T14:00'])(
    'knows %j is no cursor',
    (cursor) => {
      expect(usageFeedCursorEnd(cursor)).toBeUndefined();
    },
  );
});

describe('sandbox carrier', () => {
  it('gives the same records, with the same ids, each time an hour is read', async () => {
    const after = '2026-11-26T13';
    const first = sandboxAt('2026-11-26T15:00:00+09:00', [fifteenGigabytes, smallPlan, unlimited]);
    const later = sandboxAt('2026-12-20T09:00:00+09:00', [unlimited, smallPlan, fifteenGigabytes]);

    const page = await first.carrier.readUsageFeed({ after, limit: 1 });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.cursor).toBe('2026-11-26T14');
    expect(await first.carrier.readUsageFeed({ after, limit: 1 })).toEqual(page);
    expect(await later.carrier.readUsageFeed({ after, limit: 1 })).toEqual(page);
    for (const record of page.records) {
      expect(record.recordId).toMatch(/^SBX-\d{10,11}-2026112614-[DVS]\d+$/);
      expect(seoulHourOf(record.usedAt)).toBe('2026-11-26T14');
    }
  });

  it('delivers every record once over small pages, the cursor moving on with each', async () => {
    const { carrier } = sandboxAt('2026-11-26T00:10:00+09:00', [fifteenGigabytes, smallPlan]);
    const start = usageFeedCursorAt(new Date('2026-11-25T00:00:00+09:00'));

    const whole = await carrier.readUsageFeed({ after: start, limit: 100_000 });
    const paged = await readAll(carrier, start, 3);

    expect(whole.cursor).toBe('2026-11-25T23');
    expect(paged.records).toEqual(whole.records);
    expect(new Set(paged.records.map((record) => record.recordId)).size).toBe(paged.records.length);
    expect(paged.cursors.length).toBeGreaterThan(3);
    expect(paged.cursors.toSorted()).toEqual(paged.cursors);
    expect(paged.cursors.at(-1)).toBe('2026-11-25T23');
    // Each page ends with the hour in which the count reached the limit: never more than that hour's worth.
    expect(await carrier.readUsageFeed({ after: whole.cursor, limit: 3 })).toEqual({
      records: [],
      cursor: whole.cursor,
    });
  });

  it('holds back the hour still under way, and starts from the Korean day when given no cursor', async () => {
    const { clock, carrier } = sandboxAt('2026-11-26T21:59:59+09:00', [fifteenGigabytes, unlimited]);

    const today = await carrier.readUsageFeed({ after: null, limit: 100_000 });
    expect(today.cursor).toBe('2026-11-26T20');
    const hours = today.records.map((record) => seoulHourOf(record.usedAt));
    expect(hours.every((hour) => hour >= '2026-11-26T00' && hour <= '2026-11-26T20')).toBe(true);
    expect(await carrier.readUsageFeed({ after: today.cursor, limit: 100_000 })).toEqual({
      records: [],
      cursor: today.cursor,
    });

    clock.advanceSeconds(1);
    const next = await carrier.readUsageFeed({ after: today.cursor, limit: 100_000 });
    expect(next.cursor).toBe('2026-11-26T21');
    expect(next.records.every((record) => seoulHourOf(record.usedAt) === '2026-11-26T21')).toBe(true);
  });

  it('gives a line no usage before it opened or after it ended', async () => {
    const line: SandboxCarrierLine = {
      ...fifteenGigabytes,
      openedAt: new Date('2026-11-10T14:30:00+09:00'),
      endedAt: new Date('2026-11-20T09:00:00+09:00'),
    };
    const { carrier } = sandboxAt('2026-11-30T00:00:00+09:00', [line]);

    const { records } = await carrier.readUsageFeed({
      after: usageFeedCursorAt(new Date('2026-11-01T00:00:00+09:00')),
      limit: 100_000,
    });
    expect(records.length).toBeGreaterThan(50);
    const times = records.map((record) => record.usedAt.getTime());
    // Whole hours only: the first hour of use starts after the opening.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(new Date('2026-11-10T15:00:00+09:00').getTime());
    expect(Math.max(...times)).toBeLessThan(line.endedAt?.getTime() ?? 0);
  });

  it('makes a month plausible against the plan: its data, calls and texts, about ten records a day', async () => {
    const lines = [fifteenGigabytes, smallPlan, unlimited];
    const { carrier } = sandboxAt('2026-11-01T00:00:00+09:00', lines);
    const { records } = await carrier.readUsageFeed({
      after: usageFeedCursorAt(new Date('2026-10-01T00:00:00+09:00')),
      limit: 100_000,
    });
    const days = 31;
    const monthOf = (line: SandboxCarrierLine) => {
      const own = records.filter((record) => record.serviceNumber === line.serviceNumber);
      const total = (kind: CarrierUsageRecord['usageKind']) =>
        own.filter((record) => record.usageKind === kind).reduce((sum, record) => sum + record.quantity, 0);
      return {
        recordsPerDay: own.length / days,
        data: total('DATA'),
        voiceMinutes: total('VOICE') / 60,
        texts: total('SMS'),
      };
    };

    for (const line of lines) {
      const { recordsPerDay, voiceMinutes, texts } = monthOf(line);
      expect(recordsPerDay).toBeGreaterThanOrEqual(8);
      expect(recordsPerDay).toBeLessThanOrEqual(12);
      expect(voiceMinutes).toBeLessThanOrEqual(500);
      expect(texts).toBeGreaterThanOrEqual(5);
      expect(texts).toBeLessThanOrEqual(70);
    }
    const fifteen = monthOf(fifteenGigabytes);
    expect(fifteen.data / fifteenGigabytes.monthDataBytes).toBeGreaterThan(0.35);
    expect(fifteen.data / fifteenGigabytes.monthDataBytes).toBeLessThan(1.45);
    expect(fifteen.voiceMinutes).toBeGreaterThan(30);
    const small = monthOf(smallPlan);
    expect(small.data / smallPlan.monthDataBytes).toBeGreaterThan(0.35);
    expect(small.data / smallPlan.monthDataBytes).toBeLessThan(1.45);
    expect(small.voiceMinutes).toBeLessThan(150);
    expect(small.texts).toBeLessThanOrEqual(50);
    const perDay = monthOf(unlimited).data / days / GIB;
    expect(perDay).toBeGreaterThan(1.5);
    expect(perDay).toBeLessThan(5);
  });

  it('has some lines use more than their allowance in some months, none wildly more', async () => {
    const lines = Array.from({ length: 12 }, (_, index) => ({
      ...fifteenGigabytes,
      serviceNumber: `010${String(20_000_000 + index * 7_919)}`,
    }));
    const { carrier } = sandboxAt('2026-09-01T00:00:00+09:00', lines);
    const { records } = await carrier.readUsageFeed({
      after: usageFeedCursorAt(new Date('2026-06-01T00:00:00+09:00')),
      limit: 1_000_000,
    });
    const shares = new Map<string, number>();
    for (const record of records)
      if (record.usageKind === 'DATA') {
        const key = `${record.serviceNumber} ${seoulHourOf(record.usedAt).slice(0, 7)}`;
        shares.set(key, (shares.get(key) ?? 0) + record.quantity / (15 * GIB));
      }
    expect(shares.size).toBe(lines.length * 3);
    expect([...shares.values()].some((share) => share > 1)).toBe(true);
    expect([...shares.values()].some((share) => share < 0.7)).toBe(true);
    expect(Math.max(...shares.values())).toBeLessThan(1.5);
  });

  it('refuses a cursor that is none', async () => {
    const { carrier } = sandboxAt('2026-11-26T15:00:00+09:00', [fifteenGigabytes]);
    await expect(carrier.readUsageFeed({ after: '2026-02-30T10', limit: 10 })).rejects.toThrow('cursor');
  });
});

describe('sandbox carrier numbers', () => {
  const now = '2026-11-27T09:00:00+09:00';
  /** Asks the carrier to hold `serviceNumber` for `reservationId` for ten minutes; gives its answer. */
  const hold = (
    { carrier, clock }: ReturnType<typeof sandboxAt>,
    reservationId: string,
    serviceNumber: string,
  ) =>
    carrier.reserveNumber({
      reservationId,
      serviceNumber,
      until: new Date(clock.now().getTime() + 10 * 60_000),
    });

  it('offers the same free numbers ending so for the same pool, never one in use or held', async () => {
    const sandbox = sandboxAt(now, [fifteenGigabytes]);
    const { carrier } = sandbox;
    const first = await carrier.searchNumbers({ lastFour: '2580', limit: 5 });
    expect(first.numbers).toHaveLength(5);
    for (const number of first.numbers) expect(number).toMatch(/^010[2-9]\d{3}2580$/);
    expect((await carrier.searchNumbers({ lastFour: '2580', limit: 5 })).numbers).toEqual(first.numbers);
    const [held] = first.numbers;
    expect(await hold(sandbox, 'NUM-hold-000000001', held!)).toEqual({ result: 'RESERVED' });
    expect((await carrier.searchNumbers({ lastFour: '2580', limit: 5 })).numbers).not.toContain(held);
    // Held for one reservation: another cannot take it; the same one again can.
    expect(await hold(sandbox, 'NUM-hold-000000002', held!)).toEqual({ result: 'TAKEN' });
    expect(await hold(sandbox, 'NUM-hold-000000001', held!)).toEqual({ result: 'RESERVED' });
    // A number in use is never held.
    expect(await hold(sandbox, 'NUM-hold-000000003', fifteenGigabytes.serviceNumber)).toEqual({
      result: 'TAKEN',
    });
    // Released, or past its time, it is free again.
    await carrier.releaseNumber({ reservationId: 'NUM-hold-000000001' });
    expect((await carrier.searchNumbers({ lastFour: '2580', limit: 5 })).numbers).toContain(held);
  });

  it('changes a number only to the one held for it, moves the line’s orders, and keeps the old number', async () => {
    const sandbox = sandboxAt(now, [fifteenGigabytes]);
    const { carrier } = sandbox;
    const [number] = (await carrier.searchNumbers({ lastFour: '2468', limit: 1 })).numbers;
    const change = {
      kind: 'CHANGE_NUMBER' as const,
      newNumber: number!,
      reservationId: 'NUM-hold-000000010',
      holdOldNumberDays: 28,
    };
    // Not held yet: refused.
    expect(
      await carrier.orderLineChange({
        orderId: 'NUM-1',
        serviceNumber: fifteenGigabytes.serviceNumber,
        change,
      }),
    ).toEqual({ result: 'REFUSED' });
    await carrier.orderLineChange({
      orderId: 'LOSS-1',
      serviceNumber: fifteenGigabytes.serviceNumber,
      change: { kind: 'LOSS' },
    });
    await hold(sandbox, 'NUM-hold-000000010', number!);
    expect(
      await carrier.orderLineChange({
        orderId: 'NUM-2',
        serviceNumber: fifteenGigabytes.serviceNumber,
        change,
      }),
    ).toEqual({ result: 'DONE' });
    // The loss suspension follows the line to its new number: lifting it there is taken.
    expect(
      await carrier.orderLineChange({
        orderId: 'LIFT-1',
        serviceNumber: number!,
        change: { kind: 'LIFT_LOSS', lossOrderId: 'LOSS-1' },
      }),
    ).toEqual({ result: 'DONE' });
    // The old number is kept from anyone for 28 days.
    expect(await hold(sandbox, 'NUM-hold-000000011', fifteenGigabytes.serviceNumber)).toEqual({
      result: 'TAKEN',
    });
  });
});

describe('sandbox SM-DP+', () => {
  const now = '2026-11-27T09:00:00+09:00';
  const eid = eidWithCheckDigits('890490320000000000000000001234');

  it('makes one profile per order id, with a valid ICCID and a matching id, the same when asked again', async () => {
    const { carrier } = sandboxAt(now, []);
    const first = await carrier.prepareEsimProfile({ orderId: 'USIM-1', eid, modelCode: 'SM-S921N' });
    expect(first).toMatchObject({ result: 'PREPARED', smdpAddress: SANDBOX_SMDP_ADDRESS });
    if (first.result !== 'PREPARED') return;
    expect(first.iccid).toMatch(/^8982\d{16}$/);
    expect(first.matchingId).toMatch(/^[0-9A-F]{5}(-[0-9A-F]{5}){7}$/);
    expect(await carrier.prepareEsimProfile({ orderId: 'USIM-1', eid, modelCode: 'SM-S921N' })).toEqual(
      first,
    );
    // Another device under the same order id is another request: refused.
    const other = eidWithCheckDigits('890490320000000000000000005678');
    expect(
      await carrier.prepareEsimProfile({ orderId: 'USIM-1', eid: other, modelCode: 'SM-S921N' }),
    ).toEqual({
      result: 'REFUSED',
    });
    expect(await carrier.findEsimProfile({ orderId: 'USIM-1' })).toEqual({ state: 'PREPARED' });
    expect(await carrier.findEsimProfile({ orderId: 'USIM-2' })).toBeUndefined();
  });

  it('deletes a profile not yet downloaded, and keeps one the device has', async () => {
    const { carrier, esimProfiles, clock } = sandboxAt(now, []);
    await carrier.prepareEsimProfile({ orderId: 'USIM-1', eid, modelCode: 'SM-S921N' });
    expect(await carrier.releaseEsimProfile({ orderId: 'USIM-1' })).toEqual({ result: 'RELEASED' });
    expect(await carrier.findEsimProfile({ orderId: 'USIM-1' })).toEqual({ state: 'RELEASED' });
    expect(await carrier.releaseEsimProfile({ orderId: 'USIM-9' })).toEqual({ result: 'RELEASED' });
    await carrier.prepareEsimProfile({ orderId: 'USIM-2', eid, modelCode: 'SM-S921N' });
    expect(await esimProfiles.markDownloaded('USIM-2', clock.now())).toBe(true);
    expect(await carrier.releaseEsimProfile({ orderId: 'USIM-2' })).toEqual({ result: 'DOWNLOADED' });
    expect(await carrier.findEsimProfile({ orderId: 'USIM-2' })).toEqual({ state: 'DOWNLOADED' });
  });

  it('refuses the test EID marked 9999', async () => {
    const { carrier } = sandboxAt(now, []);
    const refused = eidWithCheckDigits(`89049032000000000000000000${SANDBOX_EID_REFUSED_MARK}`);
    expect(
      await carrier.prepareEsimProfile({ orderId: 'USIM-1', eid: refused, modelCode: 'SM-S921N' }),
    ).toEqual({
      result: 'REFUSED',
    });
  });
});

describe('createCarrierProvider', () => {
  it('gives up on a carrier slower than CARRIER_TIMEOUT_MS', async () => {
    const config = loadConfig({ CARRIER_SANDBOX_DELAY_MS: '300', CARRIER_TIMEOUT_MS: '20' });
    // The database is never reached: a question about a line waits out the sandbox's delay first.
    const db = drizzle.mock({ schema });
    const carrier = createCarrierProvider({ config, db, clock: createManualClock() });

    await expect(carrier.checkPause({ serviceNumber: '01025801234' })).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
  });

  it('refuses to pause the test number ending in 9999 and allows the rest', async () => {
    const { carrier } = sandboxAt('2026-11-26T15:00:00+09:00', []);
    expect(await carrier.checkPause({ serviceNumber: '01012349999' })).toEqual({ result: 'REFUSED' });
    expect(await carrier.checkPause({ serviceNumber: '01025801234' })).toEqual({ result: 'ALLOWED' });
  });

  it('takes a pause once per order id, refuses one that overlaps it, and undoes what is withdrawn', async () => {
    const { carrier } = sandboxAt('2026-11-26T15:00:00+09:00', []);
    const serviceNumber = '01025801234';
    const pause = { kind: 'PAUSE', startsOn: '2026-11-26', endsOn: '2026-12-10' } as const;
    expect(await carrier.orderLineChange({ orderId: 'P1', serviceNumber, change: pause })).toEqual({
      result: 'DONE',
    });
    // A repeat of the order is the same order; another that overlaps it is refused.
    expect(await carrier.orderLineChange({ orderId: 'P1', serviceNumber, change: pause })).toEqual({
      result: 'DONE',
    });
    const overlapping = { kind: 'PAUSE', startsOn: '2026-12-10', endsOn: '2026-12-20' } as const;
    expect(await carrier.orderLineChange({ orderId: 'P2', serviceNumber, change: overlapping })).toEqual({
      result: 'REFUSED',
    });
    // Resumed early from 1 December, the days after are free again.
    const resume = { kind: 'RESUME', pauseOrderId: 'P1', resumesOn: '2026-11-30' } as const;
    expect(await carrier.orderLineChange({ orderId: 'R1', serviceNumber, change: resume })).toEqual({
      result: 'DONE',
    });
    expect(await carrier.orderLineChange({ orderId: 'P3', serviceNumber, change: overlapping })).toEqual({
      result: 'DONE',
    });
    // Withdrawn, the order is refused if sent again; withdrawing twice, or what was never taken, is no error.
    await carrier.withdrawLineChange({ orderId: 'P3' });
    await carrier.withdrawLineChange({ orderId: 'P3' });
    await carrier.withdrawLineChange({ orderId: 'never-sent' });
    expect(await carrier.orderLineChange({ orderId: 'P3', serviceNumber, change: overlapping })).toEqual({
      result: 'REFUSED',
    });
  });

  it('suspends a lost line once, and lifts only the suspension in force', async () => {
    const { carrier } = sandboxAt('2026-11-26T15:00:00+09:00', []);
    const serviceNumber = '01025801234';
    const order = (orderId: string, change: Parameters<CarrierProvider['orderLineChange']>[0]['change']) =>
      carrier.orderLineChange({ orderId, serviceNumber, change });
    expect(await order('L1', { kind: 'LOSS' })).toEqual({ result: 'DONE' });
    expect(await order('L2', { kind: 'LOSS' })).toEqual({ result: 'REFUSED' });
    expect(await order('U0', { kind: 'LIFT_LOSS', lossOrderId: 'L2' })).toEqual({ result: 'REFUSED' });
    expect(await order('U1', { kind: 'LIFT_LOSS', lossOrderId: 'L1' })).toEqual({ result: 'DONE' });
    expect(await order('L3', { kind: 'LOSS' })).toEqual({ result: 'DONE' });
  });
});
