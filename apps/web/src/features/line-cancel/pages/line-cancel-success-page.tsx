import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatLongDate,
  formatPhoneNumber,
  formatWon,
  lineCancelResultSchema,
  paymentMethodLabels,
  textOf,
  type LineCancelResult,
} from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { SERVICE_PATH } from '../line-cancel-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/**
 * What a cancellation did: the line ended today, and the bill its last charges come on. `onLeave` runs as the
 * subscriber leaves (their last line: the session ends then).
 */
export function CancelDone({ result, onLeave }: { result: LineCancelResult; onLeave?: () => void }) {
  const { t } = useLingui();
  const number = formatPhoneNumber(result.serviceNumber);
  const endedOn = formatLongDate(result.endedOn);
  const amount = formatWon(result.totalAmount);
  const dueOn = formatLongDate(result.dueOn);
  const method = textOf(paymentMethodLabels[result.payMethod]);
  return (
    <div className={screen.successBox}>
      <StatusMessage
        headingLevel="h1"
        kind="done"
        title={t`회선을 해지했어요`}
        description={
          <>
            <Trans>
              {number} 회선은 {endedOn}까지 썼어요. 해지 금액 {amount}은 {dueOn}이 납부일인 청구서에 함께
              나오고 {method}로 내요.
            </Trans>{' '}
            {result.isSignedOut && (
              <Trans>마지막 회선이라 로그인이 끝났어요. 그동안 바로모바일을 써 주셔서 고마워요.</Trans>
            )}
          </>
        }
        action={
          result.isSignedOut ? (
            <ButtonLink to="/main" onClick={onLeave}>
              <Trans>홈으로</Trans>
            </ButtonLink>
          ) : (
            <div className={screen.actions}>
              <ButtonLink to="/my-page/bill">
                <Trans>요금 보기</Trans>
              </ButtonLink>
              <ButtonLink to="/my-page" variant="outline">
                <Trans>마이페이지</Trans>
              </ButtonLink>
            </div>
          )
        }
      />
    </div>
  );
}

/** /my-page/my-info/service/cancel/success: the cancellation of a line when the subscriber has others. */
export default function LineCancelSuccessPage() {
  const { t } = useLingui();
  const result = useHistoryResult(lineCancelResultSchema);
  return (
    <PageContainer className={screen.page}>
      {result === undefined ? (
        <div className={screen.successBox}>
          <StatusMessage
            headingLevel="h1"
            kind="done"
            title={t`회선 해지`}
            description={t`회선 상태는 회선 서비스 정보에서 볼 수 있어요.`}
            action={<ButtonLink to={SERVICE_PATH}>{t`회선 서비스 정보`}</ButtonLink>}
          />
        </div>
      ) : (
        <CancelDone result={result} />
      )}
    </PageContainer>
  );
}
