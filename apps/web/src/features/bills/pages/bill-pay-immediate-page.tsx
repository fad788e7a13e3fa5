import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  BILL_PAYMENT_MIN_PART_WON,
  billPaymentFormSchema,
  formatWon,
  paymentMethods,
  typedWon,
  type BillList,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { billsQueryOptions } from '../api/bills.ts';
import { billAccountIdOf, billListPath, payNowMethodLabels } from '../bill-format.ts';
import { OwedSummary } from '../components/owed-summary.tsx';
import { usePayNow } from '../hooks/use-pay-now.ts';
import styles from './bill-pay-pages.module.css';
import billStyles from './bill-pages.module.css';

/** The form: all that is owed or a part, and the way to pay; the payment window does the rest. */
function PayNowForm({ list }: { list: BillList }) {
  const { t, i18n } = useLingui();
  const owed = list.unpaidAmount;
  const form = useContractForm(billPaymentFormSchema(owed), {
    scope: 'WHOLE',
    partAmount: '',
    payMethod: 'CN',
  });
  const [scope, partAmount, payMethod] = useWatch({
    control: form.control,
    name: ['scope', 'partAmount', 'payMethod'],
  });
  const payNow = usePayNow();
  const least = formatWon(Math.min(BILL_PAYMENT_MIN_PART_WON, owed));
  const owedText = formatWon(owed);
  const typed = typedWon(partAmount);
  const amount = scope === 'WHOLE' ? owed : typed;
  const amountText = Number.isNaN(amount) || amount <= 0 ? '' : formatWon(amount);
  const isBusy = payNow.isBusy || payNow.isInCheckout;
  const submit = form.handleSubmit((request) =>
    payNow.pay({ billAcntId: list.billAcntId, amount: request.amount, payMethod: request.payMethod }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>낼 금액</Trans>
        </legend>
        <div className={styles.choices}>
          <RadioCard
            title={<Trans>전액 {owedText}</Trans>}
            isChosen={scope === 'WHOLE'}
            value="WHOLE"
            {...form.register('scope')}
          />
          <RadioCard
            title={<Trans>일부만 낼게요</Trans>}
            isChosen={scope === 'PART'}
            value="PART"
            {...form.register('scope')}
          />
        </div>
        {scope === 'PART' && (
          <TextField
            className={styles.partField}
            label={t`낼 금액 (원)`}
            inputMode="numeric"
            autoComplete="off"
            hint={t`${least} 이상, ${owedText} 이하로 낼 수 있어요. 오래된 청구서부터 납부돼요.`}
            error={form.formState.errors.partAmount?.message}
            {...form.register('partAmount')}
          />
        )}
      </fieldset>

      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>결제 수단</Trans>
        </legend>
        <div className={styles.choices}>
          {paymentMethods.map((method) => (
            <label key={method} className={classNames(cards.card, payMethod === method && cards.chosen)}>
              <input type="radio" value={method} className={cards.input} {...form.register('payMethod')} />
              <span className={cards.radio} aria-hidden="true" />
              <span className={cards.text}>
                <span className={cards.title}>{i18n._(payNowMethodLabels[method])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {payMethod === 'MC' && (
        <p className={styles.warning} role="note">
          <Trans>
            휴대폰 결제는 결제한 달 안에만, 그리고 전액만 취소할 수 있어요. 그 뒤에 환불할 일이 생기면 계좌로
            돌려드려요.
          </Trans>
        </p>
      )}

      <div className={styles.notice}>
        <ul>
          <li>
            <Trans>결제 버튼을 누르면 결제창이 새 창으로 열려요. 결제창에서 결제를 마쳐 주세요.</Trans>
          </li>
          <li>
            <Trans>결제한 금액은 오래된 청구서부터 납부되고, 바로 요금 조회에 보여요.</Trans>
          </li>
        </ul>
      </div>

      {payNow.isInCheckout && (
        <p className={styles.inCheckout} role="status">
          <Trans>결제창에서 결제를 진행해 주세요. 결제창을 닫으면 여기서 다시 결제할 수 있어요.</Trans>
        </p>
      )}

      <Button type="submit" size="lg" isBlock disabled={isBusy}>
        {amountText === '' ? <Trans>결제하기</Trans> : <Trans>{amountText} 결제하기</Trans>}
      </Button>
    </form>
  );
}

/** /my-page/bill/pay/immediate (spec §2.2): paying now all or part of what an account owes. */
export default function BillPayImmediatePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const lineInUseNo = useLineInUseNo();
  const billAcntId = billAccountIdOf(searchParams.get('billAcntId'));
  const bills = useQuery(billsQueryOptions(lineInUseNo, billAcntId));

  return (
    <PageContainer className={billStyles.page}>
      <header className={billStyles.header}>
        <h1 className={billStyles.title}>
          <Trans>지금 납부하기</Trans>
        </h1>
      </header>
      <QueryState
        query={bills}
        failedTitle={t`낼 요금을 불러오지 못했어요`}
        placeholder={<div className={billStyles.summaryPlaceholder} aria-hidden="true" />}
      >
        {(list) =>
          list.unpaidAmount === 0 ? (
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={t`지금 낼 요금이 없어요`}
              description={t`청구된 요금을 모두 냈어요.`}
              action={
                <ButtonLink to={billListPath(list.billAcntId)} variant="outline">
                  <Trans>요금 조회로 가기</Trans>
                </ButtonLink>
              }
            />
          ) : (
            <div className={billStyles.stack}>
              <OwedSummary list={list} />
              <Section title={t`어떻게 낼까요?`} size="medium" className={billStyles.card}>
                <PayNowForm list={list} />
              </Section>
            </div>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
