import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { MicroPaymentService } from './micro-payment.service.ts';
import type { PaymentReadService } from './payment-read.service.ts';
import type { PlanFitService } from './plan-fit.service.ts';
import type { UsageAlertService } from './usage-alert.service.ts';
import type { UsageReadService } from './usage-read.service.ts';

/** The services usage's calls are answered by, each acting for whom its caller names (shared/actor.ts). */
export interface UsageServices {
  microPayments: MicroPaymentService;
  usage: UsageReadService;
  usageAlerts: UsageAlertService;
  payments: PaymentReadService;
  planFit: PlanFitService;
}

/**
 * The usage calls (§7 Self-care): this month's usage and its history, data alerts and caps, which plan fits,
 * a promotion ending, and micro-payments with their limit and agreement.
 */
export const usageRoutes: FastifyPluginAsyncZod<UsageServices> = async (
  app,
  { microPayments, usage, usageAlerts, payments, planFit },
) => {
  app.post('/payment/limit', callRoute('changePaymentLimit'), async (request) =>
    ok(await microPayments.changeLimit(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/payment/agreement', callRoute('changePaymentAgreement'), async (request) =>
    ok(await microPayments.changeAgreement(actionRequestOf(request), actingOf(request), request.body)),
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
  app.get('/usage/alert', callRoute('findUsageAlert'), async (request) =>
    ok(await usageAlerts.findUsageAlert(actingOf(request))),
  );
  app.post('/usage/alert', callRoute('changeUsageAlert'), async (request) =>
    ok(await usageAlerts.changeUsageAlert(actionRequestOf(request), actingOf(request), request.body)),
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
