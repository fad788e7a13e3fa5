import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate, formatWon, type BillSoFar } from '@mvno/contract';
import { Link } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billSoFarQueryOptions } from '../api/bills.ts';
import { billPayPath, formatMonth, payNowPath } from '../bill-format.ts';
import { BillTable } from '../components/bill-table.tsx';
import { OwedSummary } from '../components/owed-summary.tsx';
import { BillTrend } from '../components/bill-trend.tsx';
import { useChosenAccount } from '../hooks/use-chosen-account.tsx';
import styles from './bill-pages.module.css';

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
  const { lineInUseNo, bills, billAcntId, chooser } = useChosenAccount();
  const soFar = useQuery({
    ...billSoFarQueryOptions(lineInUseNo, billAcntId),
    enabled: billAcntId !== undefined,
  });

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>요금 조회</Trans>
        </h1>
      </header>

      {chooser}

      <div className={styles.overview}>
        <QueryState
          query={bills}
          // The list below says it failed, with 다시 시도: once is enough.
          failed={() => null}
          placeholder={<div className={styles.summaryPlaceholder} aria-hidden="true" />}
        >
          {(list) => (
            <OwedSummary list={list}>
              {list.unpaidAmount > 0 && (
                <div className={styles.owedActions}>
                  <ButtonLink to={payNowPath(list.billAcntId)} size="lg">
                    <Trans>지금 납부하기</Trans>
                  </ButtonLink>
                  <ButtonLink to={billPayPath(list.billAcntId)} size="lg" variant="outline">
                    <Trans>납부 내역</Trans>
                  </ButtonLink>
                </div>
              )}
            </OwedSummary>
          )}
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
