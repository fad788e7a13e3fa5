import { defineFeature, type AppContext, type FeatureParts } from '../../shared/feature-module.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import { createAutoDebitRepository } from './auto-debit.repository.ts';
import { createAutoDebitService } from './auto-debit.service.ts';
import { createBillPayService } from './bill-pay.service.ts';
import { createAccountReadService } from './account-read.service.ts';
import { createBillReadService } from './bill-read.service.ts';
import { createMarketingService } from './marketing.service.ts';
import { createMicroPaymentService } from './micro-payment.service.ts';
import { createOwnership } from './own-lines.ts';
import { createPauseReadService } from './pause-read.service.ts';
import { createPauseRepository } from './pause.repository.ts';
import { createPauseService } from './pause.service.ts';
import { createLineOrders } from './line-orders.ts';
import { createLossService } from './loss.service.ts';
import { createLineCancelRepository } from './line-cancel.repository.ts';
import { createLineCancelService } from './line-cancel.service.ts';
import { createAddServiceRepository } from './add-service.repository.ts';
import { createAddServiceService } from './add-service.service.ts';
import { createPayMethodRepository } from './pay-method.repository.ts';
import { createPayMethodService } from './pay-method.service.ts';
import { createPlanChangeRepository } from './plan-change.repository.ts';
import { createPlanChangeService } from './plan-change.service.ts';
import type { ThirdPartyService } from '../third-party/third-party.service.ts';
import { createPaymentReadService } from './payment-read.service.ts';
import { createPlanFitService } from './plan-fit.service.ts';
import { createSelfCareRepository } from './self-care.repository.ts';
import { selfCareRoutes, type SelfCareServices } from './self-care.routes.ts';
import { createReadCache } from '../../shared/read-cache.ts';
import { createFormerSubscriberRepository } from './former-subscriber.repository.ts';
import { createFormerSubscriberService } from './former-subscriber.service.ts';
import { createNumberChangeRepository } from './number-change.repository.ts';
import { createNumberChangeService } from './number-change.service.ts';
import { createUsageAlertRepository } from './usage-alert.repository.ts';
import { createUsageAlertService } from './usage-alert.service.ts';
import { createUsageReadService, USAGE_ANSWER_SECONDS } from './usage-read.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    selfCareServices: SelfCareServices;
  }
}

/**
 * My-page (docs/self-care.md): usage, bills, the account and its lines, from the ledger; paying a bill now
 * through the payment gateway (docs/payments.md).
 */
export const selfCareFeature = defineFeature({
  name: 'self-care',
  needs: ['billingService', 'paymentService', 'thirdPartyService'],
  build: createSelfCareModule,
});

