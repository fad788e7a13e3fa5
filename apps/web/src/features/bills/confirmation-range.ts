import { shiftPeriod } from '@mvno/contract';
import { lastClosedPeriod } from './bill-format.ts';

/** A confirmation covers at most the months the bill list holds: the last twelve. */
export const CONFIRMATION_MONTHS = 12;

/** The window the confirmation opens in: asking again reuses it. */
export const CONFIRMATION_WINDOW_NAME = 'bill-payment-confirmation';

/**
 * The months a confirmation covers, from the address: both given and in order, else the last twelve closed
 * months; months given the wrong way round are put right.
 */
export function confirmationRangeOf(
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
): { from: string; to: string } {
  const last = to ?? lastClosedPeriod(now);
  const first = from ?? shiftPeriod(last, -(CONFIRMATION_MONTHS - 1));
  return first <= last ? { from: first, to: last } : { from: last, to: first };
}
