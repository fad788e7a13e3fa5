import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../shared/session/line-switcher.tsx';
import { useLoginUser } from '../../shared/session/session.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { TextSizeSwitch } from '../../shared/display/text-size-switch.tsx';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { menuGroups } from './menu.ts';
import { useLogout } from './use-logout.ts';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The slide-in menu of mobile mode: a modal dialog mirroring the header's menus. */
export function MobileMenu({ isOpen, onClose }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const user = useLoginUser();
  const name = user === null ? '' : maskName(user.userName);
  const logOut = useLogout();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-label={t`전체 메뉴`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          {user === null ? (
            <Link to="/user/login" className={styles.login} onClick={onClose}>
              <Trans>로그인하고 내 요금·사용량 보기</Trans>
            </Link>
          ) : (
            <p className={styles.user}>
              <strong>
                <Trans>{name}님</Trans>
              </strong>
              <span>{maskPhoneNumber(user.loginServiceNumber)}</span>
            </p>
          )}
          <button type="button" className={styles.close} aria-label={t`메뉴 닫기`} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.settings} role="group" aria-label={t`보기 설정`}>
          <TextSizeSwitch />
          <LanguageSwitch />
        </div>
        {user !== null && (
          <section className={styles.mine} aria-label={t`내 회선`}>
            <div className={styles.mineActions}>
              <Link to="/my-page" className={styles.myPage} onClick={onClose}>
                <Trans>마이페이지</Trans>
              </Link>
              <button
                type="button"
                className={styles.logout}
                onClick={() => {
                  onClose();
                  logOut();
                }}
              >
                <Trans>로그아웃</Trans>
              </button>
            </div>
            <ul className={styles.quickLinks}>
              {selfCareLinks.map(({ to, label, Icon }) => (
                <li key={to}>
                  <Link to={to} className={styles.quickLink} onClick={onClose}>
                    <Icon className={styles.quickIcon} />
                    {i18n._(label)}
                  </Link>
                </li>
              ))}
            </ul>
            <LineSwitcher user={user} isCompact />
          </section>
        )}
        <nav aria-label={t`전체 메뉴`}>
          {menuGroups.map((group) => (
            <section key={group.to} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <Link to={group.to} onClick={onClose}>
                  {i18n._(group.label)}
                </Link>
              </h2>
              {group.items.length > 0 && (
                <ul className={styles.items}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={styles.item} onClick={onClose}>
                        {i18n._(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </nav>
      </div>
    </dialog>
  );
}
