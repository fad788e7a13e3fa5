import type { Clock } from '../shared/clock.ts';

/** A clock that stands still until a test moves it. */
export function createManualClock(start: Date = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & { advanceSeconds(seconds: number): void };
}
export type ManualClock = ReturnType<typeof createManualClock>;
