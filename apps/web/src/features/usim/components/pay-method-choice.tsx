import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { paymentMethods } from '@mvno/contract';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import type { UsimOrderForm } from '../usim-order-form.ts';
import { usimPayMethodLabels, usimTexts } from '../usim-words.ts';
import styles from './usim-order.module.css';

/** How an order that costs anything is paid; a phone payment says first how it is refunded later. */
export function PayMethodChoice({ form }: { form: UsimOrderForm }) {
  const { i18n } = useLingui();
  const payMethod = useWatch({ control: form.control, name: 'payMethod' });
  return (
    <fieldset className={styles.part}>
      <legend className={styles.legend}>
        <Trans>결제 수단</Trans>
      </legend>
      <div className={styles.methods}>
        {paymentMethods.map((method) => (
          <RadioCard
            key={method}
            value={method}
            isChosen={payMethod === method}
            title={i18n._(usimPayMethodLabels[method])}
            {...form.register('payMethod')}
          />
        ))}
      </div>
      {payMethod === 'MC' && (
        <p className={styles.warning} role="note">
          {i18n._(usimTexts.phoneMonthNote)}
        </p>
      )}
    </fieldset>
  );
}
