import { defineFeature } from '../../shared/feature-module.ts';
import { createDeviceRepository } from './device.repository.ts';
import { createDeviceService } from './device.service.ts';
import { createJoinService } from './join.service.ts';
import { createLoginService } from './login.service.ts';
import { createPasswordService } from './password.service.ts';
import { createSignUpService } from './sign-up.service.ts';
import { createUserRepository } from './user.repository.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService, type UserService } from './user.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    userService: UserService;
  }
}

/** Bounds on subscribers kept in memory: a subscriber's answer is ~2 KB. */
const CACHED_LOGIN_USERS = 5_000;

/** Sign-up, login, the subscriber's lines, password and devices (§7 User). */
export const userFeature = defineFeature({
  name: 'user',
  needs: ['sessionService', 'phoneAuthService', 'thirdPartyService', 'analyticsService'],
  build(context, needs) {
    const { db, rateLimiter, clock } = context;
    const { sessionService, phoneAuthService, thirdPartyService, analyticsService } = needs;
    const userRepository = createUserRepository(db);
    const deviceService = createDeviceService({
      deviceRepository: createDeviceRepository(db),
      userRepository,
      sessionService,
      clock,
    });
    const userService = createUserService({
      userRepository,
      sessionService,
      deviceService,
      rateLimiter,
      fieldEncryption: context.fieldEncryption,
      loginUserCache: context.rowCaches.create(CACHED_LOGIN_USERS),
      once: context.once,
    });
    const loginService = createLoginService({ userRepository, userService, phoneAuthService, rateLimiter });
    const joinService = createJoinService({
      userRepository,
      thirdPartyService,
      rateLimiter,
      analyticsService,
      once: context.once,
      clock,
    });
    const signUpService = createSignUpService({ flows: context.flows, joinService, rateLimiter, clock });
    const passwordService = createPasswordService({
      userRepository,
      sessionService,
      phoneAuthService,
      rateLimiter,
      once: context.once,
      clock,
    });
    return {
      provides: { userService },
      registerRoutes: (app) =>
        app.register(userRoutes, {
          prefix: '/api/user',
          userService,
          loginService,
          joinService,
          signUpService,
          passwordService,
          deviceService,
        }),
    };
  },
});
