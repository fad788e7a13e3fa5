import { Trans, useLingui } from '@lingui/react/macro';
import { formatWon, pauseResultSchema } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { usePausePaths } from '../pause-paths.ts';
import { PauseDays } from './pause-page.tsx';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './pause-pages.module.css';

/** /my-page/my-info/service/pause/success and /my-page-v2/… (spec §2.2): what was paused, when, for how much. */
export default function PauseSuccessPage() {
  const { t } = useLingui();
  const paths = usePausePaths();
  const result = useHistoryResult(pauseResultSchema);
  const isBooked = result?.pause.status === 'RESERVED';
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={
            result === undefined
              ? t`일시정지 신청`
              : isBooked
                ? t`일시정지를 예약했어요`
                : t`회선을 일시정지했어요`
          }
          description={
            result === undefined
              ? t`신청한 내용은 일시정지 안내에서 볼 수 있어요.`
              : isBooked
                ? t`시작일이 되면 회선이 멈춰요. 그 전에는 언제든 예약을 취소할 수 있어요.`
                : t`마지막 날까지 전화, 문자, 데이터가 멈춰요. 그 전에 다시 쓰고 싶으면 언제든 풀 수 있어요.`
          }
          action={
            <div className={screen.actions}>
              <ButtonLink to={paths.home}>
                <Trans>일시정지 안내</Trans>
              </ButtonLink>
              <ButtonLink to="/my-page" variant="outline">
                <Trans>마이페이지</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
      {result !== undefined && (
        <dl className={styles.summary}>
          <dt>
            <Trans>회선</Trans>
          </dt>
          <dd>{result.pause.serviceNumber}</dd>
          <dt>
            <Trans>기간</Trans>
          </dt>
          <dd>
            <PauseDays pause={result.pause} />
          </dd>
          <dt>
            <Trans>일시정지 요금</Trans>
          </dt>
          <dd className={styles.amount}>{formatWon(result.fee)}</dd>
        </dl>
      )}
    </PageContainer>
  );
}
