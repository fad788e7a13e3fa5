import { Trans, useLingui } from '@lingui/react/macro';
import { shiftPeriod } from '@mvno/contract';
import { useHref } from 'react-router';
import { popupFeatures } from '../../../shared/popup/popup-handshake.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { formatMonth, lastClosedPeriod, periodsBetween } from '../bill-format.ts';
import { CONFIRMATION_MONTHS, CONFIRMATION_WINDOW_NAME } from '../confirmation-range.ts';
import styles from './confirmation-request.module.css';

/**
 * Asks for a payment confirmation (납부확인서) of a range of months: a plain GET form aimed at a named window.
 * Sending it opens that window as the spec's popup first; where the browser blocks popups, the form itself
 * still opens the document in a new tab, because a sent form is the visitor's own act. No state: the two
 * months are the form's own fields.
 */
export function ConfirmationRequest({ billAcntId, period }: { billAcntId: string; period: string }) {
  const { t } = useLingui();
  const action = useHref('/my-page/bill/fee/popup');
  const last = lastClosedPeriod();
  const options = periodsBetween(shiftPeriod(last, -(CONFIRMATION_MONTHS - 1)), last)
    .reverse()
    .map((value) => ({ value, label: formatMonth(value) }));
  const to = period < last ? period : last;
  const from = shiftPeriod(to, -(CONFIRMATION_MONTHS - 1));
  const earliest = options.at(-1)?.value ?? from;

  return (
    <Section
      title={t`납부확인서`}
      description={t`고른 기간의 청구 금액과 납부 내역을 문서로 받아요. 인쇄하거나 PDF로 저장할 수 있어요.`}
      size="medium"
      className={styles.box}
    >
      <form
        className={styles.form}
        method="get"
        action={action}
        target={CONFIRMATION_WINDOW_NAME}
        onSubmit={() => {
          window.open('', CONFIRMATION_WINDOW_NAME, popupFeatures());
        }}
      >
        <input type="hidden" name="billAcntId" value={billAcntId} />
        <div className={styles.range}>
          <SelectField
            name="from"
            label={t`시작 월`}
            options={options}
            defaultValue={from < earliest ? earliest : from}
          />
          <SelectField name="to" label={t`끝 월`} options={options} defaultValue={to} />
        </div>
        <Button type="submit" variant="outline" size="lg" isBlock className={styles.submit}>
          <Trans>
            납부확인서 발급 <span className={styles.newWindow}>(새 창)</span>
          </Trans>
        </Button>
      </form>
    </Section>
  );
}
