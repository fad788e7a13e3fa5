import type { ReactNode } from 'react';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import styles from './plan-status.module.css';

interface PlanStatusProps {
  /** 'h1' when the state is the whole page (an unknown plan), 'h2' inside a page. */
  headingLevel: 'h1' | 'h2';
  /** 'empty' for a search that found nothing, 'problem' for something that went wrong. */
  kind?: 'empty' | 'problem';
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** An empty, not-found or failed state drawn in the page instead of an alert. */
export function PlanStatus({ headingLevel, kind = 'problem', title, description, action }: PlanStatusProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.box}>
      <span className={styles.mark} aria-hidden="true">
        {kind === 'empty' ? <SearchIcon className={styles.icon} /> : '!'}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
