import { queryOptions } from '@tanstack/react-query';
import type {
  UsimPaymentRetry,
  UsimPurchase,
  UsimPurchaseConfirm,
  UsimPurchaseOrder,
  UsimPurchaseRequest,
} from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/**
 * Whether a rider can take an order now (and to `address`), and when a parcel paid now arrives. Asked again
 * once an address is chosen; the server's clock decides, never the browser's.
 */
export const usimTimeQueryOptions = (address: string | null) =>
  queryOptions({
    queryKey: ['usim', 'time', address],
    queryFn: () => callApi('checkUsimTime', { body: { address } }),
    staleTime: 60_000,
  });

/** One order by the key its buyer holds (/usim/complete). */
export const usimPurchaseQueryOptions = (purchaseKey: string) =>
  queryOptions({
    queryKey: ['usim', 'purchase', purchaseKey],
    queryFn: () => callApi('findUsimPurchase', { params: { id: purchaseKey } }),
    // The order as the confirm answered it stands for a while: /usim/complete does not ask for it again at once.
    staleTime: 60_000,
    // A key that is not (or no longer) an order is said on the page itself, not in an alert.
    meta: { isSilent: true },
  });

/**
 * The orders of the member logged in, or, for a visitor, of the number they just verified: its proof goes in
 * the phone-auth-key header and stays in memory only, never in the cache's key.
 */
export const usimPurchasesQueryOptions = (
  owner: { member: number } | { phone: string; phoneAuthKey: string },
) =>
  queryOptions({
    queryKey: ['usim', 'purchases', 'member' in owner ? owner.member : owner.phone],
    queryFn: () =>
      'member' in owner
        ? callApi('findUsimPurchases', {})
        : callApi('findUsimPurchases', {}, { phoneAuthKey: owner.phoneAuthKey }),
    meta: { isSilent: true },
  });

export function requestUsimPurchase(
  body: UsimPurchaseRequest,
  idempotencyKey: string,
): Promise<UsimPurchaseOrder> {
  return callApi('requestUsimPurchase', { body }, { idempotencyKey });
}

export function confirmUsimPurchase(
  purchaseKey: string,
  body: UsimPurchaseConfirm,
  idempotencyKey: string,
): Promise<UsimPurchase> {
  return callApi('confirmUsimPurchase', { params: { id: purchaseKey }, body }, { idempotencyKey });
}

/** A new payment order for an order still waiting for its payment, by `body.payMethod`. */
export function retryUsimPayment(
  purchaseKey: string,
  body: UsimPaymentRetry,
  idempotencyKey: string,
): Promise<UsimPurchaseOrder> {
  return callApi('retryUsimPayment', { params: { id: purchaseKey }, body }, { idempotencyKey });
}

export function cancelUsimPurchase(
  usimPurchaseNo: number,
  phoneAuthKey: string | undefined,
  idempotencyKey: string,
): Promise<UsimPurchase> {
  return callApi(
    'cancelUsimPurchase',
    { params: { usimPurchaseNo } },
    phoneAuthKey === undefined ? { idempotencyKey } : { idempotencyKey, phoneAuthKey },
  );
}
