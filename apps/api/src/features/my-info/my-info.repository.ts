import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { MarketingChannel } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { marketingConsents, users } from '../../db/schema/account.ts';
import { lineAddServices } from '../../db/schema/ledger.ts';
import { addServices } from '../../db/schema/product.ts';

/** The subscriber's consent to advertising, and a line's add-ons as its details show them. */
export function createMyInfoRepository(db: Database) {
  return {
    /** The subscriber's consent to advertising as joined, locked until the transaction ends. */
    async lockMarketingAgreement(userNo: number) {
      const [row] = await db
        .select({ isMarketingAgree: users.isMarketingAgree, marketingAgreedAt: users.marketingAgreedAt })
        .from(users)
        .where(eq(users.userNo, userNo))
        .for('update');
      return row;
    },

    /** The channels whose consent the subscriber has set since joining. */
    findMarketingConsents(userNo: number) {
      return db
        .select({
          channel: marketingConsents.channel,
          isAgreed: marketingConsents.isAgreed,
          changedAt: marketingConsents.changedAt,
        })
        .from(marketingConsents)
        .where(eq(marketingConsents.userNo, userNo));
    },

    async saveMarketingConsent(
      userNo: number,
      consent: { channel: MarketingChannel; isAgreed: boolean; changedAt: Date | null },
    ): Promise<void> {
      await db
        .insert(marketingConsents)
        .values({ userNo, ...consent })
        .onConflictDoUpdate({
          target: [marketingConsents.userNo, marketingConsents.channel],
          set: { isAgreed: consent.isAgreed, changedAt: consent.changedAt },
        });
    },

    /** The one consent the rest of the site reads: agreed while any channel is, since the latest agreement. */
    async setMarketingAgreement(userNo: number, agreedAt: Date | null): Promise<void> {
      await db
        .update(users)
        .set({ isMarketingAgree: agreedAt !== null, marketingAgreedAt: agreedAt })
        .where(eq(users.userNo, userNo));
    },

    /** The add-ons running on the day. */
    findAddServices(userLineNo: number, day: string) {
      return db
        .select({
          addServiceNo: addServices.addServiceNo,
          addServiceName: addServices.addServiceName,
          monthlyAmount: addServices.monthlyAmount,
          startsOn: lineAddServices.startsOn,
        })
        .from(lineAddServices)
        .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
        .where(
          and(
            eq(lineAddServices.userLineNo, userLineNo),
            or(isNull(lineAddServices.orderId), sql`${lineAddServices.confirmedAt} is not null`),
            lte(lineAddServices.startsOn, day),
            sql`(${lineAddServices.endsOn} is null or ${lineAddServices.endsOn} >= ${day})`,
          ),
        )
        .orderBy(asc(lineAddServices.startsOn), asc(lineAddServices.lineAddServiceNo));
    },
  };
}
export type MyInfoRepository = ReturnType<typeof createMyInfoRepository>;
