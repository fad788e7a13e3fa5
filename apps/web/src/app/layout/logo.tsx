import { Trans } from '@lingui/react/macro';
import styles from './logo.module.css';

/** The brand wordmark; drawn inline so it costs no request and no layout shift. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <path
          d="M20 16h14c7 0 11 3.6 11 9 0 3.4-1.8 5.8-4.6 7 3.8 1 6.1 3.9 6.1 7.8 0 6-4.6 10.2-12 10.2H20z"
          fill="#fff"
        />
        <circle cx="47" cy="17" r="5" fill="var(--color-accent)" />
      </svg>
      <span className={styles.text}>
        <Trans>바로모바일</Trans>
      </span>
    </span>
  );
}
