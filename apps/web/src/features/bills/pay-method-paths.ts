import { useLocation } from 'react-router';

/**
 * The pay-method screens under /my-page (the line in use's account) or /my-page-v2 (every account): where
 * they are, and the paths of their siblings under the same base.
 */
export function usePayMethodPaths() {
  const isEveryAccount = useLocation().pathname.startsWith('/my-page-v2/');
  const base = `${isEveryAccount ? '/my-page-v2' : '/my-page'}/bill/pay-method`;
  return {
    isEveryAccount,
    home: base,
    change: (billAcntId: string) => `${base}/change?account=${billAcntId}`,
    success: `${base}/success`,
  };
}
