import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLongDate, formatWon, type BillPaymentHistory, type ServiceAccountInfo } from '@mvno/contract';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billPaymentsQueryOptions } from '../api/bills.ts';
import { formatMonth, payMethodLabels, payNowMethodLabels, payNowPath } from '../bill-format.ts';
import { OwedSummary } from '../components/owed-summary.tsx';
import { PayMethodFacts } from '../components/pay-method-facts.tsx';
import { useChosenAccount } from '../hooks/use-chosen-account.tsx';
import styles from './bill-pay-pages.module.css';
import billStyles from './bill-pages.module.css';

/** How the account pays each month, as it is registered, and the way to change it. */
function AutoPayment({ info, billAcntId }: { info: ServiceAccountInfo; billAcntId: string }) {
  const account = info.accounts.find((candidate) => candidate.billAcntId === billAcntId);
  if (account === undefined) return null;
  return (
    <>
      <PayMethodFacts account={account} />
      <Link to={`/my-page/bill/pay-method/change?account=${billAcntId}`} className={styles.changeLink}>
        <Trans>납부 방법 바꾸기</Trans>
      </Link>
    </>
  );
}

/** What was paid on the account, newest first: when, for which month, how much, how and by whom. */
function Payments({ history }: { history: BillPaymentHistory }) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.payments}>
      {history.list.map((payment) => {
        const month = formatMonth(payment.period);
        const isAuto = payment.channel === 'AUTO';
        return (
          <li key={payment.paymentNo} className={styles.payment}>
            <span className={styles.paymentHead}>
              <span className={styles.paymentMonth}>
                <Trans>{month} 청구분</Trans>
              </span>
              <Badge tone={isAuto ? 'primary' : 'accent'}>
                {isAuto ? <Trans>자동 납부</Trans> : <Trans>직접 납부</Trans>}
              </Badge>
            </span>
            <span className={styles.paymentAmount}>{formatWon(payment.amount)}</span>
            <span className={styles.paymentMeta}>
              {formatLongDate(payment.paidAt)} ·{' '}
              {i18n._(isAuto ? payMethodLabels[payment.payMethod] : payNowMethodLabels[payment.payMethod])}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /my-page/bill/pay (spec §2.2): paying an account's bills. What is owed with the way to pay it now, how the
 * account pays each month, and what has been paid on it.
 */
export default function BillPayPage() {
  const { t } = useLingui();
  const { lineInUseNo, accounts, bills, billAcntId, chooser } = useChosenAccount();
  const payments = useQuery({
    ...billPaymentsQueryOptions(lineInUseNo, billAcntId),
    enabled: billAcntId !== undefined,
  });

  return (
    <PageContainer className={billStyles.page}>
      <header className={billStyles.header}>
        <h1 className={billStyles.title}>
          <Trans>요금 납부</Trans>
        </h1>
      </header>

      {chooser}

      <QueryState
        query={bills}
        failedTitle={t`낼 요금을 불러오지 못했어요`}
        placeholder={<div className={billStyles.summaryPlaceholder} aria-hidden="true" />}
      >
        {(list) => (
          <OwedSummary list={list}>
            {list.unpaidAmount > 0 && (
              <div className={billStyles.owedActions}>
                <ButtonLink to={payNowPath(list.billAcntId)} size="lg">
                  <Trans>지금 납부하기</Trans>
                </ButtonLink>
              </div>
            )}
          </OwedSummary>
        )}
      </QueryState>

      <Section
        title={t`자동 납부`}
        description={t`매달 청구된 요금은 납부기한에 아래 방법으로 빠져나가요.`}
        className={billStyles.card}
      >
        <QueryState
          query={accounts}
          failedTitle={t`납부 방법을 불러오지 못했어요`}
          placeholder={<div className={styles.factsPlaceholder} aria-hidden="true" />}
        >
          {(info) => (billAcntId === undefined ? null : <AutoPayment info={info} billAcntId={billAcntId} />)}
        </QueryState>
      </Section>

      <Section title={t`납부 내역`} className={billStyles.card}>
        <QueryState
          query={payments}
          failedTitle={t`납부 내역을 불러오지 못했어요`}
          placeholder={<div className={billStyles.listPlaceholder} aria-hidden="true" />}
          isEmpty={(history) => history.list.length === 0}
          empty={
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={t`아직 납부한 요금이 없어요`}
              description={t`요금을 내면 여기에 쌓여요.`}
            />
          }
        >
          {(history) => <Payments history={history} />}
        </QueryState>
      </Section>
    </PageContainer>
  );
}
