import type { Plan } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  planDiscountTotal,
  planPrice,
} from '@mvno/contract';
import { Link } from 'react-router';
import { PlanBadges } from './plan-badges.tsx';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  /** h3 under a section's h2; a page that lists plans straight under its h1 passes 'h2'. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One plan as a card linking to /plan/{planNo}: network and markers, data, voice, SMS, and the monthly
 * price after discounts with the basic amount struck through when there is a discount.
 */
export function PlanCard({ plan, headingLevel = 'h3' }: PlanCardProps) {
  const Heading = headingLevel;
  const discount = planDiscountTotal(plan);
  return (
    <article className={styles.card}>
      <PlanBadges plan={plan} />
      <Heading className={styles.name}>
        <Link to={`/plan/${plan.planNo}`} className={styles.link}>
          {plan.planName}
        </Link>
      </Heading>
      <dl className={styles.specs}>
        <div className={styles.data}>
          <dt className="visually-hidden">데이터</dt>
          <dd>
            <span className={styles.dataAmount}>
              {formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit)}
            </span>
            {plan.basicQos !== '' && <span className={styles.qos}>소진 시 최대 {plan.basicQos}</span>}
          </dd>
        </div>
        <div className={styles.spec}>
          <dt>통화</dt>
          <dd>{formatVoice(plan.basicVoice)}</dd>
        </div>
        <div className={styles.spec}>
          <dt>문자</dt>
          <dd>{formatSms(plan.basicSms)}</dd>
        </div>
      </dl>
      <div className={styles.price}>
        {discount > 0 && (
          <p className={styles.basicAmount}>
            <span className="visually-hidden">할인 전 </span>
            <s>{formatWon(plan.basicAmount)}</s>
          </p>
        )}
        <p className={styles.finalAmount}>
          <span className={styles.per}>월</span>
          <strong data-testid="plan-price">{formatWon(planPrice(plan))}</strong>
        </p>
      </div>
    </article>
  );
}
