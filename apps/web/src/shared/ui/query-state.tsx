import type { ReactNode } from 'react';
import { LoadFailedMessage } from './status-message.tsx';

/** What QueryState reads of a TanStack Query result (useQuery, useInfiniteQuery, or several combined). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Said when loading failed, as a heading: `공지사항을 불러오지 못했어요`. */
  failedTitle: string;
  /** What stands while it loads: the content's own shape and height, so nothing moves when it arrives. */
  placeholder: ReactNode;
  /** Whether an answer holds nothing to show (then `empty` is shown instead of the content). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows what it is loading (CONVENTIONS 12): the content once there is an answer (kept
 * when a later refresh fails: what was shown stays readable), the failure with 다시 시도 when there is none,
 * and the placeholder until then.
 */
export function QueryState<T>({
  query,
  failedTitle,
  placeholder,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) {
    return <>{isEmpty?.(query.data) === true ? empty : children(query.data)}</>;
  }
  if (query.isError) return <LoadFailedMessage title={failedTitle} onRetry={() => void query.refetch()} />;
  return <>{placeholder}</>;
}
