import type {
  BillPaymentConfirm,
  BillPaymentOrder,
  BillPaymentReceipt,
  BillPaymentRequest,
} from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/** POST self-care/payment: our order for paying all or part of what an account owes, and its checkout. */
export function requestBillPayment(
  body: BillPaymentRequest,
  idempotencyKey: string,
): Promise<BillPaymentOrder> {
  return callApi('requestBillPayment', { body }, { idempotencyKey });
}

/** POST self-care/mvno/payment: the server checks what the popup reported against its order, and pays. */
export function confirmBillPayment(
  body: BillPaymentConfirm,
  idempotencyKey: string,
): Promise<BillPaymentReceipt> {
  return callApi('confirmBillPayment', { body }, { idempotencyKey });
}
