import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { useHeaderUser, useIsGreetingHinted } from '../../shared/session/session-hint.tsx';
import { createStore, useStore } from '../../shared/store.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './greeting-bar.module.css';

const CLOSED_FLAG = 'isGreetingClosed';

function readClosed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.sessionStorage.getItem(CLOSED_FLAG) === 'Y';
  } catch {
    return false;
  }
}

/** Closed for the rest of this tab's visit (session storage: nothing personal, so not encrypted). */
export const isGreetingClosedStore = createStore(readClosed(), { serverValue: false });

function close(): void {
  isGreetingClosedStore.set(true);
  try {
    window.sessionStorage.setItem(CLOSED_FLAG, 'Y');
  } catch {
    // Closed for this page only.
  }
}

/**
 * The logged-in greeting with the masked name and a close icon (spec §2.1), and the five quick links. A page
 * the server drew for a logged-in visitor holds the bar's place while it hydrates; the name follows.
 */
export function GreetingBar() {
  const { t, i18n } = useLingui();
  const user = useHeaderUser();
  const isHinted = useIsGreetingHinted();
  const isClosed = useStore(isGreetingClosedStore);
  // My-page greets the subscriber itself.
  const isMyPage = useLocation().pathname.includes('/my-page');
  if (user === null || isMyPage) return null;
  if (user === 'pending' ? !isHinted : isClosed) return null;
  const isPending = user === 'pending';
  const name = isPending ? t`고객님` : maskName(user.userName);
  const phone = isPending ? '010-****-0000' : maskPhoneNumber(user.loginServiceNumber);
  return (
    <aside className={styles.bar} aria-label={t`인사말`}>
      <div className={styles.inner}>
        <p className={`${styles.text} ${isPending ? styles.pending : ''}`} aria-busy={isPending}>
          <strong>
            <Trans>{name}님, 반가워요.</Trans>
          </strong>{' '}
          <span className={styles.line}>
            <Trans>{phone} 회선을 보고 있어요.</Trans>
          </span>
        </p>
        <ul className={styles.links}>
          {selfCareLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {i18n._(label)}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} aria-label={t`인사말 닫기`} onClick={close}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
