import { useId, type ReactNode } from 'react';
import styles from '../pages/payment-limit-pages.module.css';

/** Where a micro-payment setting stands, what changing it means, and the way to change it. */
export function SettingState({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.state} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.stateTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
