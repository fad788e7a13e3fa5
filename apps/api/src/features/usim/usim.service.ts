import { createUsimCancelService } from './usim-cancel.service.ts';
import { createUsimDeliveryService } from './usim-delivery.service.ts';
import { createUsimOrders, type UsimDeps } from './usim-orders.ts';
import { createUsimPurchaseService } from './usim-purchase.service.ts';

/**
 * USIM and eSIM orders (docs/usim-orders.md), in parts of one job each: buying (usim-purchase.service.ts:
 * the order and its payment as a journey, paying again, reading), cancelling (usim-cancel.service.ts) and
 * the jobs that take an order to the door (usim-delivery.service.ts), over what they share
 * (usim-orders.ts).
 */
export function createUsimService(deps: UsimDeps) {
  const orders = createUsimOrders(deps);
  const purchase = createUsimPurchaseService(deps, orders);
  const { lapseUnpaid, ...purchaseCalls } = purchase;
  const cancels = createUsimCancelService(deps, orders);
  return {
    ...purchaseCalls,
    cancel: cancels.cancel,
    ...createUsimDeliveryService(deps, orders, { lapseUnpaid }, cancels),
  };
}
export type UsimService = ReturnType<typeof createUsimService>;
