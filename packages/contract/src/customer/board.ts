import { z } from 'zod';
import { boardTypes, faqCategories } from '../enums.ts';
import { listEntitySchema, pageQuerySchema } from '../envelope.ts';
import { coercedIdSchema, singleLineTextSchema } from '../fields.ts';

/** The longest FAQ search a person types; longer text is refused rather than cut. */
export const BOARD_SEARCH_MAX_LENGTH = 50;

export const boardSchema = z.object({
  boardNo: z.number().int(),
  title: z.string(),
  type: z.enum(boardTypes),
  /** FAQ category; empty for notices. */
  category: z.union([z.enum(faqCategories), z.literal('')]),
  isImportant: z.boolean(),
  /** YYYY-MM-DD */
  regDate: z.string(),
  /**
   * Sanitised HTML. An FAQ's answer comes with its question, as the FAQ opens in place; a notice's body is
   * read on its own page (`customer/board/{id}`) and is empty in a list.
   */
  content: z.string(),
});
export type Board = z.infer<typeof boardSchema>;

export const findBoardsRequestSchema = pageQuerySchema.extend({
  type: z.enum(boardTypes),
  category: z.enum(faqCategories).optional(),
  /** Words in the title or the text, spacing ignored ('요금 제' finds '요금제'). */
  searchWord: singleLineTextSchema(BOARD_SEARCH_MAX_LENGTH).trim().optional(),
});
export type FindBoardsRequest = z.input<typeof findBoardsRequestSchema>;

export const boardListSchema = listEntitySchema(boardSchema);
export type BoardList = z.infer<typeof boardListSchema>;

/** `GET customer/board/{id}`. */
export const findBoardRequestSchema = z.object({ id: coercedIdSchema });
export type FindBoardRequest = z.input<typeof findBoardRequestSchema>;

/** A post beside the one being read, in the same board. */
export const boardNeighbourSchema = z.object({ boardNo: z.number().int(), title: z.string() });
export type BoardNeighbour = z.infer<typeof boardNeighbourSchema>;

export const boardDetailSchema = boardSchema.extend({
  /** The post before this one in the list's order (older), or null for the oldest. */
  previous: boardNeighbourSchema.nullable(),
  /** The post after this one (newer), or null for the newest. */
  next: boardNeighbourSchema.nullable(),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;
