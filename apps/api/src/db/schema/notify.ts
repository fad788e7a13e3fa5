import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const notifyChannels = ['SMS', 'EMAIL'] as const;

/** What the notify sandbox "sent": texts and e-mails, newest last. */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    outboxNo: bigserial('outbox_no', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 5, enum: notifyChannels }).notNull(),
    /** A phone number (digits) or an e-mail address. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notify_outbox_recipient_idx').on(table.channel, table.recipient, table.outboxNo)],
);
