import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { Plan, PlanIcon } from '@mvno/contract';
import { networkTypeLabels, planIconLabels, textOf } from '@mvno/contract';
import { Badge } from '../badge.tsx';
import styles from './plan-badges.module.css';

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>;

const iconTones: Record<PlanIcon, Tone> = {
  RECOMMEND: 'primary',
  BEST: 'warm',
  EVENT: 'accent',
  NEW: 'accent',
};

/** The network (LTE/5G) first, then the plan's markers such as 추천 or 베스트. */
export function PlanBadges({ plan }: { plan: Pick<Plan, 'networkType' | 'icon'> }) {
  const { t } = useLingui();
  return (
    <ul className={styles.badges} aria-label={t`요금제 구분`}>
      <li>
        <Badge tone="neutral">{networkTypeLabels[plan.networkType]}</Badge>
      </li>
      {plan.icon.map((icon) => (
        <li key={icon}>
          <Badge tone={iconTones[icon]}>{textOf(planIconLabels[icon])}</Badge>
        </li>
      ))}
    </ul>
  );
}
