import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  discountKindLabels,
  formatLongDate,
  formatWon,
  lineStatusLabels,
  networkTypeLabels,
  pauseKindLabels,
  textOf,
} from '@mvno/contract';
import { cancelQuoteQueryOptions } from '../../../shared/api/cancel-quote.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import {
  contractSaleQueryOptions,
  instalmentsQueryOptions,
  pauseCheckQueryOptions,
  pauseHistoryQueryOptions,
  serviceInfoQueryOptions,
} from '../api/self-care.ts';
import styles from './self-care.module.css';

const placeholder = <div className={styles.placeholder} />;

/**
 * /my-page/my-info/service (spec §2.2): the line in use as a service — its plan and add-ons, its discounts and
 * contract, its device instalments, whether it can be paused, and what cancelling it today would cost.
 */
export default function ServicePage() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const info = useQuery(serviceInfoQueryOptions(lineNo));
  const sale = useQuery(contractSaleQueryOptions(lineNo));
  const instalments = useQuery(instalmentsQueryOptions(lineNo));
  const pause = useQuery(pauseCheckQueryOptions(lineNo));
  const pauses = useQuery(pauseHistoryQueryOptions(lineNo));
  const cancel = useQuery(cancelQuoteQueryOptions(lineNo));

  return (
    <PageContainer className={styles.page}>
      <PageHeader title={t`회선 서비스 정보`} />
      <QueryState query={info} failedTitle={t`회선 정보를 불러오지 못했어요`} placeholder={placeholder}>
        {(line) => (
          <Section title={t`회선과 요금제`} size="medium">
            <dl className={`${styles.card} ${styles.facts}`}>
              <dt>
                <Trans>전화번호</Trans>
              </dt>
              <dd>
                {line.serviceNumber}{' '}
                <Link to="/my-page/my-info/service/number">
                  <Trans>번호 바꾸기</Trans>
                </Link>
              </dd>
              <dt>
                <Trans context="the line's plan">요금제</Trans>
              </dt>
              <dd>
                <Link to={`/plan/${line.planNo}`}>{line.planName}</Link> ({formatWon(line.basicAmount)})
              </dd>
              <dt>
                <Trans>네트워크</Trans>
              </dt>
              <dd>{networkTypeLabels[line.networkType]}</dd>
              <dt>
                <Trans>상태</Trans>
              </dt>
              <dd>{textOf(lineStatusLabels[line.lineStatus])}</dd>
              <dt>
                <Trans>개통일</Trans>
              </dt>
              <dd>{formatLongDate(line.openedOn)}</dd>
              <dt>
                <Trans>부가서비스</Trans>
              </dt>
              <dd>
                {line.addServices.length === 0 ? (
                  <Trans>없어요</Trans>
                ) : (
                  line.addServices.map((addService) => addService.addServiceName).join(', ')
                )}{' '}
                <Link to="/my-page/add-service">
                  <Trans>자세히</Trans>
                </Link>
              </dd>
            </dl>
          </Section>
        )}
      </QueryState>

      <QueryState query={sale} failedTitle={t`할인 정보를 불러오지 못했어요`} placeholder={placeholder}>
        {({ list }) => (
          <Section title={t`약정과 할인`} size="medium">
            {list.length === 0 ? (
              <p className={styles.card}>
                <Trans>받고 있는 할인이 없어요.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {list.map((discount) => (
                  <li key={`${discount.kind}-${discount.startsOn}`} className={styles.card}>
                    <div className={styles.row}>
                      <p className={styles.rowTitle}>
                        {discount.discountName} ({textOf(discountKindLabels[discount.kind])})
                      </p>
                      <p className={styles.amount}>
                        {discount.kind === 'CONTRACT'
                          ? `${discount.percent}%`
                          : formatWon(-discount.monthlyAmount)}
                      </p>
                    </div>
                    <p className={styles.muted}>
                      {discount.endsOn === null ? (
                        <Trans>{formatLongDate(discount.startsOn)}부터 · 끝나는 날 없음</Trans>
                      ) : (
                        <Trans>
                          {formatLongDate(discount.startsOn)}부터 {formatLongDate(discount.endsOn)}까지
                        </Trans>
                      )}{' '}
                      · {discount.isActive ? <Trans>받는 중</Trans> : <Trans>끝났어요</Trans>}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}
      </QueryState>

      <QueryState
        query={instalments}
        failedTitle={t`할부 정보를 불러오지 못했어요`}
        placeholder={placeholder}
      >
        {({ list }) =>
          list.length === 0 ? null : (
            <Section title={t`단말기 할부`} size="medium">
              <ul className={styles.list}>
                {list.map((instalment) => (
                  <li key={instalment.deviceName} className={styles.card}>
                    <p className={styles.rowTitle}>{instalment.deviceName}</p>
                    <dl className={styles.facts}>
                      <dt>
                        <Trans>할부 원금</Trans>
                      </dt>
                      <dd className={styles.amount}>{formatWon(instalment.principal)}</dd>
                      <dt>
                        <Trans>청구된 회차</Trans>
                      </dt>
                      <dd>
                        <Trans>
                          {instalment.billedCount} / {instalment.months}회
                        </Trans>
                      </dd>
                      <dt>
                        <Trans>남은 금액</Trans>
                      </dt>
                      <dd className={styles.amount}>{formatWon(instalment.remainingAmount)}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </Section>
          )
        }
      </QueryState>

      <QueryState query={pause} failedTitle={t`일시정지 정보를 불러오지 못했어요`} placeholder={placeholder}>
        {(check) => (
          <Section title={t`일시정지`} size="medium">
            <div className={styles.card}>
              <p className={styles.rowTitle}>
                {check.isPausable ? <Trans>지금 일시정지할 수 있어요.</Trans> : check.reason}
              </p>
              <p className={styles.muted}>
                <Trans>
                  최근 1년 동안 {check.pausesInWindow}번 일시정지했고, {check.pauseDaysLeft}일 더 할 수
                  있어요.
                </Trans>
              </p>
              <div className={styles.links}>
                <Link to="/my-page/my-info/service/pause">
                  <Trans>일시정지 신청·관리</Trans>
                </Link>
              </div>
              {pauses.data !== undefined && pauses.data.list.length > 0 && (
                <ul className={styles.list}>
                  {pauses.data.list.map((record) => (
                    <li key={record.pauseNo}>
                      {textOf(pauseKindLabels[record.kind])} · {formatLongDate(record.startsOn)}
                      {record.endsOn === null ? '' : ` – ${formatLongDate(record.endsOn)}`}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Section>
        )}
      </QueryState>

      <QueryState
        query={cancel}
        failedTitle={t`해지 예상 금액을 불러오지 못했어요`}
        placeholder={placeholder}
      >
        {(amount) => (
          <Section
            title={t`오늘 해지하면`}
            description={t`${formatLongDate(amount.asOf)} 기준으로 계산한 금액이에요. 해지는 온라인으로 바로 할 수 있어요.`}
            size="medium"
          >
            <dl className={`${styles.card} ${styles.facts}`}>
              <dt>
                <Trans>이번 달 마지막 요금</Trans>
              </dt>
              <dd className={styles.amount}>{formatWon(amount.finalBill.totalAmount)}</dd>
              <dt>
                <Trans>남은 할부금</Trans>
              </dt>
              <dd className={styles.amount}>{formatWon(amount.remainingInstalments)}</dd>
              {amount.discountPaybacks.map((payback) => (
                <div key={payback.discountName} className={styles.contents}>
                  <dt>
                    <Trans>
                      {payback.discountName} 반환금 (받은 할인 {formatWon(payback.receivedAmount)}의{' '}
                      {payback.percent}%)
                    </Trans>
                  </dt>
                  <dd className={styles.amount}>{formatWon(payback.paybackAmount)}</dd>
                </div>
              ))}
              <dt>
                <strong>
                  <Trans>모두</Trans>
                </strong>
              </dt>
              <dd className={styles.amount}>
                <strong>{formatWon(amount.totalAmount)}</strong>
              </dd>
            </dl>
            <div className={styles.links}>
              <Link to="/my-page/my-info/service/cancel">
                <Trans>온라인으로 해지하기</Trans>
              </Link>
            </div>
          </Section>
        )}
      </QueryState>
    </PageContainer>
  );
}
