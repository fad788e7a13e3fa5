import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { NetworkType, PlanDataBucket } from '@mvno/contract';
import { networkTypeLabels, planDataBucketLabels, planDataBuckets, textOf } from '@mvno/contract';
import { Link } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { PlanCard } from '../../../shared/ui/plan-card/plan-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { planGroupsQueryOptions } from '../api/find-plan-groups.ts';
import { planListHrefOf } from '../utils/plan-filters.ts';
import styles from './plan-overview-page.module.css';

const networkEntries: { networkType: NetworkType; hint: MessageDescriptor }[] = [
  { networkType: '4G', hint: msg`합리적인 요금` },
  { networkType: '5G', hint: msg`더 빠른 속도` },
];

const dataHints: Record<PlanDataBucket, MessageDescriptor> = {
  UNDER_2GB: msg`통화·메신저 위주`,
  FROM_2GB_TO_5GB: msg`가끔 영상 시청`,
  FROM_5GB_TO_8GB: msg`SNS·영상 자주`,
  OVER_8GB: msg`데이터 걱정 없이`,
};

export const prefetch: Prefetch = ({ queryClient }) =>
  prefetchAll([queryClient.query(planGroupsQueryOptions())]);

export default function PlanOverviewPage() {
  const { t, i18n } = useLingui();
  const description = t`통신 품질은 그대로, 요금은 가볍게. 쓰는 만큼만 내는 바로모바일 요금제를 만나 보세요.`;
  const groups = useQuery(planGroupsQueryOptions());

  return (
    <PageContainer className={styles.page}>
      <PageHead title={t`요금제`} description={description} />
      <PageHeader title={t`요금제`} description={description} />

      <section className={styles.finder} aria-labelledby="plan-finder-title">
        <h2 id="plan-finder-title" className={styles.finderTitle}>
          <Trans>어떤 요금제를 찾으세요?</Trans>
        </h2>
        <div className={styles.entryGroups}>
          <div>
            <h3 className={styles.entryTitle}>
              <Trans>네트워크로 찾기</Trans>
            </h3>
            <ul className={styles.networkEntries}>
              {networkEntries.map(({ networkType, hint }) => {
                const network = networkTypeLabels[networkType];
                return (
                  <li key={networkType}>
                    <Link to={planListHrefOf({ networkType })} className={styles.entry}>
                      <span className={styles.entryLabel}>
                        <Trans>{network} 요금제</Trans>
                      </span>
                      <span className={styles.entryHint}>{i18n._(hint)}</span>
                      <ChevronRightIcon className={styles.entryIcon} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h3 className={styles.entryTitle}>
              <Trans>한 달 데이터 사용량으로 찾기</Trans>
            </h3>
            <ul className={styles.dataEntries}>
              {planDataBuckets.map((bucket) => (
                <li key={bucket}>
                  <Link to={planListHrefOf({ dataBuckets: [bucket] })} className={styles.entry}>
                    <span className={styles.entryLabel}>{textOf(planDataBucketLabels[bucket])}</span>
                    <span className={styles.entryHint}>{i18n._(dataHints[bucket])}</span>
                    <ChevronRightIcon className={styles.entryIcon} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ButtonLink to="/plan/all" size="lg" isBlock className={styles.allButton}>
          <Trans>전체 요금제 보기</Trans>
        </ButtonLink>
      </section>

      <QueryState
        query={groups}
        failedTitle={t`요금제를 불러오지 못했어요`}
        placeholder={
          <div className={styles.skeletonRow} aria-hidden="true">
            <span className={styles.skeleton} />
            <span className={styles.skeleton} />
            <span className={styles.skeleton} />
          </div>
        }
      >
        {({ list }) => (
          <>
            {list
              .filter((group) => group.planList.length > 0)
              .map((group) => (
                <Section
                  key={group.planGroupNo}
                  title={group.groupName}
                  description={group.description === '' ? undefined : group.description}
                  className={styles.group}
                >
                  <ul className={styles.cards}>
                    {group.planList.map((plan) => (
                      <li key={plan.planNo} className={styles.cardItem}>
                        <PlanCard plan={plan} />
                      </li>
                    ))}
                  </ul>
                </Section>
              ))}

            <aside className={styles.closing} aria-label={t`전체 요금제 안내`}>
              <p className={styles.closingText}>
                <strong>
                  <Trans>원하는 요금제를 못 찾으셨나요?</Trans>
                </strong>
                <span>
                  <Trans>네트워크, 데이터, 월 요금으로 모든 요금제를 비교해 보세요.</Trans>
                </span>
              </p>
              <ButtonLink to="/plan/all" size="lg">
                <Trans>전체 요금제 보기</Trans>
              </ButtonLink>
            </aside>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
