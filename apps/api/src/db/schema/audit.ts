import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Who acted: a subscriber, a staff member, the server on its own (a job), or a visitor without a login. */
export const actorKinds = ['SUBSCRIBER', 'STAFF', 'SYSTEM', 'VISITOR'] as const;

/**
 * The first answer of every idempotent action (db/once.ts), by whose key it is: `scope` names the actor
 * (`subscriber:12`, `staff:3`, `visitor`), so two people's keys never meet. A key is written in the same
 * transaction as the action's effect and its audit row, so it exists exactly when the action happened (or
 * was refused, for a refusal is an answer too). Kept IDEMPOTENCY_KEY_KEEP_DAYS, then purged by a job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 300 }).notNull(),
    callName: varchar('call_name', { length: 80 }).notNull(),
    /** SHA-256 of the call's validated input: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    httpStatus: smallint('http_status').notNull(),
    /** The envelope as it was first sent, as text: a replay answers the very same bytes. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.idempotencyKey] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * What was done to money, a line, an account, an order or an application: append-only (migration 0014 refuses
 * every UPDATE, DELETE and TRUNCATE). `before` and `after` are the states an operator needs to see the
 * change, never a resident number or a card number (the services choose what they record).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditNo: bigserial('audit_no', { mode: 'number' }).primaryKey(),
    actorKind: varchar('actor_kind', { length: 10, enum: actorKinds }).notNull(),
    /** userNo of a subscriber, staffNo of a staff member; null for the system and visitors. */
    actorNo: integer('actor_no'),
    /** The staff member's role when they acted, or the job's name for the system. */
    actorRole: varchar('actor_role', { length: 40 }),
    /** Why a staff member acted on a subscriber's line or account, as they stated it. */
    actorReason: varchar('actor_reason', { length: 200 }),
    /** The subscriber a staff member acted for (their userNo); null when the actor is the subscriber. */
    actedForNo: integer('acted_for_no'),
    action: varchar('action', { length: 80 }).notNull(),
    /** What was acted on: LINE, ACCOUNT, ORDER, APPLICATION, INQUIRY… and its number. */
    subjectKind: varchar('subject_kind', { length: 20 }).notNull(),
    subjectNo: varchar('subject_no', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    clientAddress: varchar('client_address', { length: 45 }),
    requestId: varchar('request_id', { length: 64 }),
    idempotencyKey: varchar('idempotency_key', { length: 300 }),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectKind, table.subjectNo, table.auditNo),
    index('audit_log_actor_idx').on(table.actorKind, table.actorNo, table.auditNo),
  ],
);
