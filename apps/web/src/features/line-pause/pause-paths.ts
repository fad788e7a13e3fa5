import { useLocation } from 'react-router';

/**
 * The pause screens under /my-page (the line in use) or /my-page-v2 (every line): where they are, and the
 * paths of their siblings under the same base.
 */
export function usePausePaths() {
  const isEveryLine = useLocation().pathname.startsWith('/my-page-v2/');
  const base = `${isEveryLine ? '/my-page-v2' : '/my-page'}/my-info/service/pause`;
  return {
    isEveryLine,
    home: base,
    form: (userLineNo: number) => (isEveryLine ? `${base}/form?line=${userLineNo}` : `${base}/form`),
    success: `${base}/success`,
  };
}

/** The loss form of one line, to report it lost or to lift its suspension. */
export const lossFormPath = (userLineNo: number, action: 'SUSPEND' | 'LIFT') =>
  `/my-page/my-info/service/pause/loss/form?line=${userLineNo}&action=${action}`;

export const LOSS_PATH = '/my-page/my-info/service/pause/loss';
export const LOSS_SUCCESS_PATH = '/my-page/my-info/service/pause/loss/success';
