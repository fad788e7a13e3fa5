import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';
import { classNames } from './class-names.ts';
import styles from './paged-list.module.css';

/*
 * The head and foot of a list that loads a page at a time (/plan/all, /add-service/all): how many there are,
 * and a '더보기' button that appends the next page.
 */

interface ResultCountProps {
  /** undefined until the first page answers. */
  totalCount: number | undefined;
  /** What is said meanwhile, e.g. '요금제를 찾고 있어요'. */
  pendingText: string;
  className?: string;
}

/** '총 N개', announced to screen readers whenever it changes. */
export function ResultCount({ totalCount, pendingText, className }: ResultCountProps) {
  return (
    <p className={classNames(styles.count, className)} role="status">
      {totalCount === undefined ? (
        pendingText
      ) : (
        <Trans>
          총 <strong>{totalCount}</strong>개
        </Trans>
      )}
    </p>
  );
}

interface LoadMoreButtonProps {
  shownCount: number;
  totalCount: number | undefined;
  isLoading: boolean;
  onClick: () => void;
}

/** '더보기' with how many of the total are shown; disabled while the next page is on its way. */
export function LoadMoreButton({ shownCount, totalCount, isLoading, onClick }: LoadMoreButtonProps) {
  return (
    <Button
      variant="outline"
      size="lg"
      isBlock
      className={styles.more}
      disabled={isLoading}
      onClick={onClick}
    >
      {isLoading ? <Trans>불러오는 중…</Trans> : <Trans>더보기</Trans>}
      <span className={styles.moreCount}>
        {shownCount}/{totalCount}
      </span>
    </Button>
  );
}
