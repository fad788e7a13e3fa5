import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — how the plan list is filtered and sorted.

export const planNetworkFilters = ['all', '4G', '5G'] as const;
export type PlanNetworkFilter = (typeof planNetworkFilters)[number];

export const planDataBuckets = ['UNDER_2GB', 'FROM_2GB_TO_5GB', 'FROM_5GB_TO_8GB', 'OVER_8GB'] as const;
export type PlanDataBucket = (typeof planDataBuckets)[number];
export const planDataBucketLabels: Record<PlanDataBucket, Message> = {
  UNDER_2GB: /*i18n*/ { id: 'planDataBucket.UNDER_2GB', message: '2GB 미만' },
  FROM_2GB_TO_5GB: /*i18n*/ { id: 'planDataBucket.FROM_2GB_TO_5GB', message: '2GB~5GB' },
  FROM_5GB_TO_8GB: /*i18n*/ { id: 'planDataBucket.FROM_5GB_TO_8GB', message: '5GB~8GB' },
  OVER_8GB: /*i18n*/ { id: 'planDataBucket.OVER_8GB', message: '8GB 이상' },
};

export const planFeeBuckets = ['UNDER_20000', 'FROM_20000_TO_50000', 'OVER_50000'] as const;
export type PlanFeeBucket = (typeof planFeeBuckets)[number];
export const planFeeBucketLabels: Record<PlanFeeBucket, Message> = {
  UNDER_20000: /*i18n*/ { id: 'planFeeBucket.UNDER_20000', message: '2만원 미만' },
  FROM_20000_TO_50000: /*i18n*/ { id: 'planFeeBucket.FROM_20000_TO_50000', message: '2만원~5만원' },
  OVER_50000: /*i18n*/ { id: 'planFeeBucket.OVER_50000', message: '5만원 이상' },
};

export const planAgeFilters = ['all'] as const;
export type PlanAgeFilter = (typeof planAgeFilters)[number];

export const planSorts = ['RECOMMEND', 'DATA_ROW', 'DATA_HIGH', 'AMOUNT_ROW', 'AMOUNT_HIGH'] as const;
export type PlanSort = (typeof planSorts)[number];
export const planSortLabels: Record<PlanSort, Message> = {
  RECOMMEND: /*i18n*/ { id: 'planSort.RECOMMEND', message: '추천순' },
  DATA_ROW: /*i18n*/ { id: 'planSort.DATA_ROW', message: '데이터 적은순' },
  DATA_HIGH: /*i18n*/ { id: 'planSort.DATA_HIGH', message: '데이터 많은순' },
  AMOUNT_ROW: /*i18n*/ { id: 'planSort.AMOUNT_ROW', message: '낮은 가격순' },
  AMOUNT_HIGH: /*i18n*/ { id: 'planSort.AMOUNT_HIGH', message: '높은 가격순' },
};
