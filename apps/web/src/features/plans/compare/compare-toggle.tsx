import { useLingui } from '@lingui/react/macro';
import { pageMessages, textOf } from '@mvno/contract';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { useIsHydrated } from '../../../shared/store.ts';
import { addToCompare, removeFromCompare, useCompareTray, type ComparedPlan } from './compare-tray-store.ts';
import styles from './compare.module.css';

/** Puts a plan into the comparison tray or takes it out; a full tray says so. */
export function CompareToggle({ plan, size = 'md' }: { plan: ComparedPlan; size?: 'md' | 'lg' }) {
  const { t } = useLingui();
  const tray = useCompareTray();
  const planName = plan.planName;
  // The tray lives in this tab's storage: until the page runs in the browser, nothing is chosen yet.
  const isHydrated = useIsHydrated();
  const isChosen = tray.some((item) => item.planNo === plan.planNo);
  const toggle = () => {
    if (isChosen) removeFromCompare(plan.planNo);
    else if (!addToCompare(plan)) void showAlert(textOf(pageMessages.planCompareFull));
  };
  return (
    <button
      type="button"
      className={`${styles.toggle} ${size === 'lg' ? styles.toggleLarge : ''}`}
      aria-pressed={isChosen}
      aria-label={t`${planName} 비교함에 담기`}
      disabled={!isHydrated}
      onClick={toggle}
    >
      <span className={styles.toggleMark} aria-hidden="true">
        {isChosen ? '✓' : '+'}
      </span>
      {/* The words do not change with the state (a toggle's name must not), so its name always holds what
          it shows (KWCAG 2.5.3); the mark and the pressed look say the plan is in the tray. */}
      {t`비교함에 담기`}
    </button>
  );
}
