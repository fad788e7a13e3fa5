import { defineFeature } from '../../shared/feature-module.ts';
import { createPaymentRepository } from './payment.repository.ts';
import { paymentRoutes } from './payment.routes.ts';
import {
  createPaymentService,
  PAYMENT_UNDO,
  paymentUndoSchema,
  type PaymentService,
} from './payment.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    paymentService: PaymentService;
  }
}

/**
 * Payments through the gateway (docs/payments.md), the gateway's webhook, and the job that settles those whose
 * outcome is unknown.
 */
export const paymentsFeature = defineFeature({
  name: 'payments',
  build(context) {
    const paymentService = createPaymentService({
      repository: createPaymentRepository(context.db),
      gateway: context.providers.payment,
      database: { transaction: context.transaction },
      once: context.once,
      clock: context.clock,
    });
    // A confirm whose journey step could not be recorded is cancelled at the gateway (db/flows.ts).
    context.flows.undoWith(PAYMENT_UNDO, async (payload) => {
      await paymentService.cancelUnrecorded(paymentUndoSchema.parse(payload).orderId);
    });
    return {
      provides: { paymentService },
      registerRoutes: (app) => app.register(paymentRoutes, { prefix: '/api/payment', paymentService }),
      jobs: [
        {
          name: 'reconcile-payments',
          cadence: 'ten-minutes',
          schedule: '0 2-52/10 * * * *',
          counts: 'payments settled',
          run: () => paymentService.reconcile(),
        },
      ],
    };
  },
});
