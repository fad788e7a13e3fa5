import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { formatPhoneNumber } from '@mvno/contract';
import { PhoneAuthForm } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import type { UsimOrderForm } from '../usim-order-form.ts';
import styles from './usim-order.module.css';

/**
 * The buyer's mobile number, verified by a text code (purpose USIM): where the order is told about, and how a
 * visitor finds it again. The proof goes with the order, which uses it up.
 */
export function BuyerPhone({ form, initialPhone }: { form: UsimOrderForm; initialPhone: string }) {
  const { t } = useLingui();
  const [buyerPhone, authKey] = useWatch({ control: form.control, name: ['buyerPhone', 'authKey'] });
  const error = form.formState.errors.authKey?.message;

  if (authKey !== '') {
    const phone = formatPhoneNumber(buyerPhone);
    return (
      <div className={styles.verified}>
        <p className={styles.verifiedText} role="status">
          <CheckIcon className={styles.verifiedIcon} />
          <Trans>{phone} 번호를 인증했어요.</Trans>
        </p>
        <Button
          variant="outline"
          onClick={() => {
            form.setValue('authKey', '');
            form.setValue('buyerPhone', '');
          }}
        >
          <Trans>다른 번호로 인증하기</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.buyer}>
      <p className={styles.note}>
        <Trans>주문과 배송 소식을 이 번호로 문자로 알려 드려요. 주문 내역도 이 번호로 찾아요.</Trans>
      </p>
      <PhoneAuthForm
        purpose="USIM"
        initialPhone={initialPhone}
        submitLabel={t`인증하기`}
        onVerified={({ phone, authKey: key }) => {
          form.setValue('buyerPhone', phone);
          form.setValue('authKey', key, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <p className={styles.fieldError} aria-live="polite">
        {error ?? null}
      </p>
    </div>
  );
}
