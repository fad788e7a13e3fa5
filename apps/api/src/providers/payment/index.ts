import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { withTimeout } from '../with-timeout.ts';
import type { PaymentGateway } from './payment.port.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import { createSandboxStoreRepository } from './sandbox-store.repository.ts';

/** Every call that crosses to the gateway, given up after `timeoutMs` (ProviderTimeoutError → HTTP 504). */
function timed(adapter: PaymentGateway, timeoutMs: number): PaymentGateway {
  const limit = <T>(call: () => Promise<T>) => withTimeout('payment', timeoutMs, call);
  return {
    checkoutAddress: (order) => adapter.checkoutAddress(order),
    confirm: (input) => limit(() => adapter.confirm(input)),
    find: (input) => limit(() => adapter.find(input)),
    cancel: (input) => limit(() => adapter.cancel(input)),
    billingAuthAddress: (order) => adapter.billingAuthAddress(order),
    issueBillingKey: (input) => limit(() => adapter.issueBillingKey(input)),
    chargeBillingKey: (input) => limit(() => adapter.chargeBillingKey(input)),
    removeBillingKey: (input) => limit(() => adapter.removeBillingKey(input)),
    verifyWebhook: (input) => adapter.verifyWebhook(input),
  };
}

type PaymentFactoryDeps = { config: Config; db: Database; clock: Clock };
type PaymentAdapter = { gateway: PaymentGateway; sandbox?: SandboxGateway };

/** Adapters by the PAYMENT_PROVIDER value; a real gateway's adapter is one more entry. */
const adapters: Record<Config['payment']['provider'], (deps: PaymentFactoryDeps) => PaymentAdapter> = {
  sandbox: ({ config, db, clock }) => {
    const sandbox = createSandboxGateway({
      store: createSandboxStoreRepository(db, clock),
      clock,
      checkoutUrl: config.client.paymentRequestUrl,
      webhookSecret: config.payment.webhookSecret,
      hangMs: config.payment.sandboxHangMs,
    });
    return { gateway: sandbox.gateway, sandbox };
  },
};

/**
 * The one place that picks the gateway from config; with the sandbox, also the sandbox itself, whose
 * checkout this server then serves (a real gateway serves its own on its site).
 */
export function createPaymentGateway(deps: PaymentFactoryDeps): PaymentAdapter {
  const adapter = adapters[deps.config.payment.provider](deps);
  return { ...adapter, gateway: timed(adapter.gateway, deps.config.payment.timeoutMs) };
}
