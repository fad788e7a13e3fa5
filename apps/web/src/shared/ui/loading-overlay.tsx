import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SPINNER_HIDE_DELAY_MS } from '@mvno/contract';
import { pendingRequests } from '../api/loading.ts';
import { useStore } from '../store.ts';
import styles from './loading-overlay.module.css';

/** Quick answers never flash the overlay; it hides 100 ms after the last request ends (spec §2.4). */
const SHOW_DELAY_MS = 300;

export function LoadingOverlay() {
  const isLoading = useStore(pendingRequests) > 0;
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setIsShown(isLoading),
      isLoading ? SHOW_DELAY_MS : SPINNER_HIDE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  if (!isShown) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>불러오는 중입니다</Trans>
      </span>
    </div>
  );
}
