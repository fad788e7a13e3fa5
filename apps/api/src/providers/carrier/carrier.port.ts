import type { UsageKind } from '@mvno/contract';

// The host carrier (the MNO whose network an MVNO resells): first, its usage feed, the calls, texts and data
// its network counted per line. Records are our own type; an adapter maps the carrier's feed onto them. A call
// that does not answer in time throws ProviderTimeoutError.

/** One record of the host carrier's usage feed: data in bytes, voice in seconds, texts in messages. */
export interface CarrierUsageRecord {
  /** The carrier's own id: a record read twice (a replayed page) carries the same id. */
  recordId: string;
  /** Digits only. */
  serviceNumber: string;
  usageKind: UsageKind;
  quantity: number;
  usedAt: Date;
}

export interface UsageFeedPage {
  records: CarrierUsageRecord[];
  /** Where the next read starts; equal to `after` when nothing new is complete. */
  cursor: string;
}

export interface CarrierProvider {
  /**
   * Records after the cursor (null: from the start of the current Korean day), up to about `limit` records,
   * only for hours that have ended. An hour is delivered whole, so a page may hold a little more than `limit`.
   */
  readUsageFeed(input: { after: string | null; limit: number }): Promise<UsageFeedPage>;
  /**
   * Whether the carrier's network would take a pause of the line now. The carrier may refuse a line our
   * ledger sees as active (a number being ported out, an open fraud case): `REFUSED` then.
   */
  checkPause(input: { serviceNumber: string }): Promise<{ result: 'ALLOWED' | 'REFUSED' }>;
  /**
   * Orders a change of a line on the carrier's network under our order id. The same id sent again is the
   * same order (the first answer again), so a retry after a lost answer is safe. `REFUSED`: the network will
   * not do it (the line is not in a state for it); nothing was changed.
   */
  orderLineChange(input: {
    orderId: string;
    serviceNumber: string;
    change: LineChange;
  }): Promise<{ result: 'DONE' | 'REFUSED' }>;
  /**
   * Withdraws an order: a scheduled one never takes effect, one in effect is undone (the line as before it).
   * An order the carrier never took is nothing to withdraw: that is not an error. Safe to repeat.
   */
  withdrawLineChange(input: { orderId: string }): Promise<void>;
  /**
   * Free numbers (010-XXXX-`lastFour`) the network can give a line now: not in use, not held for anyone,
   * not kept from reuse. At most `limit`, the same ones for the same state of the pool.
   */
  searchNumbers(input: { lastFour: string; limit: number }): Promise<{ numbers: string[] }>;
  /**
   * Holds a free number under our reservation id until `until` (번호 예약). The same id again is the same
   * hold. `TAKEN`: in use or held for another.
   */
  reserveNumber(input: {
    reservationId: string;
    serviceNumber: string;
    until: Date;
  }): Promise<{ result: 'RESERVED' | 'TAKEN' }>;
  /** Gives a held number back before its time. Safe to repeat; a used or unknown hold is nothing to release. */
  releaseNumber(input: { reservationId: string }): Promise<void>;
  /**
   * Has the carrier's SM-DP+ make an eSIM profile for one device (its EID) under our order id, ready to
   * download: its ICCID and the parts of its activation code. The same id again is the same profile.
   * `REFUSED`: the carrier will not make one for that device; nothing was made.
   */
  prepareEsimProfile(input: {
    orderId: string;
    eid: string;
    modelCode: string;
  }): Promise<
    { result: 'PREPARED'; iccid: string; smdpAddress: string; matchingId: string } | { result: 'REFUSED' }
  >;
  /**
   * Deletes a profile not yet downloaded (its order cancelled or never paid). Safe to repeat; an unknown id is
   * nothing to release. `DOWNLOADED`: the device has it already, and it stays.
   */
  releaseEsimProfile(input: { orderId: string }): Promise<{ result: 'RELEASED' | 'DOWNLOADED' }>;
  /** Where a profile stands, or undefined for an order id the carrier made none for. */
  findEsimProfile(input: { orderId: string }): Promise<{ state: EsimProfileState } | undefined>;
}

/** A profile at the SM-DP+: ready to download, on the device, or deleted before it was downloaded. */
export type EsimProfileState = 'PREPARED' | 'DOWNLOADED' | 'RELEASED';

