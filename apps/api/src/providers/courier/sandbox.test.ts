import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryType } from '@mvno/contract';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { schema } from '../../db/database-schema.ts';
import { ProviderTimeoutError } from '../../shared/app-error.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { BookShipmentInput, CourierProvider, ShipmentStatus } from './courier.port.ts';
import { createCourierProvider } from './index.ts';
import { sandboxTrackingNumber } from './sandbox.ts';
import { createSandboxShipmentsRepository } from './sandbox-shipments.repository.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const clock = createManualClock(new Date('2026-11-25T10:00:00+09:00'));

function courierWith(env: NodeJS.ProcessEnv = {}): CourierProvider {
  return createCourierProvider({ config: loadConfig(env), db: database.db, clock });
}

let shipments = 0;
/** A booking of a new shipment (its own id) to a made-up recipient. */
function shipment(deliveryType: DeliveryType, overrides: Partial<BookShipmentInput> = {}): BookShipmentInput {
  shipments += 1;
  return {
    shipmentId: `USIM-${shipments}`,
    deliveryType,
    recipient: { name: '홍길동', phone: '01025801234' },
    address: { postcode: '04524', address: '서울특별시 중구 세종대로 110', detailAddress: '12층' },
    note: '',
    contents: '유심 1개',
    ...overrides,
  };
}

/** Books `input` at `bookedAt`, Korea time; gives its tracking number. */
async function bookAt(courier: CourierProvider, bookedAt: string, input: BookShipmentInput) {
  clock.set(new Date(bookedAt));
  const answer = await courier.book(input);
  if (answer.result !== 'BOOKED') throw new Error(`not booked: ${answer.result}`);
  return answer.trackingNumber;
}

type Steps = Array<[ShipmentStatus, string]>;

/**
 * Tracks the shipment a second before each step and at it: before, the steps so far and no more; at it, that
 * step too. Long after, the whole list, delivered.
 */
async function expectTimeline(courier: CourierProvider, trackingNumber: string, steps: Steps) {
  const events = steps.map(([status, at]) => ({ status, at: new Date(at) }));
  for (const [index, event] of events.entries()) {
    if (index > 0) {
      clock.set(new Date(event.at.getTime() - 1000));
      expect(await courier.track({ trackingNumber })).toEqual({
        status: events[index - 1]?.status,
        deliveredAt: null,
        events: events.slice(0, index),
      });
    }
    clock.set(event.at);
    expect((await courier.track({ trackingNumber }))?.events).toEqual(events.slice(0, index + 1));
  }
  clock.set(new Date('2027-03-01T00:00:00+09:00'));
  expect(await courier.track({ trackingNumber })).toEqual({
    status: 'DELIVERED',
    deliveredAt: events.at(-1)?.at,
    events,
  });
}

