import type { Config } from '../../config.ts';
import type { NotifyProvider } from '../notify/notify.port.ts';
import { withTimeout } from '../with-timeout.ts';
import type { IdentityProvider } from './identity.port.ts';
import { createSandboxIdentity } from './sandbox.ts';

/** Every call of an adapter, given up after `timeoutMs` (ProviderTimeoutError → HTTP 504). */
function timed(adapter: IdentityProvider, timeoutMs: number): IdentityProvider {
  const limit = <T>(call: () => Promise<T>) => withTimeout('identity', timeoutMs, call);
  return {
    checkRealName: (input) => limit(() => adapter.checkRealName(input)),
    sendPhoneCode: (input) => limit(() => adapter.sendPhoneCode(input)),
    requestSimpleAuth: (input) => limit(() => adapter.requestSimpleAuth(input)),
    findSimpleAuthResult: (input) => limit(() => adapter.findSimpleAuthResult(input)),
    requestMobileCardAuth: (input) => limit(() => adapter.requestMobileCardAuth(input)),
    findMobileCardResult: (input) => limit(() => adapter.findMobileCardResult(input)),
  };
}

type IdentityFactoryDeps = { config: Config; notify: NotifyProvider };

/** Adapters by the IDENTITY_PROVIDER value; a real provider is one more entry. */
const adapters: Record<Config['identity']['provider'], (deps: IdentityFactoryDeps) => IdentityProvider> = {
  sandbox: ({ config, notify }) =>
    createSandboxIdentity({
      notify,
      brandName: config.brand.brandName,
      delayMs: config.identity.sandboxDelayMs,
    }),
};

/** The one place that picks the identity adapter from config. */
export function createIdentityProvider(deps: IdentityFactoryDeps): IdentityProvider {
  return timed(adapters[deps.config.identity.provider](deps), deps.config.identity.timeoutMs);
}
