import { Trans, useLingui } from '@lingui/react/macro';
import { payMethodChangeResultSchema } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { usePayMethodPaths } from '../pay-method-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import { PayMethodFacts } from '../components/pay-method-facts.tsx';

/** /my-page/bill/pay-method/success and /my-page-v2/… (spec §2.2): how the account pays from now on. */
export default function PayMethodSuccessPage() {
  const { t } = useLingui();
  const paths = usePayMethodPaths();
  const result = useHistoryResult(payMethodChangeResultSchema);
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={result === undefined ? t`납부 방법 변경` : t`납부 방법을 바꿨어요`}
          description={
            result === undefined
              ? t`지금 납부 방법은 납부 방법 화면에서 볼 수 있어요.`
              : t`앞으로 이렇게 내고, 청구서를 받아요.`
          }
          action={
            <div className={screen.actions}>
              <ButtonLink to={paths.home}>
                <Trans>납부 방법</Trans>
              </ButtonLink>
              <ButtonLink to="/my-page/bill" variant="outline">
                <Trans>요금 조회</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
      {result !== undefined && <PayMethodFacts account={result} />}
    </PageContainer>
  );
}