describe('sandbox courier, parcel (BASIC)', () => {
  it.each<[string, string, Steps]>([
    [
      'booked on a weekday morning: picked up that afternoon, delivered the next day',
      '2026-11-25T10:00:00+09:00',
      [
        ['BOOKED', '2026-11-25T10:00:00+09:00'],
        ['PICKED_UP', '2026-11-25T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-11-25T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-11-26T09:00:00+09:00'],
        ['DELIVERED', '2026-11-26T14:00:00+09:00'],
      ],
    ],
    [
      'booked at 16:00 on a weekday: the round has gone, picked up the next day',
      '2026-11-25T16:00:00+09:00',
      [
        ['BOOKED', '2026-11-25T16:00:00+09:00'],
        ['PICKED_UP', '2026-11-26T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-11-26T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-11-27T09:00:00+09:00'],
        ['DELIVERED', '2026-11-27T14:00:00+09:00'],
      ],
    ],
    [
      'booked on a Friday evening: picked up on Monday',
      '2026-11-27T19:30:00+09:00',
      [
        ['BOOKED', '2026-11-27T19:30:00+09:00'],
        ['PICKED_UP', '2026-11-30T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-11-30T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-12-01T09:00:00+09:00'],
        ['DELIVERED', '2026-12-01T14:00:00+09:00'],
      ],
    ],
    [
      'booked on a Saturday morning: picked up on Monday',
      '2026-11-28T09:00:00+09:00',
      [
        ['BOOKED', '2026-11-28T09:00:00+09:00'],
        ['PICKED_UP', '2026-11-30T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-11-30T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-12-01T09:00:00+09:00'],
        ['DELIVERED', '2026-12-01T14:00:00+09:00'],
      ],
    ],
    [
      'booked on Christmas Eve evening: Christmas and the weekend pass, picked up on the 28th',
      '2026-12-24T17:00:00+09:00',
      [
        ['BOOKED', '2026-12-24T17:00:00+09:00'],
        ['PICKED_UP', '2026-12-28T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-12-28T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-12-29T09:00:00+09:00'],
        ['DELIVERED', '2026-12-29T14:00:00+09:00'],
      ],
    ],
    [
      'booked on Christmas Day morning: no round on a holiday',
      '2026-12-25T10:00:00+09:00',
      [
        ['BOOKED', '2026-12-25T10:00:00+09:00'],
        ['PICKED_UP', '2026-12-28T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-12-28T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-12-29T09:00:00+09:00'],
        ['DELIVERED', '2026-12-29T14:00:00+09:00'],
      ],
    ],
    [
      'picked up on the eve of 추석: out for delivery on the next business day after it',
      '2026-09-23T15:00:00+09:00',
      [
        ['BOOKED', '2026-09-23T15:00:00+09:00'],
        ['PICKED_UP', '2026-09-23T16:00:00+09:00'],
        ['IN_TRANSIT', '2026-09-23T22:00:00+09:00'],
        ['OUT_FOR_DELIVERY', '2026-09-28T09:00:00+09:00'],
        ['DELIVERED', '2026-09-28T14:00:00+09:00'],
      ],
    ],
  ])('%s', async (_name, bookedAt, steps) => {
    const courier = courierWith();
    const trackingNumber = await bookAt(courier, bookedAt, shipment('BASIC'));
    expect(trackingNumber).toMatch(/^\d{12}$/);
    await expectTimeline(courier, trackingNumber, steps);
  });

  it('books with 한빛택배', async () => {
    clock.set(new Date('2026-11-25T10:00:00+09:00'));
    expect(await courierWith().book(shipment('BASIC'))).toMatchObject({
      result: 'BOOKED',
      courierName: '한빛택배',
    });
  });
});

describe('sandbox courier, same-day rider (RIDER)', () => {
  it('picks up in 20 minutes and delivers in 90, at any day and hour, with 번개퀵', async () => {
    const courier = courierWith();
    clock.set(new Date('2026-11-28T23:50:00+09:00'));
    const answer = await courier.book(shipment('RIDER'));
    expect(answer).toMatchObject({ result: 'BOOKED', courierName: '번개퀵' });
    if (answer.result !== 'BOOKED') return;
    expect(answer.trackingNumber).toMatch(/^R\d{11}$/);
    await expectTimeline(courier, answer.trackingNumber, [
      ['BOOKED', '2026-11-28T23:50:00+09:00'],
      ['PICKED_UP', '2026-11-29T00:10:00+09:00'],
      ['OUT_FOR_DELIVERY', '2026-11-29T00:20:00+09:00'],
      ['DELIVERED', '2026-11-29T01:20:00+09:00'],
    ]);
  });
});

