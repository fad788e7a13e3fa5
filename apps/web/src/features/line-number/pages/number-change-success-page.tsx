import { Trans, useLingui } from '@lingui/react/macro';
import { formatPhoneNumber, formatWon, NUMBER_CHANGE_RULES, numberChangeResultSchema } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { SERVICE_PATH } from '../number-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/** /my-page/my-info/service/number/success: the line's new number, what became of the old one, the fee. */
export default function NumberChangeSuccessPage() {
  const { t } = useLingui();
  const result = useHistoryResult(numberChangeResultSchema);
  const number = result === undefined ? '' : formatPhoneNumber(result.serviceNumber);
  const old = result === undefined ? '' : formatPhoneNumber(result.oldNumber);
  const fee = formatWon(result?.feeAmount ?? 0);
  const days = NUMBER_CHANGE_RULES.holdDays;
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={result === undefined ? t`번호 변경` : t`번호를 바꿨어요`}
          description={
            result === undefined
              ? t`지금 번호는 회선 서비스 정보에서 볼 수 있어요.`
              : t`새 번호: ${number}. 지금부터 새 번호로 전화와 문자를 받아요. 예전 번호(${old})는 ${days}일 동안 다른 분께 드리지 않아요. 수수료 ${fee}은 이번 달 요금에 함께 나와요.`
          }
          action={
            <ButtonLink to={SERVICE_PATH}>
              <Trans>회선 서비스 정보</Trans>
            </ButtonLink>
          }
        />
      </div>
    </PageContainer>
  );
}
