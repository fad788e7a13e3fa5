import { createHash } from 'node:crypto';
import { shiftDay } from '@mvno/contract';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import type {
  CarrierProvider,
  CarrierUsageRecord,
  LineChange,
  SandboxEsimDownload,
  SandboxEsimDownloads,
} from './carrier.port.ts';
import { usageFeedCursorAt, usageFeedCursorEnd } from './carrier.port.ts';

/** What the sandbox needs of a line to make up its usage. */
export interface SandboxCarrierLine {
  /** Digits only. */
  serviceNumber: string;
  openedAt: Date;
  endedAt: Date | null;
  /** The plan's monthly allowances; -1: unlimited. */
  monthDataBytes: number;
  monthVoiceSeconds: number;
  monthSms: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;
const GIB = 1024 * 1024 * 1024;

/**
 * How likely each Korea-time hour of the day (0–23) is to carry data, and how much of the day's data it
 * carries: little at night, the commute, lunch, and most in the evening.
 */
const DATA_HOUR_WEIGHTS = [
  2, 1, 0.5, 0.3, 0.3, 0.5, 1.5, 3, 4, 3.5, 3, 3, 4.5, 3.5, 3, 3, 3, 3.5, 4.5, 5, 5.5, 6, 5, 3.5,
];
const DATA_HOURS_PER_DAY = { min: 6, max: 8 };
const MAX_CALLS_PER_DAY = 4;
const MAX_TEXTS_PER_DAY = 3;
/** Calls start from 08:00 to 21:59, texts from 08:00 to 22:59. */
const CALL_HOURS = { first: 8, last: 21 };
const TEXT_HOURS = { first: 8, last: 22 };
/** A call lasts 30 s to 15 min, mostly short: 30 + 870·u² seconds, 5⅓ min on average. */
const CALL_SECONDS = { min: 30, spread: 870 };
const MEAN_CALL_SECONDS = CALL_SECONDS.min + CALL_SECONDS.spread / 3;

/**
 * Numbers in [0, 1) that depend only on `words`: SHA-256 of the words and a block counter, 48 bits at a time.
 * The same line and hour give the same usage in any process, so a replayed hour is recognisable.
 */
function randomOf(...words: string[]): () => number {
  const seed = ['baro-sandbox-carrier', ...words].join('|');
  let block = 0;
  let digest = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 6 > digest.length) {
      digest = createHash('sha256').update(`${seed}|${block}`).digest();
      block += 1;
      offset = 0;
    }
    const value = digest.readUIntBE(offset, 6) / 2 ** 48;
    offset += 6;
    return value;
  };
}

const between = (random: () => number, min: number, max: number) => min + (max - min) * random();
const wholeBetween = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
/** How many of `trials` chances come true, each with `chance`. */
function countOf(random: () => number, trials: number, chance: number): number {
  let count = 0;
  for (let trial = 0; trial < trials; trial += 1) if (random() < chance) count += 1;
  return count;
}

/** The index of one of `candidates`, each as likely as its weight. */
function pickWeighted(random: () => number, candidates: ReadonlyArray<{ weight: number }>): number {
  let point = random() * candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  for (const [index, candidate] of candidates.entries()) {
    point -= candidate.weight;
    if (point < 0) return index;
  }
  // Only rounding gets here: the point fell on the very end.
  return candidates.length - 1;
}

/** The Korea-time calendar of the hour starting at `hourStart`. */
function seoulCalendarOf(hourStart: number) {
  const seoul = new Date(hourStart + SEOUL_OFFSET_MS);
  const iso = seoul.toISOString();
  return {
    month: iso.slice(0, 7),
    day: iso.slice(0, 10),
    /** `2026112614`, as the record ids write it. */
    compactHour: `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}`,
    hourOfDay: seoul.getUTCHours(),
    daysInMonth: new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, 0)).getUTCDate(),
  };
}

