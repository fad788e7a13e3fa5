import type { RunInTransaction } from '../../db/transaction.ts';
import type { CarrierProvider, CarrierUsageRecord } from '../../providers/carrier/carrier.port.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulPeriodOf } from '../../shared/seoul-time.ts';
import type { LedgerRepository, NewUsageRecord } from './ledger.repository.ts';
import { parseUsageCsv } from './usage-csv.ts';

/** The feed's records read per call; each page is kept with the feed's new cursor in one transaction. */
export const USAGE_FEED_PAGE = 5_000;
const USAGE_FEED = 'usage';
/** A record stamped later than this after our own time is refused: clocks differ, but not by more. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface UsageIngestion {
  /** Records kept for the first time. */
  added: number;
  /** Records kept before: a replay changes nothing. */
  repeated: number;
  rejected: Array<{ recordId: string; reason: string }>;
}

/**
 * Usage from the host carrier (docs/billing.md): its feed read on a timer and its files imported by hand,
 * each record kept once, by its record id, with the line's day sums in the same transaction.
 */
export function createUsageService(deps: {
  ledgerRepository: LedgerRepository;
  carrier: CarrierProvider;
  transaction: RunInTransaction;
  clock: Clock;
}) {
  const { ledgerRepository, carrier, transaction, clock } = deps;

  /** Checks each record against the ledger and keeps the good ones, in the caller's transaction or its own. */
  async function ingest(records: readonly CarrierUsageRecord[]): Promise<UsageIngestion> {
    const rejected: UsageIngestion['rejected'] = [];
    const lines = await ledgerRepository.findLinesByNumber(records.map((record) => record.serviceNumber));
    const finalPeriods = await ledgerRepository.findFinalPeriods(
      [...lines.values()].map((line) => line.billAcntId),
      records.map((record) => seoulPeriodOf(record.usedAt)),
    );
    const latest = clock.now().getTime() + CLOCK_SKEW_MS;
    const accepted: NewUsageRecord[] = [];
    for (const record of records) {
      const line = lines.get(record.serviceNumber);
      const reject = (reason: string) => rejected.push({ recordId: record.recordId, reason });
      if (line === undefined) reject('serviceNumber: no line of ours has this number');
      else if (record.usedAt < line.openedAt) reject('usedAt: before the line was opened');
      else if (line.endedAt !== null && record.usedAt > line.endedAt) reject('usedAt: after the line ended');
      else if (record.usedAt.getTime() > latest) reject('usedAt: in the future');
      else if (finalPeriods.has(`${line.billAcntId}|${seoulPeriodOf(record.usedAt)}`))
        reject('usedAt: the bill of that month is final; send it as an adjustment');
      else
        accepted.push({
          recordId: record.recordId,
          userLineNo: line.userLineNo,
          usageKind: record.usageKind,
          quantity: record.quantity,
          usedAt: record.usedAt,
        });
    }
    const added = await transaction(() => ledgerRepository.addUsage(accepted, clock.now()));
    return { added, repeated: accepted.length - added, rejected };
  }

  return {
    ingest,

    /**
     * Reads the carrier's feed from where it was last read up to the last hour that has ended, page by page,
     * each page kept together with the new cursor; answers how many records were new. `from` starts elsewhere
     * (the seed reads a year back).
     */
    async readUsageFeed(options: { from?: string } = {}): Promise<number> {
      let added = 0;
      let after = options.from ?? (await ledgerRepository.findFeedCursor(USAGE_FEED));
      for (;;) {
        const page = await carrier.readUsageFeed({ after, limit: USAGE_FEED_PAGE });
        if (page.cursor === after) break;
        const cursor = page.cursor;
        added += await transaction(async () => {
          const result = await ingest(page.records);
          await ledgerRepository.saveFeedCursor(USAGE_FEED, cursor, clock.now());
          return result.added;
        });
        after = cursor;
      }
      return added;
    },

    /** A usage file of the host carrier: rows that do not parse or do not fit the ledger are reported. */
    async importUsageCsv(
      text: string,
    ): Promise<UsageIngestion & { rejectedRows: Array<{ line: number; reason: string }> }> {
      const { records, rejected: rejectedRows } = parseUsageCsv(text);
      return { ...(await ingest(records)), rejectedRows };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
