import type { ReactNode } from 'react';
import styles from './badge.module.css';

type Tone = 'primary' | 'accent' | 'warm' | 'neutral';

export function Badge({ tone = 'primary', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
