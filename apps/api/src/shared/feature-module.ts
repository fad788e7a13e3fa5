import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ClientConfig, Company } from '@mvno/contract';
import type { Database } from '../db/client.ts';
import type { Flows } from '../db/flows.ts';
import type { JobDefinition } from '../db/jobs.ts';
import type { Once } from '../db/once.ts';
import type { AfterCommit, RunInTransaction } from '../db/transaction.ts';
import type { AnalyticsProvider } from '../providers/analytics/analytics.port.ts';
import type { CarrierProvider, SandboxEsimDownloads } from '../providers/carrier/carrier.port.ts';
import type { CourierProvider } from '../providers/courier/courier.port.ts';
import type { IdentityProvider } from '../providers/identity/identity.port.ts';
import type { NotifyProvider, SandboxOutbox } from '../providers/notify/notify.port.ts';
import type { PaymentGateway, SandboxCheckout } from '../providers/payment/payment.port.ts';
import type { FileStorage } from '../providers/storage/storage.port.ts';
import type { ClientStorageKeys } from './client-storage-key.ts';
import type { Clock } from './clock.ts';
import type { FieldEncryption } from './field-encryption.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ReadCache } from './read-cache.ts';
import type { TaggedCacheFamily } from './tagged-cache.ts';

/**
 * The parts of the configuration features read (config.ts parses the whole of it once, at boot); app.ts hands
 * over these and nothing else, so a feature never sees a secret or a provider's settings.
 */
export interface FeatureConfig {
  /** The brand and the company's details, as pages, texts and the company call name them. */
  brand: Omit<Company, 'externalLinks'>;
  /** Spec §3's values for the screens: written into every served page, and on GET common/client-config. */
  client: ClientConfig;
  /** The bill run (docs/billing.md). */
  billing: { draftGraceDays: number };
  catalogueCacheSeconds: number;
}

/**
 * What every feature module is built with: the parts of the configuration it reads, its database helpers,
 * the providers chosen by config (each as its port) and the caches the app keeps. app.ts makes one and hands
 * it to each module.
 */
export interface AppContext {
  config: FeatureConfig;
  /**
   * A key of the feature's own for a purpose, derived from the field encryption key, which stays in app.ts.
   */
  deriveKey(purpose: string): Buffer;
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
    esimSandbox: SandboxEsimDownloads | undefined;
    /** The courier that delivers USIMs: parcel and same-day rider. */
    courier: CourierProvider;
    /** The payment gateway (docs/payments.md). */
    payment: PaymentGateway;
    /** The sandbox gateway, whose checkout page this server then serves; undefined with a real gateway. */
    paymentSandbox: SandboxCheckout | undefined;
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

/**
 * The services features hand one another, by name. A module that provides one declares it here, in its own
 * file (`declare module '../../shared/feature-module.ts' { interface FeatureServices { … } }`), so a module
 * that needs it names it and is given it with its type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface FeatureServices {}

export type ServiceName = keyof FeatureServices;

/** What building a feature answers: its part of the app and the services it gives the features after it. */
export interface FeatureParts extends Omit<FeatureModule, 'name'> {
  provides?: Partial<FeatureServices>;
}

/** A feature as app.ts lists it: built once, in the list's order, from the context and what it needs. */
export interface FeatureDefinition {
  name: string;
  build(context: AppContext, built: Partial<FeatureServices>): FeatureParts;
}

/**
 * The services named, from those provided so far; stops the app at start, naming what is missing, when a
 * feature (or the app) is listed before the features that provide what it needs.
 */
export function servicesNamed<Name extends ServiceName>(
  services: Partial<FeatureServices>,
  names: readonly Name[],
  neededBy: string,
): Pick<FeatureServices, Name> {
  const isEveryOne = (
    provided: Partial<FeatureServices>,
  ): provided is Partial<FeatureServices> & Pick<FeatureServices, Name> =>
    names.every((name) => provided[name] !== undefined);
  if (isEveryOne(services)) return services;
  const missing = names.filter((name) => services[name] === undefined);
  throw new Error(`${neededBy} needs ${missing.join(', ')}: list the features providing it first`);
}

/**
 * A feature module's definition: its name, the services of other features it needs (by name) and how it is
 * built. `build` is typed to see only what it names, and is not called until all of it has been provided.
 */
export function defineFeature<const Needs extends ServiceName = never>(definition: {
  name: string;
  needs?: readonly Needs[];
  build(context: AppContext, needs: Pick<FeatureServices, Needs>): FeatureParts;
}): FeatureDefinition {
  return {
    name: definition.name,
    build: (context, built) =>
      definition.build(context, servicesNamed(built, definition.needs ?? [], definition.name)),
  };
}

/**
 * Builds the features in the order listed, each given the services of those before it; answers the modules
 * (routes, jobs, catalogue-made parts) and every service provided.
 */
export function buildFeatures(
  context: AppContext,
  definitions: readonly FeatureDefinition[],
): { modules: FeatureModule[]; services: Partial<FeatureServices> } {
  const services: Partial<FeatureServices> = {};
  const modules: FeatureModule[] = [];
  for (const definition of definitions) {
    const { provides, ...parts } = definition.build(context, services);
    Object.assign(services, provides);
    modules.push({ name: definition.name, ...parts });
  }
  return { modules, services };
}
