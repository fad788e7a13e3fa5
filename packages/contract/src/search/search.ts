import { z } from 'zod';
import { SEARCH_WORD_MAX_LENGTH } from '../constants.ts';
import { singleLineTextSchema } from '../fields.ts';

/** Items each group of the results shows; the group's count says how many matched in all. */
export const SEARCH_GROUP_PREVIEW = 5;
/** Words each list of `search/word/list` holds at most. */
export const SEARCH_WORD_LIST_MAX = 10;

/**
 * A search word as typed: one line, surrounding spaces dropped. Empty passes the shape: the server answers
 * it with the §5 message ('검색어를 입력해주세요.') rather than a field name.
 */
export const searchWordSchema = singleLineTextSchema(SEARCH_WORD_MAX_LENGTH).trim();

/** `GET search`. */
export const searchRequestSchema = z.object({ searchWord: searchWordSchema });
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const searchItemSchema = z.object({
  recordNo: z.number().int(),
  title: z.string(),
  /** One line of plain text under the title: the summary, or the start of the text. */
  summary: z.string(),
  /** The site path the item opens: /plan/3, /add-service/2, /event/5, /customer/notice/7, /customer/faq?… */
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  /** Every match of the group; `list` holds the first SEARCH_GROUP_PREVIEW. */
  totalCount: z.number().int().nonnegative(),
  list: z.array(searchItemSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  /** The word as searched (trimmed). */
  searchWord: z.string(),
  /** Matches of every group together. */
  totalCount: z.number().int().nonnegative(),
  plans: searchGroupSchema,
  addServices: searchGroupSchema,
  events: searchGroupSchema,
  notices: searchGroupSchema,
  faqs: searchGroupSchema,
  /** When nothing matched: the plan name closest to the word (a typo's likely aim), or null. */
  suggestion: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET search/word/list`. */
export const searchWordListSchema = z.object({
  /** The words searched most (with results), most first. */
  popularWords: z.array(z.string()),
  /** Words the MVNO suggests trying, in its order. */
  suggestedWords: z.array(z.string()),
});
export type SearchWordList = z.infer<typeof searchWordListSchema>;
