import { Trans, useLingui } from '@lingui/react/macro';
import { addServiceResultSchema } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { useAddServicePaths } from '../add-service-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';

/** /my-page/my-info/add-service/cancel/success and /my-page-v2/… (spec §2.2): what was cancelled, until when. */
export default function AddServiceCancelSuccessPage() {
  const { t } = useLingui();
  const paths = useAddServicePaths();
  const result = useHistoryResult(addServiceResultSchema);
  const name = result?.addServiceName ?? '';
  const number = result?.serviceNumber ?? '';
  return (
    <PageContainer className={screen.page}>
      <div className={screen.successBox}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={result === undefined ? t`부가서비스 해지` : t`부가서비스를 해지했어요`}
          description={
            result === undefined
              ? t`쓰고 있는 부가서비스는 부가서비스 관리에서 볼 수 있어요.`
              : t`${number} 회선의 ${name}은 오늘까지 쓸 수 있어요. 이번 달에는 오늘까지의 요금만 나와요.`
          }
          action={
            <div className={screen.actions}>
              <ButtonLink to={paths.home}>
                <Trans>부가서비스 관리</Trans>
              </ButtonLink>
              <ButtonLink to="/add-service" variant="outline">
                <Trans>다른 부가서비스 보기</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
    </PageContainer>
  );
}