/** A line's habits, the same every month: how much of its allowance it tends to use. */
function habitsOf(line: SandboxCarrierLine) {
  const random = randomOf('line', line.serviceNumber);
  // Limited plans use 50–115% of the allowance, so some months of some lines go beyond it.
  const dataShare = between(random, 0.5, 1.15);
  const unlimitedDayBytes = between(random, 2, 4) * GIB;
  const voiceMinutes = between(random, 60, 400);
  // A small voice or text allowance is what its holder lives within, most of the time.
  const voiceShare = between(random, 0.5, 1.1);
  const texts = between(random, 25, 60);
  const textShare = between(random, 0.6, 1);
  return {
    dayDataBytes: (daysInMonth: number) =>
      line.monthDataBytes < 0 ? unlimitedDayBytes : (line.monthDataBytes * dataShare) / daysInMonth,
    monthVoiceMinutes:
      line.monthVoiceSeconds < 0
        ? voiceMinutes
        : Math.min(voiceMinutes, (line.monthVoiceSeconds / 60) * voiceShare),
    monthTexts: line.monthSms < 0 ? texts : Math.min(texts, line.monthSms * textShare),
  };
}
type LineHabits = ReturnType<typeof habitsOf>;

/** Which hours of a Korean day a line uses data in, calls and texts: decided for the whole day at once. */
interface DayPlan {
  /** Hour of day → its share of the day's data. */
  dataShares: Map<number, number>;
  dataBytes: number;
  callHours: number[];
  textHours: number[];
}

function planDay(line: SandboxCarrierLine, habits: LineHabits, hourStart: number): DayPlan {
  const { month, day, daysInMonth } = seoulCalendarOf(hourStart);
  const monthly = randomOf('month', line.serviceNumber, month);
  // Each month's data differs from the line's habit by up to ±20%; calls and texts, fewer and steadier, by 10%.
  const dataVariation = between(monthly, 0.8, 1.2);
  const voiceVariation = between(monthly, 0.9, 1.1);
  const textVariation = between(monthly, 0.9, 1.1);

  const random = randomOf('day', line.serviceNumber, day);
  const dataBytes = habits.dayDataBytes(daysInMonth) * dataVariation * between(random, 0.5, 1.5);
  const dataShares = new Map<number, number>();
  if (dataBytes >= 1) {
    const candidates = DATA_HOUR_WEIGHTS.map((weight, hour) => ({ hour, weight }));
    const chosen: Array<{ hour: number; weight: number }> = [];
    for (
      let count = wholeBetween(random, DATA_HOURS_PER_DAY.min, DATA_HOURS_PER_DAY.max);
      count > 0;
      count -= 1
    )
      chosen.push(...candidates.splice(pickWeighted(random, candidates), 1));
    const chosenWeight = chosen.reduce((sum, candidate) => sum + candidate.weight, 0);
    for (const { hour, weight } of chosen) dataShares.set(hour, weight / chosenWeight);
  }

  const callsPerDay = (habits.monthVoiceMinutes * 60 * voiceVariation) / MEAN_CALL_SECONDS / daysInMonth;
  const callCount = countOf(random, MAX_CALLS_PER_DAY, Math.min(1, callsPerDay / MAX_CALLS_PER_DAY));
  const textsPerDay = (habits.monthTexts * textVariation) / daysInMonth;
  const textCount = countOf(random, MAX_TEXTS_PER_DAY, Math.min(1, textsPerDay / MAX_TEXTS_PER_DAY));
  return {
    dataShares,
    dataBytes,
    callHours: Array.from({ length: callCount }, () =>
      wholeBetween(random, CALL_HOURS.first, CALL_HOURS.last),
    ),
    textHours: Array.from({ length: textCount }, () =>
      wholeBetween(random, TEXT_HOURS.first, TEXT_HOURS.last),
    ),
  };
}

