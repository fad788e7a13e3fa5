import { UNLIMITED } from '../constants.ts';
import type { PlanDataBucket, PlanFeeBucket } from '../enums.ts';
import type { Plan } from '../product/plan.ts';

export function planDiscountTotal(plan: Pick<Plan, 'saleList'>): number {
  return plan.saleList.reduce((sum, sale) => sum + sale.ltSaleAmount + sale.prSaleAmount, 0);
}

export function planPrice(plan: Pick<Plan, 'basicAmount' | 'saleList'>): number {
  return Math.max(0, plan.basicAmount - planDiscountTotal(plan));
}

/**
 * What the plan costs a month once its promotions end: the base amount less the long-term discounts alone
 * (spec §5's price without the promotion discounts).
 */
export function planPriceAfterPromotion(plan: Pick<Plan, 'basicAmount' | 'saleList'>): number {
  const longTerm = plan.saleList.reduce((sum, sale) => sum + sale.ltSaleAmount, 0);
  return Math.max(0, plan.basicAmount - longTerm);
}

export function planDataInGb(plan: Pick<Plan, 'basicMonthData' | 'basicMonthDataUnit'>): number {
  if (plan.basicMonthData === UNLIMITED) return Infinity;
  return plan.basicMonthDataUnit === 'MB' ? plan.basicMonthData / 1024 : plan.basicMonthData;
}

export function planDataBucketOf(plan: Pick<Plan, 'basicMonthData' | 'basicMonthDataUnit'>): PlanDataBucket {
  const gb = planDataInGb(plan);
  if (gb < 2) return 'UNDER_2GB';
  if (gb < 5) return 'FROM_2GB_TO_5GB';
  if (gb < 8) return 'FROM_5GB_TO_8GB';
  return 'OVER_8GB';
}

export function planFeeBucketOf(price: number): PlanFeeBucket {
  if (price < 20000) return 'UNDER_20000';
  if (price < 50000) return 'FROM_20000_TO_50000';
  return 'OVER_50000';
}
