import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { planSortLabels, planSorts, textOf } from '@mvno/contract';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { LoadMoreButton, ResultCount } from '../../../shared/ui/paged-list.tsx';
import { PlanCard } from '../../../shared/ui/plan-card/plan-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { plansInfiniteQueryOptions } from '../api/find-plans.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { CompareTray } from '../compare/compare-tray.tsx';
import { PlanFilterForm } from '../components/plan-filter-form.tsx';
import { usePlanFilters } from '../hooks/use-plan-filters.ts';
import {
  defaultPlanFilters,
  isOneOf,
  planFiltersFromSearchParams,
  planListHrefOf,
} from '../utils/plan-filters.ts';
import styles from './plan-list-page.module.css';

const SKELETON_COUNT = 4;

/** The first page of the list the address asks for: /plan/all?networkType=5G&sort=AMOUNT_ROW arrives sorted. */
export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll([
    queryClient.infiniteQuery(plansInfiniteQueryOptions(planFiltersFromSearchParams(url.searchParams))),
  ]);

export default function PlanListPage() {
  const { t } = useLingui();
  const description = t`네트워크, 데이터, 월 요금으로 나에게 맞는 요금제를 찾아보세요.`;
  const [filters, changeFilters] = usePlanFilters();
  const sortId = useId();
  const plans = useInfiniteQuery({
    ...plansInfiniteQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
  const totalCount = plans.data?.pages[0]?.totalCount;
  // The sort order is kept: it is how the visitor reads the list, not a narrowing of it.
  const resetFilters = () =>
    changeFilters({
      networkType: defaultPlanFilters.networkType,
      dataBuckets: defaultPlanFilters.dataBuckets,
      feeBuckets: defaultPlanFilters.feeBuckets,
    });

  return (
    <PageContainer>
      <PageHead title={t`전체 요금제`} description={description} canonicalPath={planListHrefOf(filters)} />
      <PageHeader title={t`전체 요금제`} description={description} />
      <div className={styles.layout}>
        <div className={styles.filters}>
          <PlanFilterForm filters={filters} onChange={changeFilters} onReset={resetFilters} />
        </div>

        <section className={styles.results} aria-labelledby={`${sortId}-title`}>
          <h2 id={`${sortId}-title`} className="visually-hidden">
            <Trans>요금제 목록</Trans>
          </h2>
          <div className={styles.toolbar}>
            <ResultCount totalCount={totalCount} pendingText={t`요금제를 찾고 있어요`} />
            <div className={styles.sort}>
              <label htmlFor={sortId} className="visually-hidden">
                <Trans>정렬</Trans>
              </label>
              <select
                id={sortId}
                className={styles.sortSelect}
                value={filters.sort}
                onChange={(event) => {
                  const sort = event.target.value;
                  if (isOneOf(planSorts, sort)) changeFilters({ sort });
                }}
              >
                {planSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {textOf(planSortLabels[sort])}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <QueryState
            query={plans}
            failedTitle={t`요금제를 불러오지 못했어요`}
            placeholder={
              <ul className={styles.list} aria-hidden="true">
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <li key={index} className={styles.skeleton} />
                ))}
              </ul>
            }
            isEmpty={({ pages }) => pages[0]?.totalCount === 0}
            empty={
              <StatusMessage
                headingLevel="h2"
                kind="empty"
                title={t`조건에 맞는 요금제가 없어요`}
                description={t`조건을 줄이거나 초기화해서 다시 찾아보세요.`}
                action={
                  <Button onClick={resetFilters}>
                    <Trans>조건 초기화</Trans>
                  </Button>
                }
              />
            }
          >
            {({ pages }) => {
              const list = pages.flatMap((page) => page.list);
              return (
                <>
                  <ul className={styles.list} aria-busy={plans.isPlaceholderData}>
                    {list.map((plan) => (
                      <li key={plan.planNo} className={plans.isPlaceholderData ? styles.stale : undefined}>
                        <PlanCard plan={plan} headingLevel="h3" action={<CompareToggle plan={plan} />} />
                      </li>
                    ))}
                  </ul>
                  {plans.hasNextPage && !plans.isPlaceholderData && (
                    <LoadMoreButton
                      shownCount={list.length}
                      totalCount={totalCount}
                      isLoading={plans.isFetchingNextPage}
                      onClick={() => void plans.fetchNextPage()}
                    />
                  )}
                </>
              );
            }}
          </QueryState>
        </section>
      </div>
      <CompareTray above="tab-bar" />
    </PageContainer>
  );
}