/** One hour of one line: its data session, its calls and its texts, from the day plan and the hour's own numbers. */
function recordsOfHour(line: SandboxCarrierLine, plan: DayPlan, hourStart: number): CarrierUsageRecord[] {
  const { compactHour, hourOfDay } = seoulCalendarOf(hourStart);
  const dataShare = plan.dataShares.get(hourOfDay);
  const calls = plan.callHours.filter((hour) => hour === hourOfDay).length;
  const texts = plan.textHours.filter((hour) => hour === hourOfDay).length;
  if (dataShare === undefined && calls === 0 && texts === 0) return [];

  const random = randomOf('hour', line.serviceNumber, compactHour);
  const idPrefix = `SBX-${line.serviceNumber}-${compactHour}`;
  const usedAtIn = () => new Date(hourStart + wholeBetween(random, 0, 3599) * 1000);
  const records: CarrierUsageRecord[] = [];
  if (dataShare !== undefined)
    records.push({
      recordId: `${idPrefix}-D1`,
      serviceNumber: line.serviceNumber,
      usageKind: 'DATA',
      quantity: Math.max(1, Math.round(plan.dataBytes * dataShare * between(random, 0.8, 1.2))),
      usedAt: usedAtIn(),
    });
  const callList = Array.from({ length: calls }, () => ({
    seconds: Math.round(CALL_SECONDS.min + CALL_SECONDS.spread * random() ** 2),
    usedAt: usedAtIn(),
  })).sort((a, b) => a.usedAt.getTime() - b.usedAt.getTime());
  callList.forEach(({ seconds, usedAt }, index) =>
    records.push({
      recordId: `${idPrefix}-V${index + 1}`,
      serviceNumber: line.serviceNumber,
      usageKind: 'VOICE',
      quantity: seconds,
      usedAt,
    }),
  );
  const textTimes = Array.from({ length: texts }, usedAtIn).sort((a, b) => a.getTime() - b.getTime());
  textTimes.forEach((usedAt, index) =>
    records.push({
      recordId: `${idPrefix}-S${index + 1}`,
      serviceNumber: line.serviceNumber,
      usageKind: 'SMS',
      quantity: 1,
      usedAt,
    }),
  );
  return records;
}

/**
 * The host carrier's usage feed, made up: plausible usage for every line the listing gives, the same for the
 * same hour on every read. A line's habits come from its number, a month's swing from the number and the
 * month, which hours of a day carry data, calls and texts from the number and the day (so a day's counts stay
 * in their ranges), and each record's amount and minute from the number and the hour. Record ids are
 * `SBX-<service number>-<YYYYMMDDHH, Korea time>-<D|V|S><n>` (`SBX-01025801234-2026112614-V2`: the second
 * call begun in that hour).
 */
/** The sandbox carrier refuses to pause a number that ends so (README, sandbox test values). */
export const SANDBOX_PAUSE_REFUSED_SUFFIX = '9999';
/** A number ending so: a line order never answers, and the carrier never took it (README). */
export const SANDBOX_ORDER_HANGS_SUFFIX = '8888';
/** A number ending so: a line order is taken, and then its answer is lost (README). */
export const SANDBOX_ORDER_ANSWER_LOST_SUFFIX = '7777';

/** An order the sandbox carrier took, as it keeps it (db/schema/carrier.ts). */
export interface SandboxCarrierOrder {
  orderId: string;
  serviceNumber: string;
  change: LineChange;
  orderedAt: Date;
  withdrawnAt: Date | null;
}

/** Where the sandbox carrier keeps the orders it took. */
export interface SandboxCarrierOrderStore {
  find(orderId: string): Promise<SandboxCarrierOrder | undefined>;
  /** The line's orders in force (not withdrawn), oldest first. */
  listInForce(serviceNumber: string): Promise<SandboxCarrierOrder[]>;
  /** Keeps an order; false when its id was taken already (by a parallel repeat). */
  insert(order: SandboxCarrierOrder): Promise<boolean>;
  markWithdrawn(orderId: string, at: Date): Promise<void>;
  /** Moves the line's orders in force (but number changes) from one number to another. */
  rekey(from: string, to: string): Promise<void>;
}

/** A hold on a free number (번호 예약), as the sandbox carrier keeps it. */
export interface SandboxNumberHold {
  reservationId: string;
  serviceNumber: string;
  until: Date;
  releasedAt: Date | null;
}

/** Where the sandbox carrier keeps its number holds. */
export interface SandboxNumberStore {
  find(reservationId: string): Promise<SandboxNumberHold | undefined>;
  /** The hold on a number still in force at `now`, if any. */
  findHeld(serviceNumber: string, now: Date): Promise<SandboxNumberHold | undefined>;
  /** Numbers held for a reservation or kept from reuse after a number change, at `now`. */
  listHeld(now: Date): Promise<Set<string>>;
  /** Keeps a hold; false when its id was taken already. */
  insert(hold: Omit<SandboxNumberHold, 'releasedAt'>): Promise<boolean>;
  release(reservationId: string, at: Date): Promise<void>;
}

