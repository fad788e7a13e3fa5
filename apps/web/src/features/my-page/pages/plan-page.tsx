import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  billItemTypeLabels,
  formatSize,
  formatWon,
  textOf,
  usageKindLabels,
  type PlanFit,
} from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { planFitDetailQueryOptions, planFitQueryOptions } from '../api/self-care.ts';
import styles from './self-care.module.css';

/** Plans shown before "모두 보기": the cheapest that last, and the current one. */
const SHOWN_PLANS = 5;

type FitPlan = PlanFit['list'][number];

const monthLabel = (period: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ko-KR', { year: 'numeric', month: 'long' }).format(
    new Date(`${period}-15T00:00:00+09:00`),
  );

/** One plan's dry run, month by month and item by item, loaded when asked for. */
function PlanArithmetic({ planNo }: { planNo: number }) {
  const { t, i18n } = useLingui();
  const lineNo = useLineInUseNo();
  const query = useQuery(planFitDetailQueryOptions(lineNo, planNo));
  return (
    <QueryState
      query={query}
      failedTitle={t`계산 내역을 불러오지 못했어요`}
      placeholder={<div className={styles.placeholder} />}
    >
      {(detail) => (
        <div className={styles.months}>
          {detail.months.map((month) => (
            <div key={month.period}>
              <p className={styles.monthTitle}>{monthLabel(month.period, i18n.locale)}</p>
              <p className={styles.muted}>
                {month.dataAllowanceBytes === -1 ? (
                  <Trans>데이터 {formatSize(month.dataBytes)} 사용 · 무제한 요금제</Trans>
                ) : (
                  <Trans>
                    데이터 {formatSize(month.dataBytes)} 사용 · 요금제 제공량{' '}
                    {formatSize(month.dataAllowanceBytes)}
                  </Trans>
                )}
              </p>
              <table className={styles.table}>
                <caption>
                  <Trans>{monthLabel(month.period, i18n.locale)} 계산</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>항목</Trans>
                    </th>
                    <th scope="col">
                      <Trans>금액</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {month.items.map((item, index) => (
                    <tr key={`${item.itemType}-${index}`}>
                      <th scope="row">
                        {textOf(billItemTypeLabels[item.itemType])}
                        {item.itemType === 'RECURRING' ||
                        item.itemType === 'DISCOUNT' ||
                        item.itemType === 'ADD_SERVICE'
                          ? ` · ${item.itemName}`
                          : ''}
                        {item.usageKind === null ? '' : ` · ${textOf(usageKindLabels[item.usageKind])}`}
                      </th>
                      <td className={item.amount < 0 ? styles.negative : undefined}>
                        {formatWon(item.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">
                      <Trans>합계</Trans>
                    </th>
                    <td>
                      <strong>{formatWon(month.totalAmount)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          ))}
        </div>
      )}
    </QueryState>
  );
}

function PlanRow({ plan, fit }: { plan: FitPlan; fit: PlanFit }) {
  const { i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className={`${styles.card} ${plan.isCurrent ? styles.current : ''}`}>
      <div className={styles.row}>
        <p className={styles.rowTitle}>
          <Link to={`/plan/${plan.planNo}`}>{plan.planName}</Link>{' '}
          {plan.isCurrent && (
            <Badge tone="neutral">
              <Trans>지금 요금제</Trans>
            </Badge>
          )}{' '}
          {plan.planNo === fit.bestPlanNo && (
            <Badge tone="accent">
              <Trans>가장 알맞아요</Trans>
            </Badge>
          )}{' '}
          {!plan.isEnough && (
            <Badge tone="warm">
              <Trans>데이터 부족</Trans>
            </Badge>
          )}
        </p>
        <p>
          <Trans>
            한 달 평균 <strong className={styles.amount}>{formatWon(plan.averageAmount)}</strong>
          </Trans>
        </p>
      </div>
      <p className={styles.muted}>
        {plan.monthly
          .map((month) => `${monthLabel(month.period, i18n.locale)} ${formatWon(month.totalAmount)}`)
          .join(' · ')}
      </p>
      <details className={styles.disclosure} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary>
          <Trans>계산 보기</Trans>
        </summary>
        {isOpen && <PlanArithmetic planNo={plan.planNo} />}
      </details>
    </li>
  );
}

/**
 * /my-page/plan (spec §2.2): the plan of the line in use, and which plan would have cost it least over its own
 * last three months without running out of data, with the arithmetic behind every figure (docs/self-care.md).
 */
export default function MyPlanPage() {
  const { t, i18n } = useLingui();
  const lineNo = useLineInUseNo();
  const query = useQuery(planFitQueryOptions(lineNo));
  const [isAll, setIsAll] = useState(false);

  return (
    <PageContainer className={styles.page}>
      <PageHeader
        title={t`나에게 맞는 요금제`}
        description={t`최근 3개월 동안 쓰신 만큼을 요금제마다 실제 청구 방식으로 계산했어요.`}
      />
      <QueryState
        query={query}
        failedTitle={t`요금제 비교를 불러오지 못했어요`}
        placeholder={<div className={styles.placeholder} />}
      >
        {(fit) => {
          const current = fit.list.find((plan) => plan.isCurrent);
          const best = fit.list.find((plan) => plan.planNo === fit.bestPlanNo);
          const saving =
            current !== undefined && best !== undefined ? current.averageAmount - best.averageAmount : 0;
          const lasting = fit.list.filter((plan) => plan.isEnough).slice(0, SHOWN_PLANS);
          const shown = isAll
            ? fit.list
            : fit.list.filter((plan) => plan.isCurrent || lasting.includes(plan));
          return (
            <>
              {fit.months.length === 0 ? (
                <p className={styles.card}>
                  <Trans>아직 비교할 만큼 쓴 달이 없어요. 한 달을 다 쓰고 나면 계산해 드릴게요.</Trans>
                </p>
              ) : (
                <div className={styles.highlight} role="status">
                  {best === undefined ? (
                    <p className={styles.highlightTitle}>
                      <Trans>쓰신 데이터를 모두 채우는 요금제가 없어요. 무제한 요금제를 살펴보세요.</Trans>
                    </p>
                  ) : best.isCurrent ? (
                    <p className={styles.highlightTitle}>
                      <Trans>지금 요금제가 가장 알맞아요.</Trans>
                    </p>
                  ) : (
                    <p className={styles.highlightTitle}>
                      <Trans>
                        {best.planName} 요금제로 바꾸면 한 달 평균{' '}
                        <span className={styles.amount}>{formatWon(saving)}</span>을 아낄 수 있어요.
                      </Trans>
                    </p>
                  )}
                  <p className={styles.muted}>
                    {fit.months
                      .map(
                        (month) =>
                          t`${monthLabel(month.period, i18n.locale)} 데이터 ${formatSize(month.dataBytes)}`,
                      )
                      .join(' · ')}
                  </p>
                </div>
              )}
              {fit.months.length > 0 && (
                <Section
                  title={t`요금제별 예상 요금`}
                  description={t`부가서비스와 선택약정은 그대로, 소액결제와 단말기 할부금은 빼고 계산했어요.`}
                >
                  <ul className={styles.list}>
                    {shown.map((plan) => (
                      <PlanRow key={plan.planNo} plan={plan} fit={fit} />
                    ))}
                  </ul>
                  {!isAll && shown.length < fit.list.length && (
                    <div className={styles.links}>
                      <Button variant="outline" onClick={() => setIsAll(true)}>
                        <Trans>요금제 {fit.list.length}개 모두 보기</Trans>
                      </Button>
                    </div>
                  )}
                </Section>
              )}
            </>
          );
        }}
      </QueryState>
    </PageContainer>
  );
}
