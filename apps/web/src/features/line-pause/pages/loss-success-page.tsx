import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { lossResultSchema, type LossResult } from '@mvno/contract';
import { isRecord } from '../../../shared/is-record.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { LOSS_PATH } from '../pause-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/**
 * What the loss form did, as the server answered it, and for which line (kept in the history entry, so a
 * reload keeps it).
 */
function changedOf(state: unknown): { result?: LossResult; userLineNo?: number } {
  if (!isRecord(state)) return {};
  const parsed = lossResultSchema.safeParse(state.result);
  return {
    ...(parsed.success && { result: parsed.data }),
    ...(typeof state.userLineNo === 'number' && { userLineNo: state.userLineNo }),
  };
}

/** /my-page/my-info/service/pause/loss/success (spec §2.2): the line suspended, or working again. */
export default function LossSuccessPage() {
  const { t } = useLingui();
  const { result, userLineNo } = changedOf(useLocation().state);
  const lineInUseNo = useLineInUseNo();
  // The micro-payment screens are of the line in use: offered when the lifted line is that one.
  const isLineInUse = userLineNo !== undefined && userLineNo === lineInUseNo;
  const isLifted = result?.pause.status === 'ENDED';
  const number = result?.pause.serviceNumber ?? '';
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={result === undefined ? t`분실 신고` : isLifted ? t`분실정지를 풀었어요` : t`분실정지했어요`}
          description={
            result === undefined
              ? t`회선 상태는 분실 신고 화면에서 볼 수 있어요.`
              : isLifted
                ? t`${number} 회선을 다시 쓸 수 있어요.`
                : t`${number} 회선의 전화, 문자, 데이터와 소액결제를 막았어요. 휴대폰을 찾으면 분실 신고 화면에서 풀 수 있어요.`
          }
          action={
            <div className={screen.actions}>
              <ButtonLink to={LOSS_PATH}>
                <Trans>분실 신고 화면</Trans>
              </ButtonLink>
              {isLifted && result.isMicroPaymentBlocked && isLineInUse ? (
                <ButtonLink to="/my-page/payment/block" variant="outline">
                  <Trans>소액결제 차단 풀기</Trans>
                </ButtonLink>
              ) : (
                <ButtonLink to="/my-page" variant="outline">
                  <Trans>마이페이지</Trans>
                </ButtonLink>
              )}
            </div>
          }
        />
      </div>
    </PageContainer>
  );
}
