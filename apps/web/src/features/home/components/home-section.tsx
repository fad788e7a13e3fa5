import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../../../shared/ui/class-names.ts';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import styles from './home-section.module.css';

interface HomeSectionProps {
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A block of the home page: a heading with an optional 'see all' link, then its content. */
export function HomeSection({ title, description, more, children }: HomeSectionProps) {
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h2 className={styles.title}>{title}</h2>
          {description !== undefined && <p className={styles.description}>{description}</p>}
        </div>
        {more !== undefined && (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <ChevronRightIcon />
          </Link>
        )}
      </div>
      {children}
    </div>
  );
}

/** A grey block holding the place of content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={classNames(styles.skeleton, className)} />;
}
