import { defineFeature } from '../../shared/feature-module.ts';
import { createPhoneAuthRepository } from './phone-auth.repository.ts';
import { phoneAuthRoutes } from './phone-auth.routes.ts';
import { createPhoneAuthService, type PhoneAuthService } from './phone-auth.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    phoneAuthService: PhoneAuthService;
  }
}

/** Codes texted to a phone and checked (§7 Common send/check phone auth). */
export const phoneAuthFeature = defineFeature({
  name: 'phone-auth',
  build(context) {
    const phoneAuthService = createPhoneAuthService({
      phoneAuthRepository: createPhoneAuthRepository(context.db),
      identityProvider: context.providers.identity,
      rateLimiter: context.rateLimiter,
      clock: context.clock,
      codeKey: context.deriveKey('phone-auth-code'),
    });
    return {
      provides: { phoneAuthService },
      registerRoutes: (app) => app.register(phoneAuthRoutes, { prefix: '/api/common', phoneAuthService }),
    };
  },
});
