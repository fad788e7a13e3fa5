import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { lineStatusLabels, maskName, maskPhoneNumber, networkTypeLabels, textOf } from '@mvno/contract';
import { selfCareLinks } from '../../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../../shared/session/line-switcher.tsx';
import { logout, useLoginUser } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import styles from './my-page.module.css';
import { TextSizeSwitch } from '../../../shared/display/text-size-switch.tsx';
import { LanguageSwitch } from '../../../shared/i18n/language-switch.tsx';

/** /my-page (login required, spec §2.2): who is logged in, the active line, and the way to self-care. */
export default function MyPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useLoginUser();
  // The guard keeps logged-out visitors out; this is the moment between a logout and leaving the page.
  if (user === null) return null;

  const activeLine =
    user.lineList.find((line) => line.userLineNo === user.loginUserLine.userLineNo) ?? user.lineList[0];
  const name = maskName(user.userName);
  const email = user.userEmail;

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>
            <span className={styles.greeting}>{name}님,</span> 안녕하세요
          </Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>바로모바일과 함께한 회선을 한곳에서 관리하세요.</Trans>
        </p>
      </header>

      <section className={styles.lineCard} aria-labelledby="my-line-title">
        <h2 id="my-line-title" className={styles.cardLabel}>
          <Trans>이용 중인 회선</Trans>
        </h2>
        <p className={styles.number}>{maskPhoneNumber(user.loginServiceNumber)}</p>
        {activeLine !== undefined && (
          <dl className={styles.lineFacts}>
            <div>
              <dt>
                <Trans context="the line's plan">요금제</Trans>
              </dt>
              <dd>
                <Link to={`/plan/${activeLine.planNo}`} className={styles.planLink}>
                  {activeLine.planName}
                </Link>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>네트워크</Trans>
              </dt>
              <dd>{networkTypeLabels[activeLine.networkType]}</dd>
            </div>
            <div>
              <dt>
                <Trans>상태</Trans>
              </dt>
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
          <Trans>자주 찾는 메뉴</Trans>
        </h2>
        <ul className={styles.shortcuts}>
          {selfCareLinks.map(({ to, label, description, Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.shortcut}>
                <span className={styles.shortcutIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.shortcutText}>
                  <span className={styles.shortcutLabel}>{i18n._(label)}</span>
                  <span className={styles.shortcutDescription}>{i18n._(description)}</span>
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="my-display-title">
        <h2 id="my-display-title" className={styles.sectionTitle}>
          <Trans>보기 설정</Trans>
        </h2>
        <p className={styles.displayNote}>
          <Trans>글씨를 크게 키우거나 영어로 볼 수 있어요. 이 기기에서 계속 그렇게 보여요.</Trans>
        </p>
        <div className={styles.display}>
          <TextSizeSwitch />
          <LanguageSwitch />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="my-account-title">
        <h2 id="my-account-title" className={styles.sectionTitle}>
          <Trans>내 계정</Trans>
        </h2>
        <dl className={styles.account}>
          <div>
            <dt>
              <Trans>아이디</Trans>
            </dt>
            <dd>{user.loginId}</dd>
          </div>
          <div>
            <dt>
              <Trans>이메일</Trans>
            </dt>
            <dd>{email === '' ? t`등록된 이메일이 없어요` : email}</dd>
          </div>
        </dl>
        <div className={styles.accountActions}>
          <Link to="/user/login/password" className={styles.accountLink}>
            <Trans>비밀번호 변경</Trans>
            <ChevronRightIcon className={styles.chevron} />
          </Link>
          <Button
            variant="ghost"
            className={styles.logout}
            onClick={() => {
              void logout().then(() => navigate('/main'));
            }}
          >
            <Trans>로그아웃</Trans>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
