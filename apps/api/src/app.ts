import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { commonRoutes } from './features/common/common.routes.ts';
import { createCommonService } from './features/common/common.service.ts';
import { createCommonRepository } from './features/common/common.repository.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { createSearchService } from './features/search/search.service.ts';
import { createSearchRepository } from './features/search/search.repository.ts';
import { customerRoutes } from './features/customer/customer.routes.ts';
import { createCustomerService } from './features/customer/customer.service.ts';
import { createCustomerRepository } from './features/customer/customer.repository.ts';
import { createInquiryRepository } from './features/customer/inquiry.repository.ts';
import { createInquiryService } from './features/customer/inquiry.service.ts';
import { fileRoutes } from './features/file/file.routes.ts';
import { createFileRepository } from './features/file/file.repository.ts';
import { createFileService } from './features/file/file.service.ts';
import { eventRoutes } from './features/event/event.routes.ts';
import { createEventEntryService } from './features/event/event-entry.service.ts';
import { createEventService } from './features/event/event.service.ts';
import { createPreviewLinks } from './features/event/preview-link.ts';
import { createEventRepository } from './features/event/event.repository.ts';
import { productRoutes } from './features/product/product.routes.ts';
import { createProductService } from './features/product/product.service.ts';
import { createProductRepository } from './features/product/product.repository.ts';
import { phoneAuthRoutes } from './features/phone-auth/phone-auth.routes.ts';
import { createPhoneAuthRepository } from './features/phone-auth/phone-auth.repository.ts';
import { createPhoneAuthService } from './features/phone-auth/phone-auth.service.ts';
import { sandboxRoutes } from './features/sandbox/sandbox.routes.ts';
import { createSandboxService } from './features/sandbox/sandbox.service.ts';
import { createSessionRepository } from './features/session/session.repository.ts';
import { createSessionService } from './features/session/session.service.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { createSiteService } from './features/site/site.service.ts';
import { createSiteRepository } from './features/site/site.repository.ts';
import { maintenanceRoutes } from './features/maintenance/maintenance.routes.ts';
import { createMaintenanceRepository } from './features/maintenance/maintenance.repository.ts';
import { createMaintenanceService } from './features/maintenance/maintenance.service.ts';
import { createTermsService } from './features/site/terms.service.ts';
import { createTermsRepository } from './features/site/terms.repository.ts';
import { thirdPartyRoutes } from './features/third-party/third-party.routes.ts';
import { createThirdPartyRepository } from './features/third-party/third-party.repository.ts';
import { createThirdPartyService } from './features/third-party/third-party.service.ts';
import { userRoutes } from './features/user/user.routes.ts';
import { createUserRepository } from './features/user/user.repository.ts';
import { createUserService } from './features/user/user.service.ts';
import { createDeviceRepository } from './features/user/device.repository.ts';
import { createDeviceService } from './features/user/device.service.ts';
import { createJoinService } from './features/user/join.service.ts';
import { createLoginService } from './features/user/login.service.ts';
import { createPasswordService } from './features/user/password.service.ts';
import { createTransactionalDatabase } from './db/transaction.ts';
import { createOnce } from './db/once.ts';
import { createOnceRepository } from './db/once.repository.ts';
import { createJobRunner, type JobRunner } from './db/jobs.ts';
import { createJobsRepository } from './db/jobs.repository.ts';
import { registerAnswerCheck, registerApiReference } from './plugins/api-reference.ts';
import { errorServerOptions, registerErrorHandler } from './plugins/error-handler.ts';
import { registerFormBody } from './plugins/form-body.ts';
import { registerMaintenanceGuard } from './plugins/maintenance-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { createAnalyticsProvider } from './providers/analytics/index.ts';
import { createIdentityProvider } from './providers/identity/index.ts';
import { createNotifyProvider } from './providers/notify/index.ts';
import { createFileStorage } from './providers/storage/index.ts';
import { createClientStorageKeys } from './shared/client-storage-key.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { createFieldEncryption, deriveKey } from './shared/field-encryption.ts';
import { parseQueryString } from './shared/query-string.ts';
import { createRateLimiter } from './shared/rate-limit.ts';
import { createRateLimitRepository } from './shared/rate-limit.repository.ts';
import { createReadCache } from './shared/read-cache.ts';
import { summarizeError } from './shared/error-summary.ts';
import { createTaggedCacheFamily, passThroughCacheFamily } from './shared/tagged-cache.ts';

