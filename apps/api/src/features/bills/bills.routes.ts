import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { BillPayService } from './bill-pay.service.ts';
import type { BillReadService } from './bill-read.service.ts';
import type { PayMethodService } from './pay-method.service.ts';

/** The services bills's calls are answered by, each acting for whom its caller names (shared/actor.ts). */
export interface BillsServices {
  payMethods: PayMethodService;
  billPay: BillPayService;
  bills: BillReadService;
}

/**
 * The bill calls (§7 Self-care): bills, payments made and instalments, paying a bill now, and how an account
 * pays.
 */
export const billsRoutes: FastifyPluginAsyncZod<BillsServices> = async (
  app,
  { payMethods, billPay, bills },
) => {
  app.post('/pay-method/auth', callRoute('requestPayMethodAuth'), async (request) =>
    ok(await payMethods.requestAuth(actingOf(request), request.body, request.locale)),
  );
  app.post('/pay-method', callRoute('changePayMethod'), async (request) =>
    ok(await payMethods.change(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/pay-method', callRoute('changePayMethodV2'), async (request) =>
    ok(await payMethods.change(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/payment', callRoute('requestBillPayment'), async (request) =>
    ok(
      await billPay.requestPayment(actionRequestOf(request), actingOf(request), request.body, request.locale),
    ),
  );
  app.post('/mvno/payment', callRoute('confirmBillPayment'), async (request) =>
    ok(await billPay.confirmPayment(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/bill', callRoute('findBills'), async (request) =>
    ok(await bills.findBills(actingOf(request), request.query)),
  );
  app.get('/bill/account', callRoute('findServiceAccounts'), async (request) =>
    ok(await bills.findServiceAccounts(actingOf(request))),
  );
  app.get('/bill/account/history', callRoute('findBillPayments'), async (request) =>
    ok(await bills.findBillPayments(actingOf(request), request.query)),
  );
  app.get('/bill/fee', callRoute('findBillFee'), async (request) =>
    ok(await bills.findBillFee(actingOf(request), request.query)),
  );
  app.get('/bill/fee/info', callRoute('findBillSoFar'), async (request) =>
    ok(await bills.findBillSoFar(actingOf(request), request.query)),
  );
  app.get('/bill/month/installment', callRoute('findInstalments'), async (request) =>
    ok(await bills.findInstalments(actingOf(request))),
  );
  app.get('/ext/bill/info', callRoute('findExtBillInfo'), async (request) =>
    ok(await bills.findExtBillInfo(actingOf(request))),
  );
  app.get('/pay-method', callRoute('findPayMethod'), async (request) =>
    ok(await bills.findPayMethod(actingOf(request))),
  );
  app.get('/v2/pay-method', callRoute('findPayMethodsV2'), async (request) =>
    ok(await bills.findPayMethods(actingOf(request))),
  );
};
