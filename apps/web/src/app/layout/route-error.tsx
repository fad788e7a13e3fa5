import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError } from '../../shared/chunk/load-chunk.ts';
import styles from './route-error.module.css';

/** Shown when a screen fails to load or render: plain words, with a way forward. */
export function RouteError() {
  const error = useRouteError();
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
