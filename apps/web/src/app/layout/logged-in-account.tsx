import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { LoginUser } from '@mvno/contract';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../shared/session/line-switcher.tsx';
import { ChevronDownIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useLogout } from './use-logout.ts';
import styles from './header.module.css';

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
 * Who is logged in (spec §2.1): on a desktop the name and number with the panel and logout, on a phone the
 * my-page icon. Its own chunk, loaded only for a logged-in visitor.
 */
export function LoggedInAccount({ user }: { user: LoginUser }) {
  const { t } = useLingui();
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
