import {
  phoneAuthKeyHeadersSchema,
  purchaseKeyParamsSchema,
  usimPurchaseConfirmSchema,
  usimPurchaseListSchema,
  usimPaymentRetrySchema,
  usimPurchaseNoParamsSchema,
  usimPurchaseOrderSchema,
  usimPurchaseRequestSchema,
  usimPurchaseSchema,
  usimTimeCheckRequestSchema,
  usimTimeCheckSchema,
} from '../usim/purchase.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

/** SIM purchase (spec §7 SIM, docs/usim-orders.md): members and visitors alike. */
export const usimCalls = defineCalls({
  checkUsimTime: {
    group: 'usim',
    ...callAddresses.checkUsimTime,
    summary: {
      ko: '바로배송 주문 가능 시간·지역 확인',
      en: 'Can a rider deliver now, and when a parcel arrives',
    },
    description:
      'Server time in Korea. RIDER (바로배송) is ordered on business days within the rider hours, to the areas listed; a parcel (BASIC) arrives 1–2 business days after its pickup.',
    caller: 'anonymous',
    body: usimTimeCheckRequestSchema,
    entity: usimTimeCheckSchema,
    failures: [],
    maintenanceArea: 'USIM',
  },
  requestUsimPurchase: {
    group: 'usim',
    ...callAddresses.requestUsimPurchase,
    summary: {
      ko: '유심·eSIM 주문 (결제 주문 만들기)',
      en: 'Order a SIM or an eSIM, with its payment order',
    },
    description:
      'The buyer’s number verified by SMS (purpose USIM, authKey used once). A SIM card is delivered (delivery), an eSIM is made for a device (device: a model that takes one and its EID) before anything is paid. When the order costs something, open the payment popup at payment.checkoutAddress and confirm with usim/purchase/{id}; an order of 0 won is paid (P) at once. Keep purchaseKey: it reads and confirms the order without a login.',
    caller: 'visitor',
    body: usimPurchaseRequestSchema,
    entity: usimPurchaseOrderSchema,
    failures: ['business', 'providerTimeout', 'tooManyRequests'],
    maintenanceArea: 'USIM',
  },
  confirmUsimPurchase: {
    group: 'usim',
    ...callAddresses.confirmUsimPurchase,
    summary: { ko: '유심·eSIM 주문: 결제 승인', en: 'Order a SIM: confirm the payment' },
    description:
      'id is the order’s purchaseKey. What the payment popup reported, checked against our own order and confirmed with the gateway within 10 minutes; the order becomes paid (P). When the gateway does not answer the payment is cancelled there and HTTP 504 says so. docs/payments.md.',
    caller: 'anonymous',
    params: purchaseKeyParamsSchema,
    body: usimPurchaseConfirmSchema,
    entity: usimPurchaseSchema,
    failures: ['business', 'notFound', 'providerTimeout'],
    maintenanceArea: 'USIM',
  },
  retryUsimPayment: {
    group: 'usim',
    ...callAddresses.retryUsimPayment,
    summary: { ko: '유심·eSIM 주문: 다시 결제하기', en: 'Order a SIM: pay again' },
    description:
      'Ours. id is the order’s purchaseKey. An order still waiting for its payment (the last one declined, given up or lost, or its window closed) gets a new payment order, by the same or another method, and waits 11 minutes more; at most 5 payment orders an order. The earlier payment order can no longer be confirmed.',
    caller: 'anonymous',
    params: purchaseKeyParamsSchema,
    body: usimPaymentRetrySchema,
    entity: usimPurchaseOrderSchema,
    failures: ['business', 'notFound'],
    maintenanceArea: 'USIM',
  },
  findUsimPurchase: {
    group: 'usim',
    ...callAddresses.findUsimPurchase,
    summary: { ko: '주문 한 건 (주문 완료 화면)', en: 'One order, by its purchase key' },
    description:
      'Ours: /usim/complete reads the order it was given the key of. An order never paid is not found.',
    caller: 'anonymous',
    params: purchaseKeyParamsSchema,
    entity: usimPurchaseSchema,
    failures: ['notFound'],
  },
  findUsimPurchases: {
    group: 'usim',
    ...callAddresses.findUsimPurchases,
    summary: { ko: '유심 주문 내역', en: 'SIM orders' },
    description:
      'A member’s orders of the last 6 months; without a login, the orders of the number verified by SMS (purpose USIM) in the phone-auth-key header, within its 10 minutes.',
    caller: 'visitor',
    headers: phoneAuthKeyHeadersSchema,
    entity: usimPurchaseListSchema,
    failures: ['business'],
  },
  cancelUsimPurchase: {
    group: 'usim',
    ...callAddresses.cancelUsimPurchase,
    summary: { ko: '유심 주문 취소', en: 'Cancel a SIM order' },
    description:
      'Only a paid order not yet shipped (P), and an eSIM not yet downloaded. The payment is cancelled at the gateway; a phone payment (MC) only in the month it was paid, after which the refund goes to a bank account. The member’s own order, or one of the number in the phone-auth-key header.',
    caller: 'visitor',
    headers: phoneAuthKeyHeadersSchema,
    params: usimPurchaseNoParamsSchema,
    entity: usimPurchaseSchema,
    failures: ['business', 'notFound', 'providerTimeout'],
    maintenanceArea: 'USIM',
  },
});
