import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  allowanceOf,
  dataAlertsDue,
  formatSize,
  formatWon,
  messages,
  priceBeforeVat,
  SOURCE_LOCALE,
  textOf,
  UNLIMITED,
  usageAlertRefusal,
  VAT_PERCENT,
  type LedgerLine,
  type Message,
  type UsageAlertRequest,
  type UsageAlertSettings,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { billOfLine, ledgerLineOf } from '../lines/line-bill.ts';
import type { LineOrders } from '../lines/line-orders.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { UsageAlertRepository, UsageMonthRow } from './usage-alert.repository.ts';

/** Watched lines whose ledgers the job reads together, so a run costs a few reads per batch, not per line. */
const LINES_PER_WATCH_BATCH = 200;

const withVat = (amount: number) => amount + Math.floor((amount * VAT_PERCENT) / 100);

/** The carrier's order ids of a stop of paid use beyond the plan, and of its lift. */
const newStopOrderId = () => `OVR-STOP-${randomUUID()}`;
const liftOrderIdOf = (stopOrderId: string) => `${stopOrderId}-LIFT`;

/**
 * Data alerts and the spending cap (beyond the spec, docs/self-care-rules.md): the subscriber picks shares of
 * the month's data to be texted at, once a month each, and a cap on the month's charges beyond the plan, at
 * which the host carrier stops paid use beyond the plan (data at the plan's slower speed, paid calls and
 * texts barred) and the bill holds to the cap. A job watches every ten minutes, after the usage feed.
 */
