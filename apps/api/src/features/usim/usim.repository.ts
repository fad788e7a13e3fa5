import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TermsType } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { payments } from '../../db/schema/payment.ts';
import { terms } from '../../db/schema/terms.ts';
import { usimPurchases } from '../../db/schema/usim.ts';

export type UsimPurchaseRow = typeof usimPurchases.$inferSelect;
export type NewUsimPurchase = Omit<
  typeof usimPurchases.$inferInsert,
  'usimPurchaseNo' | 'dispatchFailures' | 'paymentAttempts' | 'changedAt'
>;

/** What the buyer sees of the payment: how it was paid, by which card company or carrier, masked. */
export type UsimPurchaseView = UsimPurchaseRow & {
  issuer: string | null;
  maskedNumber: string | null;
};

/** The statuses a buyer sees: paid, shipping, delivered, cancelled. */
const SHOWN_STATUSES = ['P', 'S', 'F', 'C'] as const;

const viewColumns = {
  purchase: usimPurchases,
  issuer: payments.issuer,
  maskedNumber: payments.maskedNumber,
};
const toView = (row: {
  purchase: UsimPurchaseRow;
  issuer: string | null;
  maskedNumber: string | null;
}): UsimPurchaseView => ({ ...row.purchase, issuer: row.issuer, maskedNumber: row.maskedNumber });

