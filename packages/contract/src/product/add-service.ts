import { z } from 'zod';
import { listEntitySchema, pageQuerySchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';

export const categorySchema = z.object({
  categoryNo: z.number().int(),
  categoryName: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ list: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const addServiceSchema = z.object({
  addServiceNo: z.number().int(),
  addServiceCode: z.string(),
  addServiceName: z.string(),
  categoryNo: z.number().int(),
  categoryName: z.string(),
  summary: z.string(),
  description: z.string(),
  /** Monthly fee in won; 0 = free. */
  monthlyAmount: z.number().int().nonnegative(),
  /** Can be subscribed from the self-care area (otherwise through the customer centre). */
  isSelfJoin: z.boolean(),
  isRecommend: z.boolean(),
  noticeList: z.array(z.string()),
});
export type AddService = z.infer<typeof addServiceSchema>;

export const findAddServicesRequestSchema = pageQuerySchema.extend({
  categoryNo: coercedIdSchema.optional(),
});
export type FindAddServicesRequest = z.input<typeof findAddServicesRequestSchema>;

/** `GET product/add-service/{id}`. */
export const findAddServiceRequestSchema = z.object({ id: coercedIdSchema });
export type FindAddServiceRequest = z.input<typeof findAddServiceRequestSchema>;

export const addServiceListSchema = listEntitySchema(addServiceSchema);
export type AddServiceList = z.infer<typeof addServiceListSchema>;
