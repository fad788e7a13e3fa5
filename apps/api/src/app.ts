import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth } from './auth/guards.ts';
import { noStaffSessions, type StaffSessions } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createFlows } from './db/flows.ts';
import { createFlowsRepository } from './db/flows.repository.ts';
import { createJobRunner, type JobRunner } from './db/jobs.ts';
import { createJobsRepository } from './db/jobs.repository.ts';
import { createOnce } from './db/once.ts';
import { createOnceRepository } from './db/once.repository.ts';
import { createTransactionalDatabase } from './db/transaction.ts';
import { registerAnswerCheck, registerApiReference } from './plugins/api-reference.ts';
import { errorServerOptions, registerErrorHandler } from './plugins/error-handler.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerFormBody } from './plugins/form-body.ts';
import { registerMaintenanceGuard } from './plugins/maintenance-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { analyticsFeature } from './features/analytics/analytics.module.ts';
import { commonFeature } from './features/common/common.module.ts';
import { customerFeature } from './features/customer/customer.module.ts';
import { eventFeature } from './features/event/event.module.ts';
import { fileFeature } from './features/file/file.module.ts';
import { ledgerFeature } from './features/ledger/ledger.module.ts';
import { maintenanceFeature } from './features/maintenance/maintenance.module.ts';
import { paymentsFeature } from './features/payments/payments.module.ts';
import { phoneAuthFeature } from './features/phone-auth/phone-auth.module.ts';
import { productFeature } from './features/product/product.module.ts';
import { sandboxFeature } from './features/sandbox/sandbox.module.ts';
import { searchFeature } from './features/search/search.module.ts';
import { billsFeature } from './features/bills/bills.module.ts';
import { lineAddServicesFeature } from './features/line-add-services/line-add-services.module.ts';
import { lineCancelFeature } from './features/line-cancel/line-cancel.module.ts';
import { lineNumberFeature } from './features/line-number/line-number.module.ts';
import { linePauseFeature } from './features/line-pause/line-pause.module.ts';
import { linesFeature } from './features/lines/lines.module.ts';
import { myInfoFeature } from './features/my-info/my-info.module.ts';
import { planChangeFeature } from './features/plan-change/plan-change.module.ts';
import { usageFeature } from './features/usage/usage.module.ts';
import { seoFeature } from './features/seo/seo.module.ts';
import { sessionFeature } from './features/session/session.module.ts';
import { siteFeature } from './features/site/site.module.ts';
import { thirdPartyFeature } from './features/third-party/third-party.module.ts';
import { userFeature } from './features/user/user.module.ts';
import { usimFeature } from './features/usim/usim.module.ts';
import { createAnalyticsProvider } from './providers/analytics/index.ts';
import { createCarrierProvider, createSandboxSmdpOf } from './providers/carrier/index.ts';
import { createCourierProvider } from './providers/courier/index.ts';
import { createPaymentGateway } from './providers/payment/index.ts';
import { createIdentityProvider } from './providers/identity/index.ts';
import { createNotifyProvider } from './providers/notify/index.ts';
import { createFileStorage } from './providers/storage/index.ts';
import { createClientStorageKeys } from './shared/client-storage-key.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { summarizeError } from './shared/error-summary.ts';
import {
  buildFeatures,
  servicesNamed,
  type AppContext,
  type FeatureServices,
} from './shared/feature-module.ts';
import { createFieldEncryption, deriveKey } from './shared/field-encryption.ts';
import { parseQueryString } from './shared/query-string.ts';
import { createRateLimiter } from './shared/rate-limit.ts';
import { createRateLimitRepository } from './shared/rate-limit.repository.ts';
import { createReadCache } from './shared/read-cache.ts';
import {
  createTaggedCacheFamily,
  passThroughCacheFamily,
  type TaggedCacheFamily,
} from './shared/tagged-cache.ts';

/**
 * Every feature of the API, in the order they are built (each after those whose services it needs) and their
 * routes registered. A new feature is one entry here (docs/how-to-add.md).
 */
const features = [
  sessionFeature,
  commonFeature,
  phoneAuthFeature,
  fileFeature,
  thirdPartyFeature,
  analyticsFeature,
  userFeature,
  sandboxFeature,
  productFeature,
  siteFeature,
  maintenanceFeature,
  eventFeature,
  customerFeature,
  searchFeature,
  ledgerFeature,
  paymentsFeature,
  // Self-care (my-page), one feature per area of its screens over what they share (lines). The features
  // whose line orders the reconcile job settles come in the order it settles them.
  linesFeature,
  usageFeature,
  billsFeature,
  linePauseFeature,
  planChangeFeature,
  lineAddServicesFeature,
  lineCancelFeature,
  lineNumberFeature,
  myInfoFeature,
  usimFeature,
  seoFeature,
];

