import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  deliveryTypeLabels,
  formatLongDate,
  formatWon,
  textOf,
  usimOrderStatusLabels,
  type UsimPurchase,
} from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { usimTexts } from '../usim-words.ts';
import { EsimCodeText } from './esim-code.tsx';
import { OrderProgress } from './order-progress.tsx';
import { PaidWith, useItemsText } from './purchase-facts.tsx';
import styles from './purchase-card.module.css';

/** Where a card is on its way: how it goes, when it is expected, and the courier's tracking once shipped. */
function DeliveryLine({ purchase }: { purchase: UsimPurchase }) {
  const { t } = useLingui();
  const { delivery } = purchase;
  if (delivery === null) return null;
  // A courier's name is Korean content: an English page marks it so.
  const contentLang = getPageLocale() === 'en' ? 'ko' : undefined;
  const how = textOf(deliveryTypeLabels[delivery.deliveryType]);
  const from = formatLongDate(delivery.expectedFrom);
  const to = formatLongDate(delivery.expectedTo);
  const expected = from === to ? from : `${from} ~ ${to}`;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <Trans>배송</Trans>
        </dt>
        <dd>{purchase.status === 'P' ? t`${how} · ${expected} 도착 예정` : how}</dd>
      </div>
      {delivery.trackingNumber !== null && (
        <div>
          <dt>
            <Trans>운송장</Trans>
          </dt>
          <dd>
            <span lang={contentLang}>{delivery.courierName}</span> {delivery.trackingNumber}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One order in the list: when, what and what it cost; where it is (or that it was cancelled); the courier's
 * tracking or the eSIM's code; and 주문 취소 while it can still be cancelled.
 */
export function PurchaseCard({
  purchase,
  isCancelling,
  onCancel,
}: {
  purchase: UsimPurchase;
  isCancelling: boolean;
  onCancel: (purchase: UsimPurchase) => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const items = useItemsText(purchase);
  const isCancelled = purchase.status === 'C';
  const no = purchase.usimPurchaseNo;
  const cancelledOn = purchase.cancelledAt === null ? '' : formatLongDate(purchase.cancelledAt);
  const modelName = purchase.esim?.modelName ?? '';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <p className={styles.meta}>
          <time dateTime={purchase.orderedAt}>{formatLongDate(purchase.orderedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>
            <Trans>주문 번호 {no}</Trans>
          </span>
        </p>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {items}
          </h2>
          {isCancelled && <Badge tone="neutral">{textOf(usimOrderStatusLabels.C)}</Badge>}
        </div>
        <p className={styles.amount}>
          <span className={styles.won}>
            {purchase.amount === 0 ? i18n._(usimTexts.free) : formatWon(purchase.amount)}
          </span>
          {purchase.payment !== null && (
            <span className={styles.paidWith}>
              <PaidWith purchase={purchase} />
            </span>
          )}
        </p>
      </header>

      {purchase.status === 'C' ? (
        cancelledOn !== '' && (
          <p className={styles.cancelled}>
            <Trans>{cancelledOn}에 주문을 취소했어요.</Trans>
          </p>
        )
      ) : (
        <OrderProgress status={purchase.status} isEsim={purchase.usimKind === 'ESIM'} />
      )}

      <DeliveryLine purchase={purchase} />

      {purchase.esim !== null && (
        <details className={styles.code}>
          <summary className={styles.codeSummary}>
            <Trans>코드 보기</Trans>
          </summary>
          <div className={styles.codeBody}>
            <p className={styles.note}>
              <Trans>{modelName}의 설정에서 eSIM 추가를 누르고 이 코드를 입력해 주세요.</Trans>
            </p>
            <EsimCodeText activationCode={purchase.esim.activationCode} />
          </div>
        </details>
      )}

      {purchase.cancel.isCancellable ? (
        <div className={styles.actions}>
          <Button variant="outline" disabled={isCancelling} onClick={() => onCancel(purchase)}>
            <Trans>주문 취소</Trans>
          </Button>
        </div>
      ) : (
        !isCancelled &&
        purchase.cancel.refusal !== null && <p className={styles.note}>{purchase.cancel.refusal}</p>
      )}
    </article>
  );
}
