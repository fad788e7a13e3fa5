import type { MaintenanceArea } from '../enums.ts';
import { messages } from '../messages.ts';

export interface MaintenanceAreaRule {
  /** The area's screens: each path and every path under it (`/my-page` covers `/my-page/bill`). */
  paths: readonly string[];
  /** Where a visitor goes instead while the area is closed; never inside an area itself. */
  safePath: string;
  /** The area as the subject of a sentence, with its particle. */
  subject: string;
}

/**
 * Which screens each area closes and where it sends the visitor instead. Spec §8: the self-activation steps
 * outside /self-v2 send the visitor to /self; the v2 steps and counselor activation go to their own first page,
 * the login and self-care screens to the home page.
 */
export const maintenanceAreaRules: Record<MaintenanceArea, MaintenanceAreaRule> = {
  SELF_OPEN: { paths: ['/self/step'], safePath: '/self', subject: '셀프개통은' },
  SELF_OPEN_V2: { paths: ['/self-v2/step'], safePath: '/self-v2', subject: '셀프개통은' },
  COUNSELOR_OPEN: { paths: ['/counselor/step'], safePath: '/counselor', subject: '상담사 개통은' },
  SELF_CARE: { paths: ['/my-page', '/my-page-v2'], safePath: '/main', subject: '마이페이지는' },
  LOGIN: { paths: ['/user/login', '/user/find'], safePath: '/main', subject: '로그인과 회원가입은' },
  USIM: { paths: ['/usim'], safePath: '/main', subject: '유심 구매는' },
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
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Seoul wall-clock parts of an instant; Korea keeps no daylight saving, so the offset is fixed. */
function seoulPartsOf(value: string) {
  const wallClock = new Date(Date.parse(value) + SEOUL_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: wallClock.getUTCFullYear(),
    day: `${wallClock.getUTCMonth() + 1}월 ${wallClock.getUTCDate()}일(${WEEKDAYS[wallClock.getUTCDay()] ?? ''})`,
    time: `${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}`,
  };
}

/**
 * A window's period as a visitor reads it, in Seoul time: '2024년 1월 22일(월) 19:00 ~ 21:00', the end's date
 * written only when it is another day, and its year only when it is another year.
 */
export function formatMaintenancePeriod(startAt: string, endAt: string): string {
  const start = seoulPartsOf(startAt);
  const end = seoulPartsOf(endAt);
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
  company: { brandName: string; freeCallNumber: string },
): string {
  return messages.maintenanceRefusal({
    subject: maintenanceAreaRules[area].subject,
    period: formatMaintenancePeriod(window.startAt, window.endAt),
    brandName: company.brandName,
    freeCallNumber: company.freeCallNumber,
  });
}
