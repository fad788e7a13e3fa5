import type { Plan, PlanSale } from '@mvno/contract';
import { formatWon, planDiscountTotal, planPrice } from '@mvno/contract';
import styles from './plan-price-block.module.css';

interface DiscountPart {
  label: string;
  amount: number;
}

function discountPartsOf(sale: PlanSale): DiscountPart[] {
  return [
    { label: '장기할인', amount: sale.ltSaleAmount },
    { label: '프로모션 할인', amount: sale.prSaleAmount },
  ].filter((part) => part.amount > 0);
}

/** 기본료, each discount, 총 할인 and what the customer pays a month (spec §5: basic − Σ discounts). */
export function PlanPriceBlock({ plan }: { plan: Pick<Plan, 'basicAmount' | 'saleList'> }) {
  const discount = planDiscountTotal(plan);
  const sales = plan.saleList
    .map((sale) => ({ name: sale.saleName, parts: discountPartsOf(sale) }))
    .filter((sale) => sale.parts.length > 0);
  return (
    <dl className={styles.block}>
      <div className={styles.row}>
        <dt>기본료</dt>
        <dd data-testid="plan-basic-amount">{formatWon(plan.basicAmount)}</dd>
      </div>
      {sales.map((sale, index) => (
        <div key={`${sale.name}-${index}`} className={`${styles.row} ${styles.sale}`}>
          <dt>{sale.name}</dt>
          <dd>
            {sale.parts.map((part) => (
              <span key={part.label} className={styles.part} data-testid="plan-discount">
                <span className={styles.partLabel}>{part.label}</span> {formatWon(-part.amount)}
              </span>
            ))}
          </dd>
        </div>
      ))}
      {discount > 0 && (
        <div className={`${styles.row} ${styles.totalDiscount}`}>
          <dt>총 할인</dt>
          <dd>{formatWon(-discount)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.final}`}>
        <dt>월 납부 금액</dt>
        <dd data-testid="plan-final-price">{formatWon(planPrice(plan))}</dd>
      </div>
    </dl>
  );
}
