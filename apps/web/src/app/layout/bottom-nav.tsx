import { NavLink } from 'react-router';
import { HomeIcon, PlanIcon, SimIcon, UserIcon } from '../../shared/ui/icons.tsx';
import styles from './bottom-nav.module.css';

const tabs = [
  { to: '/main', label: '홈', Icon: HomeIcon },
  { to: '/plan', label: '요금제', Icon: PlanIcon },
  { to: '/usim', label: '유심 구매', Icon: SimIcon },
  { to: '/my-page', label: '마이페이지', Icon: UserIcon },
];

/** Mobile tab bar on routes with isNav (spec §2.1); hidden in desktop mode. */
export function BottomNav() {
  return (
    <nav className={styles.nav} aria-label="하단 메뉴">
      <ul className={styles.list}>
        {tabs.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
