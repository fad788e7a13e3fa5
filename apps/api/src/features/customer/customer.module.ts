import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createCustomerRepository } from './customer.repository.ts';
import { customerRoutes } from './customer.routes.ts';
import { createCustomerService, type CustomerService } from './customer.service.ts';
import { createInquiryRepository } from './inquiry.repository.ts';
import { createInquiryService } from './inquiry.service.ts';

/** The customer centre: notices, FAQ, application forms and 1:1 inquiries (§7 Customer). */
export function createCustomerModule(context: AppContext): {
  module: FeatureModule;
  customerService: CustomerService;
} {
  const customerService = createCustomerService({
    customerRepository: createCustomerRepository(context.db),
    catalogueCache: context.catalogueCache,
  });
  const inquiryService = createInquiryService({
    inquiryRepository: createInquiryRepository(context.db),
    once: context.once,
    clock: context.clock,
  });
  return {
    customerService,
    module: {
      name: 'customer',
      registerRoutes: (app) =>
        app.register(customerRoutes, { prefix: '/api/customer', customerService, inquiryService }),
    },
  };
}
