import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lazy-page.ts';
import styles from './route-error.module.css';

/** Shown when a screen fails to load or render: plain Korean, with a way forward. */
export function RouteError() {
  const error = useRouteError();
  const isChunkError =
    error instanceof ChunkLoadError || (error instanceof TypeError && /import/i.test(error.message));
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>
        {isNotFound ? '요청하신 페이지를 찾을 수 없습니다.' : '화면을 불러오지 못했습니다.'}
      </h1>
      <p className={styles.text}>
        {isChunkError
          ? '네트워크가 불안정하거나 새 버전이 배포되었습니다. 새로고침하면 다시 불러옵니다.'
          : '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          새로고침
        </button>
        <Link to="/main" className={styles.secondary} reloadDocument>
          홈으로
        </Link>
      </div>
    </div>
  );
}
