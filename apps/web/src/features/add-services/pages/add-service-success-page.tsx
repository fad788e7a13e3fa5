import { Trans, useLingui } from '@lingui/react/macro';
import { addServiceResultSchema, formatLongDate } from '@mvno/contract';
import { useHistoryResult } from '../../../shared/routing/history-result.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import styles from './add-service-detail-page.module.css';

/**
 * /add-service/success (spec §2.2): the add-on a subscriber just joined, on which line, from when, as the
 * server answered (kept in the history entry, so a reload keeps it).
 */
export default function AddServiceSuccessPage() {
  const { t } = useLingui();
  const result = useHistoryResult(addServiceResultSchema);
  const name = result?.addServiceName ?? '';
  const number = result?.serviceNumber ?? '';
  const day = result === undefined ? '' : formatLongDate(result.startsOn);
  return (
    <PageContainer className={styles.page}>
      <StatusMessage
        headingLevel="h1"
        kind="done"
        title={result === undefined ? t`부가서비스 가입` : t`부가서비스에 가입했어요`}
        description={
          result === undefined
            ? t`가입한 부가서비스는 마이페이지의 부가서비스 관리에서 볼 수 있어요.`
            : t`${number} 회선에서 ${day}부터 ${name}을 쓸 수 있어요. 이번 달은 쓴 날만큼 나눠 계산해요.`
        }
        action={
          <div className={styles.successActions}>
            <ButtonLink to="/my-page/my-info/add-service">
              <Trans>부가서비스 관리</Trans>
            </ButtonLink>
            <ButtonLink to="/add-service" variant="outline">
              <Trans>다른 부가서비스 보기</Trans>
            </ButtonLink>
          </div>
        }
      />
    </PageContainer>
  );
}
