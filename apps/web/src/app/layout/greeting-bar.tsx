import { Link, useLocation } from 'react-router';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { useLoginUser } from '../../shared/session/session.ts';
import { createStore, useStore } from '../../shared/store.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './greeting-bar.module.css';

const CLOSED_FLAG = 'isGreetingClosed';

function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_FLAG) === 'Y';
  } catch {
    return false;
  }
}

/** Closed for the rest of this tab's visit (session storage: nothing personal, so not encrypted). */
const isClosedStore = createStore(readClosed());

function close(): void {
  isClosedStore.set(true);
  try {
    window.sessionStorage.setItem(CLOSED_FLAG, 'Y');
  } catch {
    // Closed for this page only.
  }
}

/** The logged-in greeting with the masked name and a close icon (spec §2.1), and the five quick links. */
export function GreetingBar() {
  const user = useLoginUser();
  const isClosed = useStore(isClosedStore);
  // My-page greets the subscriber itself.
  const isMyPage = useLocation().pathname.includes('/my-page');
  if (user === null || isClosed || isMyPage) return null;
  return (
    <aside className={styles.bar} aria-label="인사말">
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong>{maskName(user.userName)}님, 반가워요.</strong>{' '}
          <span className={styles.line}>{maskPhoneNumber(user.loginServiceNumber)} 회선을 보고 있어요.</span>
        </p>
        <ul className={styles.links}>
          {selfCareLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} aria-label="인사말 닫기" onClick={close}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
