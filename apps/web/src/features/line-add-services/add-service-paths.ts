import { useLocation } from 'react-router';

/** Where a join made from the add-on's own page ends (spec §2.2 /add-service/success). */
export const ADD_SERVICE_JOIN_SUCCESS_PATH = '/add-service/success';

/**
 * The add-on screens under /my-page (the line in use) or /my-page-v2 (every line): where they are, and the
 * paths of their siblings under the same base.
 */
export function useAddServicePaths() {
  const isEveryLine = useLocation().pathname.startsWith('/my-page-v2/');
  const base = `${isEveryLine ? '/my-page-v2' : '/my-page'}/my-info/add-service`;
  return {
    isEveryLine,
    home: base,
    cancel: (lineAddServiceNo: number) => `${base}/cancel?lineAddServiceNo=${lineAddServiceNo}`,
    cancelSuccess: `${base}/cancel/success`,
  };
}
