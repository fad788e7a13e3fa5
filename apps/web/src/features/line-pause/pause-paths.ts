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
