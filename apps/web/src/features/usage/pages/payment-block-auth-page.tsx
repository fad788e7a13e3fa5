import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { formatWon, MICRO_PAYMENT_LIMIT_TIERS } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useReauth } from '../../../shared/reauth/use-reauth.tsx';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { changePaymentAgreement, paymentLimitQueryOptions } from '../api/micro-payments.ts';
import { PAYMENT_BLOCK_SUCCESS_PATH } from './payment-block-page.tsx';
import { SettingState } from '../components/setting-state.tsx';
import screen from './usage-screens.module.css';

/**
 * /my-page/payment/block/auth (spec §2.2): lifting the block, after confirming it is the subscriber (the
 * password or a text code again, within 5 minutes). Micro-payments come back at the limit before the block.
 */
export default function PaymentBlockAuthPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const limit = useQuery(paymentLimitQueryOptions(lineInUseNo));
  const { withReauth, dialog } = useReauth();
  // Lifted here: the limit read again is above 0 now, and this screen leaves for the success page.
  const [isLifted, setIsLifted] = useState(false);
  const limitBefore = limit.data?.history.find((change) => change.monthlyLimit > 0)?.monthlyLimit;
  const restored = limitBefore ?? MICRO_PAYMENT_LIMIT_TIERS[0];
  const unblock = useSubmission({
    send: async (_input: null, key: string) => {
      const answer = await withReauth(() => changePaymentAgreement({ isAllowed: true }, key));
      setIsLifted(true);
      return answer;
    },
    onSuccess: async () => {
      // Away first: this screen is only for a blocked line.
      await navigate(PAYMENT_BLOCK_SUCCESS_PATH, {
        state: { isAllowed: true, monthlyLimit: restored },
        replace: true,
      });
      await queryClient.invalidateQueries({ queryKey: ['self-care'] });
    },
  });

  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>소액결제 차단 풀기</Trans>
      </h1>
      <QueryState
        query={limit}
        failedTitle={t`소액결제 설정을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) => {
          if (data.monthlyLimit > 0 && !isLifted) return <Navigate to="/my-page/payment/limit" replace />;
          const back = formatWon(restored);
          return (
            <SettingState title={<Trans>본인 확인 후 풀 수 있어요</Trans>}>
              <p>
                <Trans>
                  다른 사람이 몰래 풀지 못하도록 비밀번호나 휴대폰 문자로 본인인지 한 번 더 확인해요. 풀면 한
                  달에 {back}까지 결제할 수 있어요.
                </Trans>
              </p>
              <Button
                type="button"
                size="lg"
                isBlock
                disabled={unblock.isSubmitting}
                onClick={() => void unblock.submit(null)}
              >
                <Trans>본인 확인하고 차단 풀기</Trans>
              </Button>
            </SettingState>
          );
        }}
      </QueryState>
      {dialog}
    </PageContainer>
  );
}
