import { createHash } from 'node:crypto';
import { businessDayAfter, type DeliveryType, isBusinessDay, shiftDay } from '@mvno/contract';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import type { BookShipmentResult, CourierProvider, ShipmentStatus } from './courier.port.ts';

/** A recipient's phone ending so: the courier never answers a booking, and never took it (README). */
export const SANDBOX_BOOKING_HANGS_SUFFIX = '5555';
/** A recipient's phone ending so: the courier refuses the booking (README). */
export const SANDBOX_BOOKING_REFUSED_SUFFIX = '4444';

/** The fictional couriers the sandbox books with. */
const SANDBOX_COURIER_NAMES: Record<DeliveryType, string> = {
  BASIC: '한빛택배',
  RIDER: '번개퀵',
};

/** A booking the sandbox courier took, as it keeps it (db/schema/courier.ts): no recipient's details. */
export interface SandboxShipment {
  shipmentId: string;
  trackingNumber: string;
  courierName: string;
  deliveryType: DeliveryType;
  bookedAt: Date;
}

/** Where the sandbox courier keeps its bookings. */
export interface SandboxShipmentStore {
  find(shipmentId: string): Promise<SandboxShipment | undefined>;
  findByTrackingNumber(trackingNumber: string): Promise<SandboxShipment | undefined>;
  /** Keeps a booking; false when its shipment id or its tracking number was taken already. */
  insert(shipment: SandboxShipment): Promise<boolean>;
}

const MINUTE_MS = 60 * 1000;
/** A parcel is picked up at 16:00 Korea time; a booking after that waits for the next business day's round. */
const PARCEL_PICKUP_TIME = '16:00';
/** The trunk lorry leaves the hub at 22:00 on the pickup day. */
const PARCEL_LINE_HAUL_TIME = '22:00';
const PARCEL_OUT_FOR_DELIVERY_TIME = '09:00';
const PARCEL_DELIVERED_TIME = '14:00';
/** Minutes after booking a rider reaches each step. */
const RIDER_MINUTES = { pickedUp: 20, outForDelivery: 30, delivered: 90 };
/** Tracking numbers tried per booking before giving up: the next one only when another shipment holds one. */
const TRACKING_NUMBER_ATTEMPTS = 10;

/** The instant of a Korea-time `HH:MM` on a `YYYY-MM-DD` day. */
const atSeoul = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

/**
 * A parcel's steps: picked up on the booking day's round when booked before it on a business day, else on
 * the next business day's; on the lorry that night; out and delivered the next business day.
 */
function parcelSteps(bookedAt: Date): { status: ShipmentStatus; at: Date }[] {
  const bookedDay = seoulDayOf(bookedAt);
  const isInTodaysRound = isBusinessDay(bookedDay) && bookedAt < atSeoul(bookedDay, PARCEL_PICKUP_TIME);
  // businessDayAfter with 0 gives the day itself when it is one: start from tomorrow for the next one.
  const pickupDay = isInTodaysRound ? bookedDay : businessDayAfter(shiftDay(bookedDay, 1), 0);
  const deliveryDay = businessDayAfter(pickupDay, 1);
  return [
    { status: 'BOOKED', at: bookedAt },
    { status: 'PICKED_UP', at: atSeoul(pickupDay, PARCEL_PICKUP_TIME) },
    { status: 'IN_TRANSIT', at: atSeoul(pickupDay, PARCEL_LINE_HAUL_TIME) },
    { status: 'OUT_FOR_DELIVERY', at: atSeoul(deliveryDay, PARCEL_OUT_FOR_DELIVERY_TIME) },
    { status: 'DELIVERED', at: atSeoul(deliveryDay, PARCEL_DELIVERED_TIME) },
  ];
}

