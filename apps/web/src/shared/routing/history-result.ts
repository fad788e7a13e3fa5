import { useLocation } from 'react-router';
import type { z } from 'zod';
import { isRecord } from '../is-record.ts';

/**
 * What an action's screen left in the history entry for its success page (`navigate(path, { state: { result
 * } })`), read back with the contract's schema: a reload keeps it; a visit without it, or with anything the
 * schema refuses, gives undefined and the page says what it can without it.
 */
export function useHistoryResult<T>(schema: z.ZodType<T>): T | undefined {
  const state: unknown = useLocation().state;
  if (!isRecord(state)) return undefined;
  const parsed = schema.safeParse(state.result);
  return parsed.success ? parsed.data : undefined;
}