export function createUsimRepository(db: Database) {
  /**
   * Orders a member made, and those made without a login from a number of one of the member's lines while the
   * line had it: a subscriber who bought a SIM before logging in finds it among their own.
   */
  const ofMember = (userNo: number): SQL | undefined =>
    or(
      eq(usimPurchases.userNo, userNo),
      exists(
        db
          .select({ one: sql`1` })
          .from(userLines)
          .where(
            and(
              eq(userLines.userNo, userNo),
              eq(userLines.serviceNumber, usimPurchases.buyerPhone),
              lte(userLines.openedAt, usimPurchases.orderedAt),
              or(isNull(userLines.endedAt), gte(userLines.endedAt, usimPurchases.orderedAt)),
            ),
          ),
      ),
    );
  const views = () =>
    db
      .select(viewColumns)
      .from(usimPurchases)
      .leftJoin(payments, eq(payments.orderId, usimPurchases.paymentOrderId));

  return {
    /** Holds the buyer's number until the transaction ends: two orders of one number count one after the other. */
    async lockBuyer(buyerPhone: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`usim-buyer:${buyerPhone}`}))`);
    },

    /**
     * SIMs the number has ordered in the month from `monthStart`: paid ones, and those still waiting for their
     * payment at `now`, cancelled and never-paid ones aside.
     */
    async countOrdered(buyerPhone: string, monthStart: Date, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql`coalesce(sum(${usimPurchases.quantity}), 0)`.mapWith(Number) })
        .from(usimPurchases)
        .where(
          and(
            eq(usimPurchases.buyerPhone, buyerPhone),
            gte(usimPurchases.orderedAt, monthStart),
            or(
              inArray(usimPurchases.status, ['P', 'S', 'F']),
              and(eq(usimPurchases.status, 'W'), gt(usimPurchases.payUntil, now)),
            ),
          ),
        );
      return row?.total ?? 0;
    },

    /** The version in force on `day` of each type asked for (the newest that has taken effect). */
    async findTermsInForce(types: readonly TermsType[], day: string): Promise<Map<TermsType, number>> {
      const rows = await db
        .select({ type: terms.type, termsNo: terms.termsNo })
        .from(terms)
        .where(and(inArray(terms.type, [...types]), lte(terms.effectiveDate, day)))
        .orderBy(asc(terms.effectiveDate));
      // Later rows are newer: the last of each type wins.
      return new Map(rows.map((row) => [row.type, row.termsNo]));
    },

    async insert(purchase: NewUsimPurchase): Promise<UsimPurchaseRow> {
      const [row] = await db
        .insert(usimPurchases)
        .values({ ...purchase, changedAt: purchase.orderedAt })
        .returning();
      if (row === undefined) throw new Error('the order was not kept');
      return row;
    },

    async update(
      usimPurchaseNo: number,
      change: Partial<UsimPurchaseRow> & { changedAt: Date },
    ): Promise<void> {
      await db.update(usimPurchases).set(change).where(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo));
    },

    /** Moves an order from one of `from` only: false when it had moved on meanwhile. */
    async move(
      usimPurchaseNo: number,
      from: readonly UsimPurchaseRow['status'][],
      change: Partial<UsimPurchaseRow> & { changedAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(usimPurchases)
        .set(change)
        .where(
          and(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo), inArray(usimPurchases.status, [...from])),
        )
        .returning({ usimPurchaseNo: usimPurchases.usimPurchaseNo });
      return rows.length > 0;
    },

    /** Lets go (X) of an order whose wait for its payment is over at `now`: false when it is not (any more). */
    async lapse(usimPurchaseNo: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(usimPurchases)
        .set({ status: 'X', changedAt: now })
        .where(
          and(
            eq(usimPurchases.usimPurchaseNo, usimPurchaseNo),
            eq(usimPurchases.status, 'W'),
            lt(usimPurchases.payUntil, now),
          ),
        )
        .returning({ usimPurchaseNo: usimPurchases.usimPurchaseNo });
      return rows.length > 0;
    },

    async findForUpdate(usimPurchaseNo: number): Promise<UsimPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(usimPurchases)
        .where(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo))
        .for('update');
      return row;
    },

    async findByKeyHash(purchaseKeyHash: string): Promise<UsimPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(usimPurchases)
        .where(eq(usimPurchases.purchaseKeyHash, purchaseKeyHash));
      return row;
    },

    /** The order a purchase key names, held until the transaction ends. */
    async findByKeyHashForUpdate(purchaseKeyHash: string): Promise<UsimPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(usimPurchases)
        .where(eq(usimPurchases.purchaseKeyHash, purchaseKeyHash))
        .for('update');
      return row;
    },

    async findView(usimPurchaseNo: number): Promise<UsimPurchaseView | undefined> {
      const [row] = await views().where(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo));
      return row === undefined ? undefined : toView(row);
    },

    /** A member's orders, or a number's, since `since`, newest first; orders never paid aside. */
    async listViews(
      owner: { userNo: number } | { buyerPhone: string },
      since: Date,
    ): Promise<UsimPurchaseView[]> {
      const rows = await views()
        .where(
          and(
            'userNo' in owner ? ofMember(owner.userNo) : eq(usimPurchases.buyerPhone, owner.buyerPhone),
            gte(usimPurchases.orderedAt, since),
            inArray(usimPurchases.status, [...SHOWN_STATUSES]),
          ),
        )
        .orderBy(desc(usimPurchases.orderedAt), desc(usimPurchases.usimPurchaseNo));
      return rows.map(toView);
    },

    /**
     * Paid SIM cards not yet handed to a courier, nor being cancelled, nor refused by the courier
     * `courierTriesMax` times already, oldest first.
     */
    findToDispatch(limit: number, courierTriesMax: number): Promise<UsimPurchaseRow[]> {
      return db
        .select()
        .from(usimPurchases)
        .where(
          and(
            eq(usimPurchases.status, 'P'),
            sql`${usimPurchases.deliveryType} is not null`,
            isNull(usimPurchases.dispatchStartedAt),
            isNull(usimPurchases.cancelRequestedAt),
            lt(usimPurchases.dispatchFailures, courierTriesMax),
          ),
        )
        .orderBy(asc(usimPurchases.paidAt))
        .limit(limit);
    },

    /**
     * Paid orders whose cancel is to be finished: asked before `requestedBefore` (no request is still at it),
     * or never asked of an order the courier refused `courierTriesMax` times.
     */
    findCancelsToFinish(input: {
      requestedBefore: Date;
      courierTriesMax: number;
      limit: number;
    }): Promise<UsimPurchaseRow[]> {
      return db
        .select()
        .from(usimPurchases)
        .where(
          and(
            eq(usimPurchases.status, 'P'),
            isNull(usimPurchases.dispatchStartedAt),
            or(
              lte(usimPurchases.cancelRequestedAt, input.requestedBefore),
              and(
                isNull(usimPurchases.cancelRequestedAt),
                gte(usimPurchases.dispatchFailures, input.courierTriesMax),
              ),
            ),
          ),
        )
        .orderBy(asc(usimPurchases.paidAt))
        .limit(input.limit);
    },

    /**
     * Marks, on a paid order neither going out nor being cancelled, the courier's call begun (`dispatch`) or
     * the server's cancel begun (`cancel`): each refuses the other. False when the order was not free.
     */
    async startHandling(usimPurchaseNo: number, what: 'dispatch' | 'cancel', at: Date): Promise<boolean> {
      const rows = await db
        .update(usimPurchases)
        .set(
          what === 'dispatch'
            ? { dispatchStartedAt: at, changedAt: at }
            : { cancelRequestedAt: at, changedAt: at },
        )
        .where(
          and(
            eq(usimPurchases.usimPurchaseNo, usimPurchaseNo),
            eq(usimPurchases.status, 'P'),
            isNull(usimPurchases.dispatchStartedAt),
            isNull(usimPurchases.cancelRequestedAt),
          ),
        )
        .returning({ usimPurchaseNo: usimPurchases.usimPurchaseNo });
      return rows.length > 0;
    },

    /** Orders on their way (S), and paid eSIMs (P) whose download is awaited. */
    findToTrack(limit: number): Promise<UsimPurchaseRow[]> {
      return db
        .select()
        .from(usimPurchases)
        .where(
          or(
            eq(usimPurchases.status, 'S'),
            and(
              eq(usimPurchases.status, 'P'),
              eq(usimPurchases.usimKind, 'ESIM'),
              isNull(usimPurchases.cancelRequestedAt),
            ),
          ),
        )
        .orderBy(asc(usimPurchases.changedAt))
        .limit(limit);
    },

    /** Orders whose wait for their payment ended before `now`: the payer never finished, or the payment failed. */
    findLapsed(now: Date, limit: number): Promise<Array<UsimPurchaseRow & { paymentStatus: string | null }>> {
      return db
        .select({ ...getTableColumns(usimPurchases), paymentStatus: payments.status })
        .from(usimPurchases)
        .leftJoin(payments, eq(payments.orderId, usimPurchases.paymentOrderId))
        .where(and(eq(usimPurchases.status, 'W'), lt(usimPurchases.payUntil, now)))
        .orderBy(asc(usimPurchases.payUntil))
        .limit(limit);
    },

    /** Whether the order is the member's: made by them, or from a number of one of their lines while it had it. */
    async isMembers(usimPurchaseNo: number, userNo: number): Promise<boolean> {
      const rows = await db
        .select({ usimPurchaseNo: usimPurchases.usimPurchaseNo })
        .from(usimPurchases)
        .where(and(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo), ofMember(userNo)));
      return rows.length > 0;
    },
  };
}
export type UsimRepository = ReturnType<typeof createUsimRepository>;
