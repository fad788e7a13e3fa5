import { z } from 'zod';
import {
  networkTypes,
  planAgeFilters,
  planDataBuckets,
  planFeeBuckets,
  planIcons,
  planNetworkFilters,
  planSorts,
} from '../enums.ts';
import { listEntitySchema, pageQuerySchema, queryArraySchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';

export const planSaleSchema = z.object({
  saleName: z.string(),
  /** Long-term (약정/장기) discount in won. */
  ltSaleAmount: z.number().int().nonnegative(),
  /** Promotional discount in won. */
  prSaleAmount: z.number().int().nonnegative(),
});
export type PlanSale = z.infer<typeof planSaleSchema>;

export const planSchema = z.object({
  planNo: z.number().int(),
  planCode: z.string(),
  planName: z.string(),
  networkType: z.enum(networkTypes),
  /** -1 = unlimited. */
  basicMonthData: z.number(),
  basicMonthDataUnit: z.enum(['MB', 'GB']),
  /** Speed after the allowance is used up, e.g. '5Mbps'; empty when the line stops. */
  basicQos: z.string(),
  /** Minutes; -1 = unlimited. */
  basicVoice: z.number().int(),
  /** Messages; -1 = unlimited. */
  basicSms: z.number().int(),
  basicAmount: z.number().int().nonnegative(),
  icon: z.array(z.enum(planIcons)),
  saleList: z.array(planSaleSchema),
  summary: z.string(),
  benefitList: z.array(z.string()),
  noticeList: z.array(z.string()),
  planGroupNo: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const findPlansRequestSchema = pageQuerySchema.extend({
  networkType: z.enum(planNetworkFilters).default('all'),
  dataBucket: queryArraySchema(z.enum(planDataBuckets)).default([]),
  feeBucket: queryArraySchema(z.enum(planFeeBuckets)).default([]),
  age: z.enum(planAgeFilters).default('all'),
  sort: z.enum(planSorts).default('RECOMMEND'),
});
export type FindPlansRequest = z.input<typeof findPlansRequestSchema>;
export type FindPlansQuery = z.output<typeof findPlansRequestSchema>;

export const planListSchema = listEntitySchema(planSchema);
export type PlanList = z.infer<typeof planListSchema>;

/** `GET product/plan/{id}`. */
export const findPlanRequestSchema = z.object({ id: coercedIdSchema });
export type FindPlanRequest = z.input<typeof findPlanRequestSchema>;

/** `GET product/plan/code/{code}`. */
export const findPlanByCodeRequestSchema = z.object({ code: z.string().regex(/^[A-Z0-9_-]{2,40}$/) });
export type FindPlanByCodeRequest = z.input<typeof findPlanByCodeRequestSchema>;

export const planGroupSchema = z.object({
  planGroupNo: z.number().int(),
  groupName: z.string(),
  description: z.string(),
  planList: z.array(planSchema),
});
export type PlanGroup = z.infer<typeof planGroupSchema>;
export const planGroupListSchema = z.object({ list: z.array(planGroupSchema) });
export type PlanGroupList = z.infer<typeof planGroupListSchema>;

/** site/main/group/exposure: the plans the home page recommends. */
export const mainPlanGroupSchema = z.object({ groupName: z.string(), planList: z.array(planSchema) });
export type MainPlanGroup = z.infer<typeof mainPlanGroupSchema>;
