import { z } from 'zod';

export const envelopeSchema = <T extends z.ZodType>(entity: T) =>
  z.object({ code: z.number().int(), message: z.string(), entity });

export const listEntitySchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalCount: z.number().int().nonnegative() });

/** Query strings carry booleans as 'true'/'false'. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const flagSchema = z.enum(['Y', 'N']);
export type Flag = z.infer<typeof flagSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  /** -1 asks for every row. */
  limit: z.coerce
    .number<number>()
    .int()
    .refine((value) => value === -1 || (value >= 1 && value <= 100), 'limit')
    .default(10),
});

export const idParamSchema = z.object({ id: z.coerce.number<number>().int().positive() });
export type IdParam = z.infer<typeof idParamSchema>;

/** Query arrays arrive as repeated keys or in dot notation (key.0, key.1); both reach the schema as an array. */
export const queryArraySchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
