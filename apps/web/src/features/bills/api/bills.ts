import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

// Every self-care answer is about the line in use (the header's line switcher changes it): its number is part
// of each key, so what was shown for one line is never shown for another. An account the screen names is
// part of the key too; `undefined` asks for the line in use's own account.

/** The account's bills of the last 12 months, newest first, with what is still owed. */
export const billsQueryOptions = (lineInUseNo: number | null, billAcntId: string | undefined) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'bills', billAcntId ?? null],
    queryFn: () => callApi('findBills', { query: { billAcntId } }),
  });

/** One month's bill with its items; a month without a bill is answered 4040, a state the page shows. */
export const billFeeQueryOptions = (
  lineInUseNo: number | null,
  billAcntId: string | undefined,
  period: string | undefined,
) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'bill-fee', billAcntId ?? null, period ?? null],
    queryFn: () => callApi('findBillFee', { query: { billAcntId, period } }),
    meta: { isSilent: true },
  });

/** This month's charges so far, as the bill run would compute them today. */
export const billSoFarQueryOptions = (lineInUseNo: number | null, billAcntId: string | undefined) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'bill-so-far', billAcntId ?? null],
    queryFn: () => callApi('findBillSoFar', { query: { billAcntId } }),
  });

/** What was paid on the account's bills, newest first. */
export const billPaymentsQueryOptions = (lineInUseNo: number | null, billAcntId: string | undefined) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'bill-payments', billAcntId ?? null],
    queryFn: () => callApi('findBillPayments', { query: { billAcntId } }),
  });

/** The subscriber's lines with their billing accounts, and how each account pays. */
export const serviceAccountsQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'service-accounts'],
    queryFn: () => callApi('findServiceAccounts', {}),
  });

/** The subscriber's details (masked) as self-care shows them. */
export const customerQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'customer'],
    queryFn: () => callApi('findCustomer', {}),
  });
