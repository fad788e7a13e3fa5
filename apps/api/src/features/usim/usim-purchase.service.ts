import {
  esimDeviceRefusal,
  isRiderOpen,
  isRiderArea,
  messages,
  parcelArrival,
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
  type UsimTimeCheck,
  type UsimTimeCheckRequest,
  usimPurchaseFlow,
  type UsimPurchaseStep,
} from '@mvno/contract';
import { z } from 'zod';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { UndoRequest } from '../../db/flows.ts';
import type { ActionRequest } from '../../db/once.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import { secondsAfter } from '../../shared/clock.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { seoulDayOf, seoulDayStart, seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import { PAYMENT_UNDO } from '../payments/payment.service.ts';
import type { UsimPurchaseRow } from './usim.repository.ts';
import {
  BATCH,
  PAYMENT_UNDER_WAY,
  profileOrderIdOf,
  WAITING_SECONDS,
  type UsimDeps,
  type UsimOrders,
} from './usim-orders.ts';

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

/**
 * Buying a SIM (docs/usim-orders.md): the order and its payment as a journey (docs/flows.md), paid through
 * the gateway like a bill (docs/payments.md), an eSIM made for the buyer's device before anything is paid;
 * paying again, finding and listing orders, and letting go of those never paid.
 */
export function createUsimPurchaseService(deps: UsimDeps, orders: UsimOrders) {
  const { repository, paymentService, phoneAuthService, carrier, once, brandName, clock } = deps;
  const { sendText, viewOf, viewOfNo, ownerOf } = orders;
  const purchases = deps.flows.of(usimPurchaseFlow, purchaseJourneySchema, { refusalAt: refusalAtStep });
  // Safe to repeat: a profile released, or downloaded meanwhile, is answered as such again.
  deps.flows.undoWith(RELEASE_PROFILE_UNDO, async (payload) => {
    await carrier.releaseEsimProfile(releaseProfileSchema.parse(payload));
  });
  const releaseProfileUndo = (row: UsimPurchaseRow): UndoRequest => ({
    undo: RELEASE_PROFILE_UNDO,
    payload: { orderId: profileOrderIdOf(row) },
  });

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
    lapseUnpaid: letGoUnpaid,
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
        call: (row, audit) => payment.call(row, audit),
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
  };
}
