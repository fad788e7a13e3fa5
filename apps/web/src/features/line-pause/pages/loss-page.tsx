import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLongDate, lineStatusLabels, textOf, type PauseCheck } from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { pauseChecksQueryOptions } from '../api/pauses.ts';
import { lossFormPath } from '../pause-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './pause-pages.module.css';

/** One line: lost since when and the way to lift it, or the way to report it lost. */
function LossCard({ check }: { check: PauseCheck }) {
  const lost = check.running?.kind === 'LOSS' ? check.running : null;
  const since = lost === null ? '' : formatLongDate(lost.startsOn);
  return (
    <article className={screen.lineCard} aria-label={check.serviceNumber}>
      <header className={screen.lineCardHead}>
        <h2 className={screen.lineNumber}>{check.serviceNumber}</h2>
        <Badge tone={check.lineStatus === 'ACTIVE' ? 'primary' : 'neutral'}>
          {textOf(lineStatusLabels[check.lineStatus])}
        </Badge>
      </header>
      {lost !== null ? (
        <>
          <div className={styles.current}>
            <p className={styles.currentTitle}>
              <Trans>분실정지 중이에요</Trans>
            </p>
            <p className={styles.currentDays}>
              <Trans>{since}부터 멈춰 있어요.</Trans>
            </p>
          </div>
          <ButtonLink to={lossFormPath(check.userLineNo, 'LIFT')} variant="outline" size="lg" isBlock>
            <Trans>휴대폰을 찾았어요 (분실정지 풀기)</Trans>
          </ButtonLink>
        </>
      ) : (
        check.lineStatus !== 'TERMINATED' && (
          <ButtonLink to={lossFormPath(check.userLineNo, 'SUSPEND')} size="lg" isBlock>
            <Trans>분실 신고하기</Trans>
          </ButtonLink>
        )
      )}
    </article>
  );
}

/**
 * /my-page/my-info/service/pause/loss (spec §2.2; the header's 분실·일시정지 quick link): every line of the
 * subscriber, with the way to report it lost at once or lift the suspension once found, and the rules
 * (docs/self-care-rules.md). A pause for a trip is one link away.
 */
export default function LossPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const checks = useQuery(pauseChecksQueryOptions(lineInUseNo, true));
  return (
    <PageContainer className={screen.page}>
      <PageHeader
        title={t`분실 신고`}
        description={t`휴대폰을 잃어버렸다면 바로 분실정지해 주세요. 전화, 문자, 데이터와 소액결제가 막혀 다른 사람이 쓸 수 없어요.`}
      />
      <QueryState
        query={checks}
        failedTitle={t`회선 정보를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => (
          <div className={screen.lineCards}>
            {list.map((check) => (
              <LossCard key={check.userLineNo} check={check} />
            ))}
          </div>
        )}
      </QueryState>
      <Section title={t`알아 두세요`} size="medium">
        <ul className={screen.rules}>
          <li>
            <Trans>신고하는 즉시 회선이 멈추고, 소액결제와 유료 부가서비스 가입도 막혀요.</Trans>
          </li>
          <li>
            <Trans>분실정지 중에도 요금제 요금은 그대로 나와요. 일시정지와는 달라요.</Trans>
          </li>
          <li>
            <Trans>
              휴대폰을 찾으면 간편인증으로 명의자 본인임을 확인한 뒤 풀 수 있어요. 소액결제는 막아 둔
              그대로라, 필요하면 따로 풀어 주세요.
            </Trans>
          </li>
        </ul>
      </Section>
      <Link to="/my-page/my-info/service/pause" className={screen.more}>
        <Trans>잃어버린 게 아니라 잠시 쉬려면: 일시정지</Trans>
      </Link>
    </PageContainer>
  );
}
