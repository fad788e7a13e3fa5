import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { messages, textOf, UNLIMITED, type AllowanceUse } from '@mvno/contract';
import { classNames } from './class-names.ts';
import styles from './usage-gauge.module.css';

/** Below this share left, the bar turns warm (the words say how much is left too: never colour alone). */
const LOW_SHARE = 0.1;

interface UsageGaugeProps {
  /** What is measured, as the gauge is named: `데이터`, `이번 달 남은 한도`. */
  label: string;
  /** What was given, used and is left, in one unit; `allowance` -1 is unlimited (무제한, and no bar). */
  use: AllowanceUse;
  /** An amount of that unit as it is read: `formatSize`, `formatWon`, minutes through `formatVoice`. */
  formatAmount: (amount: number) => string;
  /** A line under the gauge: when it fills again, what happens once it is used up. */
  note?: ReactNode;
  className?: string;
}

/**
 * How much of an allowance is left: the amount left in large type, a bar of what is left (a `meter` named by
 * the label, read as "15GB 중 6.2GB 남음"), and what was used of how much. Unlimited shows 무제한 and what was
 * used, without a bar.
 */
export function UsageGauge({ label, use, formatAmount, note, className }: UsageGaugeProps) {
  const { t } = useLingui();
  const labelId = useId();
  const isUnlimited = use.allowance === UNLIMITED;
  const allowanceValue = Math.max(0, use.allowance);
  const remainingValue = Math.min(allowanceValue, Math.max(0, use.remaining));
  const share = allowanceValue === 0 ? 0 : remainingValue / allowanceValue;
  const used = formatAmount(use.used);
  const allowance = formatAmount(allowanceValue);
  const remaining = formatAmount(remainingValue);

  return (
    <div className={classNames(styles.gauge, className)}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {isUnlimited ? (
          <span className={styles.amount}>
            <strong className={styles.remaining}>{textOf(messages.unlimited)}</strong>
          </span>
        ) : (
          // The meter below reads the same; a screen reader hears it once, from there.
          <span className={styles.amount} aria-hidden="true">
            <Trans>
              <strong className={styles.remaining}>{remaining}</strong> 남음
            </Trans>
          </span>
        )}
      </div>
      {!isUnlimited && (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={allowanceValue}
          aria-valuenow={remainingValue}
          aria-valuetext={t`${allowance} 중 ${remaining} 남음`}
          className={classNames(styles.track, share < LOW_SHARE && styles.low)}
        >
          <span className={styles.fill} style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <p className={styles.detail}>
        <span>{t`${used} 사용`}</span>
        {!isUnlimited && <span>{t`총 ${allowance}`}</span>}
      </p>
      {note !== undefined && <p className={styles.note}>{note}</p>}
    </div>
  );
}