/** An eSIM profile the sandbox SM-DP+ made (db/schema/carrier.ts). */
export interface SandboxEsimProfile {
  orderId: string;
  eid: string;
  iccid: string;
  matchingId: string;
  preparedAt: Date;
  downloadedAt: Date | null;
  releasedAt: Date | null;
}

/** Where the sandbox SM-DP+ keeps its profiles. */
export interface SandboxEsimProfileStore {
  find(orderId: string): Promise<SandboxEsimProfile | undefined>;
  findByMatchingId(matchingId: string): Promise<SandboxEsimProfile | undefined>;
  /** Keeps a profile; false when its order id was taken already (by a parallel repeat). */
  insert(profile: Omit<SandboxEsimProfile, 'downloadedAt' | 'releasedAt'>): Promise<boolean>;
  /** Deletes a profile not yet downloaded. */
  markReleased(orderId: string, at: Date): Promise<void>;
  /** A device downloads a profile ready for it; false when it is not (released, or downloaded already). */
  markDownloaded(orderId: string, at: Date): Promise<boolean>;
}

/** The sandbox SM-DP+'s address, as the activation code names it. */
export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.baromobile.example';
/** An EID whose digits before its check digits end so: the SM-DP+ never answers (README). */
export const SANDBOX_EID_HANGS_MARK = '8888';
/** An EID whose digits before its check digits end so: the carrier makes no profile for it (README). */
export const SANDBOX_EID_REFUSED_MARK = '9999';
/** An EID whose digits before its check digits end so: the profile is made, and then its answer is lost. */
export const SANDBOX_EID_ANSWER_LOST_MARK = '7777';

/** The Luhn check digit of a run of digits (an ICCID's last digit, ITU-T E.118). */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
    sum += value;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The profile the sandbox makes for an order: the same ICCID and matching id for the same order id. */
function profileOf(orderId: string): { iccid: string; matchingId: string } {
  const digest = createHash('sha256').update(`baro-sandbox-smdp|${orderId}`).digest();
  const serial = String(digest.readBigUInt64BE(0) % 10n ** 15n).padStart(15, '0');
  const body = `8982${serial}`;
  const matchingId = digest
    .subarray(8, 28)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{5})(?!$)/g, '$1-');
  return { iccid: `${body}${luhnDigit(body)}`, matchingId };
}

/**
 * The middle four digits the sandbox offers for a search, in a fixed order per ending: the same pool gives
 * the same numbers.
 */
function middlesFor(lastFour: string): string[] {
  const middles: string[] = [];
  for (let index = 0; middles.length < 40 && index < 200; index += 1) {
    const digest = createHash('sha256').update(`${lastFour}:${index}`).digest();
    const middle = String(2000 + (digest.readUInt32BE(0) % 8000));
    if (!middles.includes(middle)) middles.push(middle);
  }
  return middles;
}

/**
 * Whether the network would take `change` for a line with these orders in force, on `today`: one loss
 * suspension at a time, a pause that does not overlap another, one of each add-on, and resumes, lifts and
 * ends only of what runs; one stop of paid overage at a time; nothing once the line is terminated.
 */
