import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loadChunk } from '../../shared/chunk/load-chunk.ts';
import { OptionalPart } from '../../shared/chunk/optional-part.tsx';
import { loginPathFor } from '../../shared/session/return-path.ts';
import { useHeaderUser } from '../../shared/session/session-hint.tsx';
import { ChevronDownIcon, UserIcon } from '../../shared/ui/icons.tsx';
import styles from './header.module.css';

// Who is logged in, with the lines and the quick links: loaded only for a logged-in visitor, whose header
// holds the same boxes meanwhile.
const LoggedInAccount = lazy(() =>
  loadChunk(() => import('./logged-in-account.tsx')).then((module) => ({ default: module.LoggedInAccount })),
);

/** The login link, with the page to come back to (the home page and account pages need none). */
function LoginLink() {
  const { pathname, search } = useLocation();
  // On the login page itself the prompt would point at the page being shown.
  if (pathname === '/user/login') return null;
  const isPlain = pathname === '/main' || pathname.startsWith('/user/');
  return (
    <Link to={isPlain ? '/user/login' : loginPathFor(`${pathname}${search}`)} className={styles.loginLink}>
      <Trans>로그인</Trans>
    </Link>
  );
}

/**
 * The logged-in area's shape while a page drawn for a logged-in visitor hydrates: the same boxes, the name
 * and number not shown yet, nothing to press.
 */
function PendingAccount() {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.desktopOnly}>
        <div className={styles.account} aria-hidden="true">
          <span className={`${styles.accountButton} ${styles.pendingAccount}`}>
            <span className={styles.accountName}>
              <Trans>고객님</Trans>
            </span>
            <span className={styles.accountPhone}>010-****-0000</span>
            <ChevronDownIcon className={styles.accountChevron} />
          </span>
          <span className={styles.logoutLink}>
            <Trans>로그아웃</Trans>
          </span>
        </div>
      </div>
      <Link to="/my-page" className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label={t`마이페이지`}>
        <UserIcon />
      </Link>
    </>
  );
}

/** The header's account area (spec §2.1): a login prompt, or who is logged in with logout. */
export function HeaderAccount() {
  const user = useHeaderUser();
  if (user === null) return <LoginLink />;
  if (user === 'pending') return <PendingAccount />;
  return (
    <OptionalPart>
      <Suspense fallback={<PendingAccount />}>
        <LoggedInAccount user={user} />
      </Suspense>
    </OptionalPart>
  );
}
