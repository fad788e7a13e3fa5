import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  formatWon,
  MICRO_PAYMENT_LIMIT_TIERS,
  paymentLimitRequestSchema,
  type PaymentLimit,
  type PaymentLimitRequest,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useReauth } from '../../../shared/reauth/use-reauth.tsx';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { changePaymentLimit, paymentLimitQueryOptions } from '../api/micro-payments.ts';
import screen from './usage-screens.module.css';
import styles from './payment-limit-pages.module.css';

/** Where a changed limit is shown. */
export const PAYMENT_LIMIT_SUCCESS_PATH = '/my-page/payment/limit/success';

function LimitForm({ limit }: { limit: PaymentLimit }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const form = useContractForm(paymentLimitRequestSchema, { monthlyLimit: limit.monthlyLimit });
  const chosen = useWatch({ control: form.control, name: 'monthlyLimit' });
  const { withReauth, dialog } = useReauth();
  const change = useSubmission({
    send: (body: PaymentLimitRequest, key: string) => withReauth(() => changePaymentLimit(body, key)),
    onSuccess: async (answer: PaymentLimit) => {
      queryClient.setQueryData(paymentLimitQueryOptions(lineInUseNo).queryKey, answer);
      await navigate(PAYMENT_LIMIT_SUCCESS_PATH, {
        state: { monthlyLimit: answer.monthlyLimit },
        replace: true,
      });
    },
  });
  const submit = form.handleSubmit((values) => change.submit(values));
  const used = formatWon(limit.usedAmount);
  const isRaise = chosen > limit.monthlyLimit;

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={cards.group}>
          <legend className={cards.legend}>
            <Trans>한 달 한도</Trans>
          </legend>
          <div className={styles.tiers}>
            {MICRO_PAYMENT_LIMIT_TIERS.map((tier) => (
              <RadioCard
                key={tier}
                title={formatWon(tier)}
                isChosen={chosen === tier}
                checked={chosen === tier}
                onChange={() => form.setValue('monthlyLimit', tier, { shouldDirty: true })}
                name="monthlyLimit"
                value={tier}
              >
                {tier === limit.monthlyLimit && (
                  <span className={styles.current}>
                    <Trans>지금 한도</Trans>
                  </span>
                )}
              </RadioCard>
            ))}
          </div>
        </fieldset>
        <ul className={styles.notes}>
          <li>
            <Trans>
              이번 달에 이미 {used}을 썼어요. 한도를 그보다 낮추면 이번 달에는 더 결제할 수 없어요.
            </Trans>
          </li>
          <li>
            <Trans>한도를 올릴 때는 안전을 위해 비밀번호를 한 번 더 확인해요.</Trans>
          </li>
        </ul>
        <Button
          type="submit"
          size="lg"
          isBlock
          disabled={chosen === limit.monthlyLimit || change.isSubmitting}
        >
          {isRaise ? <Trans>비밀번호 확인하고 한도 올리기</Trans> : <Trans>한도 바꾸기</Trans>}
        </Button>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      {dialog}
    </>
  );
}

/** /my-page/payment/limit (spec §2.2): the monthly micro-payment limit of the line in use, chosen among tiers. */
export default function PaymentLimitPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const limit = useQuery(paymentLimitQueryOptions(lineInUseNo));
  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>소액결제 한도 변경</Trans>
      </h1>
      <QueryState
        query={limit}
        failedTitle={t`소액결제 한도를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) =>
          data.monthlyLimit === 0 ? (
            <StatusMessage
              headingLevel="h2"
              title={t`소액결제를 막아 두었어요`}
              description={t`한도를 정하려면 먼저 소액결제 차단을 풀어 주세요.`}
              action={<ButtonLink to="/my-page/payment/block">{t`소액결제 차단 설정`}</ButtonLink>}
            />
          ) : (
            <Section title={t`얼마까지 쓸까요?`} size="medium">
              <LimitForm limit={data} />
            </Section>
          )
        }
      </QueryState>
      <Link to="/my-page/payment/use/history" className={styles.more}>
        <Trans>한도 변경 내역 보기</Trans>
      </Link>
    </PageContainer>
  );
}
