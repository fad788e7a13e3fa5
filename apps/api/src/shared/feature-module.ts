import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Flows } from '../db/flows.ts';
import type { JobDefinition } from '../db/jobs.ts';
import type { Once } from '../db/once.ts';
import type { AfterCommit, RunInTransaction } from '../db/transaction.ts';
import type { AnalyticsProvider } from '../providers/analytics/analytics.port.ts';
import type { CarrierProvider } from '../providers/carrier/carrier.port.ts';
import type { SandboxSmdp } from '../providers/carrier/sandbox.ts';
import type { CourierProvider } from '../providers/courier/courier.port.ts';
import type { IdentityProvider } from '../providers/identity/identity.port.ts';
import type { NotifyProvider, SandboxOutbox } from '../providers/notify/notify.port.ts';
import type { PaymentGateway } from '../providers/payment/payment.port.ts';
import type { SandboxGateway } from '../providers/payment/sandbox.ts';
import type { FileStorage } from '../providers/storage/storage.port.ts';
import type { ClientStorageKeys } from './client-storage-key.ts';
import type { Clock } from './clock.ts';
import type { FieldEncryption } from './field-encryption.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ReadCache } from './read-cache.ts';
import type { TaggedCacheFamily } from './tagged-cache.ts';

/**
 * What every feature module is built with: the app's configuration, its database helpers, the providers
 * chosen by config and the caches the app keeps. app.ts makes one and hands it to each module.
 */
export interface AppContext {
  config: Config;
  db: Database;
  transaction: RunInTransaction;
  afterCommit: AfterCommit;
  once: Once;
  /** Journeys of several steps the server keeps (docs/flows.md). */
  flows: Flows;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Catalogue answers, dropped as a change to the catalogue commits. */
  catalogueCache: ReadCache;
  /** Rows every authenticated request reads, dropped as a change to one of them commits. */
  rowCaches: TaggedCacheFamily;
  fieldEncryption: FieldEncryption;
  clientStorageKeys: ClientStorageKeys;
  rateLimiter: RateLimiter;
  providers: {
    identity: IdentityProvider;
    notify: NotifyProvider;
    /** The sandbox outbox, when the config lets it be read. */
    readableOutbox: SandboxOutbox | undefined;
    analytics: AnalyticsProvider;
    storage: FileStorage;
    /** The host carrier's network: its usage feed first. */
    carrier: CarrierProvider;
    /** The sandbox carrier's SM-DP+ as a phone meets it, whose eSIM download page this server then serves. */
    esimSandbox: SandboxSmdp | undefined;
    /** The courier that delivers USIMs: parcel and same-day rider. */
    courier: CourierProvider;
    /** The payment gateway (docs/payments.md). */
    payment: PaymentGateway;
    /** The sandbox gateway, whose checkout page this server then serves; undefined with a real gateway. */
    paymentSandbox: SandboxGateway | undefined;
  };
}

/**
 * One feature as the app composes it: its routes (registered under /api, each plugin with its prefix), the
 * jobs it runs, and what it keeps that is made of the catalogue (dropped when the catalogue changes).
 */
export interface FeatureModule {
  name: string;
  registerRoutes?: (app: FastifyInstance) => PromiseLike<unknown>;
  jobs?: readonly JobDefinition[];
  madeOfCatalogue?: ReadonlyArray<{ invalidate(): void }>;
}
