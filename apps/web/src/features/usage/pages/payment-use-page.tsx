import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatWon, shiftPeriod, type MicroPaymentUse, type PaymentLimit } from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { UsageGauge } from '../../../shared/ui/usage-gauge.tsx';
import { microPaymentsQueryOptions, paymentLimitQueryOptions } from '../api/micro-payments.ts';
import {
  formatClock,
  formatDayOfMonth,
  formatMonth,
  seoulThisMonth,
  seoulWallClockOf,
} from '../utils/seoul-time.ts';
import { contentLanguage } from '../utils/content-language.ts';
import screen from './usage-screens.module.css';
import styles from './payment-use-page.module.css';

/** Months that can be looked at, this one included. */
const MONTHS = 12;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month in the address (`?period=2026-10`) when it is one of the last 12; this month otherwise. */
function periodOf(searchParams: URLSearchParams, thisMonth: string): string {
  const asked = searchParams.get('period') ?? '';
  const firstMonth = shiftPeriod(thisMonth, 1 - MONTHS);
  return PERIOD.test(asked) && asked >= firstMonth && asked <= thisMonth ? asked : thisMonth;
}

/**
 * /my-page/payment/use (login required, spec §2.2): the line's 휴대폰 소액결제 of a month, chosen among the
 * last 12, and what is left of this month's limit.
 */
export default function PaymentUsePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const [searchParams, setSearchParams] = useSearchParams();
  const thisMonth = seoulThisMonth();
  const period = periodOf(searchParams, thisMonth);
  const limit = useQuery(paymentLimitQueryOptions(lineInUseNo));
  const payments = useQuery({
    ...microPaymentsQueryOptions(lineInUseNo, period),
    placeholderData: keepPreviousData,
  });
  const isFirstMonth = period === shiftPeriod(thisMonth, 1 - MONTHS);
  const isThisMonth = period === thisMonth;
  const month = formatMonth(period);
  const previousMonth = formatMonth(shiftPeriod(period, -1));
  const nextMonth = formatMonth(shiftPeriod(period, 1));
  // While another month loads, the last one stays on screen (dimmed): what is said is about the one shown.
  const shownMonth = formatMonth(payments.data?.period ?? period);

  // The address keeps the month, so a reload or a shared link shows the same; moving between months replaces
  // it, so 뒤로 leaves the screen rather than walking back through the months.
  const show = (next: string) =>
    setSearchParams(next === thisMonth ? {} : { period: next }, { replace: true, preventScrollReset: true });

  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>소액결제 이용 내역</Trans>
      </h1>

      <QueryState
        query={limit}
        failedTitle={t`소액결제 한도를 불러오지 못했어요`}
        placeholder={<div className={styles.limitPlaceholder} aria-hidden="true" />}
      >
        {(data) => <LimitNow limit={data} />}
      </QueryState>

      <Section title={t`월별 이용 내역`} size="medium">
        <div className={styles.picker} role="group" aria-label={t`조회할 달`}>
          <button
            type="button"
            className={styles.step}
            aria-label={t`이전 달, ${previousMonth}`}
            aria-disabled={isFirstMonth}
            onClick={() => {
              if (!isFirstMonth) show(shiftPeriod(period, -1));
            }}
          >
            <ChevronLeftIcon />
          </button>
          <p className={styles.month} aria-live="polite">
            {month}
          </p>
          <button
            type="button"
            className={styles.step}
            aria-label={t`다음 달, ${nextMonth}`}
            aria-disabled={isThisMonth}
            onClick={() => {
              if (!isThisMonth) show(shiftPeriod(period, 1));
            }}
          >
            <ChevronRightIcon />
          </button>
        </div>
        <p className={styles.pickerHint}>
          <Trans>최근 12개월까지 볼 수 있어요.</Trans>
        </p>

        <QueryState
          query={payments}
          failedTitle={t`${month} 이용 내역을 불러오지 못했어요`}
          placeholder={
            <div className={classNames(screen.placeholder, styles.listPlaceholder)} aria-hidden="true" />
          }
          isEmpty={({ list }) => list.length === 0}
          empty={<p className={screen.empty}>{t`${shownMonth}에는 소액결제를 쓰지 않았어요.`}</p>}
        >
          {(data) => <MonthPayments use={data} isUpdating={payments.isPlaceholderData} />}
        </QueryState>
      </Section>
    </PageContainer>
  );
}

function LimitNow({ limit }: { limit: PaymentLimit }) {
  const { t } = useLingui();
  return (
    <Section title={t`이번 달 한도`} size="medium" className={styles.limit}>
      {limit.monthlyLimit === 0 ? (
        <p className={styles.blocked}>
          <Trans>지금은 이 회선으로 소액결제를 할 수 없도록 막혀 있어요.</Trans>
        </p>
      ) : (
        <UsageGauge
          label={t`남은 한도`}
          use={{
            allowance: limit.monthlyLimit,
            used: limit.usedAmount,
            remaining: limit.remainingAmount,
          }}
          formatAmount={formatWon}
          note={t`한도는 매달 1일에 다시 채워져요.`}
        />
      )}
      <Link to="/my-page/payment/limit" className={styles.historyLink}>
        <Trans>한도 바꾸기</Trans>
        <ChevronRightIcon className={screen.chevron} />
      </Link>
      <Link to="/my-page/payment/block" className={styles.historyLink}>
        {limit.monthlyLimit === 0 ? <Trans>소액결제 차단 풀기</Trans> : <Trans>소액결제 막기</Trans>}
        <ChevronRightIcon className={screen.chevron} />
      </Link>
      <Link to="/my-page/payment/use/history" className={styles.historyLink}>
        <Trans>한도 변경 내역 보기</Trans>
        <ChevronRightIcon className={screen.chevron} />
      </Link>
    </Section>
  );
}

function MonthPayments({ use, isUpdating }: { use: MicroPaymentUse; isUpdating: boolean }) {
  const { t } = useLingui();
  const month = formatMonth(use.period);
  const count = use.list.length;
  const total = formatWon(use.totalAmount);

  return (
    <div
      className={isUpdating ? `${styles.payments} ${styles.updating}` : styles.payments}
      aria-busy={isUpdating}
    >
      <p className={styles.total}>
        <span className={styles.totalLabel}>{t`${month} 합계 · ${count}건`}</span>
        <strong className={styles.totalAmount}>{total}</strong>
      </p>
      <ul className={screen.list} aria-label={t`${month} 소액결제`}>
        {use.list.map((payment) => (
          <li key={payment.microPaymentNo} className={screen.row}>
            <span className={screen.rowText}>
              <span className={screen.rowTitle} lang={contentLanguage()}>
                {payment.merchantName}
              </span>
              <time className={screen.rowDate} dateTime={payment.paidAt}>
                {formatDayOfMonth(seoulWallClockOf(payment.paidAt).day)} {formatClock(payment.paidAt)}
              </time>
            </span>
            <span className={screen.rowAmount}>{formatWon(payment.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
