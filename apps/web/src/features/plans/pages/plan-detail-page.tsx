import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  networkTypeLabels,
  parseRecordNumber,
  planPrice,
} from '@mvno/contract';
import { useParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { PageHead, siteName } from '../../../shared/head/page-head.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { DetailHero, DetailPanel, NoticeList } from '../../../shared/ui/detail-page.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { PlanBadges } from '../../../shared/ui/plan-card/plan-badges.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { planQueryOptions } from '../api/find-plan.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { CompareTray } from '../compare/compare-tray.tsx';
import { PlanPriceBlock } from '../components/plan-price-block.tsx';
import styles from './plan-detail-page.module.css';

export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const planNo = parseRecordNumber(params.planNo);
  if (planNo !== undefined) await prefetchAll([queryClient.query(planQueryOptions(planNo))]);
};

/**
 * What a shared link shows: the plan's name, its data, voice and texts, and what it costs a month; search
 * engines read the same as a schema.org Product with its Offer in won.
 */
function PlanHead({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const price = planPrice(plan);
  const monthlyPrice = formatWon(price);
  const data = formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit);
  const voice = formatVoice(plan.basicVoice);
  const sms = formatSms(plan.basicSms);
  const summary = plan.summary;
  const network = networkTypeLabels[plan.networkType];
  return (
    <PageHead
      title={plan.planName}
      description={t`월 ${monthlyPrice} · 데이터 ${data}, 통화 ${voice}, 문자 ${sms}. ${summary}`}
      canonicalPath={`/plan/${plan.planNo}`}
      type="product"
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: plan.planName,
        description: plan.summary,
        sku: plan.planCode,
        category: t`${network} 알뜰폰 요금제`,
        brand: { '@type': 'Brand', name: siteName() },
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'KRW',
          availability: 'https://schema.org/InStock',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'KRW',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        },
      }}
    />
  );
}

function PlanNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={t`요금제를 찾을 수 없어요`}
        description={t`주소가 잘못되었거나 판매가 끝난 요금제입니다.`}
        isNotFound
      />
      <StatusMessage
        headingLevel="h1"
        title={t`요금제를 찾을 수 없어요`}
        description={t`주소가 잘못되었거나 판매가 끝난 요금제입니다. 전체 요금제에서 다른 요금제를 찾아보세요.`}
        action={
          <ButtonLink to="/plan/all">
            <Trans>전체 요금제 보기</Trans>
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}

function PlanDetail({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const qos = plan.basicQos;
  const selfOpenHref = `/self?planNo=${plan.planNo}`;
  return (
    <PageContainer className={styles.page}>
      <PlanHead plan={plan} />
      <div className={styles.layout}>
        <div className={styles.hero}>
          <DetailHero badges={<PlanBadges plan={plan} />} title={plan.planName} summary={plan.summary} />
          <div className={styles.compare}>
            <CompareToggle plan={plan} size="lg" />
          </div>
        </div>

        <Section size="medium" title={t`기본 제공량`} className={styles.allowance}>
          <dl className={styles.allowanceGrid}>
            <div className={`${styles.tile} ${styles.dataTile}`}>
              <dt>
                <Trans>데이터</Trans>
              </dt>
              <dd>
                <span className={styles.tileValue}>
                  {formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit)}
                </span>
                {qos !== '' && (
                  <span className={styles.qos}>
                    <Trans>소진 시 최대 {qos}로 계속 사용</Trans>
                  </span>
                )}
              </dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <Trans>통화</Trans>
              </dt>
              <dd className={styles.tileValue}>{formatVoice(plan.basicVoice)}</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <Trans>문자</Trans>
              </dt>
              <dd className={styles.tileValue}>{formatSms(plan.basicSms)}</dd>
            </div>
          </dl>
        </Section>

        <DetailPanel phoneLook="flat" className={styles.price}>
          <Section size="medium" title={t`요금 안내`}>
            <PlanPriceBlock plan={plan} />
            <div className={styles.actions}>
              <ButtonLink to={selfOpenHref} size="lg" isBlock>
                <Trans>셀프개통 신청</Trans>
              </ButtonLink>
              <ButtonLink to="/usim" variant="outline" size="lg" isBlock>
                <Trans>유심 구매</Trans>
              </ButtonLink>
            </div>
          </Section>
        </DetailPanel>

        {plan.benefitList.length > 0 && (
          <Section size="medium" title={t`혜택`} className={styles.benefits}>
            <ul className={styles.benefitList}>
              {plan.benefitList.map((benefit, index) => (
                <li key={index}>{benefit}</li>
              ))}
            </ul>
          </Section>
        )}

        {plan.noticeList.length > 0 && (
          <Section size="medium" title={t`꼭 확인하세요`} className={styles.notices}>
            <NoticeList notices={plan.noticeList} />
          </Section>
        )}
      </div>

      <CompareTray above="action-bar" />
      {/* On a phone the two actions stay at the bottom of the screen; the price block hides its own copy. */}
      <div className={styles.bottomBar}>
        <ButtonLink to="/usim" variant="secondary" size="lg" isBlock>
          <Trans>유심 구매</Trans>
        </ButtonLink>
        <ButtonLink to={selfOpenHref} size="lg" isBlock>
          <Trans>셀프개통 신청</Trans>
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

export default function PlanDetailPage() {
  const { t } = useLingui();
  const planNo = parseRecordNumber(useParams().planNo);
  const plan = useQuery({ ...planQueryOptions(planNo ?? 0), enabled: planNo !== undefined });

  if (planNo === undefined || (plan.isError && isNotFoundFailure(plan.error))) return <PlanNotFound />;
  return (
    <QueryState
      query={plan}
      failed={(retry) => (
        <PageContainer className={styles.page}>
          <LoadFailedMessage
            headingLevel="h1"
            title={t`요금제 정보를 불러오지 못했어요`}
            description={plan.error?.message}
            onRetry={retry}
            otherAction={
              <ButtonLink to="/plan/all" variant="outline">
                <Trans>전체 요금제 보기</Trans>
              </ButtonLink>
            }
          />
        </PageContainer>
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <h1 className="visually-hidden">
            <Trans>요금제 상세</Trans>
          </h1>
          <div className={styles.skeleton} aria-hidden="true" />
        </PageContainer>
      }
    >
      {(answered) => <PlanDetail plan={answered} />}
    </QueryState>
  );
}
