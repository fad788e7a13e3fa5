import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf, usimOrderStatusLabels, type UsimOrderStatus } from '@mvno/contract';
import { classNames } from '../../../shared/ui/class-names.ts';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import styles from './order-progress.module.css';

type ShownStatus = Exclude<UsimOrderStatus, 'C'>;

/** An eSIM is finished once the phone has downloaded it: nothing is shipped. */
const esimDownloaded = msg`내려받기 완료`;

/** The steps an order goes through, as its buyer sees them (docs/usim-orders.md). */
function stepsOf(isEsim: boolean): ReadonlyArray<{ status: ShownStatus; label: MessageDescriptor | null }> {
  return isEsim
    ? [
        { status: 'P', label: null },
        { status: 'F', label: esimDownloaded },
      ]
    : [
        { status: 'P', label: null },
        { status: 'S', label: null },
        { status: 'F', label: null },
      ];
}

/**
 * Where an order is: paid → shipping → delivered (an eSIM: paid → downloaded), as an ordered list whose current
 * step says so (aria-current). A cancelled order has no progress to show.
 */
export function OrderProgress({ status, isEsim }: { status: ShownStatus; isEsim: boolean }) {
  const { t, i18n } = useLingui();
  const steps = stepsOf(isEsim);
  const current = steps.findIndex((step) => step.status === status);
  return (
    <ol className={styles.progress} aria-label={t`주문 진행 상황`}>
      {steps.map((step, index) => {
        const label = step.label === null ? textOf(usimOrderStatusLabels[step.status]) : i18n._(step.label);
        const isReached = index <= current;
        return (
          <li
            key={step.status}
            className={classNames(
              styles.step,
              isReached && styles.reached,
              index === current && styles.current,
            )}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {isReached && <CheckIcon className={styles.check} />}
            </span>
            <span className={styles.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
