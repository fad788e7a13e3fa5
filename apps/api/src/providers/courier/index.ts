import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { withTimeout } from '../with-timeout.ts';
import type { CourierProvider } from './courier.port.ts';
import { createSandboxCourier } from './sandbox.ts';
import { createSandboxShipmentsRepository } from './sandbox-shipments.repository.ts';

/** Every call of an adapter, given up after `timeoutMs` (ProviderTimeoutError → HTTP 504). */
function timed(adapter: CourierProvider, timeoutMs: number): CourierProvider {
  const limit = <T>(call: () => Promise<T>) => withTimeout('courier', timeoutMs, call);
  return {
    book: (input) => limit(() => adapter.book(input)),
    track: (input) => limit(() => adapter.track(input)),
  };
}

type CourierFactoryDeps = { config: Config; db: Database; clock: Clock };

/** Adapters by the COURIER_PROVIDER value; a real courier's interface is one more entry. */
const adapters: Record<Config['courier']['provider'], (deps: CourierFactoryDeps) => CourierProvider> = {
  sandbox: ({ config, db, clock }) =>
    createSandboxCourier({
      shipments: createSandboxShipmentsRepository(db),
      clock,
      delayMs: config.courier.sandboxDelayMs,
    }),
};

/** The one place that picks the courier adapter from config. */
export function createCourierProvider(deps: CourierFactoryDeps): CourierProvider {
  return timed(adapters[deps.config.courier.provider](deps), deps.config.courier.timeoutMs);
}