/**
 * A change of a line the carrier makes (일시정지, 분실정지, 요금제 변경): a pause stops the line from its first
 * to its last day, Korea time, and the carrier starts and ends it on those days; a resume ends a running pause
 * from the given day; a loss suspension stops the line until it is lifted; a plan change gives the line the
 * plan's allowances from the given day; an add-on (부가서비스) runs from its first day until it is ended, the
 * end naming the order that joined it (null for one joined at the counter); paid use beyond the plan stops
 * (data slows to the plan's QoS speed, paid calls and texts are barred) until the stop is lifted; a number
 * change gives the line the number held for it, the old one kept from anyone for the days given; a
 * termination (해지) ends the line for good that day, and the network takes no order for it after.
 */
export type LineChange =
  | { kind: 'PAUSE'; startsOn: string; endsOn: string }
  | { kind: 'RESUME'; pauseOrderId: string; resumesOn: string }
  | { kind: 'LOSS' }
  | { kind: 'LIFT_LOSS'; lossOrderId: string }
  | { kind: 'PLAN'; planNo: number; startsOn: string }
  | { kind: 'ADD_SERVICE'; addServiceCode: string; startsOn: string }
  | { kind: 'END_ADD_SERVICE'; addServiceOrderId: string | null; addServiceCode: string; endsOn: string }
  | { kind: 'STOP_OVERAGE' }
  | { kind: 'RESUME_OVERAGE'; stopOrderId: string }
  | { kind: 'CHANGE_NUMBER'; newNumber: string; reservationId: string; holdOldNumberDays: number }
  | { kind: 'TERMINATE' };

const HOUR_MS = 60 * 60 * 1000;
/** Korea keeps no daylight saving: a fixed offset is exact, and its hours start with UTC's. */
const SEOUL_OFFSET_MS = 9 * HOUR_MS;
const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}$/;

/** The Korea-time hour an instant falls in, as `YYYY-MM-DDTHH`. */
function seoulHourLabel(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 13);
}

/**
 * The cursor of the usage feed is `YYYY-MM-DDTHH`, the last hour delivered, named by its start in Korea time:
 * `2026-11-26T14` means every record used before 15:00 KST on 26 November 2026 has been delivered, and the
 * next read starts with the hour from 15:00. It reads at a glance in a log or a table, and sorts as text.
 *
 * This is the cursor saying everything before the start of `instant`'s hour has been delivered, so a reader
 * that starts from it gets the hour `instant` falls in first (the seed starts a year back with it).
 */
export function usageFeedCursorAt(instant: Date): string {
  const hourStart = Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;
  return seoulHourLabel(new Date(hourStart - HOUR_MS));
}

/**
 * The instant up to which `cursor` says everything has been delivered (the end of the hour it names), or
 * undefined when it is no cursor of this feed (`2026-02-30T10`, `2026-11-26T24`, an empty text).
 */
export function usageFeedCursorEnd(cursor: string): Date | undefined {
  if (!CURSOR_PATTERN.test(cursor)) return undefined;
  const hourStart = Date.parse(`${cursor}:00:00+09:00`);
  // The date reading rolls 30 February over into March; a real hour names itself again.
  if (Number.isNaN(hourStart) || seoulHourLabel(new Date(hourStart)) !== cursor) return undefined;
  return new Date(hourStart + HOUR_MS);
}

/** What the sandbox SM-DP+ answers a device that asks for a profile by its activation code. */
export type SandboxEsimDownload =
  | 'DOWNLOADED'
  /** No profile of ours has the code: mistyped, or another SM-DP+'s. */
  | 'NOT_FOUND'
  /** The profile was made for another EID: a profile installs only on the device it was made for. */
  | 'OTHER_DEVICE'
  /** The order was cancelled and the profile deleted. */
  | 'RELEASED'
  /** Installed already: a profile downloads once. */
  | 'USED';

/**
 * The sandbox carrier's SM-DP+ as a phone meets it, whose eSIM download this server serves while the sandbox
 * is the carrier (features/sandbox): a profile downloaded by its activation code onto the device it was made
 * for.
 */
export interface SandboxEsimDownloads {
  download(input: { activationCode: string; eid: string }): Promise<SandboxEsimDownload>;
}
