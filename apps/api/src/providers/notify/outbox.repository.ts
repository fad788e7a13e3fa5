import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifyOutbox } from '../../db/schema/notify.ts';

export function createOutboxRepository(db: Database) {
  return {
    async insert(row: {
      channel: 'SMS' | 'EMAIL';
      recipient: string;
      subject: string;
      body: string;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(notifyOutbox).values(row);
    },

    async findLatest(channel: 'SMS' | 'EMAIL', recipient: string) {
      const rows = await db
        .select({
          recipient: notifyOutbox.recipient,
          body: notifyOutbox.body,
          createdAt: notifyOutbox.createdAt,
        })
        .from(notifyOutbox)
        .where(and(eq(notifyOutbox.channel, channel), eq(notifyOutbox.recipient, recipient)))
        .orderBy(desc(notifyOutbox.outboxNo))
        .limit(1);
      return rows[0];
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
