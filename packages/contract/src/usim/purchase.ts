import { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import { PHONE_AUTH_KEY_HEADER, USIM_ORDER_RULES, USIM_PRICES } from '../constants.ts';
import {
  deliveryTypes,
  paymentMethods,
  usimKinds,
  usimOrderStatuses,
  type DeliveryType,
  type UsimKind,
  type UsimOrderStatus,
} from '../enums.ts';
import {
  coercedIdSchema,
  mobileNumberSchema,
  opaqueKeySchema,
  personNameSchema,
  shapedTextSchema,
} from '../fields.ts';
import { flowKeySchema } from '../flows/flow.ts';
import { listEntitySchema } from '../envelope.ts';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { businessDayAfter, isBusinessDay } from '../rules/business-days.ts';
import { SINGLE_LINE_PATTERN } from '../rules/format-check.ts';
import { POSTCODE_PATTERN } from '../rules/address.ts';
import { ADDRESS_MAX_LENGTH, DETAIL_ADDRESS_MAX_LENGTH } from '../common/address.ts';
import { orderIdSchema } from '../self-care/bill-pay.ts';
import { dayTextSchema, instantTextSchema, wonSchema } from '../self-care/fields.ts';
import { EID_LENGTH, esimDeviceOf, isEid } from './esim.ts';

/** The kinds sold to the public, in the order the screen offers them; NORMAL_TEST is the staff's own. */
export const USIM_PUBLIC_KINDS = ['NORMAL', 'NFC', 'ONECHIP', 'ESIM'] as const satisfies readonly UsimKind[];

export const usimKindLabels: Record<UsimKind, Message> = {
  NORMAL: /*i18n*/ { id: 'usimKind.NORMAL', message: '일반 유심' },
  NFC: /*i18n*/ { id: 'usimKind.NFC', message: 'NFC 유심' },
  ONECHIP: /*i18n*/ { id: 'usimKind.ONECHIP', message: '원칩 유심' },
  ESIM: /*i18n*/ { id: 'usimKind.ESIM', message: 'eSIM' },
  NORMAL_TEST: /*i18n*/ { id: 'usimKind.NORMAL_TEST', message: '시험용 유심' },
};

export const usimOrderStatusLabels: Record<UsimOrderStatus, Message> = {
  P: /*i18n*/ { id: 'usimOrderStatus.P', message: '결제 완료' },
  S: /*i18n*/ { id: 'usimOrderStatus.S', message: '배송 중' },
  F: /*i18n*/ { id: 'usimOrderStatus.F', message: '배송 완료' },
  C: /*i18n*/ { id: 'usimOrderStatus.C', message: '주문 취소' },
};

export const deliveryTypeLabels: Record<DeliveryType, Message> = {
  BASIC: /*i18n*/ { id: 'deliveryType.BASIC', message: '택배' },
  RIDER: /*i18n*/ { id: 'deliveryType.RIDER', message: '바로배송' },
};

/** Delivery notes a buyer picks rather than types (the courier's usual ones). */
export const deliveryNotePresets: readonly Message[] = [
  /*i18n*/ { id: 'deliveryNote.door', message: '문 앞에 놓아 주세요.' },
  /*i18n*/ { id: 'deliveryNote.security', message: '경비실에 맡겨 주세요.' },
  /*i18n*/ { id: 'deliveryNote.box', message: '택배함에 넣어 주세요.' },
  /*i18n*/ { id: 'deliveryNote.call', message: '배송 전에 연락 주세요.' },
];

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** The Korean wall clock of an instant: its day `YYYY-MM-DD` and time `HH:MM`. */
function seoulWallClock(instant: Date): { day: string; time: string } {
  const text = new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString();
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * Whether a road address is in one of the areas riders deliver to. The postcode search writes Seoul short
 * (`서울 중구 세종대로 110`), a hand-typed address often in full (`서울특별시 중구 …`): both are Seoul.
 */
export const isRiderArea = (address: string): boolean => {
  const normalized = address.trim().replace(/^서울(?:시)?(?=\s)/, '서울특별시');
  if (USIM_ORDER_RULES.riderAreas.some((area) => normalized.startsWith(`${area} `))) return true;
  // An English road address names the district, then the city: '110 Sejong-daero, Jung-gu, Seoul'.
  const parts = normalized.toLowerCase().split(/\s*,\s*/);
  return USIM_ORDER_RULES.riderAreas.some((area) => {
    const [district = '', city = ''] = riderAreaNamesEn[area].toLowerCase().split(', ');
    const at = parts.indexOf(district);
    return at >= 0 && (parts[at + 1] ?? '').split(' ')[0] === city;
  });
};

/** The rider areas as English road addresses write them: district, then city. */
const riderAreaNamesEn: Record<(typeof USIM_ORDER_RULES.riderAreas)[number], string> = {
  '서울특별시 강남구': 'Gangnam-gu, Seoul',
  '서울특별시 서초구': 'Seocho-gu, Seoul',
  '서울특별시 송파구': 'Songpa-gu, Seoul',
  '서울특별시 중구': 'Jung-gu, Seoul',
  '서울특별시 종로구': 'Jongno-gu, Seoul',
  '서울특별시 용산구': 'Yongsan-gu, Seoul',
  '서울특별시 마포구': 'Mapo-gu, Seoul',
  '서울특별시 영등포구': 'Yeongdeungpo-gu, Seoul',
  '서울특별시 성동구': 'Seongdong-gu, Seoul',
  '서울특별시 광진구': 'Gwangjin-gu, Seoul',
};

/** A rider area's name in a language: as the contract lists it in Korean, as English addresses write it. */
export function riderAreaNameOf(area: string, locale: Locale): string {
  if (locale === 'ko') return area;
  return (riderAreaNamesEn as Record<string, string | undefined>)[area] ?? area;
}

/** Whether RIDER can be ordered at `now`: a business day, within the rider hours, Korea time. */
export function isRiderOpen(now: Date): boolean {
  const { day, time } = seoulWallClock(now);
  const { from, to } = USIM_ORDER_RULES.riderHours;
  return isBusinessDay(day) && time >= from && time < to;
}

/** Why RIDER cannot take an order for `address` at `now`, or undefined when it can. */
export function riderRefusal(now: Date, address: string): Message | undefined {
  if (!isRiderOpen(now))
    return messages.usimRiderClosed(USIM_ORDER_RULES.riderHours.from, USIM_ORDER_RULES.riderHours.to);
  if (!isRiderArea(address)) return messages.usimRiderOutOfArea;
  return undefined;
}

/**
 * The business day a parcel paid at `paidAt` is handed to the courier: that day when it is a business day and
 * the payment came before the cutoff, else the next business day.
 */
export function parcelPickupDay(paidAt: Date): string {
  const { day, time } = seoulWallClock(paidAt);
  if (isBusinessDay(day)) return time < USIM_ORDER_RULES.parcelCutoff ? day : businessDayAfter(day, 1);
  return businessDayAfter(day, 0);
}

/**
 * When a parcel paid at `paidAt` reaches the door: one to USIM_ORDER_RULES.parcelDaysAfterPickup business days
 * after its pickup day.
 */
export function parcelArrival(paidAt: Date): { from: string; to: string } {
  const pickup = parcelPickupDay(paidAt);
  return {
    from: businessDayAfter(pickup, 1),
    to: businessDayAfter(pickup, USIM_ORDER_RULES.parcelDaysAfterPickup),
  };
}

/** Why an order of `quantity` SIMs of `usimKind` cannot be made, or undefined when it can. */
export function usimItemsRefusal(usimKind: UsimKind, quantity: number): Message | undefined {
  if (!(USIM_PUBLIC_KINDS as readonly UsimKind[]).includes(usimKind)) return messages.usimKindNotOffered;
  if (usimKind === 'ESIM' && quantity !== 1) return messages.usimEsimOnePerOrder;
  if (quantity < 1 || quantity > USIM_ORDER_RULES.maxPerOrder)
    return messages.usimQuantityInvalid(USIM_ORDER_RULES.maxPerOrder);
  return undefined;
}

/** Why a buyer who has ordered `orderedThisMonth` SIMs this month cannot order `quantity` more. */
export function usimMonthlyRefusal(orderedThisMonth: number, quantity: number): Message | undefined {
  const left = Math.max(0, USIM_ORDER_RULES.maxPerMonth - orderedThisMonth);
  return quantity > left ? messages.usimMonthlyLimit(USIM_ORDER_RULES.maxPerMonth, left) : undefined;
}

/** Why a device cannot have an eSIM made for it: its EID or its model. */
export function esimDeviceRefusal(device: { modelCode: string; eid: string }): Message | undefined {
  if (esimDeviceOf(device.modelCode) === undefined) return messages.esimDeviceUnsupported;
  if (!isEid(device.eid)) return messages.esimEidInvalid;
  return undefined;
}

/** What an order costs: the kind's price (VAT included) times the quantity; delivery is free. */
export const usimOrderAmount = (usimKind: UsimKind, quantity: number): number =>
  USIM_PRICES[usimKind] * quantity;

/** The delivery note: a preset or the buyer's own words, one line. */
const deliveryNoteSchema = z
  .string()
  .max(200)
  .regex(SINGLE_LINE_PATTERN)
  .trim()
  .max(USIM_ORDER_RULES.deliveryNoteMaxLength);

const deliverySchema = z.object({
  recipientName: personNameSchema,
  postcode: shapedTextSchema(POSTCODE_PATTERN, 10),
  address: z.string().max(ADDRESS_MAX_LENGTH).regex(SINGLE_LINE_PATTERN).trim().min(1),
  detailAddress: z.string().max(DETAIL_ADDRESS_MAX_LENGTH).regex(SINGLE_LINE_PATTERN).trim(),
  deliveryType: z.enum(deliveryTypes),
  deliveryNote: deliveryNoteSchema,
});
export type UsimDelivery = z.output<typeof deliverySchema>;

const esimDeviceSchema = z.object({
  modelCode: shapedTextSchema(/^[A-Z0-9-]{2,30}$/, 30),
  eid: shapedTextSchema(new RegExp(`^\\d{${EID_LENGTH}}$`), 40),
});

/**
 * `POST usim/purchase`: a SIM order and, when it costs anything, its payment order. The buyer's mobile
 * number is the one verified by SMS (purpose USIM, `authKey`); a SIM card is delivered (`delivery`), an eSIM
 * is made for a device (`device`).
 */
export const usimPurchaseRequestSchema = z
  .object({
    authKey: opaqueKeySchema,
    buyerPhone: mobileNumberSchema,
    usimKind: z.enum(usimKinds),
    quantity: z.number().int().min(1).max(99),
    delivery: deliverySchema.nullable(),
    device: esimDeviceSchema.nullable(),
    agreements: z.object({ usimPurchase: z.boolean(), privacy: z.boolean(), marketing: z.boolean() }),
    payMethod: z.enum(paymentMethods),
  })
  .meta({
    examples: [
      {
        authKey: 'usim-phone-auth-key-0000000000000000',
        buyerPhone: '01098765432',
        usimKind: 'NFC',
        quantity: 1,
        delivery: {
          recipientName: '이민준',
          postcode: '04524',
          address: '서울특별시 중구 세종대로 110',
          detailAddress: '12층',
          deliveryType: 'BASIC',
          deliveryNote: '문 앞에 놓아 주세요.',
        },
        device: null,
        agreements: { usimPurchase: true, privacy: true, marketing: false },
        payMethod: 'CN',
      },
    ],
  });
export type UsimPurchaseRequest = z.input<typeof usimPurchaseRequestSchema>;

/** The key a buyer holds for an order (as a flow's key): it reads and confirms the order without a login. */
export const purchaseKeySchema = flowKeySchema;
export const purchaseKeyParamsSchema = z.object({ id: purchaseKeySchema });

export const usimPurchaseOrderSchema = z.object({
  usimPurchaseNo: z.number().int(),
  purchaseKey: purchaseKeySchema,
  amount: wonSchema,
  orderName: z.string(),
  /** The payment to make in the payment popup; null when the order costs nothing and is paid (P) already. */
  payment: z
    .object({ orderId: z.string(), payMethod: z.enum(paymentMethods), checkoutAddress: z.string() })
    .nullable(),
});
export type UsimPurchaseOrder = z.infer<typeof usimPurchaseOrderSchema>;

/** `POST usim/purchase/{id}`: what the payment popup reported, for the order `id` names. */
export const usimPurchaseConfirmSchema = z
  .object({
    orderId: orderIdSchema,
    paymentKey: shapedTextSchema(/^[A-Za-z0-9_-]{8,64}$/, 64),
    amount: z.number().int().min(1).max(10_000_000),
  })
  .meta({
    examples: [{ orderId: 'PAY-AbCdEfGhIjKlMnOpQrSt', paymentKey: 'tgen_20261127abcdef', amount: 4_400 }],
  });
export type UsimPurchaseConfirm = z.input<typeof usimPurchaseConfirmSchema>;

/**
 * `POST usim/purchase/{id}/payment`: a new payment order for an order still waiting for its payment, after the
 * last one was declined, given up or closed; by the same or another method.
 */
export const usimPaymentRetrySchema = z
  .object({ payMethod: z.enum(paymentMethods) })
  .meta({ examples: [{ payMethod: 'RA' }] });
export type UsimPaymentRetry = z.input<typeof usimPaymentRetrySchema>;

/** How a cancelled order's money goes back. */
export const usimRefundWays = ['NONE', 'GATEWAY', 'BANK_TRANSFER'] as const;
export type UsimRefundWay = (typeof usimRefundWays)[number];

/** An order as its buyer sees it (/usim/complete, /usim/list); personal details masked. */
export const usimPurchaseSchema = z.object({
  usimPurchaseNo: z.number().int(),
  status: z.enum(usimOrderStatuses),
  orderedAt: instantTextSchema,
  usimKind: z.enum(usimKinds),
  quantity: z.number().int(),
  amount: wonSchema,
  orderName: z.string(),
  /** Null when the order cost nothing. */
  payment: z
    .object({ payMethod: z.enum(paymentMethods), issuer: z.string(), maskedNumber: z.string() })
    .nullable(),
  buyerPhone: z.string(),
  delivery: z
    .object({
      deliveryType: z.enum(deliveryTypes),
      recipientName: z.string(),
      address: z.string(),
      deliveryNote: z.string(),
      /** The days a parcel is expected; for a rider, the day. */
      expectedFrom: dayTextSchema,
      expectedTo: dayTextSchema,
      courierName: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      shippedAt: instantTextSchema.nullable(),
      deliveredAt: instantTextSchema.nullable(),
    })
    .nullable(),
  esim: z
    .object({
      modelName: z.string(),
      /** GSMA SGP.22 activation code: `LPA:1$<SM-DP+ address>$<matching id>`. */
      activationCode: z.string(),
      isDownloaded: z.boolean(),
    })
    .nullable(),
  /** Whether the buyer can cancel it now, and if not why; how the money would go back. */
  cancel: z.object({
    isCancellable: z.boolean(),
    refusal: z.string().nullable(),
    refundWay: z.enum(usimRefundWays),
    /** What the buyer should know about the refund before cancelling; null when nothing to say. */
    refundNote: z.string().nullable(),
  }),
  cancelledAt: instantTextSchema.nullable(),
});
export type UsimPurchase = z.infer<typeof usimPurchaseSchema>;

/** `GET usim/purchase`: a member's orders of the last months, or those of the number just verified. */
export const usimPurchaseListSchema = listEntitySchema(usimPurchaseSchema);
export type UsimPurchaseList = z.infer<typeof usimPurchaseListSchema>;

export const phoneAuthKeyHeadersSchema = z.looseObject({
  [PHONE_AUTH_KEY_HEADER]: opaqueKeySchema.optional(),
});

export const usimPurchaseNoParamsSchema = z.object({ usimPurchaseNo: coercedIdSchema });

/** `POST usim/check/time`: whether RIDER can be ordered now (and to `address`), and when a parcel arrives. */
export const usimTimeCheckRequestSchema = z
  .object({ address: z.string().max(ADDRESS_MAX_LENGTH).regex(SINGLE_LINE_PATTERN).trim().nullable() })
  .meta({ examples: [{ address: '서울특별시 중구 세종대로 110' }] });
export type UsimTimeCheckRequest = z.input<typeof usimTimeCheckRequestSchema>;

export const usimTimeCheckSchema = z.object({
  /** The server's time in Korea. */
  now: instantTextSchema,
  riderHours: z.object({ from: z.string(), to: z.string() }),
  riderAreas: z.array(z.string()),
  isRiderOpen: z.boolean(),
  /** Null when no address was given. */
  isRiderArea: z.boolean().nullable(),
  /** Why RIDER cannot be ordered now (to that address); null when it can. */
  riderRefusal: z.string().nullable(),
  /** When a parcel paid now is expected. */
  parcelArrival: z.object({ from: dayTextSchema, to: dayTextSchema }),
});
export type UsimTimeCheck = z.infer<typeof usimTimeCheckSchema>;
