import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { NotifyProvider, SandboxOutbox } from './notify.port.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createSandboxNotify } from './sandbox.ts';

type NotifyFactoryDeps = { config: Config; db: Database; clock: Clock };
interface NotifyAdapter {
  notify: NotifyProvider;
  /** Set by adapters that keep an outbox to read back. */
  outbox: SandboxOutbox | undefined;
}

/** Adapters by the NOTIFY_PROVIDER value; a real gateway is one more entry (with no outbox). */
const adapters: Record<Config['notify']['provider'], (deps: NotifyFactoryDeps) => NotifyAdapter> = {
  sandbox: ({ db, clock }) => {
    const sandbox = createSandboxNotify({ outboxRepository: createOutboxRepository(db), clock });
    return { notify: sandbox, outbox: sandbox };
  },
};

/** The one place that picks the notify adapter from config. */
export function createNotifyProvider(deps: NotifyFactoryDeps): {
  notify: NotifyProvider;
  /** Only when the adapter keeps an outbox and SANDBOX_OUTBOX_READABLE allows reading it. */
  readableOutbox: SandboxOutbox | undefined;
} {
  const { notify, outbox } = adapters[deps.config.notify.provider](deps);
  return { notify, readableOutbox: deps.config.sandboxOutboxReadable ? outbox : undefined };
}
