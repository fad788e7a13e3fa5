import { Trans, useLingui } from '@lingui/react/macro';
import { parseRecordNumber } from '@mvno/contract';
import { useId } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { LoadMoreButton, ResultCount } from '../../../shared/ui/paged-list.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { addServicesInfiniteQueryOptions } from '../api/find-add-services.ts';
import { categoriesQueryOptions } from '../api/find-categories.ts';
import { AddServiceCard } from '../components/add-service-card.tsx';
import styles from './add-service-list-page.module.css';

const CATEGORY_PARAM = 'categoryNo';

export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll([
    queryClient.query(categoriesQueryOptions()),
    queryClient.infiniteQuery(
      addServicesInfiniteQueryOptions(parseRecordNumber(url.searchParams.get(CATEGORY_PARAM))),
    ),
  ]);

export default function AddServiceListPage() {
  const { t } = useLingui();
  const description = t`카테고리를 골라 필요한 부가서비스를 찾아보세요.`;
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryNo = parseRecordNumber(searchParams.get(CATEGORY_PARAM));
  const titleId = useId();
  const categories = useQuery(categoriesQueryOptions());
  const addServices = useInfiniteQuery({
    ...addServicesInfiniteQueryOptions(categoryNo),
    placeholderData: keepPreviousData,
  });
  const totalCount = addServices.data?.pages[0]?.totalCount;

  // The address is the only copy of the chosen category, so the tab survives a reload and can be shared.
  const chooseCategory = (next: number | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === undefined) params.delete(CATEGORY_PARAM);
        else params.set(CATEGORY_PARAM, String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const tabs = [
    { categoryNo: undefined, name: t`전체` },
    ...(categories.data?.list ?? []).map((category) => ({
      categoryNo: category.categoryNo,
      name: category.categoryName,
    })),
  ];

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={t`전체 부가서비스`}
        description={description}
        canonicalPath={
          categoryNo === undefined ? '/add-service/all' : `/add-service/all?categoryNo=${categoryNo}`
        }
      />
      <PageHeader title={t`전체 부가서비스`} description={description} />

      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">
          <Trans>카테고리</Trans>
        </legend>
        <div className={styles.tabRow}>
          {tabs.map((tab) => (
            <label key={tab.categoryNo ?? 'all'} className={styles.tab}>
              <input
                className={styles.tabInput}
                type="radio"
                name="categoryNo"
                value={tab.categoryNo ?? ''}
                checked={tab.categoryNo === categoryNo}
                onChange={() => chooseCategory(tab.categoryNo)}
              />
              <span className={styles.tabFace}>{tab.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={titleId} className={styles.results}>
        <h2 id={titleId} className="visually-hidden">
          <Trans>부가서비스 목록</Trans>
        </h2>
        <ResultCount
          totalCount={totalCount}
          pendingText={t`부가서비스를 찾고 있어요`}
          className={styles.count}
        />

        <QueryState
          query={addServices}
          failedTitle={t`부가서비스를 불러오지 못했어요`}
          placeholder={
            <ul className={styles.list} aria-hidden="true">
              <li className={styles.skeleton} />
              <li className={styles.skeleton} />
              <li className={styles.skeleton} />
            </ul>
          }
          isEmpty={({ pages }) => pages[0]?.totalCount === 0}
          empty={
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={t`이 카테고리에는 부가서비스가 없어요`}
              description={t`다른 카테고리를 골라 보세요.`}
              action={
                <Button onClick={() => chooseCategory(undefined)}>
                  <Trans>전체 보기</Trans>
                </Button>
              }
            />
          }
        >
          {({ pages }) => {
            const list = pages.flatMap((page) => page.list);
            return (
              <>
                <ul className={styles.list} aria-busy={addServices.isPlaceholderData}>
                  {list.map((addService) => (
                    <li
                      key={addService.addServiceNo}
                      className={addServices.isPlaceholderData ? styles.stale : undefined}
                    >
                      <AddServiceCard addService={addService} />
                    </li>
                  ))}
                </ul>
                {addServices.hasNextPage && !addServices.isPlaceholderData && (
                  <LoadMoreButton
                    shownCount={list.length}
                    totalCount={totalCount}
                    isLoading={addServices.isFetchingNextPage}
                    onClick={() => void addServices.fetchNextPage()}
                  />
                )}
              </>
            );
          }}
        </QueryState>
      </section>
    </PageContainer>
  );
}
