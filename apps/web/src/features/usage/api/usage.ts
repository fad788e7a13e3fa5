import type { UsageAlertRequest, UsageAlertSettings } from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * Self-care reads act on the line in use: its number is part of every key, so what is shown about one line is
 * never shown for another after the header's switcher changes it.
 */
export const usageQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'usage'],
    queryFn: () => callApi('findUsage', {}),
  });

/** This month's use day by day and each of the last 12 months. */
export const usageHistoryQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'usage-history'],
    queryFn: () => callApi('findUsageHistory', {}),
  });

/** This month's charges so far on the account of the line in use, as the bill run would compute them today. */
export const billSoFarQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'bill-so-far'],
    queryFn: () => callApi('findBillSoFar', {}),
  });

/** The data alerts and the spending cap of the line in use, and how this month stands against them. */
export const usageAlertQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'usage-alert'],
    queryFn: () => callApi('findUsageAlert', {}),
  });

export function changeUsageAlert(
  body: UsageAlertRequest,
  idempotencyKey: string,
): Promise<UsageAlertSettings> {
  return callApi('changeUsageAlert', { body }, { idempotencyKey });
}