/** The self-care services `app.selfCare` gathers, by the names their features provide them under. */
const selfCareNeeds = [
  'billPayService',
  'usageReadService',
  'billReadService',
  'accountReadService',
  'paymentReadService',
  'pauseReadService',
  'pauseService',
  'lossService',
  'lineCancelService',
  'usageAlertService',
  'numberChangeService',
  'planChangeService',
  'payMethodService',
  'addServiceService',
  'planFitService',
  'marketingService',
  'microPaymentService',
] as const satisfies ReadonlyArray<keyof FeatureServices>;

/** Self-care's services by the names the staff console calls them, from the features that provide them. */
function selfCareOf(services: Pick<FeatureServices, (typeof selfCareNeeds)[number]>) {
  return {
    billPay: services.billPayService,
    usage: services.usageReadService,
    bills: services.billReadService,
    accounts: services.accountReadService,
    payments: services.paymentReadService,
    pauses: services.pauseReadService,
    pauseActions: services.pauseService,
    losses: services.lossService,
    lineCancels: services.lineCancelService,
    usageAlerts: services.usageAlertService,
    numberChanges: services.numberChangeService,
    planChanges: services.planChangeService,
    payMethods: services.payMethodService,
    addServices: services.addServiceService,
    planFit: services.planFitService,
    marketing: services.marketingService,
    microPayments: services.microPaymentService,
  };
}

/**
 * The services self-care's calls are answered by, each acting for whom its caller names (shared/actor.ts
 * `Acting`): a subscriber through their session in the features' routes, a staff member for a subscriber
 * elsewhere.
 */
export type SelfCareServices = ReturnType<typeof selfCareOf>;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Log destination; tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a clock they can move (session expiry, code expiry, lock-outs). */
  clock?: Clock;
  /** Tests: every answer is checked against its call's documented responses (registerAnswerCheck). */
  isAnswerCheck?: boolean;
  /** Where staff sessions are found; none until the staff console brings staff accounts (tests give some). */
  staffSessions?: StaffSessions;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Fills an empty database with the demo's data through the app's own services (src/seed); answers
     * whether it wrote anything. Demo mode only: the caller decides.
     */
    seedIfEmpty(): Promise<boolean>;
    /**
     * What the server does on its own, once per period across all processes (db/jobs.ts); src/jobs.ts
     * triggers it on a schedule, `npm run job` by hand, tests directly with their clock.
     */
    jobs: JobRunner;
    /** The ledger's operator commands (`npm run usage-import`), and tests. */
    ledger: Pick<FeatureServices['usageService'], 'importUsageCsv'> &
      Pick<FeatureServices['billingService'], 'previewBill'>;
    /**
     * Self-care's services, for the calls that act for a subscriber without being them (the staff console's)
     * and their tests: each takes whom it acts for and who acts (shared/actor.ts).
     */
    selfCare: SelfCareServices;
  }
}

