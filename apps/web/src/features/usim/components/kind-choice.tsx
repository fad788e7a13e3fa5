import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  formatWon,
  messages,
  textOf,
  USIM_ORDER_RULES,
  USIM_PRICES,
  USIM_PUBLIC_KINDS,
  usimKindLabels,
} from '@mvno/contract';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import type { UsimOrderForm } from '../usim-order-form.ts';
import { usimKindUses, usimTexts } from '../usim-words.ts';
import styles from './usim-order.module.css';

/** A kind's price as the list shows it: free, or the price with VAT. */
export function usimPriceText(price: number, free: string): string {
  return price === 0 ? free : formatWon(price);
}

/** The kinds on sale as cards (name, what it is for, price), and how many of a card. */
export function KindChoice({ form }: { form: UsimOrderForm }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const usimKind = useWatch({ control: form.control, name: 'usimKind' });
  const max = USIM_ORDER_RULES.maxPerOrder;
  const quantities = Array.from({ length: max }, (_, index) => index + 1);
  const free = i18n._(usimTexts.free);

  return (
    <div className={styles.part}>
      <fieldset className={cards.group}>
        <legend className={styles.legend}>
          <Trans>어떤 유심이 필요하세요?</Trans>
        </legend>
        <div className={styles.kinds}>
          {USIM_PUBLIC_KINDS.map((kind) => (
            // Named by the kind alone; what it is for and its price describe it.
            <RadioCard
              key={kind}
              value={kind}
              isChosen={usimKind === kind}
              title={<span id={`${id}-${kind}-name`}>{textOf(usimKindLabels[kind])}</span>}
              aria-labelledby={`${id}-${kind}-name`}
              aria-describedby={`${id}-${kind}-use ${id}-${kind}-price`}
              {...form.register('usimKind')}
            >
              <span id={`${id}-${kind}-use`} className={styles.kindUse}>
                {i18n._(usimKindUses[kind])}
              </span>
              <span id={`${id}-${kind}-price`} className={styles.kindPrice}>
                {usimPriceText(USIM_PRICES[kind], free)}
              </span>
            </RadioCard>
          ))}
        </div>
      </fieldset>
      {usimKind === 'ESIM' ? (
        <p className={styles.note}>{textOf(messages.usimEsimOnePerOrder)}</p>
      ) : (
        <SelectField
          className={styles.quantity}
          label={t`수량`}
          options={quantities.map((count) => ({ value: String(count), label: t`${count}개` }))}
          hint={t`한 번에 ${max}개까지 주문할 수 있어요. 배송비는 무료예요.`}
          error={form.formState.errors.quantity?.message}
          {...form.register('quantity', { valueAsNumber: true })}
        />
      )}
    </div>
  );
}
