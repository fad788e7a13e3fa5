import type { LinesRepository } from './lines.repository.ts';
import type { PauseRepository } from './pause.repository.ts';

export type { OwnLine } from './lines.repository.ts';
export type { PauseRow } from './pause.repository.ts';

/**
 * What the self-care features read of a subscriber's lines and accounts (the lines, their accounts,
 * discounts and limits, the plans on sale) and the lock a change of a line takes. The lines module builds
 * them once and hands them to the features that need them; each names only what it reads.
 */
export type LineRecords = LinesRepository;

/** A line's pauses and loss suspensions, from which its state follows (pause-state.ts). */
export type PauseRecords = PauseRepository;

/** A part of the `reconcile-line-orders` job: settles a feature's unanswered orders, answers how many. */
export type LineOrderReconciler = () => Promise<number>;

/**
 * The `reconcile-line-orders` job, which the lines module runs: the pauses' part first, then each part a
 * feature with line orders of its own adds as it is built, in the order of the app's feature list.
 */
export function createLineOrderReconciling(reconcilePauses: LineOrderReconciler) {
  const reconcilers: LineOrderReconciler[] = [reconcilePauses];
  return {
    add(reconcile: LineOrderReconciler): void {
      reconcilers.push(reconcile);
    },
    /** Runs every part in turn; answers how many orders and line states they settled in all. */
    async run(): Promise<number> {
      let settled = 0;
      for (const reconcile of reconcilers) settled += await reconcile();
      return settled;
    },
  };
}
export type LineOrderReconciling = ReturnType<typeof createLineOrderReconciling>;
