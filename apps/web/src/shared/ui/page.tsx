import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The content column every screen sits in. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className === undefined ? styles.container : `${styles.container} ${className}`}>
      {children}
    </div>
  );
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
