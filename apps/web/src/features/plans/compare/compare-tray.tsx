import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_COMPARE_MAX } from '@mvno/contract';
import { Link } from 'react-router';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { compareHrefOf } from '../utils/plan-compare.ts';
import { clearCompare, removeFromCompare, useCompareTray } from './compare-tray-store.ts';
import styles from './compare.module.css';

/** On a phone the tray sits above what is already pinned to the bottom of the screen. */
const trayOffsets = { nothing: '', 'tab-bar': styles.aboveTabBar, 'action-bar': styles.aboveActionBar };

/**
 * The comparison tray: the chosen plans (up to three) and the way to see them side by side. It stays at the
 * bottom of the screen while the list scrolls, and is not there while nothing is chosen.
 */
export function CompareTray({ above = 'nothing' }: { above?: 'nothing' | 'tab-bar' | 'action-bar' }) {
  const { t } = useLingui();
  const tray = useCompareTray();
  if (tray.length === 0) return null;
  const canCompare = tray.length >= 2;
  const count = tray.length;
  const max = PLAN_COMPARE_MAX;
  return (
    <aside className={`${styles.tray} ${trayOffsets[above]}`} aria-label={t`요금제 비교함`}>
      <div className={styles.trayInner}>
        <p className={styles.trayTitle}>
          <Trans>
            비교함 <strong>{count}</strong>/{max}
          </Trans>
        </p>
        <ul className={styles.chips}>
          {tray.map(({ planNo, planName }) => (
            <li key={planNo} className={styles.chip}>
              <span className={styles.chipName}>{planName}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t`${planName} 비교함에서 빼기`}
                onClick={() => removeFromCompare(planNo)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.trayActions}>
          <button type="button" className={styles.clear} onClick={clearCompare}>
            <Trans>비우기</Trans>
          </button>
          {canCompare ? (
            <Link to={compareHrefOf(tray.map((plan) => plan.planNo))} className={styles.compareLink}>
              <Trans>비교하기</Trans>
            </Link>
          ) : (
            <span className={styles.compareHint}>
              <Trans>하나 더 담아 주세요</Trans>
            </span>
          )}
        </div>
      </div>
    </aside>
  );
}
