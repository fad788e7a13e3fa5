import { USIM_PURCHASE_FLOW_KEEP_SECONDS } from '../constants.ts';
import { defineFlow } from '../flows/flow.ts';

/**
 * A SIM purchase as a journey the server keeps (docs/usim-orders.md, docs/flows.md): the order is made with
 * what the carrier prepares for it (an eSIM profile) at ORDERING and waits for its payment (WAITING); the
 * payment is confirmed at the gateway (PAID). An order whose wait is over is let go (LAPSED), and what was
 * made for it undone. The visitor holds the journey's key as the order's purchase key.
 */
export const usimPurchaseFlow = defineFlow({
  name: 'usim-purchase',
  steps: ['ORDERING', 'WAITING', 'PAID', 'LAPSED'],
  transitions: {
    order: { from: ['ORDERING'], to: 'WAITING' },
    // A free order is paid as it is made.
    orderFree: { from: ['ORDERING'], to: 'PAID' },
    payAgain: { from: ['WAITING'], to: 'WAITING' },
    // Confirmed again from a second tab, a paid order answers its receipt.
    pay: { from: ['WAITING', 'PAID'], to: 'PAID' },
    lapse: { from: ['ORDERING', 'WAITING'], to: 'LAPSED' },
  },
  keepSeconds: USIM_PURCHASE_FLOW_KEEP_SECONDS,
  undoneAt: ['LAPSED'],
  keptAt: ['PAID'],
});
export type UsimPurchaseStep = (typeof usimPurchaseFlow.steps)[number];
