import { allowanceOf, shiftPeriod, usageNow, type Usage, type UsageHistory } from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { Clock } from '../../shared/clock.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import { seoulDayOf, seoulPeriodOf } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { countedUntilOf, maskedNumber, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords } from '../lines/lines.service.ts';
import type { UsageRepository } from './usage.repository.ts';

const MB = 1024 * 1024;
/**
 * How long one line's usage answer is served as it was: the carrier reports an hour after it ends and the feed
 * is read every ten minutes, so half a minute never hides a change a subscriber could know of, and a screen
 * opened again and again (and the app's widget) costs one ledger read.
 */
export const USAGE_ANSWER_SECONDS = 30;

/** Months the history shows, this one included. */
export const USAGE_HISTORY_MONTHS = 12;

/** What a line used and has left (docs/self-care.md), from the ledger's allowances and the carrier's records. */
export function createUsageReadService(deps: {
  repository: Pick<LineRecords, 'findUsageCursor'>;
  usageRepository: Pick<UsageRepository, 'findUsageDays' | 'findUsageMonths'>;
  ownership: Ownership;
  billingService: Pick<BillingService, 'ledgerOf'>;
  clock: Clock;
  /** The usage answers kept a little while, by subscriber and line (USAGE_ANSWER_SECONDS). */
  answers: ReadCache;
}) {
  const { repository, usageRepository, ownership, billingService, clock, answers } = deps;

  const countedUntil = async () => countedUntilOf(await repository.findUsageCursor());

  return {
    /** findUsage's answer as bytes, kept by subscriber and line: what GET self-care/usage sends. */
    findUsageAnswer(acting: Acting): Promise<CachedAnswer> {
      // The session's line is its subscriber's by construction, so the pair names one line's answer.
      return answers.getJson(`${acting.userNo}:${acting.userLineNo}`, () => this.findUsage(acting));
    },

    async findUsage(acting: Acting): Promise<Usage> {
      const { line } = await ownership.lineInUse(acting);
      const now = clock.now();
      const period = seoulPeriodOf(now);
      const today = seoulDayOf(now);
      const [ledger, days, until] = await Promise.all([
        billingService.ledgerOf(line.billAcntId, period),
        usageRepository.findUsageDays(line.userLineNo, period),
        countedUntil(),
      ]);
      const ledgerLine = ledger.lines.find((one) => one.userLineNo === line.userLineNo);
      const used = ledgerLine?.usage ?? { dataBytes: 0, voiceSeconds: 0, smsCount: 0 };
      const allowance =
        ledgerLine === undefined
          ? { dataBytes: 0, voiceSeconds: 0, sms: 0, hasQos: false }
          : allowanceOf(period, ledgerLine);
      const remaining = usageNow({
        allowance,
        used,
        dataUsedToday: days.find((day) => day.usageDay === today)?.dataBytes ?? 0,
        dayDataBytes: line.basicDayData * MB,
      });
      return {
        serviceNumber: maskedNumber(line.serviceNumber),
        planNo: line.planNo,
        planName: line.planName,
        period,
        countedUntil: until,
        ...remaining,
        basicQos: line.basicQos,
      };
    },

    async findUsageHistory(acting: Acting, query: { period?: string | undefined }): Promise<UsageHistory> {
      const { line } = await ownership.lineInUse(acting);
      const thisMonth = seoulPeriodOf(clock.now());
      const period = query.period ?? thisMonth;
      const [list, months] = await Promise.all([
        usageRepository.findUsageDays(line.userLineNo, period),
        usageRepository.findUsageMonths(
          line.userLineNo,
          shiftPeriod(thisMonth, 1 - USAGE_HISTORY_MONTHS),
          thisMonth,
        ),
      ]);
      return { period, list, months };
    },
  };
}

export type UsageReadService = ReturnType<typeof createUsageReadService>;
