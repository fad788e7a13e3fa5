import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { TermsType } from '@mvno/contract';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import type { UsimOrderForm } from '../usim-order-form.ts';
import styles from './usim-order.module.css';

type Consent = 'usimPurchase' | 'privacy' | 'marketing';

/** Each consent of an order: the terms it agrees to (shown by the viewer) and whether it is required. */
export const usimConsents: ReadonlyArray<{
  name: Consent;
  type: TermsType;
  label: MessageDescriptor;
  isRequired: boolean;
}> = [
  { name: 'usimPurchase', type: 'USIM_PURCHASE', label: msg`유심 구매 약관`, isRequired: true },
  { name: 'privacy', type: 'PRIVACY', label: msg`개인정보 수집·이용 동의`, isRequired: true },
  { name: 'marketing', type: 'MARKETING', label: msg`마케팅 정보 수신 동의`, isRequired: false },
];

/**
 * The consents of an order: the SIM purchase terms and the privacy consent (required), marketing (optional),
 * each with 보기 to read it, and 전체 동의 for all three. The versions in force are kept with the order.
 */
export function UsimTerms({ form, onView }: { form: UsimOrderForm; onView: (type: TermsType) => void }) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const agreements = useWatch({ control: form.control, name: 'agreements' });
  const { errors } = form.formState;
  const error = errors.agreements?.usimPurchase?.message ?? errors.agreements?.privacy?.message;
  const isAllAgreed = agreements.usimPurchase && agreements.privacy && agreements.marketing;

  return (
    <fieldset className={styles.part}>
      <legend className={styles.legend}>
        <Trans>약관 동의</Trans>
      </legend>
      <Checkbox
        look="strong"
        checked={isAllAgreed}
        onChange={(event) => {
          const { checked } = event.target;
          for (const { name } of usimConsents)
            form.setValue(`agreements.${name}`, checked, { shouldValidate: form.formState.isSubmitted });
        }}
      >
        <Trans>전체 동의</Trans>
      </Checkbox>
      <ul className={styles.consents}>
        {usimConsents.map(({ name, type, label, isRequired }) => {
          const consentName = i18n._(label);
          return (
            <li key={name} className={styles.consentRow}>
              <Checkbox
                {...form.register(`agreements.${name}`)}
                aria-describedby={isRequired ? errorId : undefined}
                aria-invalid={isRequired && error !== undefined && !agreements[name] ? true : undefined}
              >
                {isRequired ? <Trans>[필수] {consentName}</Trans> : <Trans>[선택] {consentName}</Trans>}
              </Checkbox>
              <button
                type="button"
                className={styles.view}
                aria-label={t`${consentName} 보기`}
                onClick={() => onView(type)}
              >
                <Trans>보기</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <p id={errorId} className={styles.fieldError} aria-live="polite">
        {error ?? null}
      </p>
      <p className={styles.note}>
        <Trans>마케팅 정보 수신에 동의하지 않아도 주문할 수 있어요.</Trans>
      </p>
    </fieldset>
  );
}