function isTakeable(change: LineChange, inForce: readonly SandboxCarrierOrder[], today: string): boolean {
  const lastDayOf = (order: SandboxCarrierOrder): string | null => {
    if (order.change.kind !== 'PAUSE') return null;
    const resume = inForce.find(
      (other) => other.change.kind === 'RESUME' && other.change.pauseOrderId === order.orderId,
    );
    // Resumed on a day, its last paused day is the one before.
    return resume?.change.kind === 'RESUME' ? shiftDay(resume.change.resumesOn, -1) : order.change.endsOn;
  };
  const isLifted = (lossOrderId: string) =>
    inForce.some((other) => other.change.kind === 'LIFT_LOSS' && other.change.lossOrderId === lossOrderId);
  const isEnded = (addServiceOrderId: string) =>
    inForce.some(
      (other) =>
        other.change.kind === 'END_ADD_SERVICE' && other.change.addServiceOrderId === addServiceOrderId,
    );
  const isOverageResumed = (stopOrderId: string) =>
    inForce.some(
      (other) => other.change.kind === 'RESUME_OVERAGE' && other.change.stopOrderId === stopOrderId,
    );
  const isLost = inForce.some((order) => order.change.kind === 'LOSS' && !isLifted(order.orderId));
  // A terminated line takes nothing more.
  if (inForce.some((order) => order.change.kind === 'TERMINATE')) return false;
  switch (change.kind) {
    case 'PAUSE':
      return inForce.every((order) => {
        const last = lastDayOf(order);
        return (
          order.change.kind !== 'PAUSE' ||
          last === null ||
          last < change.startsOn ||
          order.change.startsOn > change.endsOn
        );
      });
    case 'RESUME': {
      const pause = inForce.find((order) => order.orderId === change.pauseOrderId);
      return pause?.change.kind === 'PAUSE' && pause.change.startsOn <= today;
    }
    case 'LOSS':
      return !isLost;
    case 'PLAN':
      // One plan at a time: a later change replaces a booked one only once that is withdrawn.
      return !inForce.some((order) => order.change.kind === 'PLAN' && order.change.startsOn > today);
    case 'ADD_SERVICE':
      // One of each add-on at a time.
      return !inForce.some(
        (order) =>
          order.change.kind === 'ADD_SERVICE' &&
          order.change.addServiceCode === change.addServiceCode &&
          !isEnded(order.orderId),
      );
    case 'END_ADD_SERVICE':
      // The add-on joined by that order and not ended; one joined at the counter the sandbox never saw.
      return (
        change.addServiceOrderId === null ||
        inForce.some(
          (order) =>
            order.orderId === change.addServiceOrderId &&
            order.change.kind === 'ADD_SERVICE' &&
            !isEnded(order.orderId),
        )
      );
    case 'STOP_OVERAGE':
      return !inForce.some(
        (order) => order.change.kind === 'STOP_OVERAGE' && !isOverageResumed(order.orderId),
      );
    case 'RESUME_OVERAGE':
      return inForce.some(
        (order) =>
          order.orderId === change.stopOrderId &&
          order.change.kind === 'STOP_OVERAGE' &&
          !isOverageResumed(order.orderId),
      );
    case 'CHANGE_NUMBER':
      // The hold on the new number is checked by the carrier itself; one change of a number at a time.
      return true;
    case 'TERMINATE':
      return true;
    case 'LIFT_LOSS':
      return inForce.some(
        (order) =>
          order.orderId === change.lossOrderId && order.change.kind === 'LOSS' && !isLifted(order.orderId),
      );
  }
}

/**
 * The sandbox SM-DP+ as a phone meets it (GSMA SGP.22's download, much reduced): the phone reads the
 * activation code `LPA:1$<address>$<matching id>` (typed, or from its QR code), gives its EID, and installs
 * the profile made for it. The order's tracking then finds the profile downloaded.
 */
export function createSandboxSmdp(deps: {
  esimProfiles: SandboxEsimProfileStore;
  clock: Clock;
}): SandboxEsimDownloads {
  const { esimProfiles, clock } = deps;
  return {
    async download(input: { activationCode: string; eid: string }): Promise<SandboxEsimDownload> {
      const [format, address, matchingId, ...rest] = input.activationCode.trim().split('$');
      if (
        format !== 'LPA:1' ||
        address !== SANDBOX_SMDP_ADDRESS ||
        matchingId === undefined ||
        rest.length > 0
      )
        return 'NOT_FOUND';
      const profile = await esimProfiles.findByMatchingId(matchingId.toUpperCase());
      if (profile === undefined) return 'NOT_FOUND';
      if (profile.eid !== input.eid.replace(/\s/g, '')) return 'OTHER_DEVICE';
      if (profile.releasedAt !== null) return 'RELEASED';
      if (profile.downloadedAt !== null) return 'USED';
      // Cancelled or installed meanwhile: the store takes only a profile still ready.
      if (await esimProfiles.markDownloaded(profile.orderId, clock.now())) return 'DOWNLOADED';
      return (await esimProfiles.find(profile.orderId))?.releasedAt == null ? 'USED' : 'RELEASED';
    },
  };
}
export type SandboxSmdp = ReturnType<typeof createSandboxSmdp>;

