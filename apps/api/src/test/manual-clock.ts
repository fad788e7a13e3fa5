import type { Clock } from '../shared/clock.ts';

/** A clock that stands still until a test moves it. */
export function createManualClock(start: Date = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
    /** Moves the clock to an instant (later days of a test). */
    set(instant: Date) {
      now = instant.getTime();
    },
  } satisfies Clock & { advanceSeconds(seconds: number): void; set(instant: Date): void };
}
export type ManualClock = ReturnType<typeof createManualClock>;
