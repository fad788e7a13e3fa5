import { defineFeature } from '../../shared/feature-module.ts';
import { createAccountReadService, type AccountReadService } from './account-read.service.ts';
import { createFormerSubscriberRepository } from './former-subscriber.repository.ts';
import { createFormerSubscriberService } from './former-subscriber.service.ts';
import { createMarketingService, type MarketingService } from './marketing.service.ts';
import { createMyInfoRepository } from './my-info.repository.ts';
import { myInfoRoutes } from './my-info.routes.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    accountReadService: AccountReadService;
    marketingService: MarketingService;
  }
}

/**
 * The subscriber and their lines (docs/self-care.md): their details, contract and agreements, marketing
 * consent, and the erasure of former subscribers' details once they are owed nothing.
 */
export const myInfoFeature = defineFeature({
  name: 'my-info',
  needs: ['lineRecords', 'ownership'],
  build(context, { lineRecords, ownership }) {
    const { clock } = context;
    const myInfoRepository = createMyInfoRepository(context.db);
    const accounts = createAccountReadService({
      repository: lineRecords,
      myInfoRepository,
      ownership,
      clock,
    });
    const marketing = createMarketingService({
      repository: lineRecords,
      myInfoRepository,
      ownership,
      once: context.once,
      afterCommit: context.afterCommit,
      notify: context.providers.notify,
      brandName: context.config.brand.brandName,
      clock,
    });
    const formerSubscribers = createFormerSubscriberService({
      repository: createFormerSubscriberRepository(context.db),
      gateway: context.providers.payment,
      once: context.once,
      afterCommit: context.afterCommit,
      clock,
      log: context.log,
    });
    return {
      provides: { accountReadService: accounts, marketingService: marketing },
      registerRoutes: (app) => app.register(myInfoRoutes, { prefix: '/api/self-care', accounts, marketing }),
      jobs: [
        {
          name: 'erase-former-subscribers',
          cadence: 'day',
          schedule: '0 35 3 * * *',
          counts: 'former subscribers erased',
          run: () => formerSubscribers.eraseDue(),
        },
      ],
    };
  },
});