/** A rider's steps: any day and hour, since when and where a rider may go is the caller's rule. */
function riderSteps(bookedAt: Date): { status: ShipmentStatus; at: Date }[] {
  const after = (minutes: number) => new Date(bookedAt.getTime() + minutes * MINUTE_MS);
  return [
    { status: 'BOOKED', at: bookedAt },
    { status: 'PICKED_UP', at: after(RIDER_MINUTES.pickedUp) },
    { status: 'OUT_FOR_DELIVERY', at: after(RIDER_MINUTES.outForDelivery) },
    { status: 'DELIVERED', at: after(RIDER_MINUTES.delivered) },
  ];
}

/**
 * The tracking number of a shipment: a parcel's is 12 digits, a rider's `R` and 11 digits, both from a hash
 * of our shipment id, so the same booking always shows the same number. `attempt` moves on to another number
 * in the rare case that one is held by another shipment.
 */
export function sandboxTrackingNumber(deliveryType: DeliveryType, shipmentId: string, attempt = 0): string {
  const digest = createHash('sha256').update(`baro-sandbox-courier|${shipmentId}|${attempt}`).digest();
  const digits = deliveryType === 'BASIC' ? 12 : 11;
  const number = (digest.readBigUInt64BE(0) % 10n ** BigInt(digits)).toString().padStart(digits, '0');
  return deliveryType === 'BASIC' ? number : `R${number}`;
}

export function createSandboxCourier(deps: {
  shipments: SandboxShipmentStore;
  clock: Clock;
  /** Wait before each answer, to rehearse a slow courier (COURIER_SANDBOX_DELAY_MS). */
  delayMs: number;
}): CourierProvider {
  const { shipments, clock, delayMs } = deps;
  const wait = async () => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  /** A courier that never answers: the caller's deadline ends the wait. */
  const never = () => new Promise<never>(() => undefined);
  const bookedAnswer = (shipment: SandboxShipment): BookShipmentResult => ({
    result: 'BOOKED',
    courierName: shipment.courierName,
    trackingNumber: shipment.trackingNumber,
  });
  return {
    async book({ shipmentId, deliveryType, recipient }) {
      await wait();
      if (recipient.phone.endsWith(SANDBOX_BOOKING_HANGS_SUFFIX)) return never();
      const known = await shipments.find(shipmentId);
      if (known !== undefined) return bookedAnswer(known);
      if (recipient.phone.endsWith(SANDBOX_BOOKING_REFUSED_SUFFIX)) return { result: 'REFUSED' };
      const bookedAt = clock.now();
      for (let attempt = 0; attempt < TRACKING_NUMBER_ATTEMPTS; attempt += 1) {
        const shipment: SandboxShipment = {
          shipmentId,
          trackingNumber: sandboxTrackingNumber(deliveryType, shipmentId, attempt),
          courierName: SANDBOX_COURIER_NAMES[deliveryType],
          deliveryType,
          bookedAt,
        };
        if (await shipments.insert(shipment)) return bookedAnswer(shipment);
        // Not kept: either a parallel repeat booked this shipment first (its answer is the answer), or the
        // number is another shipment's and the next attempt gives another.
        const repeated = await shipments.find(shipmentId);
        if (repeated !== undefined) return bookedAnswer(repeated);
      }
      throw new Error('courier: no free tracking number');
    },

    async track({ trackingNumber }) {
      await wait();
      const shipment = await shipments.findByTrackingNumber(trackingNumber);
      if (shipment === undefined) return undefined;
      const now = clock.now();
      const steps =
        shipment.deliveryType === 'BASIC' ? parcelSteps(shipment.bookedAt) : riderSteps(shipment.bookedAt);
      // The booking itself is always known; later steps only once their time has come.
      const events = steps.filter((step, index) => index === 0 || step.at <= now);
      return {
        status: events.reduce<ShipmentStatus>((_, event) => event.status, 'BOOKED'),
        deliveredAt: events.find((event) => event.status === 'DELIVERED')?.at ?? null,
        events,
      };
    },
  };
}