export async function buildApp({
  config,
  database,
  logStream,
  clock = systemClock,
  isAnswerCheck = false,
  staffSessions = noStaffSessions,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream === undefined ? {} : { stream: logStream }),
      redact: {
        paths: [
          'req.headers["login-token"]',
          'req.headers["phone-auth-key"]',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
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
  registerLanguage(app);
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
  const flows = createFlows({
    flowsRepository: createFlowsRepository(db),
    transaction,
    clock,
    once,
    log: app.log,
  });
  // Rows every authenticated request reads are kept in memory and dropped as the database announces their
  // changes (decisions 013 and 025): at once on PGlite; on a server, as announcements arrive, and never
  // longer than the watch allows.
  let rowCaches: TaggedCacheFamily = passThroughCacheFamily;
  const rowChangeWatch = await database.watchRowChanges({
    onChange: (tag) => rowCaches.invalidate(tag),
    onLost: () => rowCaches.invalidateAll(),
  });
  rowCaches = createTaggedCacheFamily(
    () => isInTransaction() || !rowChangeWatch.isListening(),
    rowChangeWatch.maxAgeMs,
  );
  const catalogueCache = createReadCache(config.catalogueCacheSeconds);
  // The catalogue answers, and the drawn pages made of them, are dropped as a change to the catalogue commits.
  const madeOfCatalogue: Array<{ invalidate(): void }> = [catalogueCache];
  const dropCatalogue = () => {
    for (const kept of madeOfCatalogue) kept.invalidate();
  };
  const stopWatchingCatalogue = await database.watchCatalogueChanges(dropCatalogue);
  const rateLimiter = createRateLimiter({ rateLimitRepository: createRateLimitRepository(db), clock });
  const { notify, readableOutbox } = createNotifyProvider({ config, db, clock });
  const analytics = createAnalyticsProvider({ config, db, log: app.log });
  const paymentGateway = createPaymentGateway({ config, db, clock });
  const context: AppContext = {
    config: {
      brand: config.brand,
      client: config.client,
      billing: config.billing,
      catalogueCacheSeconds: config.catalogueCacheSeconds,
    },
    deriveKey: (purpose) => deriveKey(config.fieldEncryptionKey, purpose),
    db,
    transaction,
    afterCommit: transactional.afterCommit,
    once,
    flows,
    clock,
    log: app.log,
    catalogueCache,
    rowCaches,
    fieldEncryption: createFieldEncryption(config.fieldEncryptionKey),
    clientStorageKeys: createClientStorageKeys(deriveKey(config.fieldEncryptionKey, 'client-storage-key')),
    rateLimiter,
    providers: {
      identity: createIdentityProvider({ config, notify }),
      notify,
      readableOutbox,
      analytics,
      storage: createFileStorage({ config }),
      carrier: createCarrierProvider({ config, db, clock }),
      esimSandbox: createSandboxSmdpOf({ config, db, clock }),
      courier: createCourierProvider({ config, db, clock }),
      payment: paymentGateway.gateway,
      paymentSandbox: paymentGateway.sandbox,
    },
  };

  // Features, each one module, built in the list's order: each is given the services of those before it.
  const { modules, services } = buildFeatures(context, features);
  const appNeeds = [
    'sessionService',
    'maintenanceService',
    'usageService',
    'billingService',
    'eventEntryService',
    ...selfCareNeeds,
  ] as const satisfies ReadonlyArray<keyof FeatureServices>;
  const needed = servicesNamed(services, appNeeds, 'the app');
  const { sessionService, maintenanceService, usageService, billingService, eventEntryService } = needed;

  const jobs = createJobRunner({
    jobsRepository: createJobsRepository(db),
    clock,
    log: app.log,
    jobs: [
      ...modules.flatMap((module) => module.jobs ?? []),
      {
        name: 'purge-idempotency-keys',
        cadence: 'day',
        schedule: '0 40 3 * * *',
        counts: 'keys forgotten',
        run: () => once.purgeExpiredKeys(),
      },
      {
        name: 'purge-flows',
        cadence: 'day',
        schedule: '0 45 3 * * *',
        counts: 'flows forgotten',
        run: () => flows.purgeExpired(),
      },
      {
        name: 'undo-journeys',
        cadence: 'ten-minutes',
        schedule: '0 9-59/10 * * * *',
        counts: 'journey steps undone',
        run: () => flows.runUndos(),
      },
    ],
  });
  app.decorate('jobs', jobs);
  app.decorate('selfCare', selfCareOf(needed));
  app.decorate('ledger', {
    importUsageCsv: (text) => usageService.importUsageCsv(text),
    previewBill: (billAcntId, period, change) => billingService.previewBill(billAcntId, period, change),
  });
  app.decorate('seedIfEmpty', () =>
    seedIfEmpty({
      db,
      transaction,
      fieldEncryption: context.fieldEncryption,
      storage: context.providers.storage,
      now: clock.now(),
      drawEvent: eventEntryService.drawEvent,
      usageService,
      billingService,
      billDraftGraceDays: config.billing.draftGraceDays,
    }),
  );
  madeOfCatalogue.push(...modules.flatMap((module) => module.madeOfCatalogue ?? []));

  registerAuth(app, { subscriberSessions: sessionService, staffSessions });
  registerMaintenanceGuard(app, maintenanceService);
  await registerApiReference(app, { reference: config.apiReference, brandName: config.brand.brandName });
  if (isAnswerCheck) registerAnswerCheck(app);
  for (const module of modules) await module.registerRoutes?.(app);

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
    await rowChangeWatch.stop();
    await stopWatchingCatalogue();
  });
  return app;
}
