import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate, formatWon, type PaymentAgreement, type PaymentLimit } from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { classNames } from '../../../shared/ui/class-names.ts';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { paymentAgreementQueryOptions, paymentLimitQueryOptions } from '../api/micro-payments.ts';
import { formatClock, seoulWallClockOf } from '../utils/seoul-time.ts';
import screen from './usage-screens.module.css';
import styles from './payment-history-page.module.css';

type LimitChange = PaymentLimit['history'][number];

/** /my-page/payment/use/history (login required, spec §2.2): every change of the monthly limit, newest first. */
export default function PaymentHistoryPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const agreement = useQuery(paymentAgreementQueryOptions(lineInUseNo));
  const limit = useQuery(paymentLimitQueryOptions(lineInUseNo));

  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>소액결제 한도 변경 내역</Trans>
      </h1>

      <QueryState
        query={agreement}
        failedTitle={t`소액결제 이용 여부를 불러오지 못했어요`}
        placeholder={<div className={styles.statusPlaceholder} aria-hidden="true" />}
      >
        {(data) => <AllowedNow agreement={data} monthlyLimit={limit.data?.monthlyLimit} />}
      </QueryState>

      <QueryState
        query={limit}
        failedTitle={t`한도 변경 내역을 불러오지 못했어요`}
        placeholder={
          <div className={classNames(screen.placeholder, styles.listPlaceholder)} aria-hidden="true" />
        }
      >
        {(data) => <LimitChanges history={data.history} />}
      </QueryState>
    </PageContainer>
  );
}

function AllowedNow({
  agreement,
  monthlyLimit,
}: {
  agreement: PaymentAgreement;
  /** This month's limit, once it has arrived. */
  monthlyLimit: number | undefined;
}) {
  const { t } = useLingui();
  const since = agreement.changedAt === null ? null : formatLongDate(agreement.changedAt);
  const limitText = monthlyLimit === undefined ? '' : formatWon(monthlyLimit);

  return (
    <Section title={t`지금 상태`} size="medium" className={styles.status}>
      <p className={styles.state}>
        <span className={agreement.isAllowed ? styles.allowed : styles.blocked} aria-hidden="true" />
        <strong>{agreement.isAllowed ? t`소액결제를 쓸 수 있어요` : t`소액결제가 막혀 있어요`}</strong>
      </p>
      <dl className={styles.facts}>
        {agreement.isAllowed && monthlyLimit !== undefined && (
          <div>
            <dt>
              <Trans>월 한도</Trans>
            </dt>
            <dd className={styles.number}>{limitText}</dd>
          </div>
        )}
        {since !== null && (
          <div>
            <dt>
              <Trans>마지막으로 바꾼 날</Trans>
            </dt>
            <dd>{since}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

function LimitChanges({ history }: { history: LimitChange[] }) {
  const { t } = useLingui();
  const newestFirst = [...history].sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt));

  /** What a change did, in words: the first limit, more, less, blocked or allowed again. */
  const changeOf = (change: LimitChange, before: LimitChange | undefined): string => {
    if (before === undefined) return t`처음 정한 한도`;
    if (change.monthlyLimit === 0) return t`소액결제 막음`;
    if (before.monthlyLimit === 0) return t`소액결제 다시 허용`;
    if (change.monthlyLimit > before.monthlyLimit) return t`한도 올림`;
    if (change.monthlyLimit < before.monthlyLimit) return t`한도 내림`;
    return t`한도 그대로`;
  };

  return (
    <Section title={t`변경 내역`} size="medium">
      {newestFirst.length === 0 ? (
        <p className={screen.empty}>
          <Trans>아직 한도를 바꾼 내역이 없어요.</Trans>
        </p>
      ) : (
        <ol className={classNames(screen.list, styles.ruled)} aria-label={t`한도 변경 내역, 최근 것부터`}>
          {newestFirst.map((change, index) => {
            const { day } = seoulWallClockOf(change.changedAt);
            return (
              <li key={`${change.changedAt}-${index}`} className={screen.row}>
                <span className={screen.rowText}>
                  <span className={screen.rowTitle}>{changeOf(change, newestFirst[index + 1])}</span>
                  <time className={screen.rowDate} dateTime={change.changedAt}>
                    {formatLongDate(day)} {formatClock(change.changedAt)}
                  </time>
                </span>
                <span className={screen.rowAmount}>{formatWon(change.monthlyLimit)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
