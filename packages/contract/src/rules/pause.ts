import { PAUSE_RULES, VAT_PERCENT } from '../constants.ts';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import {
  daysCovered,
  daysFromTo,
  daysInPeriod,
  priceBeforeVat,
  prorate,
  shiftDay,
  shiftPeriod,
  type DaySpan,
} from './billing.ts';

/**
 * The pause rules (일시정지, docs/self-care-rules.md), one pure function for the form and the server. A pause
 * is its first and last paused day; `earlier` are the line's pauses that count (running, reserved or over,
 * to the day each really ended), never a cancelled reservation.
 */
/** The pause rules' numbers: PAUSE_RULES, or others a carrier's terms may set. */
export type PauseRules = { readonly [K in keyof typeof PAUSE_RULES]: number };

export interface PauseAsked {
  startsOn: string;
  endsOn: string;
}

/** The days of the pauses inside the window of `windowDays` ending on `lastDay`. */
function pausedInWindow(pauses: readonly DaySpan[], lastDay: string, rules: PauseRules) {
  const window: DaySpan = { from: shiftDay(lastDay, 1 - rules.windowDays), until: lastDay };
  let times = 0;
  let days = 0;
  for (const pause of pauses) {
    // daysCovered counts inside a month; the window is counted month by month.
    let inWindow = 0;
    for (let period = window.from.slice(0, 7); period <= lastDay.slice(0, 7); period = shiftPeriod(period, 1))
      inWindow += daysCovered(period, pause, window);
    if (inWindow > 0) {
      times += 1;
      days += inWindow;
    }
  }
  return { times, days };
}

/**
 * The most paused days and times any window of PAUSE_RULES.windowDays holds, were `asked` added: every window
 * that holds a day of it ends on one of its days or later, and the latest of those hold the fewest earlier days,
 * so the windows ending on each of its days are the ones to count.
 */
function busiestWindow(asked: PauseAsked, earlier: readonly DaySpan[], rules: PauseRules) {
  const all = [...earlier, { from: asked.startsOn, until: asked.endsOn }];
  let busiest = { times: 0, days: 0 };
  for (let day = asked.startsOn; day <= asked.endsOn; day = shiftDay(day, 1)) {
    const counted = pausedInWindow(all, day, rules);
    busiest = { times: Math.max(busiest.times, counted.times), days: Math.max(busiest.days, counted.days) };
  }
  return busiest;
}

/** How many more days the line may be paused starting on `day`, by the window rule alone. */
export function pauseDaysLeft(
  earlier: readonly DaySpan[],
  day: string,
  rules: PauseRules = PAUSE_RULES,
): number {
  return Math.max(0, rules.maxDaysInWindow - pausedInWindow(earlier, day, rules).days);
}

/** Why the line may not be paused so (the first rule it breaks), or undefined when it may. */
export function pauseRefusal(
  asked: PauseAsked,
  earlier: readonly DaySpan[],
  today: string,
  rules: PauseRules = PAUSE_RULES,
): Message | undefined {
  if (asked.startsOn < today) return messages.pauseStartsBeforeToday;
  if (asked.startsOn > shiftDay(today, rules.reserveDaysAhead))
    return messages.pauseStartsTooLate(rules.reserveDaysAhead);
  if (asked.endsOn < asked.startsOn) return messages.pauseEndsBeforeStart;
  if (daysFromTo(asked.startsOn, asked.endsOn) > rules.maxDaysEach)
    return messages.pauseTooLong(rules.maxDaysEach);
  const busiest = busiestWindow(asked, earlier, rules);
  if (busiest.times > rules.maxTimes) return messages.pauseTooOften(rules.maxTimes);
  if (busiest.days > rules.maxDaysInWindow)
    return messages.pauseTooManyDays(rules.maxDaysInWindow, pauseDaysLeft(earlier, asked.startsOn, rules));
  return undefined;
}

/**
 * What the pause costs, with VAT, as its bills will charge it: each month's paused days of the monthly fee
 * (before VAT, rounded down as the bill does), then VAT. An estimate the form shows; the bill is the account.
 */
export function pauseFeeOf(asked: PauseAsked): number {
  const beforeVat = priceBeforeVat(PAUSE_RULES.monthlyFeeWon);
  let total = 0;
  const span: DaySpan = { from: asked.startsOn, until: asked.endsOn };
  for (
    let period = asked.startsOn.slice(0, 7);
    period <= asked.endsOn.slice(0, 7);
    period = shiftPeriod(period, 1)
  ) {
    const days = daysCovered(period, span);
    const amount = prorate(beforeVat, days, daysInPeriod(period));
    total += amount + Math.floor((amount * VAT_PERCENT) / 100);
  }
  return total;
}
