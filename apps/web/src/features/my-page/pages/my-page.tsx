import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import {
  formatLongDate,
  formatSize,
  formatSms,
  formatVoice,
  formatWon,
  lineStatusLabels,
  maskName,
  maskPhoneNumber,
  networkTypeLabels,
  textOf,
  usageKindLabels,
} from '@mvno/contract';
import { useQuery } from '@tanstack/react-query';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { UsageGauge } from '../../../shared/ui/usage-gauge.tsx';
import {
  billSoFarQueryOptions,
  billsQueryOptions,
  promotionEndingQueryOptions,
  usageQueryOptions,
} from '../api/self-care.ts';
import { selfCareLinks } from '../../../shared/navigation/self-care-links.ts';
import { LineSwitcher } from '../../../shared/session/line-switcher.tsx';
import { logout, useLoginUser } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import styles from './my-page.module.css';
import { TextSizeSwitch } from '../../../shared/display/text-size-switch.tsx';
import { LanguageSwitch } from '../../../shared/i18n/language-switch.tsx';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';

/** The month of the line in use at a glance: what is left, what it costs so far, what is owed. */
function ThisMonth() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const usage = useQuery(usageQueryOptions(lineNo));
  const soFar = useQuery(billSoFarQueryOptions(lineNo));
  const bills = useQuery(billsQueryOptions(lineNo));
  const promotion = useQuery(promotionEndingQueryOptions(lineNo));
  const ending = promotion.data?.ending ?? null;
  const cheaper = ending?.cheaperPlans[0];
  return (
    <>
      {ending !== null && (
        <section className={styles.notice} aria-labelledby="my-promotion-title">
          <h2 id="my-promotion-title" className={styles.noticeTitle}>
            <Trans>
              {ending.discountName}이 {formatLongDate(ending.endsOn)}에 끝나요
            </Trans>
          </h2>
          <p className={styles.noticeText}>
            <Trans>
              지금처럼 쓰시면 그 뒤로 한 달에 {formatWon(ending.afterAmount)}이 나와요. 이번 달보다{' '}
              {formatWon(ending.afterAmount - ending.currentAmount)} 많아요.
            </Trans>{' '}
            {cheaper !== undefined && (
              <Trans>
                {cheaper.planName} 요금제라면 한 달 {formatWon(cheaper.averageAmount)}이에요.
              </Trans>
            )}
          </p>
          <Link to="/my-page/plan" className={styles.noticeLink}>
            <Trans>나에게 맞는 요금제 보기</Trans>
          </Link>
        </section>
      )}
      <section className={styles.section} aria-labelledby="my-month-title">
        <h2 id="my-month-title" className={styles.sectionTitle}>
          <Trans>이번 달</Trans>
        </h2>
        <QueryState
          query={usage}
          failedTitle={t`사용량을 불러오지 못했어요`}
          placeholder={<div className={styles.monthPlaceholder} />}
        >
          {(month) => (
            <div className={styles.gauges}>
              <UsageGauge label={textOf(usageKindLabels.DATA)} use={month.data} formatAmount={formatSize} />
              <UsageGauge
                label={textOf(usageKindLabels.VOICE)}
                use={month.voice}
                formatAmount={(seconds) => formatVoice(Math.floor(seconds / 60))}
              />
              <UsageGauge label={textOf(usageKindLabels.SMS)} use={month.sms} formatAmount={formatSms} />
            </div>
          )}
        </QueryState>
        <dl className={styles.money}>
          <div>
            <dt>
              <Trans>이번 달 지금까지</Trans>
            </dt>
            <dd>
              {soFar.data === undefined ? '—' : formatWon(soFar.data.totalAmount)}{' '}
              <Link to="/my-page/usage/fee">
                <Trans>요금 보기</Trans>
              </Link>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>내지 않은 요금</Trans>
            </dt>
            <dd>
              {bills.data === undefined ? '—' : formatWon(bills.data.unpaidAmount)}{' '}
              <Link to="/my-page/bill">
                <Trans>청구서 보기</Trans>
              </Link>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** My-page's other screens (the spec's read screens of the line and the account). */
function MoreLinks() {
  const { t } = useLingui();
  const links = [
    { to: '/my-page/usage', label: t`사용량 자세히` },
    { to: '/my-page/plan', label: t`나에게 맞는 요금제` },
    { to: '/my-page/add-service', label: t`내 부가서비스` },
    { to: '/my-page/payment/use', label: t`소액결제 이용내역` },
    { to: '/my-page/my-info', label: t`내 정보` },
    { to: '/my-page/my-info/service', label: t`회선 서비스 정보` },
    { to: '/my-page-v2', label: t`내 회선 한눈에 보기` },
  ];
  return (
    <section className={styles.section} aria-labelledby="my-more-title">
      <h2 id="my-more-title" className={styles.sectionTitle}>
        <Trans>더 보기</Trans>
      </h2>
      <ul className={styles.moreLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.moreLink}>
              {link.label}
              <ChevronRightIcon className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /my-page (login required, spec §2.2): who is logged in, the active line, its month, and the way to self-care. */
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

      <ThisMonth />

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

      <MoreLinks />

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
            <dd>{email === '' ? t`등록된 이메일이 없어요` : <EmailAddress address={email} />}</dd>
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
