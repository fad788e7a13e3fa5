import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  sandboxGatewayAnswers,
  sandboxGatewayBillingKeys,
  sandboxGatewayPayments,
} from '../../db/schema/payment.ts';
import type { Clock } from '../../shared/clock.ts';
import type { GatewayAnswer } from './payment.port.ts';
import type { SandboxGatewayStore } from './sandbox.ts';

/** A kept answer read back: its dates were written as text. */
function answerOf(stored: unknown): GatewayAnswer {
  const answer = stored as GatewayAnswer;
  if (answer.outcome !== 'DONE') return answer;
  const { approvedAt } = answer.payment;
  return {
    ...answer,
    payment: { ...answer.payment, approvedAt: approvedAt === null ? null : new Date(approvedAt) },
  };
}

/** The sandbox gateway's store in its own tables (db/schema/payment.ts). */
export function createSandboxStoreRepository(db: Database, clock: Clock): SandboxGatewayStore {
  return {
    async findByKey(paymentKey) {
      const rows = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.paymentKey, paymentKey));
      return rows[0];
    },
    async findByOrder(orderId) {
      const rows = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.orderId, orderId))
        .orderBy(desc(sandboxGatewayPayments.authorizedAt))
        .limit(1);
      return rows[0];
    },
    async save(payment) {
      await db
        .insert(sandboxGatewayPayments)
        .values(payment)
        .onConflictDoUpdate({ target: sandboxGatewayPayments.paymentKey, set: payment });
    },
    async findAnswer(idempotencyKey) {
      const rows = await db
        .select({ answer: sandboxGatewayAnswers.answer })
        .from(sandboxGatewayAnswers)
        .where(eq(sandboxGatewayAnswers.idempotencyKey, idempotencyKey));
      return rows[0] === undefined ? undefined : answerOf(rows[0].answer);
    },
    async findBillingAuth(authKey) {
      const rows = await db
        .select()
        .from(sandboxGatewayBillingKeys)
        .where(eq(sandboxGatewayBillingKeys.authKey, authKey));
      return rows[0];
    },
    async findBillingKey(billingKey) {
      const rows = await db
        .select()
        .from(sandboxGatewayBillingKeys)
        .where(eq(sandboxGatewayBillingKeys.billingKey, billingKey));
      return rows[0];
    },
    async saveBilling(record) {
      await db
        .insert(sandboxGatewayBillingKeys)
        .values(record)
        .onConflictDoUpdate({ target: sandboxGatewayBillingKeys.authKey, set: record });
    },
    async saveAnswer(idempotencyKey, answer) {
      await db
        .insert(sandboxGatewayAnswers)
        .values({ idempotencyKey, answer, createdAt: clock.now() })
        .onConflictDoNothing();
    },
  };
}
