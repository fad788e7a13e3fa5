import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  billStatusLabels,
  formatLongDate,
  formatWon,
  textOf,
  type BillList,
  type BillSoFar,
} from '@mvno/contract';
import { Link, useSearchParams } from 'react-router';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billsQueryOptions, billSoFarQueryOptions, serviceAccountsQueryOptions } from '../api/bills.ts';
import { billAccountIdOf, billFeePath, formatMonth, owingStatuses, statusToneOf } from '../bill-format.ts';
import { AccountChooser } from '../components/account-chooser.tsx';
import { BillTable } from '../components/bill-table.tsx';
import { BillTrend } from '../components/bill-trend.tsx';
import styles from './bill-pages.module.css';

/** What is owed now, and each bill that still owes with its due date and status. */
function Owed({ list }: { list: BillList }) {
  const owing = list.list.filter((bill) => owingStatuses.includes(bill.status));
  return (
    <section className={styles.summaryCard} aria-labelledby="owed-title">
      <h2 id="owed-title" className={styles.summaryLabel}>
        <Trans>지금 낼 금액</Trans>
      </h2>
      <p className={styles.summaryAmount}>{formatWon(list.unpaidAmount)}</p>
      {owing.length === 0 ? (
        <p className={styles.summaryNote}>
          <Trans>낼 요금이 없어요. 모두 납부했어요.</Trans>
        </p>
      ) : (
        <ul className={styles.owing}>
          {owing.map((bill) => {
            const month = formatMonth(bill.period);
            const due = formatLongDate(bill.dueOn);
            return (
              <li key={bill.invoiceNo} className={styles.owingBill}>
                <Link to={billFeePath(bill.period, bill.billAcntId)} className={styles.owingLink}>
                  <span className={styles.owingHead}>
                    <span className={styles.owingMonth}>
                      <Trans>{month} 청구분</Trans>
                    </span>
                    <Badge tone={statusToneOf(bill.status)}>{textOf(billStatusLabels[bill.status])}</Badge>
                  </span>
                  <span className={styles.owingAmount}>{formatWon(bill.unpaidAmount)}</span>
                  <span className={bill.status === 'OVERDUE' ? styles.owingLate : styles.owingDue}>
                    {bill.status === 'OVERDUE' ? (
                      <Trans>납부기한 {due}이 지났어요</Trans>
                    ) : (
                      <Trans>납부기한 {due}</Trans>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** This month's charges so far, with the way to its detail on the usage screens. */
function SoFar({ soFar }: { soFar: BillSoFar }) {
  const month = formatMonth(soFar.period);
  const until = soFar.countedUntil;
  const day = until === null ? '' : formatLongDate(until);
  // The instant is written in Seoul time: its hour and minute are the ones a Korean clock shows.
  const time = until === null ? '' : until.slice(11, 16);
  return (
    <>
      <p className={styles.soFarAmount}>{formatWon(soFar.totalAmount)}</p>
      <p className={styles.soFarNote}>
        {until === null ? (
          <Trans>{month} 1일부터 오늘까지 쓴 만큼 계산했어요.</Trans>
        ) : (
          <Trans>
            {day} {time}까지 쓴 만큼 계산했어요. 청구서가 나올 때 바뀔 수 있어요.
          </Trans>
        )}
      </p>
      <Link to="/my-page/usage/fee" className={styles.moreLink}>
        <Trans>이번 달 요금 자세히 보기</Trans>
        <ChevronRightIcon aria-hidden="true" />
      </Link>
    </>
  );
}

/** /my-page/bill (spec §2.2): what is owed, this month so far, and the last twelve months' bills. */
export default function BillPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const lineInUseNo = useLineInUseNo();
  const askedAccount = billAccountIdOf(searchParams.get('billAcntId'));
  const accounts = useQuery(serviceAccountsQueryOptions(lineInUseNo));
  const bills = useQuery(billsQueryOptions(lineInUseNo, askedAccount));
  // The line in use's account until one is chosen; the list's answer names it.
  const billAcntId = askedAccount ?? bills.data?.billAcntId;
  const soFar = useQuery({
    ...billSoFarQueryOptions(lineInUseNo, billAcntId),
    enabled: billAcntId !== undefined,
  });
  const hasAccounts = (accounts.data?.accounts.length ?? 0) > 1;

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>요금 조회</Trans>
        </h1>
      </header>

      {hasAccounts && accounts.data !== undefined && (
        <AccountChooser
          info={accounts.data}
          chosen={billAcntId}
          onChoose={(chosen) => setSearchParams({ billAcntId: chosen }, { replace: true })}
        />
      )}

      <div className={styles.overview}>
        <QueryState
          query={bills}
          // The list below says it failed, with 다시 시도: once is enough.
          failed={() => null}
          placeholder={<div className={styles.summaryPlaceholder} aria-hidden="true" />}
        >
          {(list) => <Owed list={list} />}
        </QueryState>

        <section className={styles.soFarCard} aria-labelledby="so-far-title">
          <h2 id="so-far-title" className={styles.summaryLabel}>
            <Trans>이번 달 지금까지</Trans>
          </h2>
          <QueryState
            query={soFar}
            failedTitle={t`이번 달 요금을 불러오지 못했어요`}
            placeholder={<div className={styles.soFarPlaceholder} aria-hidden="true" />}
          >
            {(answer) => <SoFar soFar={answer} />}
          </QueryState>
        </section>
      </div>

      <Section title={t`최근 12개월 청구 금액`} className={styles.card}>
        <QueryState
          query={bills}
          failedTitle={t`청구 내역을 불러오지 못했어요`}
          placeholder={<div className={styles.listPlaceholder} aria-hidden="true" />}
          isEmpty={(list) => list.list.length === 0}
          empty={
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={t`아직 청구서가 없어요`}
              description={t`청구서는 사용한 달의 다음 달 1일에 나와요.`}
            />
          }
        >
          {(list) => (
            <div className={styles.stack}>
              <BillTrend bills={list.list} />
              <BillTable bills={list.list} billAcntId={list.billAcntId} />
            </div>
          )}
        </QueryState>
      </Section>
    </PageContainer>
  );
}
