import type { MaintenanceArea } from '../enums.ts';
import { intlLocaleOf, type Locale } from '../i18n/locale.ts';
import { currentLocale, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

export interface MaintenanceAreaRule {
  /** The area's screens: each path and every path under it (`/my-page` covers `/my-page/bill`). */
  paths: readonly string[];
  /** Where a visitor goes instead while the area is closed; never inside an area itself. */
  safePath: string;
}

/**
 * Which screens each area closes and where it sends the visitor instead. Spec §8: the self-activation steps
 * outside /self-v2 send the visitor to /self; the v2 steps and counselor activation go to their own first page,
 * the login and self-care screens to the home page.
 */
export const maintenanceAreaRules: Record<MaintenanceArea, MaintenanceAreaRule> = {
  SELF_OPEN: { paths: ['/self/step'], safePath: '/self' },
  SELF_OPEN_V2: { paths: ['/self-v2/step'], safePath: '/self-v2' },
  COUNSELOR_OPEN: { paths: ['/counselor/step'], safePath: '/counselor' },
  SELF_CARE: { paths: ['/my-page', '/my-page-v2'], safePath: '/main' },
  LOGIN: { paths: ['/user/login', '/user/find'], safePath: '/main' },
  USIM: { paths: ['/usim'], safePath: '/main' },
};

const areaEntries = Object.entries(maintenanceAreaRules).flatMap(([area, rule]) =>
  isMaintenanceArea(area) ? [{ area, rule }] : [],
);

function isMaintenanceArea(value: string): value is MaintenanceArea {
  return value in maintenanceAreaRules;
}

/** Whether a path is one of the screens a rule names, by whole segments (`/usim` is not `/usimple`). */
export function isPathOfArea(pathname: string, rule: MaintenanceAreaRule): boolean {
  return rule.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The areas a screen belongs to: none for most pages. */
export function maintenanceAreasOfPath(pathname: string): MaintenanceArea[] {
  return areaEntries.filter(({ rule }) => isPathOfArea(pathname, rule)).map(({ area }) => area);
}

/** What the rules below need of a window: its areas and its period, ISO 8601 instants. */
export interface MaintenancePeriod {
  areas: readonly MaintenanceArea[];
  startAt: string;
  endAt: string;
}

/** A window is on from its start up to, not including, its end. */
export function isMaintenanceActive(window: MaintenancePeriod, now: Date): boolean {
  const instant = now.getTime();
  return Date.parse(window.startAt) <= instant && instant < Date.parse(window.endAt);
}

/** The window that closes one of `areas` at `now`, if any; the earliest to start when several do. */
export function findActiveMaintenance<T extends MaintenancePeriod>(
  windows: readonly T[],
  areas: readonly MaintenanceArea[],
  now: Date,
): T | undefined {
  return [...windows]
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))
    .find((window) => isMaintenanceActive(window, now) && window.areas.some((area) => areas.includes(area)));
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const SEOUL_TIME_ZONE = 'Asia/Seoul';
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Seoul wall-clock parts of an instant; Korea keeps no daylight saving, so the offset is fixed. */
function seoulPartsOf(value: string, locale: Locale) {
  const instant = new Date(Date.parse(value));
  const wallClock = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day =
    locale === 'ko'
      ? `${wallClock.getUTCMonth() + 1}월 ${wallClock.getUTCDate()}일(${WEEKDAYS[wallClock.getUTCDay()] ?? ''})`
      : new Intl.DateTimeFormat(intlLocaleOf.en, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: SEOUL_TIME_ZONE,
        }).format(instant);
  return {
    year: wallClock.getUTCFullYear(),
    day,
    time: `${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}`,
  };
}

/**
 * A window's period as a visitor reads it, in Seoul time: '2024년 1월 22일(월) 19:00 ~ 21:00' ('Mon 22 Jan
 * 2024 19:00 – 21:00 (Korea time)'), the end's date written only when it is another day, and its year only
 * when it is another year.
 */
export function formatMaintenancePeriod(
  startAt: string,
  endAt: string,
  locale: Locale = currentLocale(),
): string {
  const start = seoulPartsOf(startAt, locale);
  const end = seoulPartsOf(endAt, locale);
  if (locale === 'en') {
    const startText = `${start.day} ${start.year} ${start.time}`;
    const endText =
      start.year !== end.year
        ? `${end.day} ${end.year} ${end.time}`
        : start.day !== end.day
          ? `${end.day} ${end.time}`
          : end.time;
    return `${startText} – ${endText} (Korea time)`;
  }
  const startText = `${start.year}년 ${start.day} ${start.time}`;
  if (start.year !== end.year) return `${startText} ~ ${end.year}년 ${end.day} ${end.time}`;
  if (start.day !== end.day) return `${startText} ~ ${end.day} ${end.time}`;
  return `${startText} ~ ${end.time}`;
}

/**
 * What a call of a closed area answers (spec §8): what is closed and until when, and the free short number
 * for what cannot wait, such as reporting a lost phone.
 */
export function maintenanceRefusalMessage(
  area: MaintenanceArea,
  window: MaintenancePeriod,
  company: { brandName: string; brandNameEn: string; freeCallNumber: string },
): Message {
  return messages.maintenanceRefusal({
    area,
    periodKo: formatMaintenancePeriod(window.startAt, window.endAt, 'ko'),
    periodEn: formatMaintenancePeriod(window.startAt, window.endAt, 'en'),
    brandName: company.brandName,
    brandNameEn: company.brandNameEn,
    freeCallNumber: company.freeCallNumber,
  });
}
