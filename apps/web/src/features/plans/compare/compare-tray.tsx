import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_COMPARE_MAX } from '@mvno/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { createStore, useStore } from '../../../shared/store.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { compareHrefOf } from '../utils/plan-compare.ts';
import { clearCompare, removeFromCompare, useCompareTray } from './compare-tray-store.ts';
import styles from './compare.module.css';

/** On a phone the tray sits above what is already pinned to the bottom of the screen. */
const trayOffsets = { nothing: '', 'tab-bar': styles.aboveTabBar, 'action-bar': styles.aboveActionBar };

/** Whether the visitor folded the tray: kept while they go from the list to a plan and back. */
const trayFolded = createStore(false);

/**
 * The comparison tray: the chosen plans (up to three) and the way to see them side by side. It stays at the
 * bottom of the screen while the list scrolls, and is not there while nothing is chosen. Folded, it is one
 * line (its count and 비교하기): on a phone the chosen plans' names take a row of their own.
 */
export function CompareTray({ above = 'nothing' }: { above?: 'nothing' | 'tab-bar' | 'action-bar' }) {
  const { t } = useLingui();
  const tray = useCompareTray();
  const isFolded = useStore(trayFolded);
  const chipsId = useId();
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
        <ul className={styles.chips} id={chipsId} hidden={isFolded}>
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
          <button
            type="button"
            className={styles.clear}
            aria-expanded={!isFolded}
            aria-controls={chipsId}
            onClick={() => trayFolded.set(!isFolded)}
          >
            {isFolded ? <Trans>펼치기</Trans> : <Trans>접기</Trans>}
          </button>
          {!isFolded && (
            <button type="button" className={styles.clear} onClick={clearCompare}>
              <Trans>비우기</Trans>
            </button>
          )}
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
