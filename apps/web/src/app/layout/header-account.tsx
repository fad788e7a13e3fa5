import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginUser } from '@mvno/contract';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../shared/session/line-switcher.tsx';
import { loginPathFor } from '../../shared/session/return-path.ts';
import { useHeaderUser } from '../../shared/session/session-hint.tsx';
import { ChevronDownIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useLogout } from './use-logout.ts';
import styles from './header.module.css';

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

/** Desktop: name and number open a panel with the lines, the five quick links and my-page. */
function AccountPanel({ user }: { user: LoginUser }) {
  const { t, i18n } = useLingui();
  const name = maskName(user.userName);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const logOut = useLogout();
  const hide = () => panelRef.current?.hidePopover();

  return (
    <div className={styles.account}>
      <button type="button" className={styles.accountButton} popoverTarget={panelId} aria-haspopup="true">
        <span className={styles.accountName}>
          <Trans>{name}님</Trans>
        </span>
        <span className={styles.accountPhone}>{maskPhoneNumber(user.loginServiceNumber)}</span>
        <ChevronDownIcon className={styles.accountChevron} />
      </button>
      <button type="button" className={styles.logoutLink} onClick={logOut}>
        <Trans>로그아웃</Trans>
      </button>
      <div ref={panelRef} id={panelId} popover="auto" className={styles.accountPanel}>
        <p className={styles.panelGreeting}>
          <strong>
            <Trans>{name}님</Trans>
          </strong>
          <span>{maskPhoneNumber(user.loginServiceNumber)}</span>
        </p>
        <LineSwitcher user={user} isCompact />
        <nav aria-label={t`자주 찾는 메뉴`}>
          <ul className={styles.panelLinks}>
            {selfCareLinks.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.panelLink} onClick={hide}>
                  <Icon className={styles.panelIcon} />
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/my-page" className={styles.panelMyPage} onClick={hide}>
          <Trans>마이페이지</Trans>
        </Link>
      </div>
    </div>
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
  const { t } = useLingui();
  const user = useHeaderUser();
  if (user === null) return <LoginLink />;
  if (user === 'pending') return <PendingAccount />;
  const name = maskName(user.userName);
  return (
    <>
      <div className={styles.desktopOnly}>
        <AccountPanel user={user} />
      </div>
      <Link
        to="/my-page"
        className={`${styles.iconButton} ${styles.mobileOnly}`}
        aria-label={t`마이페이지, ${name}님`}
      >
        <UserIcon />
      </Link>
    </>
  );
}
