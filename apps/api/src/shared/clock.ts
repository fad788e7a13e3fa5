/** Where services read the time, so tests can move it (session idle limit, code expiry, lock-outs). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function secondsAfter(instant: Date, seconds: number): Date {
  return new Date(instant.getTime() + seconds * 1000);
}

export const DAY_SECONDS = 24 * 60 * 60;
