import { Link, useNavigate } from 'react-router';
import { lineStatusLabels, maskName, maskPhoneNumber, networkTypeLabels, textOf } from '@mvno/contract';
import { selfCareLinks } from '../../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../../shared/session/line-switcher.tsx';
import { logout, useLoginUser } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import styles from './my-page.module.css';

/** /my-page (login required, spec §2.2): who is logged in, the active line, and the way to self-care. */
export default function MyPage() {
  const navigate = useNavigate();
  const user = useLoginUser();
  // The guard keeps logged-out visitors out; this is the moment between a logout and leaving the page.
  if (user === null) return null;

  const activeLine =
    user.lineList.find((line) => line.userLineNo === user.loginUserLine.userLineNo) ?? user.lineList[0];

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span className={styles.greeting}>{maskName(user.userName)}님,</span> 안녕하세요
        </h1>
        <p className={styles.lead}>바로모바일과 함께한 회선을 한곳에서 관리하세요.</p>
      </header>

      <section className={styles.lineCard} aria-labelledby="my-line-title">
        <h2 id="my-line-title" className={styles.cardLabel}>
          이용 중인 회선
        </h2>
        <p className={styles.number}>{maskPhoneNumber(user.loginServiceNumber)}</p>
        {activeLine !== undefined && (
          <dl className={styles.lineFacts}>
            <div>
              <dt>요금제</dt>
              <dd>
                <Link to={`/plan/${activeLine.planNo}`} className={styles.planLink}>
                  {activeLine.planName}
                </Link>
              </dd>
            </div>
            <div>
              <dt>네트워크</dt>
              <dd>{networkTypeLabels[activeLine.networkType]}</dd>
            </div>
            <div>
              <dt>상태</dt>
              <dd>{textOf(lineStatusLabels[activeLine.lineStatus])}</dd>
            </div>
          </dl>
        )}
        {user.lineList.length > 1 && (
          <div className={styles.switcher}>
            <LineSwitcher user={user} />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="my-shortcuts-title">
        <h2 id="my-shortcuts-title" className={styles.sectionTitle}>
          자주 찾는 메뉴
        </h2>
        <ul className={styles.shortcuts}>
          {selfCareLinks.map(({ to, label, description, Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.shortcut}>
                <span className={styles.shortcutIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.shortcutText}>
                  <span className={styles.shortcutLabel}>{label}</span>
                  <span className={styles.shortcutDescription}>{description}</span>
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="my-account-title">
        <h2 id="my-account-title" className={styles.sectionTitle}>
          내 계정
        </h2>
        <dl className={styles.account}>
          <div>
            <dt>아이디</dt>
            <dd>{user.loginId}</dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>{user.userEmail === '' ? '등록된 이메일이 없어요' : user.userEmail}</dd>
          </div>
        </dl>
        <div className={styles.accountActions}>
          <Link to="/user/login/password" className={styles.accountLink}>
            비밀번호 변경
            <ChevronRightIcon className={styles.chevron} />
          </Link>
          <Button
            variant="ghost"
            className={styles.logout}
            onClick={() => {
              void logout().then(() => navigate('/main'));
            }}
          >
            로그아웃
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
