import { z } from 'zod';
import { shapedTextSchema } from '../fields.ts';

/** A month of this century, `YYYY-MM`: a bill's usage month or a month of usage (none is older). */
export const periodSchema = shapedTextSchema(/^20\d{2}-(0[1-9]|1[0-2])$/, 20);

/** A billing account's id (청구계정번호) in a query: only ever one of the session's own is answered. */
export const billAcntIdSchema = shapedTextSchema(/^\d{6,12}$/, 20);

/** Self-care reads that take an optional month. */
export const periodQuerySchema = z.object({ period: periodSchema.optional() });
export type PeriodQuery = z.input<typeof periodQuerySchema>;

/** Self-care reads of one of the session's billing accounts (its line's when none is named). */
export const billAccountQuerySchema = z.object({ billAcntId: billAcntIdSchema.optional() });
export type BillAccountQuery = z.input<typeof billAccountQuerySchema>;

/** A Korean calendar day, `YYYY-MM-DD`. */
export const dayTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An instant as ISO 8601 in Seoul time. */
export const instantTextSchema = z.string();
/** Whole won. */
export const wonSchema = z.number().int();
