import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lineAddServices } from '../../db/schema/ledger.ts';
import { addServices, plans } from '../../db/schema/product.ts';

/** A line's add-on (line_add_services) with the add-on's terms. */
export type LineAddServiceRow = Awaited<
  ReturnType<ReturnType<typeof createAddServiceRepository>['findLineAddServices']>
>[number];

/** An add-on as the join rules read it (rules/add-service.ts). */
export type AddServiceTermsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAddServiceRepository>['findAddService']>>
>;

/** The rows joining and cancelling an add-on writes (docs/self-care-rules.md). */
export function createAddServiceRepository(db: Database) {
  const terms = {
    addServiceNo: addServices.addServiceNo,
    addServiceCode: addServices.addServiceCode,
    addServiceName: addServices.addServiceName,
    summary: addServices.summary,
    monthlyAmount: addServices.monthlyAmount,
    isTaxable: addServices.isTaxable,
    extraMonthData: addServices.extraMonthData,
    extraVoice: addServices.extraVoice,
    isSelfJoin: addServices.isSelfJoin,
    isActive: addServices.isActive,
    conflictGroup: addServices.conflictGroup,
    fitsOnly: addServices.fitsOnly,
  };
  const columns = {
    ...terms,
    lineAddServiceNo: lineAddServices.lineAddServiceNo,
    userLineNo: lineAddServices.userLineNo,
    startsOn: lineAddServices.startsOn,
    endsOn: lineAddServices.endsOn,
    orderId: lineAddServices.orderId,
    requestedAt: lineAddServices.requestedAt,
    confirmedAt: lineAddServices.confirmedAt,
    endOrderId: lineAddServices.endOrderId,
    endRequestedAt: lineAddServices.endRequestedAt,
  };
  return {
    /** Every add-on row of the line, taken or under way, oldest first. */
    findLineAddServices(userLineNo: number) {
      return db
        .select(columns)
        .from(lineAddServices)
        .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
        .where(eq(lineAddServices.userLineNo, userLineNo))
        .orderBy(asc(lineAddServices.startsOn), asc(lineAddServices.lineAddServiceNo));
    },

    async findLineAddService(lineAddServiceNo: number) {
      const [row] = await db
        .select(columns)
        .from(lineAddServices)
        .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
        .where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
      return row;
    },

    async findAddService(addServiceNo: number) {
      const [row] = await db
        .select(terms)
        .from(addServices)
        .where(eq(addServices.addServiceNo, addServiceNo));
      return row;
    },

    /** The plan's monthly data and minutes, which some add-ons are made for. */
    async findPlanAllowance(planNo: number) {
      const [row] = await db
        .select({ basicMonthData: plans.basicMonthData, basicVoice: plans.basicVoice })
        .from(plans)
        .where(eq(plans.planNo, planNo));
      if (row === undefined) throw new Error(`no plan ${planNo}`);
      return row;
    },

    async insertJoin(row: {
      userLineNo: number;
      addServiceNo: number;
      startsOn: string;
      orderId: string;
      requestedAt: Date;
    }): Promise<number> {
      const [inserted] = await db
        .insert(lineAddServices)
        .values(row)
        .returning({ lineAddServiceNo: lineAddServices.lineAddServiceNo });
      if (inserted === undefined) throw new Error('an add-on joined gives its number');
      return inserted.lineAddServiceNo;
    },

    async confirmJoin(lineAddServiceNo: number, at: Date): Promise<void> {
      await db
        .update(lineAddServices)
        .set({ confirmedAt: at })
        .where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
    },

    /** A join that never took effect. */
    async deleteJoin(lineAddServiceNo: number): Promise<void> {
      await db.delete(lineAddServices).where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
    },

    async markEndRequested(lineAddServiceNo: number, endOrderId: string, at: Date): Promise<void> {
      await db
        .update(lineAddServices)
        .set({ endOrderId, endRequestedAt: at })
        .where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
    },

    /** A cancellation that never took effect: the add-on runs on. */
    async clearEndRequest(lineAddServiceNo: number): Promise<void> {
      await db
        .update(lineAddServices)
        .set({ endOrderId: null, endRequestedAt: null })
        .where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
    },

    async setEnd(lineAddServiceNo: number, endsOn: string): Promise<void> {
      await db
        .update(lineAddServices)
        .set({ endsOn })
        .where(eq(lineAddServices.lineAddServiceNo, lineAddServiceNo));
    },

    /**
     * Joins and cancellations sent before `before` that the carrier never answered: the job withdraws them.
     * `kind` says which of the two a row's order is.
     */
    async findUnanswered(before: Date) {
      const rows = await db
        .select(columns)
        .from(lineAddServices)
        .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
        .where(
          or(
            and(
              isNotNull(lineAddServices.orderId),
              isNull(lineAddServices.confirmedAt),
              lt(lineAddServices.requestedAt, before),
            ),
            and(
              isNotNull(lineAddServices.endOrderId),
              isNull(lineAddServices.endsOn),
              lt(lineAddServices.endRequestedAt, before),
            ),
          ),
        );
      // Each with the order under way as its orderId.
      return rows.map((row) =>
        row.orderId !== null && row.confirmedAt === null
          ? { ...row, kind: 'JOIN' as const }
          : { ...row, kind: 'END' as const, orderId: row.endOrderId },
      );
    },
  };
}
export type AddServiceRepository = ReturnType<typeof createAddServiceRepository>;
