import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  deliveryTypeLabels,
  formatWon,
  textOf,
  usimKindLabels,
  usimOrderAmount,
  type DeliveryType,
  type UsimKind,
} from '@mvno/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { usimTexts } from '../usim-words.ts';
import { usimPriceText } from './kind-choice.tsx';
import styles from './usim-order.module.css';
import screen from '../../../shared/ui/action-screen.module.css';

/**
 * What is being ordered and what it costs, with the button that orders it: beside the form on a wide screen
 * (where it stays in view), after it on a phone.
 */
export function OrderSummary({
  usimKind,
  quantity,
  deliveryType,
  isBusy,
  isInCheckout,
  onOrder,
}: {
  usimKind: UsimKind;
  quantity: number;
  deliveryType: DeliveryType;
  isBusy: boolean;
  isInCheckout: boolean;
  onOrder: () => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const count = usimKind === 'ESIM' ? 1 : quantity;
  const amount = usimOrderAmount(usimKind, count);
  const kind = textOf(usimKindLabels[usimKind]);
  const amountText = usimPriceText(amount, i18n._(usimTexts.free));
  const total = formatWon(amount);
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        <Trans>주문 내용</Trans>
      </h2>
      <dl className={screen.figures}>
        <dt>{t`${kind} × ${count}`}</dt>
        <dd>{amountText}</dd>
        <dt>{usimKind === 'ESIM' ? <Trans>배송</Trans> : textOf(deliveryTypeLabels[deliveryType])}</dt>
        <dd>{usimKind === 'ESIM' ? <Trans>필요 없어요</Trans> : i18n._(usimTexts.free)}</dd>
        <dt className={screen.total}>
          <Trans>결제할 금액</Trans>
        </dt>
        <dd className={screen.total}>{total}</dd>
      </dl>
      {isInCheckout ? (
        <p className={styles.inCheckout} role="status">
          <Trans>결제창에서 결제를 진행해 주세요. 결제창을 닫으면 여기서 다시 결제할 수 있어요.</Trans>
        </p>
      ) : (
        amount > 0 && (
          <p className={styles.note}>
            <Trans>결제 버튼을 누르면 결제창이 새 창으로 열려요.</Trans>
          </p>
        )
      )}
      <Button size="lg" isBlock disabled={isBusy || isInCheckout} onClick={onOrder}>
        {amount === 0 ? <Trans>주문하기</Trans> : <Trans>{total} 결제하기</Trans>}
      </Button>
    </aside>
  );
}
