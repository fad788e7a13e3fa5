import type { FastifyBaseLogger } from 'fastify';
import {
  esimDeviceOf,
  messages,
  parcelArrival,
  parcelPickupDay,
  textOf,
  USIM_ORDER_RULES,
  type Message,
  type UsimPurchase,
  type UsimRefundWay,
} from '@mvno/contract';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { Flows } from '../../db/flows.ts';
import type { Once } from '../../db/once.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { GATEWAY_CONFIRM_WINDOW_MINUTES } from '../../providers/payment/payment.port.ts';
import type { CarrierProvider } from '../../providers/carrier/carrier.port.ts';
import type { CourierProvider } from '../../providers/courier/courier.port.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import { AppError } from '../../shared/app-error.ts';
import { secondsAfter, type Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import { type PaymentService } from '../payments/payment.service.ts';
import type { PhoneAuthService } from '../phone-auth/phone-auth.service.ts';
import type { UsimPurchaseRow, UsimPurchaseView, UsimRepository } from './usim.repository.ts';

/** An order waits this long for its payment (the gateway's confirm window and a minute) before it is let go. */
export const WAITING_SECONDS = GATEWAY_CONFIRM_WINDOW_MINUTES * 60 + 60;
/** A payment in these states may yet be (or is) paid: its order neither lapses nor is paid again. */
export const PAYMENT_UNDER_WAY: ReadonlySet<string> = new Set(['CONFIRMING', 'UNKNOWN', 'PAID']);
/** Orders a job run takes at most. */
export const BATCH = 50;

const maskName = (name: string) =>
  name.length <= 1
    ? name
    : name.length === 2
      ? `${name[0]}*`
      : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
const maskPhone = (phone: string) => `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;
export const shipmentIdOf = (row: Pick<UsimPurchaseRow, 'usimPurchaseNo'>) => `USIM-${row.usimPurchaseNo}`;
export const profileOrderIdOf = shipmentIdOf;

/** Which order a caller may reach: a member's own, or one of the number a visitor just verified. */
export type Owner = { userNo: number } | { buyerPhone: string };

/** What every part of the SIM orders is built with (usim.service.ts composes them). */
export interface UsimDeps {
  repository: UsimRepository;
  paymentService: Pick<PaymentService, 'order' | 'confirmSteps' | 'find' | 'refund' | 'recordRefunded'>;
  phoneAuthService: Pick<PhoneAuthService, 'verifiedPhone' | 'consume'>;
  carrier: Pick<CarrierProvider, 'prepareEsimProfile' | 'releaseEsimProfile' | 'findEsimProfile'>;
  courier: CourierProvider;
  notify: NotifyProvider;
  afterCommit: AfterCommit;
  once: Pick<Once, 'run' | 'runAcross' | 'asSystem'>;
  /** The purchase is a journey (docs/flows.md): order, pay, and what undoes the carrier's part. */
  flows: Pick<Flows, 'of' | 'undoWith'>;
  brandName: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * What the parts of the SIM orders share: how an order is shown and to whom, its texts, its profile's
 * release, and whether it can be cancelled.
 */
export function createUsimOrders(deps: UsimDeps) {
  const { repository, carrier, notify, phoneAuthService, clock, log } = deps;
  const textIn = (row: Pick<UsimPurchaseRow, 'language'>, message: Message) =>
    textOf(message, row.language === 'en' ? 'en' : 'ko');
  const sendText = (row: UsimPurchaseRow, message: Message) => {
    const text = textIn(row, message);
    deps.afterCommit(() => notify.sendSms({ to: row.buyerPhone, text }));
  };

  /** Lets a profile go at the carrier now (a cancel); what cannot be is logged. */
  async function releaseProfile(row: UsimPurchaseRow) {
    try {
      return (await carrier.releaseEsimProfile({ orderId: profileOrderIdOf(row) })).result;
    } catch (error) {
      log.error({ err: error, usimPurchaseNo: row.usimPurchaseNo }, 'an eSIM profile could not be released');
      return undefined;
    }
  }

  /** Why the order cannot be cancelled now, and how its money would go back. */
  function cancelOutlook(row: UsimPurchaseRow): {
    refusal: Message | undefined;
    refundWay: UsimRefundWay;
  } {
    const refundWay: UsimRefundWay =
      row.amount === 0 || row.payMethod === null
        ? 'NONE'
        : row.payMethod === 'MC' &&
            row.paidAt !== null &&
            seoulPeriodOf(row.paidAt) !== seoulPeriodOf(clock.now())
          ? 'BANK_TRANSFER'
          : 'GATEWAY';
    const refusal =
      row.status === 'C'
        ? messages.usimCancelAlready
        : row.esimDownloadedAt !== null
          ? messages.usimCancelEsimDownloaded
          : row.status !== 'P' || row.dispatchStartedAt !== null
            ? messages.usimCancelShipped
            : undefined;
    return { refusal, refundWay };
  }

  function viewOf(row: UsimPurchaseView): UsimPurchase {
    if (row.status === 'W' || row.status === 'X') throw AppError.notFound();
    const { refusal, refundWay } = cancelOutlook(row);
    const arrival =
      row.deliveryType === 'RIDER'
        ? { from: seoulDayOf(row.paidAt ?? row.orderedAt), to: seoulDayOf(row.paidAt ?? row.orderedAt) }
        : parcelArrival(row.paidAt ?? row.orderedAt);
    const device = row.esimModelCode === null ? undefined : esimDeviceOf(row.esimModelCode);
    return {
      usimPurchaseNo: row.usimPurchaseNo,
      status: row.status,
      orderedAt: toSeoulIsoString(row.orderedAt),
      usimKind: row.usimKind,
      quantity: row.quantity,
      amount: row.amount,
      orderName: row.orderName,
      payment:
        row.payMethod === null
          ? null
          : { payMethod: row.payMethod, issuer: row.issuer ?? '', maskedNumber: row.maskedNumber ?? '' },
      buyerPhone: maskPhone(row.buyerPhone),
      delivery:
        row.deliveryType === null
          ? null
          : {
              deliveryType: row.deliveryType,
              recipientName: maskName(row.recipientName ?? ''),
              address:
                `${row.address ?? ''} ${row.detailAddress === '' || row.detailAddress === null ? '' : '***'}`.trim(),
              deliveryNote: row.deliveryNote ?? '',
              expectedFrom: arrival.from,
              expectedTo: arrival.to,
              courierName: row.courierName,
              trackingNumber: row.trackingNumber,
              shippedAt: row.shippedAt === null ? null : toSeoulIsoString(row.shippedAt),
              deliveredAt: row.deliveredAt === null ? null : toSeoulIsoString(row.deliveredAt),
            },
      esim:
        row.esimActivationCode === null || row.status === 'C'
          ? null
          : {
              modelName: device?.modelName ?? row.esimModelCode ?? '',
              activationCode: row.esimActivationCode,
              isDownloaded: row.esimDownloadedAt !== null,
            },
      cancel: {
        isCancellable: refusal === undefined,
        refusal: refusal === undefined ? null : textOf(refusal),
        refundWay,
        refundNote: refundWay === 'BANK_TRANSFER' ? textOf(messages.usimRefundByBank) : null,
      },
      cancelledAt: row.cancelledAt === null ? null : toSeoulIsoString(row.cancelledAt),
    };
  }

  async function viewOfNo(usimPurchaseNo: number): Promise<UsimPurchase> {
    const row = await repository.findView(usimPurchaseNo);
    if (row === undefined) throw AppError.notFound();
    return viewOf(row);
  }

  /** Who the caller is to the orders: a member, or the number a visitor's phone auth proves now. */
  async function ownerOf(session: ActiveSession | null, phoneAuthKey: string | undefined): Promise<Owner> {
    if (session !== null) return { userNo: session.userNo };
    const phone =
      phoneAuthKey === undefined ? undefined : await phoneAuthService.verifiedPhone('USIM', phoneAuthKey);
    if (phone === undefined) throw AppError.business(messages.phoneAuthRequired);
    return { buyerPhone: phone };
  }
  const isOwner = async (owner: Owner, row: UsimPurchaseRow) =>
    'userNo' in owner
      ? row.userNo === owner.userNo || (await repository.isMembers(row.usimPurchaseNo, owner.userNo))
      : row.buyerPhone === owner.buyerPhone;

  return { textIn, sendText, releaseProfile, cancelOutlook, viewOf, viewOfNo, ownerOf, isOwner };
}
export type UsimOrders = ReturnType<typeof createUsimOrders>;

/**
 * When a paid SIM card goes to the courier: a rider order USIM_ORDER_RULES.riderDispatchMinutes after its
 * payment; a parcel at the cutoff of its pickup day, when the day's parcels are packed.
 */
export function dispatchTimeOf(row: Pick<UsimPurchaseRow, 'deliveryType'>, paidAt: Date): Date {
  if (row.deliveryType === 'RIDER') return secondsAfter(paidAt, USIM_ORDER_RULES.riderDispatchMinutes * 60);
  return new Date(`${parcelPickupDay(paidAt)}T${USIM_ORDER_RULES.parcelCutoff}:00+09:00`);
}
