import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import type { Plan } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  networkTypeLabels,
  planPrice,
  planPriceAfterPromotion,
} from '@mvno/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState, type QueryLike } from '../../../shared/ui/query-state.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { planQueryOptions } from '../api/find-plan.ts';
import { compareHrefOf, comparePlanNosOf } from '../utils/plan-compare.ts';
import styles from './plan-compare-page.module.css';

/** Every plan the address names, drawn side by side from the first response. */
export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll(
    comparePlanNosOf(url.searchParams).map((planNo) => queryClient.query(planQueryOptions(planNo))),
  );

interface Row {
  label: MessageDescriptor;
  valueOf: (plan: Plan, i18n: I18n) => ReactNode;
  isEmphasized?: boolean;
}

/** Each discount of a sale as the price block names it, e.g. '장기할인 -3,300원'. */
function discountTextsOf(sale: Plan['saleList'][number], i18n: I18n): string[] {
  const longTerm = formatWon(-sale.ltSaleAmount);
  const promotion = formatWon(-sale.prSaleAmount);
  return [
    ...(sale.ltSaleAmount > 0 ? [i18n._(msg`장기할인 ${longTerm}`)] : []),
    ...(sale.prSaleAmount > 0 ? [i18n._(msg`프로모션 할인 ${promotion}`)] : []),
  ];
}

const rows: Row[] = [
  { label: msg`네트워크`, valueOf: (plan) => networkTypeLabels[plan.networkType] },
  {
    label: msg`데이터`,
    valueOf: (plan) => formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit),
  },
  {
    label: msg`소진 시 속도`,
    valueOf: (plan, i18n) => {
      const qos = plan.basicQos;
      return qos === '' ? '—' : i18n._(msg`최대 ${qos}`);
    },
  },
  { label: msg`통화`, valueOf: (plan) => formatVoice(plan.basicVoice) },
  { label: msg`문자`, valueOf: (plan) => formatSms(plan.basicSms) },
  { label: msg`기본료`, valueOf: (plan) => formatWon(plan.basicAmount) },
  {
    label: msg`할인`,
    valueOf: (plan, i18n) => {
      // Each discount as the price block names it; the sale's name only tells several sales apart.
      const named = plan.saleList.length > 1;
      const parts = plan.saleList.flatMap((sale) =>
        discountTextsOf(sale, i18n).map((text) => (named ? `${sale.saleName} · ${text}` : text)),
      );
      if (parts.length === 0) return i18n._(msg`없음`);
      return (
        <ul className={styles.discounts}>
          {parts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      );
    },
  },
  { label: msg`월 요금`, valueOf: (plan) => formatWon(planPrice(plan)), isEmphasized: true },
  { label: msg`프로모션 종료 후`, valueOf: (plan) => formatWon(planPriceAfterPromotion(plan)) },
];

/**
 * /plan/compare?planNo=…: up to three plans side by side, from the comparison tray or a shared address. A
 * plan that is no longer on sale is left out and said so; the address is the only copy of the choice.
 */
export default function PlanComparePage() {
  const { t, i18n } = useLingui();
  const description = t`데이터, 통화, 문자와 할인, 월 요금을 나란히 놓고 비교해 보세요.`;
  const [searchParams] = useSearchParams();
  const planNos = comparePlanNosOf(searchParams);
  const queries = useQueries({ queries: planNos.map((planNo) => planQueryOptions(planNo)) });
  const plans = queries.flatMap((query) => (query.isSuccess ? [query.data] : []));
  const missingCount = queries.filter((query) => isNotFoundFailure(query.error)).length;
  const failures = queries.filter((query) => query.isError && !isNotFoundFailure(query.error));
  // The table waits for every plan to be answered or known gone; one that failed otherwise holds it back.
  const compared: QueryLike<Plan[]> = {
    data: queries.every((query) => query.isSuccess || isNotFoundFailure(query.error)) ? plans : undefined,
    isError: failures.length > 0,
    refetch: () => failures.forEach((query) => void query.refetch()),
  };

  const planNames = plans.map((plan) => plan.planName).join(', ');

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={plans.length > 0 ? t`요금제 비교: ${planNames}` : t`요금제 비교`}
        description={description}
        canonicalPath={compareHrefOf(planNos)}
        isNoIndex
      />
      <PageHeader title={t`요금제 비교`} description={description} />

      {missingCount > 0 && (
        <p className={styles.notice} role="status">
          <Trans>판매가 끝났거나 찾을 수 없는 요금제 {missingCount}개는 빼고 보여드려요.</Trans>
        </p>
      )}

      <QueryState
        query={compared}
        failed={(retry) => (
          <LoadFailedMessage
            title={t`요금제 정보를 불러오지 못했어요`}
            description={failures[0]?.error?.message}
            onRetry={retry}
          />
        )}
        placeholder={null}
        isEmpty={(answered) => answered.length === 0}
        empty={
          <StatusMessage
            headingLevel="h2"
            kind="empty"
            title={t`비교할 요금제가 없어요`}
            description={t`전체 요금제에서 ‘비교함에 담기’로 2~3개를 골라 보세요.`}
            action={
              <ButtonLink to="/plan/all">
                <Trans>전체 요금제 보기</Trans>
              </ButtonLink>
            }
          />
        }
      >
        {(answered) => {
          const count = answered.length;
          return (
            <>
              {/* A region, so a screen reader says this focus stop's name (a plain div's is not read). */}
              <div
                className={styles.scroller}
                role="region"
                tabIndex={0}
                aria-label={t`요금제 비교표, 옆으로 밀어 더 볼 수 있어요`}
              >
                <table className={styles.table}>
                  <caption className="visually-hidden">
                    <Trans>요금제 {count}개 비교</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <td className={styles.corner} />
                      {answered.map(({ planNo: shownNo, planName }) => (
                        <th key={shownNo} scope="col" className={styles.planHead}>
                          <Link to={`/plan/${shownNo}`} className={styles.planLink}>
                            {planName}
                          </Link>
                          {answered.length > 1 && (
                            <Link
                              to={compareHrefOf(planNos.filter((planNo) => planNo !== shownNo))}
                              className={styles.remove}
                              replace
                              aria-label={t`${planName} 비교에서 빼기`}
                            >
                              <Trans>빼기</Trans>
                            </Link>
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr
                        key={row.label.id}
                        className={row.isEmphasized === true ? styles.emphasized : undefined}
                      >
                        <th scope="row" className={styles.rowHead}>
                          {i18n._(row.label)}
                        </th>
                        {answered.map((plan) => (
                          <td key={plan.planNo}>{row.valueOf(plan, i18n)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>

              <div className={styles.actions}>
                <ButtonLink to="/plan/all" variant="outline">
                  <Trans>다른 요금제 더 보기</Trans>
                </ButtonLink>
              </div>
            </>
          );
        }}
      </QueryState>
    </PageContainer>
  );
}