describe('sandbox courier bookings', () => {
  it('answers a repeated shipment id with the first booking, its number made from the id', async () => {
    const courier = courierWith();
    const input = shipment('BASIC');
    const trackingNumber = await bookAt(courier, '2026-11-25T10:00:00+09:00', input);
    expect(trackingNumber).toBe(sandboxTrackingNumber('BASIC', input.shipmentId));

    // Later, and even asked as a rider: the same booking, on its first timeline.
    clock.set(new Date('2026-11-25T15:00:00+09:00'));
    expect(await courier.book({ ...input, deliveryType: 'RIDER' })).toEqual({
      result: 'BOOKED',
      courierName: '한빛택배',
      trackingNumber,
    });
    expect((await courier.track({ trackingNumber }))?.events).toEqual([
      { status: 'BOOKED', at: new Date('2026-11-25T10:00:00+09:00') },
    ]);
    // Another shipment gets another number.
    expect(await bookAt(courier, '2026-11-25T15:00:00+09:00', shipment('BASIC'))).not.toBe(trackingNumber);
  });

  it('gives another number when the one made from the id is already another shipment’s', async () => {
    const courier = courierWith();
    const input = shipment('BASIC');
    const taken = sandboxTrackingNumber('BASIC', input.shipmentId);
    await createSandboxShipmentsRepository(database.db).insert({
      shipmentId: 'USIM-other',
      trackingNumber: taken,
      courierName: '한빛택배',
      deliveryType: 'BASIC',
      bookedAt: new Date('2026-11-20T10:00:00+09:00'),
    });

    const trackingNumber = await bookAt(courier, '2026-11-25T10:00:00+09:00', input);
    expect(trackingNumber).toBe(sandboxTrackingNumber('BASIC', input.shipmentId, 1));
    expect((await courier.track({ trackingNumber }))?.events[0]?.at).toEqual(
      new Date('2026-11-25T10:00:00+09:00'),
    );
    expect((await courier.track({ trackingNumber: taken }))?.events[0]?.at).toEqual(
      new Date('2026-11-20T10:00:00+09:00'),
    );
  });

  it('refuses a recipient whose phone ends in 4444, and books nothing', async () => {
    const courier = courierWith();
    const input = shipment('BASIC', { recipient: { name: '김영희', phone: '01036904444' } });
    clock.set(new Date('2026-11-25T10:00:00+09:00'));
    expect(await courier.book(input)).toEqual({ result: 'REFUSED' });
    expect(
      await courier.track({ trackingNumber: sandboxTrackingNumber('BASIC', input.shipmentId) }),
    ).toBeUndefined();
    // Nothing was kept under the id: the same shipment to another phone is booked.
    expect(
      await courier.book({ ...input, recipient: { name: '김영희', phone: '01036902468' } }),
    ).toMatchObject({ result: 'BOOKED' });
  });

  it('knows no tracking number it never gave', async () => {
    expect(await courierWith().track({ trackingNumber: '000000000000' })).toBeUndefined();
    expect(await courierWith().track({ trackingNumber: 'R00000000000' })).toBeUndefined();
  });
});

describe('createCourierProvider', () => {
  it('gives up after COURIER_TIMEOUT_MS on a recipient whose phone ends in 5555, and nothing is booked', async () => {
    const input = shipment('RIDER', { recipient: { name: '이민준', phone: '01048265555' } });
    clock.set(new Date('2026-11-25T10:00:00+09:00'));
    await expect(courierWith({ COURIER_TIMEOUT_MS: '20' }).book(input)).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
    expect(
      await courierWith().track({ trackingNumber: sandboxTrackingNumber('RIDER', input.shipmentId) }),
    ).toBeUndefined();
  });

  it('gives up on a courier slower than COURIER_TIMEOUT_MS', async () => {
    const config = loadConfig({ COURIER_SANDBOX_DELAY_MS: '300', COURIER_TIMEOUT_MS: '20' });
    // The database is never reached: every answer waits out the sandbox's delay first.
    const db = drizzle.mock({ schema });
    const courier = createCourierProvider({ config, db, clock: createManualClock() });

    await expect(courier.track({ trackingNumber: '000000000000' })).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
  });
});
