import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  billStatusLabels,
  formatLongDate,
  formatWon,
  shiftPeriod,
  textOf,
  type BillDetail,
} from '@mvno/contract';
import { Link, useSearchParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billFeeQueryOptions } from '../api/bills.ts';
import {
  billAccountIdOf,
  billFeePath,
  billListPath,
  formatMonth,
  lastClosedPeriod,
  periodOf,
  statusToneOf,
} from '../bill-format.ts';
import { BillItems, BillTotals } from '../components/bill-items.tsx';
import { ConfirmationRequest } from '../components/confirmation-request.tsx';
import styles from './bill-pages.module.css';

/** The previous and next months' bills; none after the last month that has ended. */
function MonthNavigation({ period, billAcntId }: { period: string; billAcntId: string | undefined }) {
  const { t } = useLingui();
  const previous = shiftPeriod(period, -1);
  const next = shiftPeriod(period, 1);
  const previousMonth = formatMonth(previous);
  const nextMonth = formatMonth(next);
  return (
    <nav aria-label={t`다른 달 청구서`} className={styles.monthNav}>
      <Link to={billFeePath(previous, billAcntId)} className={styles.monthLink} replace>
        <ChevronLeftIcon aria-hidden="true" />
        <span>
          <span className="visually-hidden">
            <Trans>이전 달</Trans>{' '}
          </span>
          {previousMonth}
        </span>
      </Link>
      {next <= lastClosedPeriod() ? (
        <Link to={billFeePath(next, billAcntId)} className={styles.monthLink} replace>
          <span>
            <span className="visually-hidden">
              <Trans>다음 달</Trans>{' '}
            </span>
            {nextMonth}
          </span>
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.monthNone}>
          <Trans>다음 달 청구서는 아직 없어요</Trans>
        </span>
      )}
    </nav>
  );
}

function BillSummary({ detail }: { detail: BillDetail }) {
  const { bill } = detail;
  return (
    <section className={styles.summaryCard} aria-labelledby="bill-summary-title">
      <h2 id="bill-summary-title" className={styles.summaryLabel}>
        <Trans>청구 금액</Trans>
      </h2>
      <p className={styles.summaryAmount}>{formatWon(bill.totalAmount)}</p>
      <p className={styles.badges}>
        <Badge tone={statusToneOf(bill.status)}>{textOf(billStatusLabels[bill.status])}</Badge>
        {bill.stage === 'DRAFT' && (
          <Badge tone="neutral">
            <Trans>확정 전</Trans>
          </Badge>
        )}
      </p>
      {bill.stage === 'DRAFT' && (
        <p className={styles.draftNote}>
          <Trans>
            아직 확정되지 않은 청구서예요. 늦게 들어온 사용 내역이 더해지면 금액이 바뀔 수 있어요.
          </Trans>
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>납부기한</Trans>
          </dt>
          <dd>{formatLongDate(bill.dueOn)}</dd>
        </div>
        <div>
          <dt>
            <Trans>납부한 금액</Trans>
          </dt>
          <dd>{formatWon(bill.paidAmount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>남은 금액</Trans>
          </dt>
          <dd>{formatWon(bill.unpaidAmount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>발행일</Trans>
          </dt>
          <dd>{formatLongDate(bill.issuedOn)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /my-page/bill/fee (spec §2.2): one month's bill, item by item, and how its total is reached. */
export default function BillFeePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const period = periodOf(searchParams.get('period'));
  const billAcntId = billAccountIdOf(searchParams.get('billAcntId'));
  const fee = useQuery(billFeeQueryOptions(useLineInUseNo(), billAcntId, period));
  // Without a month in the address the server answers the latest bill; its month and account are then known.
  const shownPeriod = period ?? fee.data?.bill.period;
  const accountId = billAcntId ?? fee.data?.bill.billAcntId;
  const month = shownPeriod === undefined ? '' : formatMonth(shownPeriod);

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{shownPeriod === undefined ? t`청구서` : t`${month} 청구서`}</h1>
      </header>
      {shownPeriod !== undefined && <MonthNavigation period={shownPeriod} billAcntId={accountId} />}
      {fee.isError && isNotFoundFailure(fee.error) ? (
        <StatusMessage
          headingLevel="h2"
          kind="empty"
          title={fee.error.message}
          description={t`청구서는 사용한 달의 다음 달 1일에 나와요.`}
          action={
            <ButtonLink
              to={accountId === undefined ? '/my-page/bill' : billListPath(accountId)}
              variant="outline"
            >
              <Trans>청구서 목록</Trans>
            </ButtonLink>
          }
        />
      ) : (
        <QueryState
          query={fee}
          failed={(retry) => (
            <LoadFailedMessage
              title={t`청구서를 불러오지 못했어요`}
              description={fee.error?.message}
              onRetry={retry}
            />
          )}
          placeholder={<div className={styles.feePlaceholder} aria-hidden="true" />}
        >
          {(detail) => (
            <div className={styles.stack}>
              <BillSummary detail={detail} />
              <BillItems items={detail.items} />
              <BillTotals detail={detail} />
              <ConfirmationRequest billAcntId={detail.bill.billAcntId} period={detail.bill.period} />
              <p className={styles.back}>
                <ButtonLink to={billListPath(detail.bill.billAcntId)} variant="ghost" size="lg">
                  <Trans>청구서 목록으로</Trans>
                </ButtonLink>
              </p>
            </div>
          )}
        </QueryState>
      )}
    </PageContainer>
  );
}