export function createUsageAlertService(deps: {
  alertRepository: UsageAlertRepository;
  lineOrders: LineOrders;
  ownership: Ownership;
  billingService: Pick<BillingService, 'ledgerOf' | 'ledgersOf'>;
  notify: NotifyProvider;
  afterCommit: AfterCommit;
  once: Pick<Once, 'runAcross' | 'asSystem'>;
  brandName: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { alertRepository, lineOrders, ownership, billingService, notify, once, brandName, clock, log } =
    deps;

  /** How the line's month stands: data used of the allowance, and what was used beyond the plan. */
  function standingFrom(ledgerLine: LedgerLine, period: string) {
    const allowance = allowanceOf(period, ledgerLine);
    const isDataUnlimited = allowance.dataBytes === UNLIMITED;
    const usedPercent = isDataUnlimited
      ? null
      : allowance.dataBytes <= 0
        ? 100
        : Math.floor((ledgerLine.usage.dataBytes * 100) / allowance.dataBytes);
    const overageBeforeVat = billOfLine({ ...ledgerLine, overageCap: null }, period)
      .items.filter((item) => item.itemType === 'USAGE')
      .reduce((sum, item) => sum + item.amount, 0);
    return {
      isDataUnlimited,
      hasQos: allowance.hasQos,
      usedPercent,
      remainingBytes: isDataUnlimited ? 0 : Math.max(0, allowance.dataBytes - ledgerLine.usage.dataBytes),
      overageBeforeVat,
    };
  }
  type Standing = ReturnType<typeof standingFrom>;

  async function standingOf(line: { userLineNo: number; billAcntId: string }, period: string) {
    return standingFrom(await ledgerLineOf(billingService, line, period), period);
  }

  const isOverCap = (standing: Standing, cap: number | null) =>
    cap !== null && standing.overageBeforeVat >= priceBeforeVat(cap);

  function answerOf(
    line: { userLineNo: number; serviceNumber: string },
    period: string,
    settings: { dataAlertPercents: number[]; spendingCap: number | null } | undefined,
    month: UsageMonthRow | undefined,
    standing: Standing,
  ): UsageAlertSettings {
    const cap = month?.spendingCap ?? settings?.spendingCap ?? null;
    const overage = withVat(standing.overageBeforeVat);
    return {
      userLineNo: line.userLineNo,
      serviceNumber: line.serviceNumber,
      period,
      isDataUnlimited: standing.isDataUnlimited,
      dataAlertPercents: settings?.dataAlertPercents ?? [],
      dataUsedPercent: standing.usedPercent,
      alertedPercents: month?.alertedPercents ?? [],
      spendingCap: settings?.spendingCap ?? null,
      overageAmount: cap === null ? overage : Math.min(overage, cap),
      capReachedAt: month?.capReachedAt == null ? null : toSeoulIsoString(month.capReachedAt),
    };
  }

  const sms = (to: string, message: Message) =>
    deps.afterCommit(() => notify.sendSms({ to, text: textOf(message, SOURCE_LOCALE) }));

  /** Texts the alerts due of the line's month, each once. */
  async function alert(
    line: { userLineNo: number; serviceNumber: string; basicQos: string; dataAlertPercents: number[] },
    period: string,
    month: UsageMonthRow,
    standing: Standing,
  ): Promise<number> {
    if (standing.usedPercent === null) return 0;
    const due = dataAlertsDue(line.dataAlertPercents, standing.usedPercent, month.alertedPercents);
    if (due.length === 0) return 0;
    const after = [...month.alertedPercents, ...due].toSorted((a, b) => a - b);
    return once.asSystem('watch-usage', async () => {
      if (!(await alertRepository.markAlerted(line.userLineNo, period, month.alertedPercents, after)))
        return 0;
      // Only the highest share reached is worth a text when several were passed at once.
      const percent = due.at(-1) ?? 0;
      const values = { brandName, serviceNumber: line.serviceNumber };
      sms(
        line.serviceNumber,
        percent < 100
          ? messages.dataAlertText({
              ...values,
              percent,
              remaining: formatSize(standing.remainingBytes),
            })
          : standing.hasQos
            ? messages.dataAlertUsedUpText({ ...values, qos: line.basicQos })
            : messages.dataAlertUsedUpChargedText(values),
      );
      return 1;
    });
  }

  /** Stops paid use beyond the plan at the carrier once the month's cap is reached, with its audit row. */
  async function stopAtCap(
    line: { userLineNo: number; serviceNumber: string },
    period: string,
    month: UsageMonthRow,
    standing: Standing,
  ): Promise<number> {
    if (month.capReachedAt !== null || !isOverCap(standing, month.spendingCap)) return 0;
    // A stop whose answer is lost is withdrawn (lineOrders.order): the next run orders it anew.
    const orderId = newStopOrderId();
    const result = await lineOrders.order(
      orderId,
      line.serviceNumber,
      { kind: 'STOP_OVERAGE' },
      async () => {},
    );
    if (result === 'REFUSED') return 0;
    return once.asSystem('watch-usage', async (audit) => {
      if (!(await alertRepository.markCapReached(line.userLineNo, period, orderId, clock.now()))) return 0;
      await audit({
        action: 'line.overage.stop',
        subject: { kind: 'LINE', no: line.userLineNo },
        before: { period, spendingCap: month.spendingCap },
        after: { orderId, overage: withVat(standing.overageBeforeVat) },
      });
      sms(
        line.serviceNumber,
        messages.spendingCapReachedText({
          brandName,
          serviceNumber: line.serviceNumber,
          cap: formatWon(month.spendingCap ?? 0, SOURCE_LOCALE),
        }),
      );
      return 1;
    });
  }

  /** Lifts at the carrier the stops of months that have ended. */
  async function liftEndedStops(period: string): Promise<number> {
    let lifted = 0;
    for (const stop of await alertRepository.findEarlierStops(period)) {
      if (stop.capOrderId === null) continue;
      try {
        await lineOrders.order(
          liftOrderIdOf(stop.capOrderId),
          stop.serviceNumber,
          { kind: 'RESUME_OVERAGE', stopOrderId: stop.capOrderId },
          async () => {},
        );
      } catch (error) {
        if (!(error instanceof ProviderTimeoutError)) throw error;
        continue;
      }
      await once.asSystem('watch-usage', async (audit) => {
        await alertRepository.clearStop(stop.userLineNo, stop.period);
        await audit({
          action: 'line.overage.resume',
          subject: { kind: 'LINE', no: stop.userLineNo },
          before: { period: stop.period, orderId: stop.capOrderId },
          after: { reason: 'MONTH_ENDED' },
        });
      });
      lifted += 1;
    }
    return lifted;
  }

  return {
    async findUsageAlert(acting: Acting): Promise<UsageAlertSettings> {
      const { line } = await ownership.lineInUse(acting);
      const period = seoulPeriodOf(clock.now());
      const [settings, month, standing] = await Promise.all([
        alertRepository.findSettings(line.userLineNo),
        alertRepository.findMonth(line.userLineNo, period),
        standingOf(line, period),
      ]);
      return answerOf(line, period, settings, month, standing);
    },

    /**
     * Sets the alerts and the cap of the line in use. A cap lowered below this month's charges beyond the
     * plan stops them at the carrier now; one raised above them (or removed) after the stop lifts it now.
     */
    changeUsageAlert(
      action: ActionRequest,
      acting: Acting,
      body: UsageAlertRequest,
    ): Promise<UsageAlertSettings> {
      const period = seoulPeriodOf(clock.now());
      return once.runAcross(action, {
        begin: async () => {
          const { line } = await ownership.lineInUse(acting);
          await lineOrders.lockedPausesOf(line);
          const standing = await standingOf(line, period);
          const refusal = usageAlertRefusal({
            isTerminated: line.lineStatus === 'TERMINATED',
            isDataUnlimited: standing.isDataUnlimited,
            dataAlertPercents: body.dataAlertPercents,
          });
          if (refusal !== undefined) throw AppError.business(refusal);
          const [settings, month] = await Promise.all([
            alertRepository.findSettings(line.userLineNo),
            alertRepository.findMonth(line.userLineNo, period),
          ]);
          const isStopped = month?.capOrderId != null;
          const isOver = isOverCap(standing, body.spendingCap);
          const change =
            isStopped && !isOver ? ('LIFT' as const) : !isStopped && isOver ? ('STOP' as const) : undefined;
          return {
            line,
            standing,
            settings,
            month,
            change,
            stopOrderId: change === 'STOP' ? newStopOrderId() : (month?.capOrderId ?? null),
          };
        },
        call: async ({ line, change, stopOrderId }) => {
          if (change === 'LIFT' && stopOrderId !== null)
            return lineOrders.order(
              liftOrderIdOf(stopOrderId),
              line.serviceNumber,
              { kind: 'RESUME_OVERAGE', stopOrderId },
              async () => {},
            );
          if (change === 'STOP' && stopOrderId !== null)
            return lineOrders.order(
              stopOrderId,
              line.serviceNumber,
              { kind: 'STOP_OVERAGE' },
              async () => {},
            );
          return 'DONE' as const;
        },
        finish: async ({ line, standing, settings, month, change, stopOrderId }, result, audit) => {
          const now = clock.now();
          const isResumed = change === 'LIFT' && result === 'DONE';
          await alertRepository.saveSettings(line.userLineNo, body.dataAlertPercents, body.spendingCap, now);
          await alertRepository.setMonthCap(line.userLineNo, period, body.spendingCap, isResumed);
          if (change === 'STOP' && result === 'DONE' && stopOrderId !== null)
            await alertRepository.markCapReached(line.userLineNo, period, stopOrderId, now);
          await audit({
            action: 'line.usage-settings',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: {
              dataAlertPercents: settings?.dataAlertPercents ?? [],
              spendingCap: settings?.spendingCap ?? null,
            },
            after: {
              dataAlertPercents: body.dataAlertPercents,
              spendingCap: body.spendingCap,
              ...(change === undefined ? {} : { overage: result === 'DONE' ? change : 'REFUSED' }),
            },
          });
          const saved = await alertRepository.findMonth(line.userLineNo, period);
          return answerOf(
            line,
            period,
            { dataAlertPercents: body.dataAlertPercents, spendingCap: body.spendingCap },
            saved ?? month,
            standing,
          );
        },
      });
    },

    /**
     * The job (every ten minutes, after the usage feed): lifts the stops of months that have ended, then for
     * each watched line texts the alerts due and stops paid use at the cap. Answers how many it did.
     */
    async watch(): Promise<number> {
      const period = seoulPeriodOf(clock.now());
      let done = await liftEndedStops(period);
      const watched = await alertRepository.findWatched();
      for (let start = 0; start < watched.length; start += LINES_PER_WATCH_BATCH) {
        const batch = watched.slice(start, start + LINES_PER_WATCH_BATCH);
        // The batch's ledgers from one set of reads, not one account at a time.
        const ledgers = await billingService.ledgersOf(
          [...new Set(batch.map((line) => line.billAcntId))],
          period,
        );
        for (const line of batch) {
          try {
            const ledgerLine = ledgers
              .get(line.billAcntId)
              ?.lines.find((one) => one.userLineNo === line.userLineNo);
            if (ledgerLine === undefined)
              throw new Error(`line ${line.userLineNo} is not in its account's ledger`);
            const month = await alertRepository.ensureMonth(line.userLineNo, period, line.spendingCap);
            const standing = standingFrom(ledgerLine, period);
            done += await alert(line, period, month, standing);
            done += await stopAtCap(line, period, month, standing);
          } catch (error) {
            // One line's carrier or ledger trouble does not keep the others from their alerts.
            log.error({ err: error, userLineNo: line.userLineNo }, 'a line’s usage could not be watched');
          }
        }
      }
      return done;
    },
  };
}
export type UsageAlertService = ReturnType<typeof createUsageAlertService>;
