import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate, formatWon, textOf, usimKindLabels, type UsimPurchase } from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { classNames } from '../../../shared/ui/class-names.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import { usimPayMethodLabels, usimTexts } from '../usim-words.ts';

/** What was bought, as a line: the kind's name and how many. */
export function useItemsText(purchase: Pick<UsimPurchase, 'usimKind' | 'quantity'>): string {
  const { t } = useLingui();
  const kind = textOf(usimKindLabels[purchase.usimKind]);
  const count = purchase.quantity;
  return t`${kind} × ${count}`;
}

/** How an order was paid: nothing, or the way with the card or account as the gateway masked it. */
export function PaidWith({ purchase }: { purchase: Pick<UsimPurchase, 'payment'> }) {
  const { i18n } = useLingui();
  const { payment } = purchase;
  if (payment === null) return <>{i18n._(usimTexts.free)}</>;
  // A card company's, carrier's or bank's name is Korean content: an English page marks it so.
  const contentLang = getPageLocale() === 'en' ? 'ko' : undefined;
  return (
    <>
      {i18n._(usimPayMethodLabels[payment.payMethod])}
      {payment.issuer !== '' && (
        <>
          {' · '}
          <span lang={contentLang}>{payment.issuer}</span>
        </>
      )}
      {payment.maskedNumber !== '' && ` ${payment.maskedNumber}`}
    </>
  );
}

/** What an order bought, what it cost, how it was paid and when (its number heads the page). */
export function PurchaseFacts({ purchase }: { purchase: UsimPurchase }) {
  const { i18n } = useLingui();
  const items = useItemsText(purchase);
  return (
    <dl className={classNames(screen.figures, screen.figuresText)}>
      <dt>
        <Trans>주문 상품</Trans>
      </dt>
      <dd>{items}</dd>
      <dt>
        <Trans>결제 금액</Trans>
      </dt>
      <dd>{purchase.amount === 0 ? i18n._(usimTexts.free) : formatWon(purchase.amount)}</dd>
      <dt>
        <Trans>결제 수단</Trans>
      </dt>
      <dd>
        <PaidWith purchase={purchase} />
      </dd>
      <dt>
        <Trans>주문 일시</Trans>
      </dt>
      <dd>
        <time dateTime={purchase.orderedAt}>
          {formatLongDate(purchase.orderedAt)} {purchase.orderedAt.slice(11, 16)}
        </time>
      </dd>
    </dl>
  );
}
