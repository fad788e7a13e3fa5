import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from './fields.ts';

export const envelopeSchema = <T extends z.ZodType>(entity: T) =>
  z.object({ code: z.number().int(), message: z.string(), entity });

export const listEntitySchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalCount: z.number().int().nonnegative() });

/** Query strings carry booleans as 'true'/'false'. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const flagSchema = z.enum(['Y', 'N']);
export type Flag = z.infer<typeof flagSchema>;

export const pageQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  limit: pageSizeSchema.default(10),
});

/** Query arrays arrive as repeated keys or in dot notation (key.0, key.1); both reach the schema as an array. */
export const queryArraySchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
