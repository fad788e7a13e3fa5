import type {
  PaymentAgreement,
  PaymentAgreementRequest,
  PaymentLimit,
  PaymentLimitRequest,
} from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** The micro-payments (휴대폰 소액결제) of the line in use in a month (`YYYY-MM`). */
export const microPaymentsQueryOptions = (lineInUseNo: number | null, period: string) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'micro-payments', period],
    queryFn: () => callApi('findMicroPayments', { query: { period } }),
  });

/** The line's monthly micro-payment limit, this month's use of it, and every change of it. */
export const paymentLimitQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'payment-limit'],
    queryFn: () => callApi('findPaymentLimit', {}),
  });

/** Whether micro-payments are allowed on the line now, and since when. */
export const paymentAgreementQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'payment-agreement'],
    queryFn: () => callApi('findPaymentAgreement', {}),
  });

/** POST self-care/payment/limit: one of the tiers; a higher one asks for the password first (useReauth). */
export function changePaymentLimit(body: PaymentLimitRequest, idempotencyKey: string): Promise<PaymentLimit> {
  return callApi('changePaymentLimit', { body }, { idempotencyKey });
}

/** POST self-care/payment/agreement: block micro-payments, or allow them again (after the password). */
export function changePaymentAgreement(
  body: PaymentAgreementRequest,
  idempotencyKey: string,
): Promise<PaymentAgreement> {
  return callApi('changePaymentAgreement', { body }, { idempotencyKey });
}
