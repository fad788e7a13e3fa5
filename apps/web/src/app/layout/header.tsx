import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { demoSiteNotice, isDemoSite } from '../../shared/app-mode.ts';
import { ChevronLeftIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { SearchWordForm } from '../../features/search/components/search-word-form.tsx';
import { HeaderAccount } from './header-account.tsx';
import { TextSizeSwitch } from '../../shared/display/text-size-switch.tsx';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { Logo } from './logo.tsx';
import { menuGroups } from './menu.ts';
import styles from './header.module.css';

interface HeaderProps {
  isBack: boolean;
  titleName: string;
  onOpenMenu: () => void;
}

export function Header({ isBack, titleName, onOpenMenu }: HeaderProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isSearchPage = pathname.startsWith('/search');

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {isBack ? (
          <div className={styles.backBar}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`뒤로 가기`}
              onClick={() => void navigate(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <span className={styles.backTitle}>{titleName}</span>
          </div>
        ) : null}
        <div className={isBack ? `${styles.brand} ${styles.logoWithBack}` : styles.brand}>
          <Link to="/main" className={styles.logo} aria-label={t`바로모바일 홈`}>
            <Logo />
          </Link>
          {isDemoSite() && (
            <span className={styles.demoPill} title={i18n._(demoSiteNotice)}>
              <span aria-hidden="true">
                <Trans>데모</Trans>
              </span>
              <span className="visually-hidden">{i18n._(demoSiteNotice)}</span>
            </span>
          )}
        </div>

        <nav className={styles.nav} aria-label={t`주 메뉴`}>
          <ul className={styles.menuList}>
            {menuGroups.map((group) => (
              <li key={group.to} className={styles.menuItem}>
                <NavLink
                  to={group.to}
                  className={({ isActive }) =>
                    isActive ? `${styles.menuLink} ${styles.active}` : styles.menuLink
                  }
                >
                  {i18n._(group.label)}
                </NavLink>
                {group.items.length > 0 && (
                  <ul className={styles.subMenu}>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className={styles.subMenuLink}>
                          {i18n._(item.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.tools}>
          {!isSearchPage && (
            <>
              <div className={`${styles.desktopOnly} ${styles.searchBox}`}>
                <SearchWordForm
                  id="header-search"
                  label={t`사이트 검색`}
                  placeholder={t`요금제·유심 검색`}
                  submitLabel={t`검색`}
                  size="compact"
                />
              </div>
              <Link
                to="/search/mo"
                className={`${styles.iconButton} ${styles.mobileOnly} ${styles.searchIcon}`}
                aria-label={t`검색`}
              >
                <SearchIcon />
              </Link>
            </>
          )}
          <div className={`${styles.displaySwitches} ${styles.desktopOnly}`}>
            <TextSizeSwitch isCompact />
            <LanguageSwitch isCompact />
          </div>
          <HeaderAccount />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={t`전체 메뉴 열기`}
            aria-haspopup="dialog"
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
