import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate, planChangeResultSchema } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { PLAN_CHANGE_PATH } from '../plan-change-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/** /my-page/my-info/plan/success (spec §2.2): the plan changed today, or booked for the 1st. */
export default function PlanChangeSuccessPage() {
  const { t } = useLingui();
  const result = useHistoryResult(planChangeResultSchema);
  const plan = result?.plan.planName ?? '';
  const day = result === undefined ? '' : formatLongDate(result.startsOn);
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={
            result === undefined
              ? t`요금제 변경`
              : result.status === 'BOOKED'
                ? t`요금제 변경을 예약했어요`
                : t`요금제를 바꿨어요`
          }
          description={
            result === undefined
              ? t`바뀐 요금제는 요금제 변경 화면에서 볼 수 있어요.`
              : result.status === 'BOOKED'
                ? t`${day}부터 ${plan}을 써요. 그 전에는 예약을 취소할 수 있어요.`
                : t`오늘부터 ${plan}을 써요. 이번 달 요금은 두 요금제를 쓴 날만큼 나눠 계산해요.`
          }
          action={
            <div className={screen.actions}>
              <ButtonLink to={PLAN_CHANGE_PATH}>
                <Trans>요금제 변경 화면</Trans>
              </ButtonLink>
              <ButtonLink to="/my-page/usage/fee" variant="outline">
                <Trans>이번 달 요금</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
    </PageContainer>
  );
}
