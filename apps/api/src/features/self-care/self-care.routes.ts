import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { AccountReadService } from './account-read.service.ts';
import type { AddServiceService } from './add-service.service.ts';
import type { BillPayService } from './bill-pay.service.ts';
import type { BillReadService } from './bill-read.service.ts';
import type { MarketingService } from './marketing.service.ts';
import type { MicroPaymentService } from './micro-payment.service.ts';
import type { PauseReadService } from './pause-read.service.ts';
import type { PayMethodService } from './pay-method.service.ts';
import type { PauseService } from './pause.service.ts';
import type { LineCancelService } from './line-cancel.service.ts';
import type { LossService } from './loss.service.ts';
import type { PlanChangeService } from './plan-change.service.ts';
import type { PaymentReadService } from './payment-read.service.ts';
import type { PlanFitService } from './plan-fit.service.ts';
import type { NumberChangeService } from './number-change.service.ts';
import type { UsageAlertService } from './usage-alert.service.ts';
import type { UsageReadService } from './usage-read.service.ts';

/** Self-care calls (§7 Self-care, Self-care ext), each on the session's own lines and accounts. */
/**
 * The services self-care's calls are answered by, each acting for whom its caller names (shared/actor.ts
 * `Acting`): a subscriber through their session here, a staff member for a subscriber elsewhere.
 */
export interface SelfCareServices {
  billPay: BillPayService;
  usage: UsageReadService;
  bills: BillReadService;
  accounts: AccountReadService;
  payments: PaymentReadService;
  pauses: PauseReadService;
  pauseActions: PauseService;
  losses: LossService;
  lineCancels: LineCancelService;
  usageAlerts: UsageAlertService;
  numberChanges: NumberChangeService;
  planChanges: PlanChangeService;
  payMethods: PayMethodService;
  addServices: AddServiceService;
  planFit: PlanFitService;
  marketing: MarketingService;
  microPayments: MicroPaymentService;
}

