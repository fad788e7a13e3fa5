import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { classNames } from './class-names.ts';
import { CheckIcon, SearchIcon } from './icons.tsx';
import styles from './status-message.module.css';

interface StatusMessageProps {
  /** 'h1' when the state is the whole page (an unknown plan or service), 'h2' inside a page. */
  headingLevel: 'h1' | 'h2';
  /** 'empty' for a search that found nothing, 'problem' for something that went wrong, 'done' for an action finished. */
  kind?: 'empty' | 'problem' | 'done';
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** An empty, not-found or failed state drawn in the page instead of an alert. */
export function StatusMessage({
  headingLevel,
  kind = 'problem',
  title,
  description,
  action,
}: StatusMessageProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.box}>
      <span className={classNames(styles.mark, kind === 'done' && styles.markDone)} aria-hidden="true">
        {kind === 'empty' ? (
          <SearchIcon className={styles.icon} />
        ) : kind === 'done' ? (
          <CheckIcon className={styles.icon} />
        ) : (
          '!'
        )}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}

/**
 * Something that failed to load, with a button to ask again: a part of a page (h2, the default), or a whole
 * page (h1: the server's words as the description, 다시 시도 as the page's main action, and a way on).
 */
export function LoadFailedMessage({
  title,
  onRetry,
  headingLevel = 'h2',
  description,
  otherAction,
}: {
  title: string;
  onRetry: () => void;
  headingLevel?: 'h1' | 'h2';
  /** What went wrong, when known (the server's message); otherwise a plain "try again later". */
  description?: string | undefined;
  /** Another way on beside 다시 시도 (the whole list, say). */
  otherAction?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <StatusMessage
      headingLevel={headingLevel}
      title={title}
      description={description ?? t`잠시 후 다시 시도해 주세요.`}
      action={
        <>
          <Button variant={headingLevel === 'h1' ? 'primary' : 'outline'} onClick={onRetry}>
            <Trans>다시 시도</Trans>
          </Button>
          {otherAction}
        </>
      }
    />
  );
}
