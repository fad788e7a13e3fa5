import { deriveKey } from '../../shared/field-encryption.ts';
import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createPhoneAuthRepository } from './phone-auth.repository.ts';
import { phoneAuthRoutes } from './phone-auth.routes.ts';
import { createPhoneAuthService, type PhoneAuthService } from './phone-auth.service.ts';

/** Codes texted to a phone and checked (§7 Common send/check phone auth). */
export function createPhoneAuthModule(context: AppContext): {
  module: FeatureModule;
  phoneAuthService: PhoneAuthService;
} {
  const phoneAuthService = createPhoneAuthService({
    phoneAuthRepository: createPhoneAuthRepository(context.db),
    identityProvider: context.providers.identity,
    rateLimiter: context.rateLimiter,
    clock: context.clock,
    codeKey: deriveKey(context.config.fieldEncryptionKey, 'phone-auth-code'),
  });
  return {
    phoneAuthService,
    module: {
      name: 'phone-auth',
      registerRoutes: (app) => app.register(phoneAuthRoutes, { prefix: '/api/common', phoneAuthService }),
    },
  };
}
