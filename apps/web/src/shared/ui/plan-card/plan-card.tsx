import { Trans } from '@lingui/react/macro';
import type { Plan } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  planDiscountTotal,
  planPrice,
} from '@mvno/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlanBadges } from './plan-badges.tsx';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  /** h3 under a section's h2; a page that lists plans straight under its h1 passes 'h2'. */
  headingLevel?: 'h2' | 'h3';
  /** A control of the card's own (adding it to the comparison), pressable above the card's link. */
  action?: ReactNode;
}

/**
 * One plan as a card linking to /plan/{planNo}: network and markers, data, voice, SMS, and the monthly
 * price after discounts with the basic amount struck through when there is a discount.
 */
export function PlanCard({ plan, headingLevel = 'h3', action }: PlanCardProps) {
  const Heading = headingLevel;
  const discount = planDiscountTotal(plan);
  const qos = plan.basicQos;
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
          <dt className="visually-hidden">
            <Trans>데이터</Trans>
          </dt>
          <dd className={styles.dataValue}>
            <span className={styles.dataAmount}>
              {formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit)}
            </span>
            {qos !== '' && (
              <span className={styles.qos}>
                <Trans>소진 시 최대 {qos}</Trans>
              </span>
            )}
          </dd>
        </div>
        <div className={styles.spec}>
          <dt>
            <Trans>통화</Trans>
          </dt>
          <dd className={styles.specValue}>{formatVoice(plan.basicVoice)}</dd>
        </div>
        <div className={styles.spec}>
          <dt>
            <Trans>문자</Trans>
          </dt>
          <dd className={styles.specValue}>{formatSms(plan.basicSms)}</dd>
        </div>
      </dl>
      <div className={styles.price}>
        {discount > 0 && (
          <p className={styles.basicAmount}>
            <span className="visually-hidden">
              <Trans>할인 전</Trans>{' '}
            </span>
            <s>{formatWon(plan.basicAmount)}</s>
          </p>
        )}
        <p className={styles.finalAmount}>
          <span className={styles.per}>
            <Trans>월</Trans>
          </span>
          <strong className={styles.amount} data-testid="plan-price">
            {formatWon(planPrice(plan))}
          </strong>
        </p>
      </div>
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </article>
  );
}

function GhostText({ length }: { length: number }) {
  return <span className={styles.ghostText}>{'\u00a0'.repeat(length)}</span>;
}

/** A plan-card-shaped placeholder built from the card's own boxes, with room for a struck-through price. */
export function PlanCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.ghost}`}>
      <span className={styles.ghostBadge} />
      <p className={styles.name}>
        <GhostText length={16} />
      </p>
      <div className={styles.specs}>
        <p className={`${styles.data} ${styles.dataValue}`}>
          <span className={styles.dataAmount}>
            <GhostText length={8} />
          </span>
        </p>
        <p className={styles.spec}>
          <GhostText length={28} />
        </p>
      </div>
      <div className={styles.price}>
        <p className={styles.basicAmount}>{'\u00a0'}</p>
        <p className={styles.finalAmount}>
          <span className={styles.per}>{'\u00a0'}</span>
          <strong className={styles.amount}>
            <GhostText length={12} />
          </strong>
        </p>
      </div>
    </div>
  );
}