export function createSandboxCarrier(deps: {
  listLines: () => Promise<SandboxCarrierLine[]>;
  /** Every number given to a line, whatever its state. */
  numbersInUse: () => Promise<Set<string>>;
  orders: SandboxCarrierOrderStore;
  numbers: SandboxNumberStore;
  esimProfiles: SandboxEsimProfileStore;
  clock: Clock;
  /**
   * Wait before each answer about a line, to rehearse a slow carrier (CARRIER_SANDBOX_DELAY_MS): what a
   * subscriber waits for. The usage feed, which a job reads in bulk, answers at once.
   */
  delayMs: number;
}): CarrierProvider {
  const { listLines, numbersInUse, orders, numbers, esimProfiles, clock, delayMs } = deps;
  const wait = async () => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  /** A carrier that never answers: the caller's deadline ends the wait. */
  const never = () => new Promise<never>(() => undefined);
  return {
    async orderLineChange({ orderId, serviceNumber, change }) {
      await wait();
      if (serviceNumber.endsWith(SANDBOX_ORDER_HANGS_SUFFIX)) return never();
      const known = await orders.find(orderId);
      if (known !== undefined) return { result: known.withdrawnAt === null ? 'DONE' : 'REFUSED' };
      if (change.kind === 'PAUSE' && serviceNumber.endsWith(SANDBOX_PAUSE_REFUSED_SUFFIX))
        return { result: 'REFUSED' };
      const now = clock.now();
      if (!isTakeable(change, await orders.listInForce(serviceNumber), seoulDayOf(now)))
        return { result: 'REFUSED' };
      if (change.kind === 'CHANGE_NUMBER') {
        // Only the number held for this change, and only while it is held.
        const hold = await numbers.find(change.reservationId);
        if (
          hold === undefined ||
          hold.releasedAt !== null ||
          hold.until <= now ||
          hold.serviceNumber !== change.newNumber
        )
          return { result: 'REFUSED' };
      }
      const taken = await orders.insert({
        orderId,
        serviceNumber,
        change,
        orderedAt: now,
        withdrawnAt: null,
      });
      if (!taken) return { result: 'DONE' };
      if (change.kind === 'CHANGE_NUMBER') {
        await numbers.release(change.reservationId, now);
        await orders.rekey(serviceNumber, change.newNumber);
      }
      if (serviceNumber.endsWith(SANDBOX_ORDER_ANSWER_LOST_SUFFIX)) return never();
      return { result: 'DONE' };
    },

    async withdrawLineChange({ orderId }) {
      await wait();
      const known = await orders.find(orderId);
      if (known === undefined || known.withdrawnAt !== null) return;
      await orders.markWithdrawn(orderId, clock.now());
      // A number change undone: the line's orders go back to its old number.
      if (known.change.kind === 'CHANGE_NUMBER')
        await orders.rekey(known.change.newNumber, known.serviceNumber);
    },

    async searchNumbers({ lastFour, limit }) {
      await wait();
      const now = clock.now();
      const [inUse, held] = await Promise.all([numbersInUse(), numbers.listHeld(now)]);
      const free = middlesFor(lastFour)
        .map((middle) => `010${middle}${lastFour}`)
        .filter((number) => !inUse.has(number) && !held.has(number));
      return { numbers: free.slice(0, limit) };
    },

    async reserveNumber({ reservationId, serviceNumber, until }) {
      await wait();
      const now = clock.now();
      const known = await numbers.find(reservationId);
      if (known !== undefined)
        return {
          result: known.serviceNumber === serviceNumber && known.releasedAt === null ? 'RESERVED' : 'TAKEN',
        };
      if ((await numbersInUse()).has(serviceNumber) || (await numbers.listHeld(now)).has(serviceNumber))
        return { result: 'TAKEN' };
      if (!(await numbers.insert({ reservationId, serviceNumber, until }))) return { result: 'TAKEN' };
      // Two holds of one number at once: the earlier keeps it.
      const holder = await numbers.findHeld(serviceNumber, now);
      if (holder !== undefined && holder.reservationId !== reservationId) {
        await numbers.release(reservationId, now);
        return { result: 'TAKEN' };
      }
      return { result: 'RESERVED' };
    },

    async releaseNumber({ reservationId }) {
      await wait();
      await numbers.release(reservationId, clock.now());
    },

    async prepareEsimProfile({ orderId, eid }) {
      await wait();
      const mark = eid.slice(-6, -2);
      if (mark === SANDBOX_EID_HANGS_MARK) return never();
      const known = await esimProfiles.find(orderId);
      if (known === undefined && mark === SANDBOX_EID_REFUSED_MARK) return { result: 'REFUSED' };
      if (known !== undefined && (known.eid !== eid || known.releasedAt !== null))
        return { result: 'REFUSED' };
      const profile = known ?? { orderId, eid, ...profileOf(orderId), preparedAt: clock.now() };
      if (known === undefined) await esimProfiles.insert(profile);
      if (mark === SANDBOX_EID_ANSWER_LOST_MARK) return never();
      return {
        result: 'PREPARED',
        iccid: profile.iccid,
        smdpAddress: SANDBOX_SMDP_ADDRESS,
        matchingId: profile.matchingId,
      };
    },

    async releaseEsimProfile({ orderId }) {
      await wait();
      const known = await esimProfiles.find(orderId);
      if (known?.downloadedAt != null) return { result: 'DOWNLOADED' };
      if (known !== undefined) await esimProfiles.markReleased(orderId, clock.now());
      return { result: 'RELEASED' };
    },

    async findEsimProfile({ orderId }) {
      await wait();
      const known = await esimProfiles.find(orderId);
      if (known === undefined) return undefined;
      return {
        state:
          known.downloadedAt !== null ? 'DOWNLOADED' : known.releasedAt !== null ? 'RELEASED' : 'PREPARED',
      };
    },

    async checkPause({ serviceNumber }) {
      await wait();
      return { result: serviceNumber.endsWith(SANDBOX_PAUSE_REFUSED_SUFFIX) ? 'REFUSED' : 'ALLOWED' };
    },

    async readUsageFeed({ after, limit }) {
      const now = clock.now().getTime();
      const startOfToday = Math.floor((now + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
      const firstHour = after === null ? startOfToday : usageFeedCursorEnd(after)?.getTime();
      if (firstHour === undefined) throw new Error('carrier: not a usage feed cursor');

      const lines = (await listLines())
        .toSorted((a, b) => a.serviceNumber.localeCompare(b.serviceNumber))
        .map((line) => ({ line, habits: habitsOf(line) }));
      // Every hour of a day reads the same day plan: made once per read.
      const plans = new Map<string, DayPlan>();
      const planOf = (line: SandboxCarrierLine, habits: LineHabits, hourStart: number) => {
        const key = `${line.serviceNumber}|${seoulCalendarOf(hourStart).day}`;
        const plan = plans.get(key) ?? planDay(line, habits, hourStart);
        plans.set(key, plan);
        return plan;
      };

      const records: CarrierUsageRecord[] = [];
      let cursor = after ?? usageFeedCursorAt(new Date(firstHour));
      // An hour is delivered whole, so its records never straddle two pages, and every page moves on by one
      // hour at least.
      for (let hourStart = firstHour; hourStart + HOUR_MS <= now; hourStart += HOUR_MS) {
        for (const { line, habits } of lines) {
          // Whole hours only: a line opened at 14:30 is first used in the hour from 15:00.
          const isOpen =
            hourStart >= line.openedAt.getTime() &&
            (line.endedAt === null || hourStart + HOUR_MS <= line.endedAt.getTime());
          if (isOpen) records.push(...recordsOfHour(line, planOf(line, habits, hourStart), hourStart));
        }
        cursor = usageFeedCursorAt(new Date(hourStart + HOUR_MS));
        if (records.length >= limit) break;
      }
      return { records, cursor };
    },
  };
}