function createSelfCareModule(
  context: AppContext,
  needs: {
    billingService: Pick<BillingService, 'ledgerOf' | 'ledgersOf' | 'previewBill' | 'recordPayment'>;
    paymentService: Pick<PaymentService, 'order' | 'confirmSteps' | 'amountConfirming' | 'chargeBillingKey'>;
    thirdPartyService: Pick<ThirdPartyService, 'findApprovedSimpleAuth' | 'consumeVerification'>;
  },
): FeatureParts {
  const repository = createSelfCareRepository(context.db);
  const ownership = createOwnership(repository);
  const { clock } = context;
  const usage = createUsageReadService({
    repository,
    ownership,
    billingService: needs.billingService,
    clock,
    answers: createReadCache(USAGE_ANSWER_SECONDS),
  });
  const bills = createBillReadService({ repository, ownership, billingService: needs.billingService, clock });
  const accounts = createAccountReadService({ repository, ownership, clock });
  const payments = createPaymentReadService({ repository, ownership, clock });
  const pauseRepository = createPauseRepository(context.db);
  const pauses = createPauseReadService({
    pauseRepository,
    ownership,
    carrier: context.providers.carrier,
    clock,
  });
  const lineOrders = createLineOrders({
    repository,
    pauseRepository,
    carrier: context.providers.carrier,
    once: context.once,
    transaction: context.transaction,
    clock,
    log: context.log,
  });
  const pauseActions = createPauseService({
    pauseRepository,
    lineOrders,
    ownership,
    once: context.once,
    clock,
  });
  const losses = createLossService({
    repository,
    pauseRepository,
    lineOrders,
    ownership,
    thirdParty: needs.thirdPartyService,
    once: context.once,
    clock,
  });
  const lineCancels = createLineCancelService({
    repository,
    cancelRepository: createLineCancelRepository(context.db),
    lineOrders,
    ownership,
    billingService: needs.billingService,
    once: context.once,
    clock,
  });
  const planChanges = createPlanChangeService({
    repository,
    planRepository: createPlanChangeRepository(context.db),
    pauseRepository,
    lineOrders,
    ownership,
    billingService: needs.billingService,
    once: context.once,
    transaction: context.transaction,
    clock,
  });
  const payMethods = createPayMethodService({
    repository,
    payMethodRepository: createPayMethodRepository(context.db),
    ownership,
    gateway: context.providers.payment,
    once: context.once,
    transaction: context.transaction,
    afterCommit: context.afterCommit,
    clock,
    log: context.log,
  });
  const addServices = createAddServiceService({
    repository,
    addServiceRepository: createAddServiceRepository(context.db),
    lineOrders,
    ownership,
    billingService: needs.billingService,
    once: context.once,
    clock,
  });
  const billPay = createBillPayService({
    repository,
    ownership,
    billingService: needs.billingService,
    paymentService: needs.paymentService,
    once: context.once,
  });
  const autoDebits = createAutoDebitService({
    repository,
    debitRepository: createAutoDebitRepository(context.db),
    billingService: needs.billingService,
    paymentService: needs.paymentService,
    notify: context.providers.notify,
    brandName: context.config.brand.brandName,
    clock,
    log: context.log,
  });
  const usageAlerts = createUsageAlertService({
    alertRepository: createUsageAlertRepository(context.db),
    lineOrders,
    ownership,
    billingService: needs.billingService,
    notify: context.providers.notify,
    afterCommit: context.afterCommit,
    once: context.once,
    brandName: context.config.brand.brandName,
    clock,
    log: context.log,
  });
  const numberChanges = createNumberChangeService({
    changeRepository: createNumberChangeRepository(context.db),
    lineOrders,
    ownership,
    carrier: context.providers.carrier,
    notify: context.providers.notify,
    afterCommit: context.afterCommit,
    once: context.once,
    brandName: context.config.brand.brandName,
    clock,
    log: context.log,
  });
  const formerSubscribers = createFormerSubscriberService({
    repository: createFormerSubscriberRepository(context.db),
    gateway: context.providers.payment,
    once: context.once,
    afterCommit: context.afterCommit,
    clock,
    log: context.log,
  });
  const microPayments = createMicroPaymentService({
    repository,
    ownership,
    reads: payments,
    once: context.once,
    clock,
  });
  const marketing = createMarketingService({
    repository,
    ownership,
    once: context.once,
    afterCommit: context.afterCommit,
    notify: context.providers.notify,
    brandName: context.config.brand.brandName,
    clock,
  });
  const planFit = createPlanFitService({
    repository,
    ownership,
    billingService: needs.billingService,
    notify: context.providers.notify,
    brandName: context.config.brand.brandName,
    clock,
  });
  const services: SelfCareServices = {
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
  };
  return {
    provides: { selfCareServices: services },
    registerRoutes: (app) => app.register(selfCareRoutes, { prefix: '/api/self-care', ...services }),
    jobs: [
      {
        name: 'reconcile-line-orders',
        cadence: 'ten-minutes',
        schedule: '0 1-51/10 * * * *',
        counts: 'line orders and states settled',
        run: async () =>
          (await lineOrders.reconcile()) +
          (await planChanges.reconcile()) +
          (await addServices.reconcile()) +
          (await lineCancels.reconcile()) +
          (await numberChanges.reconcile()),
      },
      {
        name: 'watch-usage',
        cadence: 'ten-minutes',
        schedule: '0 8-58/10 * * * *',
        counts: 'alerts texted and caps stopped or lifted',
        run: () => usageAlerts.watch(),
      },
      {
        name: 'erase-former-subscribers',
        cadence: 'day',
        schedule: '0 35 3 * * *',
        counts: 'former subscribers erased',
        run: () => formerSubscribers.eraseDue(),
      },
      {
        name: 'collect-automatic-debits',
        cadence: 'day',
        schedule: '0 0 9 * * *',
        counts: 'accounts paid by automatic debit',
        run: () => autoDebits.collect(),
      },
      {
        name: 'notify-promotions-ending',
        cadence: 'day',
        schedule: '0 0 10 * * *',
        counts: 'subscribers told',
        run: () => planFit.notifyPromotionsEnding(),
      },
    ],
  };
}
