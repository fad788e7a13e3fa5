import { defineFeature } from '../../shared/feature-module.ts';
import { esimDeviceRoutes } from './esim-device.routes.ts';
import { paymentCheckoutRoutes } from './payment-checkout.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { createSandboxService } from './sandbox.service.ts';

/**
 * What the sandboxes serve themselves: the outbox of texted codes, only when the config lets it be read, and
 * the sandbox gateway's checkout at the payment popup's address (PAYMENT_REQUEST_URL) when it is a path here,
 * and the sandbox SM-DP+'s eSIM download as a phone meets it (`/api/sandbox/esim`) with the sandbox carrier.
 */
export const sandboxFeature = defineFeature({
  name: 'sandbox',
  build(context) {
    const outbox = context.providers.readableOutbox;
    const gateway = context.providers.paymentSandbox;
    const smdp = context.providers.esimSandbox;
    const checkoutPath = context.config.client.paymentRequestUrl;
    return {
      async registerRoutes(app) {
        if (outbox !== undefined)
          await app.register(sandboxRoutes, {
            prefix: '/api/sandbox',
            sandboxService: createSandboxService({ outbox }),
          });
        if (gateway !== undefined && checkoutPath.startsWith('/'))
          await app.register(paymentCheckoutRoutes, { prefix: checkoutPath, sandbox: gateway });
        if (smdp !== undefined) await app.register(esimDeviceRoutes, { prefix: '/api/sandbox/esim', smdp });
      },
    };
  },
});
