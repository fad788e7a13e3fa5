import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { HomeIcon, PlanIcon, SimIcon, UserIcon } from '../../shared/ui/icons.tsx';
import styles from './bottom-nav.module.css';

const tabs = [
  { to: '/main', label: msg`홈`, Icon: HomeIcon },
  { to: '/plan', label: msg`요금제`, Icon: PlanIcon },
  { to: '/usim', label: msg`유심 구매`, Icon: SimIcon },
  { to: '/my-page', label: msg`마이페이지`, Icon: UserIcon },
];

/** Mobile tab bar on routes with isNav (spec §2.1); hidden in desktop mode. */
export function BottomNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`하단 메뉴`}>
      <ul className={styles.list}>
        {tabs.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              <Icon />
              <span>{i18n._(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
