import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './account-layout.module.css';

interface AccountLayoutProps {
  title: string;
  description?: ReactNode;
  /** A step counter such as '1/2', read out before the title. */
  step?: { current: number; total: number };
  children: ReactNode;
}

/** The narrow single column of the account screens: one h1, a lead sentence, then the form. */
export function AccountLayout({ title, description, step, children }: AccountLayoutProps) {
  const { t } = useLingui();
  const current = step?.current;
  const total = step?.total;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {step !== undefined && (
          <p className={styles.step}>
            <span className="visually-hidden">{t`전체 ${total}단계 중 ${current}단계`}</span>
            <span aria-hidden="true">
              {current}/{total}
            </span>
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description !== undefined && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </div>
  );
}

/** A message at the top of a form: what just happened (role status) or what went wrong (role alert). */
export function FormNotice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      className={kind === 'success' ? styles.noticeSuccess : styles.noticeError}
      role={kind === 'success' ? 'status' : 'alert'}
    >
      {children}
    </p>
  );
}
