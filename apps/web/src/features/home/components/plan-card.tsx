import { Link } from 'react-router';
import type { Plan, PlanIcon } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  networkTypeLabels,
  planDiscountTotal,
  planIconLabels,
  planPrice,
} from '@mvno/contract';
import { Badge } from '../../../shared/ui/badge.tsx';
import styles from './plan-card.module.css';

const iconTones: Record<PlanIcon, 'primary' | 'accent' | 'warm' | 'neutral'> = {
  RECOMMEND: 'primary',
  BEST: 'warm',
  EVENT: 'accent',
  NEW: 'accent',
};

/** A recommended plan: what you get, then what you pay each month. The whole card opens the plan. */
export function PlanCard({ plan }: { plan: Plan }) {
  const hasDiscount = planDiscountTotal(plan) > 0;
  const qos = plan.basicQos.trim();
  return (
    <Link to={`/plan/${plan.planNo}`} className={styles.card}>
      <div className={styles.badges}>
        <Badge tone="neutral">{networkTypeLabels[plan.networkType]}</Badge>
        {plan.icon.map((icon) => (
          <Badge key={icon} tone={iconTones[icon]}>
            {planIconLabels[icon]}
          </Badge>
        ))}
      </div>
      <h3 className={styles.name}>{plan.planName}</h3>
      <p className={styles.data}>
        <span className="visually-hidden">데이터 </span>
        <strong className={styles.dataAmount}>
          {formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit)}
        </strong>
        {qos !== '' && <span className={styles.qos}>+ 소진 시 {qos}</span>}
      </p>
      <p className={styles.allowances}>
        통화 {formatVoice(plan.basicVoice)}
        <span className={styles.dot} aria-hidden="true">
          ·
        </span>
        문자 {formatSms(plan.basicSms)}
      </p>
      <div className={styles.priceBlock}>
        {hasDiscount && (
          <del className={styles.basicAmount}>
            <span className="visually-hidden">정상가 </span>
            {formatWon(plan.basicAmount)}
          </del>
        )}
        <p className={styles.price}>
          <span className={styles.month}>월</span>
          <strong className={styles.amount}>{formatWon(planPrice(plan))}</strong>
        </p>
      </div>
    </Link>
  );
}

/** A card-shaped placeholder with the card's own boxes, so the real card lands without a shift. */
export function PlanCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.ghost}`}>
      <div className={styles.badges}>
        <span className={styles.ghostBadge} />
      </div>
      <p className={styles.name}>
        <span className={styles.ghostText}>{'\u00a0'.repeat(16)}</span>
      </p>
      <p className={styles.data}>
        <strong className={styles.dataAmount}>
          <span className={styles.ghostText}>{'\u00a0'.repeat(8)}</span>
        </strong>
      </p>
      <p className={styles.allowances}>
        <span className={styles.ghostText}>{'\u00a0'.repeat(28)}</span>
      </p>
      <div className={styles.priceBlock}>
        <span className={styles.basicAmount}>{'\u00a0'}</span>
        <p className={styles.price}>
          <strong className={styles.amount}>
            <span className={styles.ghostText}>{'\u00a0'.repeat(12)}</span>
          </strong>
        </p>
      </div>
    </div>
  );
}
