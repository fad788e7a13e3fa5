import { Trans, useLingui } from '@lingui/react/macro';
import { formatWon } from '@mvno/contract';
import { useLocation } from 'react-router';
import { isRecord } from '../../../shared/is-record.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import screen from './usage-screens.module.css';
import styles from './payment-limit-pages.module.css';

/** What a micro-payment change screen came with (kept in the history entry, so a reload keeps it). */
function changedOf(state: unknown): { monthlyLimit?: number; isAllowed?: boolean } {
  if (!isRecord(state)) return {};
  return {
    ...(typeof state.monthlyLimit === 'number' && { monthlyLimit: state.monthlyLimit }),
    ...(typeof state.isAllowed === 'boolean' && { isAllowed: state.isAllowed }),
  };
}

/**
 * /my-page/payment/limit/success and /my-page/payment/block/success (spec §2.2): what the micro-payment
 * change did, and where to go next.
 */
export default function PaymentLimitSuccessPage() {
  const { t } = useLingui();
  const changed = changedOf(useLocation().state);
  const limit = changed.monthlyLimit === undefined ? '' : formatWon(changed.monthlyLimit);
  const title =
    changed.isAllowed === false
      ? t`소액결제를 막았어요`
      : changed.isAllowed === true
        ? t`소액결제를 다시 쓸 수 있어요`
        : limit !== ''
          ? t`한도를 ${limit}으로 바꿨어요`
          : t`소액결제 설정`;
  const description =
    changed.isAllowed === false
      ? t`이 회선으로는 소액결제가 되지 않아요. 필요할 때 다시 풀 수 있어요.`
      : limit !== ''
        ? t`이번 달부터 한 달에 ${limit}까지 결제할 수 있어요.`
        : t`바뀐 내용은 소액결제 이용 내역에서 볼 수 있어요.`;
  return (
    <PageContainer className={screen.page}>
      <div className={styles.done}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={title}
          description={description}
          action={
            <div className={styles.actions}>
              <ButtonLink to="/my-page/payment/use">
                <Trans>소액결제 이용 내역</Trans>
              </ButtonLink>
              <ButtonLink to="/my-page" variant="outline">
                <Trans>마이페이지</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
    </PageContainer>
  );
}
