import type { ReactNode } from 'react';
import { LoadFailedMessage } from './status-message.tsx';

/** What QueryState reads of a TanStack Query result (useQuery, useInfiniteQuery, or several combined). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** How a failure with nothing to show is said: the usual heading with 다시 시도, or the screen's own. */
type Failure =
  | {
      /** Said when loading failed, as a heading: `공지사항을 불러오지 못했어요`. */
      failedTitle: string;
      failed?: never;
    }
  | {
      /**
       * For a failure that is more than a part of a page: a whole page's (an h1, the server's message, a way
       * on), or none at all where a block hides instead. Given what 다시 시도 should do.
       */
      failed: (retry: () => void) => ReactNode;
      failedTitle?: never;
    };

type QueryStateProps<T> = Failure & {
  query: QueryLike<T>;
  /** What stands while it loads: the content's own shape and height, so nothing moves when it arrives. */
  placeholder: ReactNode;
  /** Whether an answer holds nothing to show (then `empty` is shown instead of the content). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a screen shows what it is loading (CONVENTIONS 12): the content once there is an answer (kept
 * when a later refresh fails: what was shown stays readable), the failure with 다시 시도 when there is none,
 * and the placeholder until then.
 */
export function QueryState<T>({
  query,
  failedTitle,
  failed,
  placeholder,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) {
    return <>{isEmpty?.(query.data) === true ? empty : children(query.data)}</>;
  }
  if (query.isError) {
    const retry = () => void query.refetch();
    if (failedTitle !== undefined) return <LoadFailedMessage title={failedTitle} onRetry={retry} />;
    return <>{failed(retry)}</>;
  }
  return <>{placeholder}</>;
}
