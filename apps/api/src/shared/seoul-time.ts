const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * An instant as ISO 8601 in Seoul time ('2026-10-01T00:00:00.000+09:00'). Korea keeps no daylight saving,
 * so a fixed offset is exact, and a client reading the first ten characters gets the Korean date.
 */
export function toSeoulIsoString(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().replace('Z', '+09:00');
}

/** The Korean calendar day of an instant, `YYYY-MM-DD`. */
export const seoulDayOf = (instant: Date): string => toSeoulIsoString(instant).slice(0, 10);

/** The Korean month of an instant, `YYYY-MM`. */
export const seoulPeriodOf = (instant: Date): string => toSeoulIsoString(instant).slice(0, 7);

/** The instant a Korean calendar day starts. */
export const seoulDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);
