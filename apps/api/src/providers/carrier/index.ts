import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { withTimeout } from '../with-timeout.ts';
import type { CarrierProvider } from './carrier.port.ts';
import { createSandboxCarrier, createSandboxSmdp, type SandboxSmdp } from './sandbox.ts';
import { createSandboxLinesRepository } from './sandbox-lines.repository.ts';
import {
  createSandboxEsimProfilesRepository,
  createSandboxNumbersRepository,
  createSandboxOrdersRepository,
} from './sandbox-orders.repository.ts';

/** Every call of an adapter, given up after `timeoutMs` (ProviderTimeoutError → HTTP 504). */
function timed(adapter: CarrierProvider, timeoutMs: number): CarrierProvider {
  const limit = <T>(call: () => Promise<T>) => withTimeout('carrier', timeoutMs, call);
  return {
    readUsageFeed: (input) => limit(() => adapter.readUsageFeed(input)),
    checkPause: (input) => limit(() => adapter.checkPause(input)),
    orderLineChange: (input) => limit(() => adapter.orderLineChange(input)),
    withdrawLineChange: (input) => limit(() => adapter.withdrawLineChange(input)),
    searchNumbers: (input) => limit(() => adapter.searchNumbers(input)),
    reserveNumber: (input) => limit(() => adapter.reserveNumber(input)),
    releaseNumber: (input) => limit(() => adapter.releaseNumber(input)),
    prepareEsimProfile: (input) => limit(() => adapter.prepareEsimProfile(input)),
    releaseEsimProfile: (input) => limit(() => adapter.releaseEsimProfile(input)),
    findEsimProfile: (input) => limit(() => adapter.findEsimProfile(input)),
  };
}

type CarrierFactoryDeps = { config: Config; db: Database; clock: Clock };

/** Adapters by the CARRIER_PROVIDER value; the host carrier's real interface is one more entry. */
const adapters: Record<Config['carrier']['provider'], (deps: CarrierFactoryDeps) => CarrierProvider> = {
  sandbox: ({ config, db, clock }) => {
    const linesRepository = createSandboxLinesRepository(db);
    return createSandboxCarrier({
      listLines: () => linesRepository.listLines(),
      numbersInUse: () => linesRepository.numbersInUse(),
      orders: createSandboxOrdersRepository(db),
      numbers: createSandboxNumbersRepository(db),
      esimProfiles: createSandboxEsimProfilesRepository(db),
      clock,
      delayMs: config.carrier.sandboxDelayMs,
    });
  },
};

/** The one place that picks the carrier adapter from config. */
export function createCarrierProvider(deps: CarrierFactoryDeps): CarrierProvider {
  return timed(adapters[deps.config.carrier.provider](deps), deps.config.carrier.timeoutMs);
}

/** Each adapter's SM-DP+ page for a phone, when the adapter serves one itself: only the sandbox does. */
const smdpPages: Record<
  Config['carrier']['provider'],
  (deps: CarrierFactoryDeps) => SandboxSmdp | undefined
> = {
  sandbox: ({ db, clock }) =>
    createSandboxSmdp({ esimProfiles: createSandboxEsimProfilesRepository(db), clock }),
};

/** With the sandbox carrier, its SM-DP+ as a phone meets it (the demo's eSIM download page); else none. */
export function createSandboxSmdpOf(deps: CarrierFactoryDeps): SandboxSmdp | undefined {
  return smdpPages[deps.config.carrier.provider](deps);
}
