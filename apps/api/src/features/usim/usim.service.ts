import type { FastifyBaseLogger } from 'fastify';
import {
  esimDeviceOf,
  esimDeviceRefusal,
  formatWon,
  isRiderOpen,
  isRiderArea,
  messages,
  parcelArrival,
  parcelPickupDay,
  PAYMENT_RETURN_PATH,
  riderRefusal,
  textOf,
  USIM_ORDER_RULES,
  usimItemsRefusal,
  usimKindLabels,
  usimMonthlyRefusal,
  usimOrderAmount,
  type Message,
  type UsimPurchase,
  type PaymentMethod,
  type UsimPaymentRetry,
  type UsimPurchaseConfirm,
  type UsimPurchaseList,
  type UsimPurchaseOrder,
  type UsimPurchaseRequest,
  type UsimRefundWay,
  type UsimTimeCheck,
  type UsimTimeCheckRequest,
  usimPurchaseFlow,
  type UsimPurchaseStep,
} from '@mvno/contract';
import { z } from 'zod';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { Flows, UndoRequest } from '../../db/flows.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { GATEWAY_CONFIRM_WINDOW_MINUTES } from '../../providers/payment/payment.port.ts';
import type { CarrierProvider } from '../../providers/carrier/carrier.port.ts';
import type { CourierProvider } from '../../providers/courier/courier.port.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import { secondsAfter, type Clock } from '../../shared/clock.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { seoulDayOf, seoulDayStart, seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import { PAYMENT_UNDO, type PaymentService } from '../payments/payment.service.ts';
import type { PhoneAuthService } from '../phone-auth/phone-auth.service.ts';
import type { UsimPurchaseRow, UsimPurchaseView, UsimRepository } from './usim.repository.ts';

/** An order waits this long for its payment (the gateway's confirm window and a minute) before it is let go. */
const WAITING_SECONDS = GATEWAY_CONFIRM_WINDOW_MINUTES * 60 + 60;
/** A payment in these states may yet be (or is) paid: its order neither lapses nor is paid again. */
const PAYMENT_UNDER_WAY: ReadonlySet<string> = new Set(['CONFIRMING', 'UNKNOWN', 'PAID']);
/** Orders a job run takes at most. */
const BATCH = 50;
/** What undoes an eSIM profile the carrier made for an order that does not go through (db/flows.ts). */
const RELEASE_PROFILE_UNDO = 'usim.release-esim-profile';
const releaseProfileSchema = z.object({ orderId: z.string() });
/** What a purchase's journey keeps: the order it made. */
const purchaseJourneySchema = z.object({ usimPurchaseNo: z.number().int().nullable() });

/** What a step of the purchase the journey is not at says, in the order's own words. */
const refusalAtStep = (step: UsimPurchaseStep): Message | undefined =>
  step === 'LAPSED' ? messages.usimOrderLapsed : step === 'PAID' ? messages.usimOrderPaidAlready : undefined;

/** A journey's lapse the order refused: the buyer has just paid or tried to pay again. */
class StillWaiting extends Error {}

const maskName = (name: string) =>
  name.length <= 1
    ? name
    : name.length === 2
      ? `${name[0]}*`
      : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
const maskPhone = (phone: string) => `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;
const shipmentIdOf = (row: Pick<UsimPurchaseRow, 'usimPurchaseNo'>) => `USIM-${row.usimPurchaseNo}`;
const profileOrderIdOf = shipmentIdOf;

/** An order as `usim/purchase` answers it: what to keep and, when it costs anything, the payment to make. */
const orderAnswer = (
  row: UsimPurchaseRow,
  purchaseKey: string,
  payment: UsimPurchaseOrder['payment'],
): UsimPurchaseOrder => ({
  usimPurchaseNo: row.usimPurchaseNo,
  purchaseKey,
  amount: row.amount,
  orderName: row.orderName,
  payment,
});

/** Which order a caller may reach: a member's own, or one of the number a visitor just verified. */
type Owner = { userNo: number } | { buyerPhone: string };

/**
 * USIM and eSIM orders (docs/usim-orders.md): the order and its payment, paid through the gateway like a
 * bill (docs/payments.md); a SIM card handed to the courier by a job and tracked to the door; an eSIM made
 * for the buyer's device before anything is paid and its activation code given once paid; a cancel while
 * the order is still paid and not shipped, with the money given back.
 */
export function createUsimService(deps: {
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
}) {
  const {
    repository,
    paymentService,
    phoneAuthService,
    carrier,
    courier,
    notify,
    once,
    brandName,
    clock,
    log,
  } = deps;
  const purchases = deps.flows.of(usimPurchaseFlow, purchaseJourneySchema, { refusalAt: refusalAtStep });
  // Safe to repeat: a profile released, or downloaded meanwhile, is answered as such again.
  deps.flows.undoWith(RELEASE_PROFILE_UNDO, async (payload) => {
    await carrier.releaseEsimProfile(releaseProfileSchema.parse(payload));
  });
  const releaseProfileUndo = (row: UsimPurchaseRow): UndoRequest => ({
    undo: RELEASE_PROFILE_UNDO,
    payload: { orderId: profileOrderIdOf(row) },
  });

  const textIn = (row: Pick<UsimPurchaseRow, 'language'>, message: Message) =>
    textOf(message, row.language === 'en' ? 'en' : 'ko');
  const sendText = (row: UsimPurchaseRow, message: Message) => {
    const text = textIn(row, message);
    deps.afterCommit(() => notify.sendSms({ to: row.buyerPhone, text }));
  };

  /** Lets a profile go at the carrier; one that cannot be is let go when its order is found never paid. */
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

  /** The rules of an order that need no database: refused with the first that fails. */
  function refusalOf(body: UsimPurchaseRequest & { buyerPhone: string }, now: Date): Message | undefined {
    const items = usimItemsRefusal(body.usimKind, body.quantity);
    if (items !== undefined) return items;
    if (!body.agreements.usimPurchase || !body.agreements.privacy) return messages.usimTermsRequired;
    if (body.usimKind === 'ESIM') {
      if (body.device === null) return messages.esimDeviceRequired;
      return esimDeviceRefusal(body.device);
    }
    if (body.delivery === null) return messages.usimDeliveryRequired;
    if (body.delivery.deliveryType === 'RIDER') return riderRefusal(now, body.delivery.address);
    return undefined;
  }

  /** The gateway order an order is paid by, for the payment popup. */
  async function orderPayment(
    row: UsimPurchaseRow,
    payMethod: PaymentMethod,
    language: 'ko' | 'en',
  ): Promise<NonNullable<UsimPurchaseOrder['payment']>> {
    const ordered = await paymentService.order({
      userNo: null,
      purpose: 'USIM',
      billAcntId: null,
      amount: row.amount,
      payMethod,
      orderName: row.orderName,
      returnPath: PAYMENT_RETURN_PATH,
      language,
    });
    return { orderId: ordered.row.orderId, payMethod, checkoutAddress: ordered.checkoutAddress };
  }

  /** Why a waiting order cannot be paid again now; undefined when it can. */
  async function retryRefusal(row: UsimPurchaseRow, now: Date): Promise<Message | undefined> {
    if (row.status === 'P' || row.status === 'S' || row.status === 'F') return messages.usimOrderPaidAlready;
    if (row.status !== 'W' || row.payUntil <= now) return messages.usimOrderLapsed;
    if (row.paymentAttempts >= USIM_ORDER_RULES.maxPaymentAttempts) return messages.usimPaymentAttemptsOver;
    const current = row.paymentOrderId === null ? undefined : await paymentService.find(row.paymentOrderId);
    // A payment being confirmed, or whose answer is being read back, may yet be paid: never two at once.
    if (current !== undefined && PAYMENT_UNDER_WAY.has(current.status)) return messages.usimPaymentUnderWay;
    return undefined;
  }

  /**
   * Hands each paid SIM card to the courier at its time — a parcel at the day's cutoff, a rider order a few
   * minutes after payment, while it can still be cancelled — and texts the tracking number. A courier that
   * refuses or does not answer leaves the order paid for the next run. Answers how many were shipped.
   */
  async function bookCouriers(now: Date): Promise<number> {
    let moved = 0;
    for (const row of await repository.findToDispatch(BATCH)) {
      if (row.paidAt === null || now < dispatchTimeOf(row, row.paidAt)) continue;
      if (
        !(await once.asSystem('dispatch-usim-orders', () =>
          repository.startDispatch(row.usimPurchaseNo, now),
        ))
      )
        continue;
      let booking;
      try {
        booking = await courier.book({
          shipmentId: shipmentIdOf(row),
          deliveryType: row.deliveryType ?? 'BASIC',
          recipient: { name: row.recipientName ?? '', phone: row.buyerPhone },
          address: {
            postcode: row.postcode ?? '',
            address: row.address ?? '',
            detailAddress: row.detailAddress ?? '',
          },
          note: row.deliveryNote ?? '',
          contents: row.orderName,
        });
      } catch (error) {
        log.error({ err: error, usimPurchaseNo: row.usimPurchaseNo }, 'the courier did not take a SIM order');
        booking = undefined;
      }
      await once.asSystem('dispatch-usim-orders', async (audit) => {
        const at = clock.now();
        if (booking?.result !== 'BOOKED') {
          // Tried again on the next run; the order stays paid and cancellable meanwhile.
          await repository.update(row.usimPurchaseNo, {
            dispatchStartedAt: null,
            dispatchFailures: row.dispatchFailures + 1,
            changedAt: at,
          });
          return;
        }
        await repository.move(row.usimPurchaseNo, ['P'], {
          status: 'S',
          courierName: booking.courierName,
          trackingNumber: booking.trackingNumber,
          shippedAt: at,
          changedAt: at,
        });
        await audit({
          action: 'usim.ship',
          subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
          before: 'P',
          after: { status: 'S', courierName: booking.courierName, trackingNumber: booking.trackingNumber },
        });
        sendText(
          row,
          messages.usimShippedText({
            brandName,
            courierName: booking.courierName,
            trackingNumber: booking.trackingNumber,
          }),
        );
        moved += 1;
      });
    }
    return moved;
  }

  /**
   * Lets go (X) of orders whose wait for their payment is over: their journey lapses, and what the carrier
   * made for them (an eSIM's profile) is undone by the undo-journeys job. Answers how many.
   */
  async function letGoUnpaid(now: Date): Promise<number> {
    let moved = 0;
    for (const row of await repository.findLapsed(now, BATCH)) {
      // A payment still being settled is left to the payments' read-back; the order waits for it.
      if (row.paymentStatus !== null && PAYMENT_UNDER_WAY.has(row.paymentStatus)) continue;
      try {
        await once.asSystem('dispatch-usim-orders', (audit) =>
          purchases.take({ flowKeyHash: row.purchaseKeyHash }, 'lapse', async (flow) => {
            // Not if the buyer has just tried to pay again.
            if (!(await repository.lapse(row.usimPurchaseNo, clock.now()))) throw new StillWaiting();
            await audit({
              action: 'usim.expire',
              subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
              before: 'W',
              after: { status: 'X', paymentStatus: row.paymentStatus },
            });
            return { collected: flow.collected, value: null };
          }),
        );
        moved += 1;
      } catch (error) {
        // Paid or paid again meanwhile: the order is not let go.
        if (error instanceof StillWaiting || error instanceof AppError) continue;
        throw error;
      }
    }
    return moved;
  }

  return {
    checkTime(body: UsimTimeCheckRequest): UsimTimeCheck {
      const now = clock.now();
      const address = body.address ?? null;
      const isOpen = isRiderOpen(now);
      // Without an address only the hours can refuse.
      const refusal = address === null && isOpen ? undefined : riderRefusal(now, address ?? '');
      return {
        now: toSeoulIsoString(now),
        riderHours: { ...USIM_ORDER_RULES.riderHours },
        riderAreas: [...USIM_ORDER_RULES.riderAreas],
        isRiderOpen: isOpen,
        isRiderArea: address === null ? null : isRiderArea(address),
        riderRefusal: refusal === undefined ? null : textOf(refusal),
        parcelArrival: parcelArrival(now),
      };
    },

    requestPurchase(
      action: ActionRequest,
      session: ActiveSession | null,
      input: UsimPurchaseRequest,
      language: 'ko' | 'en',
    ): Promise<UsimPurchaseOrder> {
      const body = input as UsimPurchaseRequest & { buyerPhone: string };
      const amount = usimOrderAmount(body.usimKind, body.quantity);
      // The order is the journey: its purchase key is the journey's key.
      return purchases.startAcross({ usimPurchaseNo: null }, amount === 0 ? 'orderFree' : 'order', action, {
        begin: async (_flow, _audit, purchaseKey) => {
          const now = clock.now();
          const refusal = refusalOf(body, now);
          if (refusal !== undefined) throw AppError.business(refusal);
          const phone = await phoneAuthService.verifiedPhone('USIM', body.authKey);
          if (phone === undefined || phone !== body.buyerPhone)
            throw AppError.business(messages.phoneAuthRequired);
          await repository.lockBuyer(phone);
          const ordered = await repository.countOrdered(
            phone,
            seoulDayStart(`${seoulPeriodOf(now)}-01`),
            now,
          );
          const monthly = usimMonthlyRefusal(ordered, body.quantity);
          if (monthly !== undefined) throw AppError.business(monthly);
          const termsInForce = await repository.findTermsInForce(
            ['USIM_PURCHASE', 'PRIVACY'],
            seoulDayOf(now),
          );
          const kind = textOf(usimKindLabels[body.usimKind], 'ko');
          const row = await repository.insert({
            purchaseKeyHash: hashToken(purchaseKey),
            userNo: session?.userNo ?? null,
            buyerPhone: phone,
            status: 'W',
            usimKind: body.usimKind,
            quantity: body.quantity,
            amount,
            orderName: body.quantity > 1 ? `${kind} ${body.quantity}개` : kind,
            payMethod: amount === 0 ? null : body.payMethod,
            paymentOrderId: null,
            language,
            recipientName: body.delivery?.recipientName ?? null,
            postcode: body.delivery?.postcode ?? null,
            address: body.delivery?.address ?? null,
            detailAddress: body.delivery?.detailAddress ?? null,
            deliveryType: body.delivery?.deliveryType ?? null,
            deliveryNote: body.delivery?.deliveryNote ?? null,
            esimModelCode: body.device?.modelCode ?? null,
            esimEid: body.device?.eid ?? null,
            usimTermsNo: termsInForce.get('USIM_PURCHASE') ?? null,
            privacyTermsNo: termsInForce.get('PRIVACY') ?? null,
            isMarketingAgreed: body.agreements.marketing,
            orderedAt: now,
            payUntil: secondsAfter(now, WAITING_SECONDS),
          });
          return { row, purchaseKey };
        },
        call: async ({ row }) => {
          if (row.usimKind !== 'ESIM' || row.esimEid === null || row.esimModelCode === null) return undefined;
          const letGo = () =>
            once.asSystem('usim-order', () =>
              repository.move(row.usimPurchaseNo, ['W'], { status: 'X', changedAt: clock.now() }),
            );
          try {
            const profile = await carrier.prepareEsimProfile({
              orderId: profileOrderIdOf(row),
              eid: row.esimEid,
              modelCode: row.esimModelCode,
            });
            if (profile.result === 'REFUSED') await letGo();
            return profile;
          } catch (error) {
            // No answer: the order goes before the buyer hears 504, and whatever the carrier made with it
            // (undoUnanswered).
            if (error instanceof ProviderTimeoutError) await letGo();
            throw error;
          }
        },
        undo: ({ row }, profile) => (profile?.result === 'PREPARED' ? releaseProfileUndo(row) : undefined),
        undoUnanswered: ({ row }) => (row.usimKind === 'ESIM' ? releaseProfileUndo(row) : undefined),
        finish: async (_flow, { row, purchaseKey }, profile, audit) => {
          if (profile?.result === 'REFUSED') throw AppError.business(messages.esimRefusedByCarrier);
          // The proof is used once the order is kept: a second order needs the number verified again.
          if ((await phoneAuthService.consume('USIM', body.authKey)) === undefined)
            throw AppError.business(messages.phoneAuthRequired);
          const now = clock.now();
          const activationCode =
            profile === undefined ? null : `LPA:1$${profile.smdpAddress}$${profile.matchingId}`;
          let payment: UsimPurchaseOrder['payment'] = null;
          if (row.amount === 0) {
            await repository.update(row.usimPurchaseNo, { status: 'P', paidAt: now, changedAt: now });
          } else {
            payment = await orderPayment(row, body.payMethod, language);
            await repository.update(row.usimPurchaseNo, {
              paymentOrderId: payment.orderId,
              esimIccid: profile?.iccid ?? null,
              esimActivationCode: activationCode,
              changedAt: now,
            });
          }
          await audit({
            action: 'usim.order',
            subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
            after: {
              usimKind: row.usimKind,
              quantity: row.quantity,
              amount: row.amount,
              deliveryType: row.deliveryType,
              paymentOrderId: payment?.orderId ?? null,
              status: row.amount === 0 ? 'P' : 'W',
            },
          });
          return {
            collected: { usimPurchaseNo: row.usimPurchaseNo },
            value: orderAnswer(row, purchaseKey, payment),
          };
        },
      });
    },

    confirmPurchase(
      action: ActionRequest,
      purchaseKey: string,
      body: UsimPurchaseConfirm,
    ): Promise<UsimPurchase> {
      const keyHash = hashToken(purchaseKey);
      const payment = paymentService.confirmSteps(
        { userNo: null, orderId: body.orderId, paymentKey: body.paymentKey, amount: body.amount },
        {
          check: async (paying) => {
            const row = await repository.findByKeyHashForUpdate(keyHash);
            if (row === undefined) throw AppError.notFound();
            // A payment order the buyer has since replaced by paying again is no longer this order's.
            if (row.paymentOrderId !== paying.orderId) throw AppError.business(messages.paymentNotPending);
            if (row.status === 'X') throw AppError.business(messages.usimOrderLapsed);
            if (row.status !== 'W') throw AppError.business(messages.paymentNotPending);
          },
          onPaid: async (paid, audit) => {
            const row = await repository.findByKeyHash(keyHash);
            if (row === undefined) throw new Error('the paid order vanished');
            const now = clock.now();
            if (
              !(await repository.move(row.usimPurchaseNo, ['W'], {
                status: 'P',
                paidAt: now,
                changedAt: now,
              }))
            )
              throw AppError.business(messages.paymentNotPending);
            await audit({
              action: 'usim.pay',
              subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
              before: 'W',
              after: { status: 'P', paymentOrderId: paid.orderId, amount: paid.amount },
            });
            if (row.esimActivationCode !== null)
              sendText(row, messages.usimEsimCodeText({ brandName, activationCode: row.esimActivationCode }));
          },
          answer: async () => {
            const row = await repository.findByKeyHash(keyHash);
            if (row === undefined) throw AppError.notFound();
            return viewOfNo(row.usimPurchaseNo);
          },
        },
      );
      // The pay step of the journey: charged at the gateway and recorded, or, should the record fail after
      // the charge, cancelled there (db/flows.ts).
      return purchases.takeAcross(purchaseKey, 'pay', action, {
        begin: (_flow, audit) => payment.begin(audit),
        call: (row) => payment.call(row),
        finish: async (flow, row, result, audit) => ({
          collected: flow.collected,
          value: await payment.finish(row, result, audit),
        }),
        undo: (_row, result) =>
          result.outcome === 'DONE' ? { undo: PAYMENT_UNDO, payload: { orderId: body.orderId } } : undefined,
      });
    },

    /**
     * A new payment order for an order still waiting for its payment (the last one declined, given up, lost or
     * its window closed), by the same or another method; the order waits its time again. The earlier payment
     * order is no longer the order's, so a late confirm of it is refused before anything is charged.
     */
    retryPayment(
      action: ActionRequest,
      purchaseKey: string,
      body: UsimPaymentRetry,
      language: 'ko' | 'en',
    ): Promise<UsimPurchaseOrder> {
      const keyHash = hashToken(purchaseKey);
      return once.run(action, async (audit) => {
        // A free order has nothing to pay again.
        const found = await repository.findByKeyHash(keyHash);
        if (found === undefined || found.amount === 0) throw AppError.notFound();
        const { value } = await purchases.take(purchaseKey, 'payAgain', async (flow) => {
          const row = await repository.findByKeyHashForUpdate(keyHash);
          if (row === undefined || row.amount === 0) throw AppError.notFound();
          const now = clock.now();
          const refusal = await retryRefusal(row, now);
          if (refusal !== undefined) throw AppError.business(refusal);
          const payment = await orderPayment(row, body.payMethod, language);
          await repository.update(row.usimPurchaseNo, {
            payMethod: body.payMethod,
            paymentOrderId: payment.orderId,
            paymentAttempts: row.paymentAttempts + 1,
            payUntil: secondsAfter(now, WAITING_SECONDS),
            changedAt: now,
          });
          await audit({
            action: 'usim.pay-again',
            subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
            before: { paymentOrderId: row.paymentOrderId, payMethod: row.payMethod },
            after: { paymentOrderId: payment.orderId, payMethod: body.payMethod },
          });
          return { collected: flow.collected, value: orderAnswer(row, purchaseKey, payment) };
        });
        return value;
      });
    },

    async findByKey(purchaseKey: string): Promise<UsimPurchase> {
      const row = await repository.findByKeyHash(hashToken(purchaseKey));
      if (row === undefined) throw AppError.notFound();
      return viewOfNo(row.usimPurchaseNo);
    },

    async list(session: ActiveSession | null, phoneAuthKey: string | undefined): Promise<UsimPurchaseList> {
      const owner = await ownerOf(session, phoneAuthKey);
      const since = seoulDayStart(
        `${seoulPeriodOf(secondsAfter(clock.now(), -USIM_ORDER_RULES.listMonths * 31 * 86_400))}-01`,
      );
      const rows = await repository.listViews(owner, since);
      return { list: rows.map(viewOf), totalCount: rows.length };
    },

    async cancel(
      action: ActionRequest,
      session: ActiveSession | null,
      phoneAuthKey: string | undefined,
      usimPurchaseNo: number,
    ): Promise<UsimPurchase> {
      const owner = await ownerOf(session, phoneAuthKey);
      return once.runAcross(action, {
        begin: async () => {
          const row = await repository.findForUpdate(usimPurchaseNo);
          if (row === undefined || !(await isOwner(owner, row)) || row.status === 'W' || row.status === 'X')
            throw AppError.notFound();
          const { refusal, refundWay } = cancelOutlook(row);
          if (refusal !== undefined) throw AppError.business(refusal);
          const now = clock.now();
          await repository.update(row.usimPurchaseNo, { cancelRequestedAt: now, changedAt: now });
          return { row, refundWay };
        },
        call: async ({ row, refundWay }) => {
          const forget = () =>
            once.asSystem('usim-cancel', () =>
              repository.update(row.usimPurchaseNo, { cancelRequestedAt: null, changedAt: clock.now() }),
            );
          try {
            if (row.usimKind === 'ESIM' && (await releaseProfile(row)) === 'DOWNLOADED') {
              await forget();
              return { outcome: 'DOWNLOADED' as const };
            }
            if (refundWay !== 'GATEWAY' || row.paymentOrderId === null) return { outcome: 'DONE' as const };
            const payment = await paymentService.find(row.paymentOrderId);
            if (payment === undefined) throw new Error(`order ${row.usimPurchaseNo} has no payment`);
            const refund = await paymentService.refund(
              payment,
              '유심 주문 취소',
              `usim-cancel:${row.usimPurchaseNo}`,
            );
            if (refund.outcome === 'REFUSED') await forget();
            return refund.outcome === 'DONE'
              ? { outcome: 'REFUNDED' as const, payment }
              : { outcome: 'REFUSED' as const };
          } catch (error) {
            await forget();
            throw error;
          }
        },
        finish: async ({ row, refundWay }, result, audit) => {
          if (result.outcome === 'DOWNLOADED') throw AppError.business(messages.usimCancelEsimDownloaded);
          if (result.outcome === 'REFUSED') throw AppError.business(messages.paymentNotCompleted);
          const now = clock.now();
          if (result.outcome === 'REFUNDED') await paymentService.recordRefunded(result.payment, audit);
          await repository.update(row.usimPurchaseNo, {
            status: 'C',
            cancelledAt: now,
            refundWay,
            cancelRequestedAt: null,
            changedAt: now,
          });
          await audit({
            action: 'usim.cancel',
            subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
            before: row.status,
            after: { status: 'C', refundWay, amount: row.amount },
          });
          if (row.amount > 0) {
            const values = { brandName, amount: formatWon(row.amount) };
            sendText(
              row,
              refundWay === 'BANK_TRANSFER'
                ? messages.usimCancelledByBankText(values)
                : messages.usimCancelledText(values),
            );
          }
          return viewOfNo(row.usimPurchaseNo);
        },
      });
    },

    /**
     * The job (every ten minutes): hands paid SIM cards to the courier when their time comes, and lets go of
     * orders whose payment never came. Answers how many it moved.
     */
    async dispatch(): Promise<number> {
      const now = clock.now();
      return (await bookCouriers(now)) + (await letGoUnpaid(now));
    },

    /** The job (every ten minutes): SIM cards the courier has delivered, and eSIMs downloaded, are finished. */
    async track(): Promise<number> {
      let finished = 0;
      for (const row of await repository.findToTrack(BATCH)) {
        let deliveredAt: Date | null = null;
        try {
          if (row.status === 'S' && row.trackingNumber !== null) {
            deliveredAt = (await courier.track({ trackingNumber: row.trackingNumber }))?.deliveredAt ?? null;
          } else if (row.usimKind === 'ESIM') {
            const profile = await carrier.findEsimProfile({ orderId: profileOrderIdOf(row) });
            deliveredAt = profile?.state === 'DOWNLOADED' ? clock.now() : null;
          }
        } catch (error) {
          log.error({ err: error, usimPurchaseNo: row.usimPurchaseNo }, 'a SIM order could not be tracked');
        }
        if (deliveredAt === null) continue;
        const at = deliveredAt;
        const done = await once.asSystem('track-usim-deliveries', async (audit) => {
          const change =
            row.usimKind === 'ESIM'
              ? { status: 'F' as const, deliveredAt: at, esimDownloadedAt: at, changedAt: clock.now() }
              : { status: 'F' as const, deliveredAt: at, changedAt: clock.now() };
          if (!(await repository.move(row.usimPurchaseNo, [row.status], change))) return false;
          await audit({
            action: 'usim.deliver',
            subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
            before: row.status,
            after: { status: 'F', deliveredAt: toSeoulIsoString(at) },
          });
          return true;
        });
        if (done) finished += 1;
      }
      return finished;
    },
  };
}

/**
 * When a paid SIM card goes to the courier: a rider order USIM_ORDER_RULES.riderDispatchMinutes after its
 * payment; a parcel at the cutoff of its pickup day, when the day's parcels are packed.
 */
export function dispatchTimeOf(row: Pick<UsimPurchaseRow, 'deliveryType'>, paidAt: Date): Date {
  if (row.deliveryType === 'RIDER') return secondsAfter(paidAt, USIM_ORDER_RULES.riderDispatchMinutes * 60);
  return new Date(`${parcelPickupDay(paidAt)}T${USIM_ORDER_RULES.parcelCutoff}:00+09:00`);
}
export type UsimService = ReturnType<typeof createUsimService>;
