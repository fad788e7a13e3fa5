import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_WEBHOOK_BODY_LIMIT_BYTES, PAYMENT_WEBHOOK_SIGNATURE_HEADER } from '@mvno/contract';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { PaymentService } from './payment.service.ts';

/**
 * The gateway's webhook (docs/payments.md, "Webhooks"). Its signature is over the body as sent, so this
 * plugin's JSON is read as text first and kept beside what the call's schema validates.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ paymentService: PaymentService }> = async (
  app,
  { paymentService },
) => {
  const bodiesAsSent = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: PAYMENT_WEBHOOK_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      bodiesAsSent.set(request, text);
      void parseJson(request, text, done);
    },
  );
  app.post('/webhook', callRoute('receivePaymentWebhook'), async (request) => {
    const signature = request.headers[PAYMENT_WEBHOOK_SIGNATURE_HEADER];
    await paymentService.receiveWebhook({
      signature: typeof signature === 'string' ? signature : undefined,
      body: bodiesAsSent.get(request) ?? '',
    });
    return ok(null);
  });
};
