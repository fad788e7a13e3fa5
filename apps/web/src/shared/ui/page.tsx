import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './page.module.css';

/** The content column every screen sits in. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classNames(styles.container, className)}>{children}</div>;
}

/** A screen's title block: one h1 per page, with an optional lead sentence. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description !== undefined && <p className={styles.description}>{description}</p>}
    </header>
  );
}
