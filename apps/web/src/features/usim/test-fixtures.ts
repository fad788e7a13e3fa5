import type { UsimPurchase, UsimPurchaseOrder, UsimTimeCheck } from '@mvno/contract';

/* eslint-disable lingui/no-unlocalized-strings -- test data: what the server sends, never words of the screens */

// What the SIM calls answer, shaped as the contract says (docs/usim-orders.md).

/** A purchase key as the server hands it out: 43 URL-safe characters. */
export const PURCHASE_KEY = 'Uk3J9q_xV2mYbT8nR4cWzE1hLpA6sDfG0oKiQ7uNvBw';
export const ORDER_ID = 'PAY-AbCdEfGhIjKlMnOpQrSt';
export const CHECKOUT = `https://checkout.pg.example/pay?orderId=${ORDER_ID}`;
export const ACTIVATION_CODE = 'LPA:1$smdp.carrier.example$K2-4Y7QH-9W3LPT';

/** Thursday 2026-11-26 at 10:00 in Seoul: riders come, a parcel arrives Friday or Monday. */
export const timeCheck = (overrides: Partial<UsimTimeCheck> = {}): UsimTimeCheck => ({
  now: '2026-11-26T10:00:00+09:00',
  riderHours: { from: '09:00', to: '16:00' },
  riderAreas: ['서울특별시 강남구', '서울특별시 중구'],
  isRiderOpen: true,
  isRiderArea: null,
  riderRefusal: null,
  parcelArrival: { from: '2026-11-27', to: '2026-11-30' },
  ...overrides,
});

/** The order `POST usim/purchase` answers: with the payment to make, or none for a free one. */
export const orderOf = (amount: number): UsimPurchaseOrder => ({
  usimPurchaseNo: 41,
  purchaseKey: PURCHASE_KEY,
  amount,
  orderName: amount === 0 ? '일반 유심' : 'NFC 유심 2개',
  payment: amount === 0 ? null : { orderId: ORDER_ID, payMethod: 'CN', checkoutAddress: CHECKOUT },
});

/** Two NFC SIMs paid by card, to be sent by parcel. */
export const paidParcel = (overrides: Partial<UsimPurchase> = {}): UsimPurchase => ({
  usimPurchaseNo: 41,
  status: 'P',
  orderedAt: '2026-11-26T10:02:00+09:00',
  usimKind: 'NFC',
  quantity: 2,
  amount: 8_800,
  orderName: 'NFC 유심 2개',
  payment: { payMethod: 'CN', issuer: '신한카드', maskedNumber: '4518-****-****-2580' },
  buyerPhone: '010-****-5432',
  delivery: {
    deliveryType: 'BASIC',
    recipientName: '이*준',
    address: '서울특별시 중구 세종대로 110 ***',
    deliveryNote: '문 앞에 놓아 주세요.',
    expectedFrom: '2026-11-27',
    expectedTo: '2026-11-30',
    courierName: null,
    trackingNumber: null,
    shippedAt: null,
    deliveredAt: null,
  },
  esim: null,
  cancel: { isCancellable: true, refusal: null, refundWay: 'GATEWAY', refundNote: null },
  cancelledAt: null,
  ...overrides,
});

/** An eSIM for a Galaxy S25, paid by card and not downloaded yet. */
export const paidEsim = (overrides: Partial<UsimPurchase> = {}): UsimPurchase => ({
  ...paidParcel(),
  usimPurchaseNo: 42,
  usimKind: 'ESIM',
  quantity: 1,
  amount: 2_200,
  orderName: 'eSIM',
  delivery: null,
  esim: { modelName: 'Galaxy S25', activationCode: ACTIVATION_CODE, isDownloaded: false },
  ...overrides,
});

/** A free SIM on its way with the courier: it can no longer be cancelled. */
export const shippedFree = (): UsimPurchase => {
  const parcel = paidParcel();
  return {
    ...parcel,
    usimPurchaseNo: 40,
    status: 'S',
    orderedAt: '2026-11-20T09:00:00+09:00',
    usimKind: 'NORMAL',
    quantity: 1,
    amount: 0,
    orderName: '일반 유심',
    payment: null,
    delivery:
      parcel.delivery === null
        ? null
        : {
            ...parcel.delivery,
            courierName: 'CJ대한통운',
            trackingNumber: '640012345678',
            shippedAt: '2026-11-20T16:00:00+09:00',
          },
    cancel: {
      isCancellable: false,
      refusal: '이미 보낸 주문은 취소할 수 없어요. 받으신 뒤 고객센터로 반품을 요청해 주세요.',
      refundWay: 'NONE',
      refundNote: null,
    },
  };
};

/** An order cancelled and refunded. */
export const cancelled = (): UsimPurchase => ({
  ...paidParcel({ usimPurchaseNo: 39, orderedAt: '2026-11-10T09:00:00+09:00' }),
  status: 'C',
  cancel: {
    isCancellable: false,
    refusal: '이미 취소한 주문이에요.',
    refundWay: 'GATEWAY',
    refundNote: null,
  },
  cancelledAt: '2026-11-10T09:30:00+09:00',
});
