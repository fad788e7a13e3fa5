import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatLongDate,
  formatPhoneNumber,
  formatWon,
  lineCancelFormSchema,
  lineCancelReasonLabels,
  lineCancelReasons,
  messages,
  paymentMethodLabels,
  textOf,
  type CancelAmount,
  type LineCancelForm,
  type LineCancelResult,
} from '@mvno/contract';
import { cancelQuoteQueryOptions } from '../../../shared/api/cancel-quote.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useReauth } from '../../../shared/reauth/use-reauth.tsx';
import { endSession, refreshLoginUser } from '../../../shared/session/session.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { cancelLine } from '../api/line-cancel.ts';
import { LINE_CANCEL_SUCCESS_PATH, SERVICE_PATH } from '../line-cancel-paths.ts';
import { CancelDone } from './line-cancel-success-page.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import formStyles from '../../../shared/ui/form/form.module.css';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './line-cancel-pages.module.css';

/** What ending the line today costs, item by item, and how the last charges are paid. */
function CancelFigures({ amount }: { amount: CancelAmount }) {
  const { t } = useLingui();
  const method = textOf(paymentMethodLabels[amount.settlement.payMethod]);
  const dueOn = formatLongDate(amount.settlement.dueOn);
  const unpaid = formatWon(amount.unpaidAmount);
  return (
    <section className={styles.block} aria-labelledby="cancel-figures">
      <h2 id="cancel-figures" className={styles.heading}>
        <Trans>오늘 해지하면 내는 돈</Trans>
      </h2>
      <dl className={screen.figures}>
        <dt>
          <Trans>이번 달 마지막 요금 (오늘까지)</Trans>
        </dt>
        <dd>{formatWon(amount.finalBill.totalAmount)}</dd>
        {amount.remainingInstalments > 0 && (
          <>
            <dt>
              <Trans>남은 할부금</Trans>
            </dt>
            <dd>{formatWon(amount.remainingInstalments)}</dd>
          </>
        )}
        {amount.discountPaybacks.map((payback) => (
          <div key={payback.discountName} className={styles.contents}>
            <dt>
              {t`${payback.discountName} 반환금`}
              <span className={styles.sub}>
                <Trans>
                  받은 할인 {formatWon(payback.receivedAmount)}의 {payback.percent}% ({payback.monthsKept}개월
                  사용)
                </Trans>
              </span>
            </dt>
            <dd>{formatWon(payback.paybackAmount)}</dd>
          </div>
        ))}
        <dt className={screen.total}>
          <Trans>모두</Trans>
        </dt>
        <dd className={screen.total}>{formatWon(amount.totalAmount)}</dd>
      </dl>
      <p className={screen.note}>
        <Trans>
          {formatLongDate(amount.asOf)} 기준이에요. 이 금액은 {dueOn}이 납부일인 청구서에 함께 나오고,
          지금처럼 {method}({amount.settlement.payNumberMasked})로 내요. 지금 따로 결제하지 않아요.
        </Trans>
      </p>
      {amount.unpaidAmount > 0 && (
        <p className={screen.warning}>
          <Trans>아직 내지 않은 지난 요금 {unpaid}은 해지해도 그대로 내야 해요.</Trans>
        </p>
      )}
    </section>
  );
}

