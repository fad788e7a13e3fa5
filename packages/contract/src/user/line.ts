import { z } from 'zod';
import { idSchema } from '../fields.ts';

/**
 * `POST user/line` (ours: the spec's header lets a subscriber with several lines switch the active one).
 * The line must be the session's subscriber's; the answer is the login user with that line active.
 */
export const changeLineRequestSchema = z.object({ userLineNo: idSchema });
export type ChangeLineRequest = z.input<typeof changeLineRequestSchema>;
