import { z } from 'zod';
import { boardTypes, faqCategories } from '../enums.ts';
import { listEntitySchema, pageQuerySchema } from '../envelope.ts';

export const boardSchema = z.object({
  boardNo: z.number().int(),
  title: z.string(),
  type: z.enum(boardTypes),
  /** FAQ category; empty for notices. */
  category: z.union([z.enum(faqCategories), z.literal('')]),
  isImportant: z.boolean(),
  /** YYYY-MM-DD */
  regDate: z.string(),
});
export type Board = z.infer<typeof boardSchema>;

export const findBoardsRequestSchema = pageQuerySchema.extend({
  type: z.enum(boardTypes),
  category: z.enum(faqCategories).optional(),
});
export type FindBoardsRequest = z.input<typeof findBoardsRequestSchema>;

export const boardListSchema = listEntitySchema(boardSchema);
export type BoardList = z.infer<typeof boardListSchema>;
