import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHONE_AUTH_KEY_HEADER } from '@mvno/contract';
import { actionRequestOf } from '../../auth/action-request.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { UsimService } from './usim.service.ts';

/** §7 SIM: usim/check/time, usim/purchase and its confirm, reads and cancel (docs/usim-orders.md). */
export const usimRoutes: FastifyPluginAsyncZod<{ usim: UsimService }> = async (app, { usim }) => {
  const phoneAuthKeyOf = (headers: Record<string, unknown>) => {
    const value = headers[PHONE_AUTH_KEY_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  app.post('/check/time', callRoute('checkUsimTime'), async (request) => ok(usim.checkTime(request.body)));
  app.post('/purchase', callRoute('requestUsimPurchase'), async (request) =>
    ok(await usim.requestPurchase(actionRequestOf(request), request.session, request.body, request.locale)),
  );
  app.post('/purchase/:id', callRoute('confirmUsimPurchase'), async (request) =>
    ok(await usim.confirmPurchase(actionRequestOf(request), request.params.id, request.body)),
  );
  app.post('/purchase/:id/payment', callRoute('retryUsimPayment'), async (request) =>
    ok(await usim.retryPayment(actionRequestOf(request), request.params.id, request.body, request.locale)),
  );
  app.get('/purchase/:id', callRoute('findUsimPurchase'), async (request) =>
    ok(await usim.findByKey(request.params.id)),
  );
  app.get('/purchase', callRoute('findUsimPurchases'), async (request) =>
    ok(await usim.list(request.session, phoneAuthKeyOf(request.headers))),
  );
  app.post('/purchase/:usimPurchaseNo/cancel', callRoute('cancelUsimPurchase'), async (request) =>
    ok(
      await usim.cancel(
        actionRequestOf(request),
        request.session,
        phoneAuthKeyOf(request.headers),
        request.params.usimPurchaseNo,
      ),
    ),
  );
};
