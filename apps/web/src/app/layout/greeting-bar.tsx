import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { maskName, maskPhoneNumber } from '@mvno/contract';
import { selfCareLinks } from '../../shared/navigation/self-care-links.ts';
import { useHeaderUser, useIsGreetingHinted } from '../../shared/session/session-hint.tsx';
import { createVisitFlag } from '../../shared/storage/visit-flag.ts';
import { useStore } from '../../shared/store.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import styles from './greeting-bar.module.css';

/** Closed for the rest of this tab's visit. */
const greetingClosed = createVisitFlag('isGreetingClosed');
export const isGreetingClosedStore = greetingClosed.store;
const close = greetingClosed.raise;

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