export const selfCareRoutes: FastifyPluginAsyncZod<SelfCareServices> = async (
  app,
  {
    billPay,
    usage,
    bills,
    accounts,
    payments,
    pauses,
    pauseActions,
    losses,
    lineCancels,
    usageAlerts,
    numberChanges,
    planChanges,
    payMethods,
    addServices,
    planFit,
    marketing,
    microPayments,
  },
) => {
  app.get('/change/product/check', callRoute('checkPlanChange'), async (request) =>
    ok(await planChanges.checkPlanChange(actingOf(request))),
  );
  app.get('/v2/change/product/before/check', callRoute('previewPlanChange'), async (request) =>
    ok(await planChanges.previewPlanChange(actingOf(request), request.query)),
  );
  app.post('/change/product', callRoute('changePlan'), async (request) =>
    ok(await planChanges.changePlan(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/change/product', callRoute('changePlanV2'), async (request) =>
    ok(await planChanges.changePlanV2(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/change/product2', callRoute('cancelPlanChange'), async (request) =>
    ok(await planChanges.cancelPlanChange(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/pay-method/auth', callRoute('requestPayMethodAuth'), async (request) =>
    ok(await payMethods.requestAuth(actingOf(request), request.body, request.locale)),
  );
  app.post('/pay-method', callRoute('changePayMethod'), async (request) =>
    ok(await payMethods.change(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/pay-method', callRoute('changePayMethodV2'), async (request) =>
    ok(await payMethods.change(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/add-service', callRoute('findMyAddServices'), async (request) =>
    ok(await addServices.findMine(actingOf(request))),
  );
  app.get('/v2/add-service', callRoute('findMyAddServicesV2'), async (request) =>
    ok(await addServices.findMineV2(actingOf(request))),
  );
  app.get('/add-service/check', callRoute('checkAddServiceJoin'), async (request) =>
    ok(await addServices.checkJoin(actingOf(request), request.query)),
  );
  app.post('/add-service', callRoute('joinAddService'), async (request) =>
    ok(await addServices.join(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/add-service/cancel', callRoute('cancelAddService'), async (request) =>
    ok(await addServices.cancel(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/ext/lost/pause', callRoute('changeLossSuspension'), async (request) =>
    ok(await losses.changeLossSuspension(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause', callRoute('requestPause'), async (request) =>
    ok(await pauseActions.requestPause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/request/pause', callRoute('requestPauseV2'), async (request) =>
    ok(await pauseActions.requestPauseV2(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause/reserve', callRoute('reservePause'), async (request) =>
    ok(await pauseActions.reservePause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause/cancel', callRoute('cancelPause'), async (request) =>
    ok(await pauseActions.cancelPause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/payment/limit', callRoute('changePaymentLimit'), async (request) =>
    ok(await microPayments.changeLimit(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/payment/agreement', callRoute('changePaymentAgreement'), async (request) =>
    ok(await microPayments.changeAgreement(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/ext/marketing', callRoute('findMarketingConsent'), async (request) =>
    ok(await marketing.findConsent(actingOf(request))),
  );
  app.post('/ext/marketing', callRoute('changeMarketingConsent'), async (request) =>
    ok(await marketing.changeConsent(actionRequestOf(request), actingOf(request), request.body)),
  );

  app.post('/payment', callRoute('requestBillPayment'), async (request) =>
    ok(
      await billPay.requestPayment(actionRequestOf(request), actingOf(request), request.body, request.locale),
    ),
  );
  app.post('/mvno/payment', callRoute('confirmBillPayment'), async (request) =>
    ok(await billPay.confirmPayment(actionRequestOf(request), actingOf(request), request.body)),
  );

  app.get('/usage', callRoute('findUsage'), async (request, reply) => {
    const answer = await usage.findUsageAnswer(actingOf(request));
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
  app.get('/ext/search/use', callRoute('findExtUsage'), async (request, reply) => {
    const answer = await usage.findUsageAnswer(actingOf(request));
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
  app.get('/service/usage/history', callRoute('findUsageHistory'), async (request) =>
    ok(await usage.findUsageHistory(actingOf(request), request.query)),
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
  app.get('/cancel/bill/amount', callRoute('findCancelAmount'), async (request) =>
    ok(await lineCancels.findCancelAmount(actingOf(request), request.query)),
  );
  app.get('/usage/alert', callRoute('findUsageAlert'), async (request) =>
    ok(await usageAlerts.findUsageAlert(actingOf(request))),
  );
  app.post('/usage/alert', callRoute('changeUsageAlert'), async (request) =>
    ok(await usageAlerts.changeUsageAlert(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/number/search', callRoute('searchNumbers'), async (request) =>
    ok(await numberChanges.searchNumbers(actingOf(request), request.query)),
  );
  app.post('/number/reserve', callRoute('reserveNumber'), async (request) =>
    ok(await numberChanges.reserveNumber(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/number', callRoute('changeNumber'), async (request) =>
    ok(await numberChanges.changeNumber(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/cancel', callRoute('cancelLine'), async (request) =>
    ok(await lineCancels.cancelLine(actionRequestOf(request), actingOf(request), request.body)),
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

  app.get('/customer', callRoute('findCustomer'), async (request) =>
    ok(await accounts.findCustomer(actingOf(request))),
  );
  app.get('/v2/customer', callRoute('findCustomerV2'), async (request) =>
    ok(await accounts.findCustomerV2(actingOf(request))),
  );
  app.get('/contract/sale', callRoute('findContractSale'), async (request) =>
    ok(await accounts.findContractSale(actingOf(request))),
  );
  app.get('/service/agreement', callRoute('findServiceAgreement'), async (request) =>
    ok(await accounts.findServiceAgreement(actingOf(request))),
  );
  app.get('/v2/service/agreement', callRoute('findServiceAgreementV2'), async (request) =>
    ok(await accounts.findServiceAgreementV2(actingOf(request))),
  );
  app.get('/corp/code', callRoute('findCorpCodes'), async () => ok(accounts.findCorpCodes()));
  app.get('/v2/corp-code', callRoute('findCorpCodesV2'), async (request) =>
    ok(accounts.findCorpCodes(request.query)),
  );
  app.get('/ext/service/info', callRoute('findExtServiceInfo'), async (request) =>
    ok(await accounts.findExtServiceInfo(actingOf(request))),
  );
  app.get('/ext/user/ci/line', callRoute('findCiLines'), async (request) =>
    ok(await accounts.findCiLines(actingOf(request))),
  );

  app.get('/payment/limit', callRoute('findPaymentLimit'), async (request) =>
    ok(await payments.findPaymentLimit(actingOf(request))),
  );
  app.get('/payment/agreement', callRoute('findPaymentAgreement'), async (request) =>
    ok(await payments.findPaymentAgreement(actingOf(request))),
  );
  app.get('/mvno/payment', callRoute('findMicroPayments'), async (request) =>
    ok(await payments.findMicroPayments(actingOf(request), request.query)),
  );

  app.get('/pause/check', callRoute('checkPause'), async (request) =>
    ok(await pauses.checkPause(actingOf(request))),
  );
  app.get('/v2/pause/check', callRoute('checkPauseV2'), async (request) =>
    ok(await pauses.checkPauseV2(actingOf(request))),
  );
  app.get('/pause/history', callRoute('findPauseHistory'), async (request) =>
    ok(await pauses.findPauseHistory(actingOf(request))),
  );
  app.get('/v2/pause/history', callRoute('findPauseHistoryV2'), async (request) =>
    ok(await pauses.findPauseHistoryV2(actingOf(request))),
  );

  app.get('/plan/fit', callRoute('findPlanFit'), async (request) =>
    ok(await planFit.findPlanFit(actingOf(request))),
  );
  app.get('/plan/fit/:planNo', callRoute('findPlanFitDetail'), async (request) =>
    ok(await planFit.findPlanFitDetail(actingOf(request), request.params.planNo)),
  );
  app.get('/promotion/ending', callRoute('findPromotionEnding'), async (request) =>
    ok(await planFit.findPromotionEnding(actingOf(request))),
  );
};