/** The reason and the agreement, then the cancellation after the password once more. */
function CancelForm({
  amount,
  onSignedOut,
}: {
  amount: CancelAmount;
  onSignedOut: (result: LineCancelResult) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reasonErrorId = useId();
  const agreementErrorId = useId();
  const form = useContractForm(lineCancelFormSchema, {});
  const { errors } = form.formState;
  const reason = form.watch('reasonCode');
  const { withReauth, dialog } = useReauth();
  const cancel = useSubmission({
    send: (values: { reasonCode: LineCancelForm['reasonCode'] }, key: string) =>
      withReauth(() =>
        cancelLine(
          { userLineNo: amount.userLineNo, totalAmount: amount.totalAmount, reasonCode: values.reasonCode },
          key,
        ),
      ),
    onSuccess: async (result: LineCancelResult) => {
      if (result.isSignedOut) {
        // Every session of theirs has ended with the line: the answer is shown here, not under /my-page.
        onSignedOut(result);
        return;
      }
      await navigate(LINE_CANCEL_SUCCESS_PATH, { state: { result }, replace: true });
      await refreshLoginUser();
      await queryClient.invalidateQueries({ queryKey: ['self-care'] });
    },
  });
  const submit = form.handleSubmit((values) => cancel.submit({ reasonCode: values.reasonCode }));

  return (
    <>
      <form className={screen.form} noValidate onSubmit={(event) => void submit(event)}>
        <ul className={screen.rules}>
          <li>
            <Trans>해지하면 바로 전화, 문자, 데이터가 끊기고, 되돌릴 수 없어요.</Trans>
          </li>
          <li>
            <Trans>번호는 다른 분께 바로 드리지 않지만, 다시 쓰려면 새로 가입해야 해요.</Trans>
          </li>
          <li>
            <Trans>예약한 일시정지와 쓰던 부가서비스도 오늘로 끝나요.</Trans>
          </li>
          {amount.isLastLine && (
            <li>
              <Trans>마지막 회선이라 해지하면 로그인도 끝나요. 청구서는 지금처럼 받아요.</Trans>
            </li>
          )}
        </ul>
        <fieldset
          className={cards.group}
          aria-describedby={reasonErrorId}
          aria-invalid={errors.reasonCode === undefined ? undefined : true}
        >
          <legend className={cards.legend}>
            <Trans>해지하는 이유를 알려 주세요</Trans>
          </legend>
          <div className={screen.choices}>
            {lineCancelReasons.map((code) => (
              <RadioCard
                key={code}
                title={textOf(lineCancelReasonLabels[code])}
                isChosen={reason === code}
                value={code}
                {...form.register('reasonCode')}
              />
            ))}
          </div>
          <p id={reasonErrorId} className={formStyles.error} aria-live="polite">
            {errors.reasonCode?.message}
          </p>
        </fieldset>
        <div>
          <Checkbox
            aria-describedby={agreementErrorId}
            aria-invalid={errors.isAgreed === undefined ? undefined : true}
            {...form.register('isAgreed')}
          >
            <Trans>해지 금액 {formatWon(amount.totalAmount)}과 안내를 모두 확인했어요.</Trans>
          </Checkbox>
          <p id={agreementErrorId} className={formStyles.error} aria-live="polite">
            {errors.isAgreed?.message}
          </p>
        </div>
        <div className={screen.actions}>
          <ButtonLink to={SERVICE_PATH} variant="outline" size="lg">
            <Trans>계속 쓸게요</Trans>
          </ButtonLink>
          <Button type="submit" size="lg" disabled={cancel.isSubmitting}>
            <Trans>해지하기</Trans>
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      {dialog}
    </>
  );
}

/**
 * /my-page/my-info/service/cancel (beyond the spec, docs/self-care-rules.md): the line in use, what ending it
 * today costs and how that is paid, why it cannot be ended online when it cannot, then the reason, the
 * agreement and the password once more.
 */
export default function LineCancelPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const quote = useQuery(cancelQuoteQueryOptions(lineInUseNo));
  const [ended, setEnded] = useState<LineCancelResult | null>(null);
  if (ended !== null)
    return (
      <PageContainer className={screen.page}>
        <CancelDone result={ended} onLeave={endSession} />
      </PageContainer>
    );
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`회선 해지`} />
      <QueryState
        query={quote}
        failedTitle={t`해지 금액을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(amount) => (
          <>
            <dl className={styles.line}>
              <dt>
                <Trans>해지할 회선</Trans>
              </dt>
              <dd>{formatPhoneNumber(amount.serviceNumber)}</dd>
            </dl>
            {amount.refusal === null ? (
              <>
                <CancelFigures amount={amount} />
                <CancelForm amount={amount} onSignedOut={setEnded} />
              </>
            ) : (
              <StatusMessage
                headingLevel="h2"
                title={t`지금은 온라인으로 해지할 수 없어요`}
                description={amount.refusal}
                action={
                  amount.refusal === textOf(messages.lineCancelNeedsAutoPay) ? (
                    <ButtonLink
                      to={`/my-page/bill/pay-method/change?account=${amount.settlement.billAcntId}`}
                    >{t`자동납부 바꾸기`}</ButtonLink>
                  ) : (
                    <ButtonLink to={SERVICE_PATH}>{t`회선 서비스 정보로 돌아가기`}</ButtonLink>
                  )
                }
              />
            )}
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
