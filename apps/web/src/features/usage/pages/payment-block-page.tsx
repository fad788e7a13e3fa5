import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatLongDate, type PaymentAgreement } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { changePaymentAgreement, paymentAgreementQueryOptions } from '../api/micro-payments.ts';
import { SettingState } from '../components/setting-state.tsx';
import screen from './usage-screens.module.css';

/** Where a block or an unblock is confirmed. */
export const PAYMENT_BLOCK_SUCCESS_PATH = '/my-page/payment/block/success';

function BlockState({ agreement }: { agreement: PaymentAgreement }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const block = useSubmission({
    send: (_input: null, key: string) => changePaymentAgreement({ isAllowed: false }, key),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['self-care'] });
      await navigate(PAYMENT_BLOCK_SUCCESS_PATH, { state: { isAllowed: false }, replace: true });
    },
  });
  const since = agreement.changedAt === null ? '' : formatLongDate(agreement.changedAt);

  if (!agreement.isAllowed) {
    return (
      <SettingState title={<Trans>소액결제를 막아 두었어요</Trans>}>
        {since !== '' && (
          <p>
            <Trans>{since}부터 이 회선으로 소액결제가 되지 않아요.</Trans>
          </p>
        )}
        <ButtonLink to="/my-page/payment/block/auth" size="lg" isBlock>
          <Trans>차단 풀기</Trans>
        </ButtonLink>
      </SettingState>
    );
  }
  return (
    <SettingState title={<Trans>소액결제를 쓰고 있어요</Trans>}>
      <p>
        <Trans>
          막으면 이 회선으로 게임, 앱, 콘텐츠를 휴대폰 요금으로 결제할 수 없어요. 휴대폰을 잃어버렸거나 모르는
          결제가 걱정될 때 바로 막아 두세요.
        </Trans>
      </p>
      <Button
        type="button"
        size="lg"
        isBlock
        disabled={block.isSubmitting}
        onClick={() => void block.submit(null)}
      >
        <Trans>소액결제 막기</Trans>
      </Button>
    </SettingState>
  );
}

/** /my-page/payment/block (spec §2.2): block micro-payments on the line in use at once, or go to unblock them. */
export default function PaymentBlockPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const agreement = useQuery(paymentAgreementQueryOptions(lineInUseNo));
  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>소액결제 차단</Trans>
      </h1>
      <QueryState
        query={agreement}
        failedTitle={t`소액결제 설정을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) => <BlockState agreement={data} />}
      </QueryState>
    </PageContainer>
  );
}
