import type { Clock } from '../../shared/clock.ts';
import type { NotifyProvider, SandboxOutbox } from './notify.port.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** Sends nothing: every text and e-mail becomes a row of the outbox table. */
export function createSandboxNotify(deps: {
  outboxRepository: OutboxRepository;
  clock: Clock;
}): NotifyProvider & SandboxOutbox {
  const { outboxRepository, clock } = deps;
  return {
    async sendSms({ to, text }) {
      await outboxRepository.insert({
        channel: 'SMS',
        recipient: to,
        subject: '',
        body: text,
        createdAt: clock.now(),
      });
    },
    async sendEmail({ to, subject, text }) {
      await outboxRepository.insert({
        channel: 'EMAIL',
        recipient: to,
        subject,
        body: text,
        createdAt: clock.now(),
      });
    },
    async findLatestSms(phone) {
      const row = await outboxRepository.findLatest('SMS', phone);
      return row === undefined ? undefined : { phone: row.recipient, text: row.body, sentAt: row.createdAt };
    },
  };
}
