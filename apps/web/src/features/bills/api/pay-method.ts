import type {
  PayMethod,
  PayMethodAuth,
  PayMethodAuthRequest,
  PayMethodChangeV2Request,
} from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** How the line in use's account pays (`isEveryAccount`: every account of the subscriber). */
export const payMethodsQueryOptions = (lineInUseNo: number | null, isEveryAccount: boolean) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'pay-methods', isEveryAccount],
    queryFn: async (): Promise<PayMethod[]> =>
      isEveryAccount ? (await callApi('findPayMethodsV2', {})).list : [await callApi('findPayMethod', {})],
  });

/** The gateway's billing-auth window for one of the subscriber's accounts. */
export function requestPayMethodAuth(body: PayMethodAuthRequest): Promise<PayMethodAuth> {
  return callApi('requestPayMethodAuth', { body });
}

/**
 * The account's new automatic debit (with the window's authKey) and bill delivery: the line in use's account
 * under /my-page (self-care/pay-method), the one named under /my-page-v2 (its v2).
 */
export function changePayMethod(
  { billAcntId, ...body }: PayMethodChangeV2Request,
  idempotencyKey: string,
  isEveryAccount: boolean,
): Promise<PayMethod> {
  return isEveryAccount
    ? callApi('changePayMethodV2', { body: { billAcntId, ...body } }, { idempotencyKey })
    : callApi('changePayMethod', { body }, { idempotencyKey });
}
