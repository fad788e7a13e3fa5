import { defineFeature } from '../../shared/feature-module.ts';
import { createCustomerRepository } from './customer.repository.ts';
import { customerRoutes } from './customer.routes.ts';
import { createCustomerService, type CustomerService } from './customer.service.ts';
import { createInquiryRepository } from './inquiry.repository.ts';
import { createInquiryService } from './inquiry.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    customerService: CustomerService;
  }
}

/** The customer centre: notices, FAQ, application forms and 1:1 inquiries (§7 Customer). */
export const customerFeature = defineFeature({
  name: 'customer',
  build(context) {
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
      provides: { customerService },
      registerRoutes: (app) =>
        app.register(customerRoutes, { prefix: '/api/customer', customerService, inquiryService }),
    };
  },
});
