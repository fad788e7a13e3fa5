import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  title: ReactNode;
  /** A lead sentence under the title. */
  description?: ReactNode;
  /** 'large' for a block of an overview page, 'medium' for a part of a detail page. */
  size?: 'large' | 'medium';
  /** Where the section sits in its page (margins, a grid area); its own look stays here. */
  className?: string;
  children: ReactNode;
}

/** A titled block of a page: an h2 (with an optional lead sentence) that also names the section. */
export function Section({ title, description, size = 'large', className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={`${styles.header} ${styles[size]}`}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description !== undefined && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </section>
  );
}
