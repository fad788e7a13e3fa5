import { defineFeature } from '../../shared/feature-module.ts';
import { createAutoDebitRepository } from './auto-debit.repository.ts';
import { createAutoDebitService } from './auto-debit.service.ts';
import { createBillPayService, type BillPayService } from './bill-pay.service.ts';
import { createBillReadService, type BillReadService } from './bill-read.service.ts';
import { createBillsRepository } from './bills.repository.ts';
import { billsRoutes } from './bills.routes.ts';
import { createPayMethodRepository } from './pay-method.repository.ts';
import { createPayMethodService, type PayMethodService } from './pay-method.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    billReadService: BillReadService;
    billPayService: BillPayService;
    payMethodService: PayMethodService;
  }
}

/**
 * An account's bills (docs/self-care.md): the bills and payments from the ledger, paying a bill now through
 * the payment gateway and by automatic debit (docs/payments.md), and how the account pays.
 */
export const billsFeature = defineFeature({
  name: 'bills',
  needs: ['lineRecords', 'ownership', 'billingService', 'paymentService'],
  build(context, { lineRecords, ownership, billingService, paymentService }) {
    const { clock } = context;
    const billsRepository = createBillsRepository(context.db);
    const bills = createBillReadService({
      repository: lineRecords,
      billsRepository,
      ownership,
      billingService,
      clock,
    });
    const billPay = createBillPayService({
      repository: lineRecords,
      billsRepository,
      ownership,
      billingService,
      paymentService,
      once: context.once,
    });
    const payMethods = createPayMethodService({
      repository: lineRecords,
      payMethodRepository: createPayMethodRepository(context.db),
      ownership,
      gateway: context.providers.payment,
      once: context.once,
      transaction: context.transaction,
      afterCommit: context.afterCommit,
      clock,
      log: context.log,
    });
    const autoDebits = createAutoDebitService({
      repository: billsRepository,
      debitRepository: createAutoDebitRepository(context.db),
      billingService,
      paymentService,
      notify: context.providers.notify,
      brandName: context.config.brand.brandName,
      clock,
      log: context.log,
    });
    return {
      provides: { billReadService: bills, billPayService: billPay, payMethodService: payMethods },
      registerRoutes: (app) =>
        app.register(billsRoutes, { prefix: '/api/self-care', bills, billPay, payMethods }),
      jobs: [
        {
          name: 'collect-automatic-debits',
          cadence: 'day',
          schedule: '0 0 9 * * *',
          counts: 'accounts paid by automatic debit',
          run: () => autoDebits.collect(),
        },
      ],
    };
  },
});
