import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Plan, PlanSale } from '@mvno/contract';
import { formatWon, planDiscountTotal, planPrice } from '@mvno/contract';
import styles from './plan-price-block.module.css';

interface DiscountPart {
  kind: 'longTerm' | 'promotion';
  label: MessageDescriptor;
  amount: number;
}

function discountPartsOf(sale: PlanSale): DiscountPart[] {
  return [
    { kind: 'longTerm' as const, label: msg`장기할인`, amount: sale.ltSaleAmount },
    { kind: 'promotion' as const, label: msg`프로모션 할인`, amount: sale.prSaleAmount },
  ].filter((part) => part.amount > 0);
}

/** 기본료, each discount, 총 할인 and what the customer pays a month (spec §5: basic − Σ discounts). */
export function PlanPriceBlock({ plan }: { plan: Pick<Plan, 'basicAmount' | 'saleList'> }) {
  const { i18n } = useLingui();
  const discount = planDiscountTotal(plan);
  const sales = plan.saleList
    .map((sale) => ({ name: sale.saleName, parts: discountPartsOf(sale) }))
    .filter((sale) => sale.parts.length > 0);
  return (
    <dl className={styles.block}>
      <div className={styles.row}>
        <dt>
          <Trans>기본료</Trans>
        </dt>
        <dd data-testid="plan-basic-amount">{formatWon(plan.basicAmount)}</dd>
      </div>
      {sales.map((sale, index) => (
        <div key={`${sale.name}-${index}`} className={`${styles.row} ${styles.sale}`}>
          <dt>{sale.name}</dt>
          <dd>
            {sale.parts.map((part) => (
              <span key={part.kind} className={styles.part} data-testid="plan-discount">
                <span className={styles.partLabel}>{i18n._(part.label)}</span> {formatWon(-part.amount)}
              </span>
            ))}
          </dd>
        </div>
      ))}
      {discount > 0 && (
        <div className={`${styles.row} ${styles.totalDiscount}`}>
          <dt>
            <Trans>총 할인</Trans>
          </dt>
          <dd>{formatWon(-discount)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.final}`}>
        <dt>
          <Trans>월 납부 금액</Trans>
        </dt>
        <dd data-testid="plan-final-price">{formatWon(planPrice(plan))}</dd>
      </div>
    </dl>
  );
}
