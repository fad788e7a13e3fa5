import { messages, USIM_ORDER_RULES } from '@mvno/contract';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import {
  BATCH,
  dispatchTimeOf,
  profileOrderIdOf,
  shipmentIdOf,
  type UsimDeps,
  type UsimOrders,
} from './usim-orders.ts';

/**
 * The jobs that take an order to the door (docs/usim-orders.md): a paid SIM card handed to the courier at its
 * time and tracked until delivered; an eSIM finished once its profile is downloaded.
 */
export function createUsimDeliveryService(
  deps: UsimDeps,
  orders: UsimOrders,
  purchase: { lapseUnpaid(now: Date): Promise<number> },
  cancels: { finishCancels(now: Date): Promise<number> },
) {
  const { repository, carrier, courier, once, brandName, clock, log } = deps;
  const { sendText } = orders;
  /**
   * Hands each paid SIM card to the courier at its time — a parcel at the day's cutoff, a rider order a few
   * minutes after payment, while it can still be cancelled — and texts the tracking number. A courier that
   * refuses or does not answer leaves the order paid for the next run, up to USIM_ORDER_RULES.courierTriesMax
   * tries. Answers how many were shipped.
   */
  async function bookCouriers(now: Date): Promise<number> {
    let moved = 0;
    for (const row of await repository.findToDispatch(BATCH, USIM_ORDER_RULES.courierTriesMax)) {
      if (row.paidAt === null || now < dispatchTimeOf(row, row.paidAt)) continue;
      if (
        !(await once.asSystem('dispatch-usim-orders', () =>
          repository.startHandling(row.usimPurchaseNo, 'dispatch', now),
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

  return {
    /**
     * The job (every ten minutes): hands paid SIM cards to the courier when their time comes, cancels and
     * refunds those no courier would take and finishes the cancels asked, and lets go of orders whose payment
     * never came. Answers how many it moved.
     */
    async dispatch(): Promise<number> {
      const now = clock.now();
      const shipped = await bookCouriers(now);
      return shipped + (await cancels.finishCancels(now)) + (await purchase.lapseUnpaid(now));
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
