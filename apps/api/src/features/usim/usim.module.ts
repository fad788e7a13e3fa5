import { defineFeature } from '../../shared/feature-module.ts';
import { createUsimRepository } from './usim.repository.ts';
import { usimRoutes } from './usim.routes.ts';
import { createUsimService } from './usim.service.ts';

/** USIM and eSIM orders (docs/usim-orders.md): the calls, and the jobs that ship, track and let go of orders. */
export const usimFeature = defineFeature({
  name: 'usim',
  needs: ['paymentService', 'phoneAuthService'],
  build(context, needs) {
    const usim = createUsimService({
      repository: createUsimRepository(context.db),
      paymentService: needs.paymentService,
      phoneAuthService: needs.phoneAuthService,
      carrier: context.providers.carrier,
      courier: context.providers.courier,
      notify: context.providers.notify,
      afterCommit: context.afterCommit,
      once: context.once,
      flows: context.flows,
      brandName: context.config.brand.brandName,
      clock: context.clock,
      log: context.log,
    });
    return {
      registerRoutes: (app) => app.register(usimRoutes, { prefix: '/api/usim', usim }),
      jobs: [
        {
          name: 'dispatch-usim-orders',
          cadence: 'ten-minutes',
          schedule: '0 4-54/10 * * * *',
          counts: 'orders shipped or let go',
          run: () => usim.dispatch(),
        },
        {
          name: 'track-usim-deliveries',
          cadence: 'ten-minutes',
          schedule: '0 6-56/10 * * * *',
          counts: 'orders delivered',
          run: () => usim.track(),
        },
      ],
    };
  },
});
