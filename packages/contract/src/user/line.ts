import { z } from 'zod';

/**
 * `POST user/line` (ours: the spec's header lets a subscriber with several lines switch the active one).
 * The line must be the session's subscriber's; the answer is the login user with that line active.
 */
export const changeLineRequestSchema = z.object({ userLineNo: z.number().int().positive() });
export type ChangeLineRequest = z.input<typeof changeLineRequestSchema>;
