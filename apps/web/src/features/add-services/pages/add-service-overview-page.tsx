import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { allAddServicesQueryOptions } from '../api/find-add-services.ts';
import { categoriesQueryOptions } from '../api/find-categories.ts';
import { AddServiceCard } from '../components/add-service-card.tsx';
import { addServiceListHrefOf } from '../utils/add-service-display.ts';
import styles from './add-service-overview-page.module.css';

export const prefetch: Prefetch = ({ queryClient }) =>
  prefetchAll([queryClient.query(categoriesQueryOptions()), queryClient.query(allAddServicesQueryOptions())]);

export default function AddServiceOverviewPage() {
  const { t } = useLingui();
  const description = t`통화, 데이터, 안심 서비스까지. 필요한 것만 골라 요금제에 더하세요.`;
  const categories = useQuery(categoriesQueryOptions());
  const addServices = useQuery(allAddServicesQueryOptions());
  // One page of both answers: each category counts its services.
  const overview = {
    data:
      categories.data === undefined || addServices.data === undefined
        ? undefined
        : { categoryList: categories.data.list, allServices: addServices.data.list },
    isError: categories.isError || addServices.isError,
    refetch: () => {
      void categories.refetch();
      void addServices.refetch();
    },
  };

  return (
    <PageContainer className={styles.page}>
      <PageHead title={t`부가서비스`} description={description} />
      <PageHeader title={t`부가서비스`} description={description} />

      <QueryState
        query={overview}
        failedTitle={t`부가서비스를 불러오지 못했어요`}
        placeholder={
          <div className={styles.skeletonGrid} aria-hidden="true">
            <span className={styles.skeleton} />
            <span className={styles.skeleton} />
            <span className={styles.skeleton} />
          </div>
        }
      >
        {({ categoryList, allServices }) => {
          const recommended = allServices.filter((addService) => addService.isRecommend);
          const countOf = (categoryNo: number) =>
            allServices.filter((addService) => addService.categoryNo === categoryNo).length;
          return (
            <>
              {categoryList.length > 0 && (
                <Section title={t`카테고리별로 찾아보기`} className={styles.section}>
                  <ul className={styles.categories}>
                    {categoryList.map((category) => {
                      const count = countOf(category.categoryNo);
                      return (
                        <li key={category.categoryNo}>
                          <Link to={addServiceListHrefOf(category.categoryNo)} className={styles.category}>
                            <h3 className={styles.categoryName}>{category.categoryName}</h3>
                            {category.description !== '' && (
                              <p className={styles.categoryDescription}>{category.description}</p>
                            )}
                            <p className={styles.categoryCount}>
                              <Trans>서비스 {count}개</Trans>
                            </p>
                            <ChevronRightIcon className={styles.categoryIcon} />
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </Section>
              )}

              {recommended.length > 0 && (
                <Section
                  title={t`추천 부가서비스`}
                  description={t`바로모바일 고객이 많이 찾는 서비스예요.`}
                  className={styles.section}
                >
                  <ul className={styles.cards}>
                    {recommended.map((addService) => (
                      <li key={addService.addServiceNo}>
                        <AddServiceCard addService={addService} />
                      </li>
                    ))}
                  </ul>
                </Section>
              )}
            </>
          );
        }}
      </QueryState>

      {/* Not under the placeholder, where the arriving content would push it down; a failure keeps it as a way on. */}
      {(overview.data !== undefined || overview.isError) && (
        <ButtonLink to="/add-service/all" size="lg" isBlock className={styles.allButton}>
          <Trans>전체 부가서비스 보기</Trans>
        </ButtonLink>
      )}
    </PageContainer>
  );
}
