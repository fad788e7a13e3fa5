import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router';
import { ChunkLoadError } from '../../shared/chunk/load-chunk.ts';
import { useSiteRouterState } from '../../shared/routing/site-router.tsx';
import styles from './route-error.module.css';

/** Shown when a screen fails to load or render: plain words, with a way forward. */
export function RouteError({ error }: { error: unknown }) {
  const isChunkError = error instanceof ChunkLoadError;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>
        {isNotFound ? (
          <Trans>요청하신 페이지를 찾을 수 없어요.</Trans>
        ) : (
          <Trans>화면을 불러오지 못했어요.</Trans>
        )}
      </h1>
      <p className={styles.text}>
        {isChunkError ? (
          <Trans>
            인터넷 연결이 불안정하거나 사이트가 새 버전으로 바뀌었어요. 새로고침하면 다시 불러와요.
          </Trans>
        ) : (
          <Trans>잠시 문제가 생겼어요. 잠시 후 다시 시도해 주세요.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          <Trans>새로고침</Trans>
        </button>
        <Link to="/main" className={styles.secondary} reloadDocument>
          <Trans>홈으로</Trans>
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new address gives the screen a new try. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey: string | undefined;
  hasError: boolean;
}

/** What failed while drawing is shown as RouteError in place of what it wraps. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: undefined, hasError: false };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where the screens are drawn inside the site's layout: a screen that fails to load or draw says so here,
 * and the header, menus and footer stay.
 */
export function ScreenOutlet() {
  const { error } = useSiteRouterState();
  const { pathname } = useLocation();
  if (error !== undefined) return <RouteError error={error} />;
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
