import type { SandboxSms } from '@mvno/contract';
import type { SandboxOutbox } from '../../providers/notify/notify.port.ts';
import { AppError } from '../../shared/app-error.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';

/** Reads back what the notify sandbox sent; only built when SANDBOX_OUTBOX_READABLE=true. */
export function createSandboxService(deps: { outbox: SandboxOutbox }) {
  return {
    async findLatestSms(phone: string): Promise<SandboxSms> {
      const sms = await deps.outbox.findLatestSms(phone);
      if (sms === undefined) throw AppError.notFound();
      return {
        phone: sms.phone,
        text: sms.text,
        sentAt: toSeoulIsoString(sms.sentAt),
        code: /\d{6}/.exec(sms.text)?.[0] ?? null,
      };
    },
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