/** Bounds on rows kept in memory: a session is ~0.3 KB, a subscriber's answer ~2 KB (about 16 MB in all). */
const CACHED_SESSIONS = 20_000;
const CACHED_LOGIN_USERS = 5_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Log destination; tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a clock they can move (session expiry, code expiry, lock-outs). */
  clock?: Clock;
  /** Tests: every answer is checked against its call's documented responses (registerAnswerCheck). */
  isAnswerCheck?: boolean;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the server does on its own, once per period across all processes (db/jobs.ts); src/jobs.ts
     * triggers it on a schedule, `npm run job` by hand, tests directly with their clock.
     */
    jobs: JobRunner;
  }
}

export async function buildApp({
  config,
  database,
  logStream,
  clock = systemClock,
  isAnswerCheck = false,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream === undefined ? {} : { stream: logStream }),
      redact: {
        paths: ['req.headers["login-token"]', 'req.headers.authorization', 'req.headers.cookie'],
        censor: '[숨김]',
      },
    },
    // Per-request lines cost a third of the throughput of cached reads; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: config.trustProxy,
    // A bad URL encoding, an overlong path parameter and unparsable requests get the envelope too.
    ...errorServerOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written as they are: response schemas document them (and tests check them, isAnswerCheck),
  // so a documentation slip can never turn an answer into a 500 in production.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    isPublicHttps: config.isPublicHttps,
    fileServerUrl: config.client.fileServerUrl,
  });
  registerFormBody(app);

  const transactional = createTransactionalDatabase(database.db, (error) =>
    app.log.error({ error: summarizeError(error) }, 'after-commit step failed'),
  );
  const { db, transaction, isInTransaction } = transactional;
  const once = createOnce({ onceRepository: createOnceRepository(db), database: transactional, clock });
  const rowCaches =
    database.watchRowChanges === undefined
      ? passThroughCacheFamily
      : createTaggedCacheFamily(isInTransaction);
  const stopWatchingRowChanges = await database.watchRowChanges?.((tag) => rowCaches.invalidate(tag));
  const catalogueCache = createReadCache(config.catalogueCacheSeconds);
  // The catalogue answers, and the drawn pages made of them, are dropped as a change to the catalogue commits.
  const madeOfCatalogue: Array<{ invalidate(): void }> = [catalogueCache];
  const dropCatalogue = () => {
    for (const kept of madeOfCatalogue) kept.invalidate();
  };
  const stopWatchingCatalogue = await database.watchCatalogueChanges(dropCatalogue);
  const fieldEncryption = createFieldEncryption(config.fieldEncryptionKey);
  const clientStorageKeys = createClientStorageKeys(
    deriveKey(config.fieldEncryptionKey, 'client-storage-key'),
  );
  const rateLimiter = createRateLimiter({ rateLimitRepository: createRateLimitRepository(db), clock });
  const { notify, readableOutbox } = createNotifyProvider({ config, db, clock });
  const identityProvider = createIdentityProvider({ config, notify });
  const analytics = createAnalyticsProvider({ config, db, log: app.log });
  const analyticsService = createAnalyticsService({ analytics, rateLimiter, clock, log: app.log });

  const commonService = createCommonService({
    commonRepository: createCommonRepository(db),
    brand: config.brand,
    clientConfig: config.client,
    clientStorageKeys,
  });
  const productService = createProductService({
    productRepository: createProductRepository(db),
    catalogueCache,
  });
  const { fileServerUrl } = config.client;
  const siteService = createSiteService({
    siteRepository: createSiteRepository(db),
    catalogueCache,
    fileServerUrl,
  });
  const eventRepository = createEventRepository(db);
  const termsService = createTermsService({
    termsRepository: createTermsRepository(db),
    catalogueCache,
    clock,
  });
  const eventService = createEventService({
    eventRepository,
    catalogueCache,
    fileServerUrl,
    previewLinks: createPreviewLinks(deriveKey(config.fieldEncryptionKey, 'event-preview-link')),
    clock,
  });
  const maintenanceService = createMaintenanceService({
    maintenanceRepository: createMaintenanceRepository(db),
    catalogueCache,
    keepSeconds: config.catalogueCacheSeconds,
    clock,
    company: config.brand,
  });
  madeOfCatalogue.push(maintenanceService);
  const customerService = createCustomerService({
    customerRepository: createCustomerRepository(db),
    catalogueCache,
  });
  const fileService = createFileService({
    fileRepository: createFileRepository(db),
    storage: createFileStorage({ config }),
    rateLimiter,
    clock,
    log: app.log,
  });
  const inquiryService = createInquiryService({
    inquiryRepository: createInquiryRepository(db),
    once,
    clock,
  });
  const searchService = createSearchService({
    searchRepository: createSearchRepository(db),
    catalogueCache,
    rateLimiter,
    keepSeconds: config.catalogueCacheSeconds,
    clock,
  });
  madeOfCatalogue.push(searchService);

  const sessionService = createSessionService({
    sessionRepository: createSessionRepository(db),
    sessionCache: rowCaches.create(CACHED_SESSIONS),
    clock,
  });
  const phoneAuthService = createPhoneAuthService({
    phoneAuthRepository: createPhoneAuthRepository(db),
    identityProvider,
    rateLimiter,
    clock,
    codeKey: deriveKey(config.fieldEncryptionKey, 'phone-auth-code'),
  });
  const thirdPartyService = createThirdPartyService({
    thirdPartyRepository: createThirdPartyRepository(db),
    identityProvider,
    rateLimiter,
    clientStorageKeys,
    clock,
  });
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
    fieldEncryption,
    loginUserCache: rowCaches.create(CACHED_LOGIN_USERS),
  });
  const eventEntryService = createEventEntryService({
    eventRepository,
    findContact: (session) => userService.findContact(session),
    fieldEncryption,
    transaction,
    clock,
    log: app.log,
  });
  const loginService = createLoginService({ userRepository, userService, phoneAuthService, rateLimiter });
  const joinService = createJoinService({
    userRepository,
    thirdPartyService,
    rateLimiter,
    analyticsService,
    transaction,
    clock,
  });
  const passwordService = createPasswordService({
    userRepository,
    sessionService,
    phoneAuthService,
    rateLimiter,
    clock,
  });
  const jobs = createJobRunner({
    jobsRepository: createJobsRepository(db),
    clock,
    log: app.log,
    jobs: [
      {
        name: 'draw-ended-events',
        cadence: 'ten-minutes',
        schedule: '0 */10 * * * *',
        counts: 'events drawn',
        run: () => eventEntryService.drawEndedEvents(),
      },
      {
        name: 'purge-event-entries',
        cadence: 'day',
        schedule: '0 30 3 * * *',
        counts: 'entrants erased',
        run: () => eventEntryService.purgeEntries(),
      },
      {
        name: 'purge-idempotency-keys',
        cadence: 'day',
        schedule: '0 40 3 * * *',
        counts: 'keys forgotten',
        run: () => once.purgeExpiredKeys(),
      },
    ],
  });
  app.decorate('jobs', jobs);
  const guards = registerSession(app, sessionService);
  registerMaintenanceGuard(app, maintenanceService);
  await registerApiReference(app, { reference: config.apiReference, brandName: config.brand.brandName });
  if (isAnswerCheck) registerAnswerCheck(app);

  await app.register(commonRoutes, { prefix: '/api/common', commonService });
  await app.register(phoneAuthRoutes, { prefix: '/api/common', phoneAuthService });
  await app.register(fileRoutes, { prefix: '/api/common', fileService, guards });
  await app.register(userRoutes, {
    prefix: '/api/user',
    userService,
    loginService,
    joinService,
    passwordService,
    deviceService,
    guards,
  });
  await app.register(thirdPartyRoutes, { prefix: '/api/third-party', thirdPartyService });
  if (readableOutbox !== undefined) {
    await app.register(sandboxRoutes, {
      prefix: '/api/sandbox',
      sandboxService: createSandboxService({ outbox: readableOutbox }),
    });
  }
  await app.register(productRoutes, { prefix: '/api/product', productService });
  await app.register(siteRoutes, { prefix: '/api/site', siteService, productService, termsService });
  await app.register(maintenanceRoutes, { prefix: '/api/site', maintenanceService });
  await app.register(eventRoutes, { prefix: '/api/event', eventService, eventEntryService, guards });
  await app.register(customerRoutes, {
    prefix: '/api/customer',
    customerService,
    inquiryService,
    guards,
  });
  await app.register(searchRoutes, { prefix: '/api', searchService });
  await app.register(analyticsRoutes, { prefix: '/api/analytics', analyticsService });

  await app.register(seoRoutes, {
    productService,
    customerService,
    eventService,
    siteUrl: config.client.siteUrl,
  });

  const pageRenderer = await registerWebApp(app, {
    webDistDir: config.webDistDir,
    appMode: config.appMode,
    clientConfig: config.client,
    pageCacheSeconds: config.catalogueCacheSeconds,
  });
  if (pageRenderer !== undefined) madeOfCatalogue.push(pageRenderer);

  app.addHook('onClose', async () => {
    jobs.close();
    dropCatalogue();
    await analytics.close();
    await stopWatchingRowChanges?.();
    await stopWatchingCatalogue();
  });
  return app;
}
