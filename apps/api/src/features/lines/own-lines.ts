import { maskName, maskPhoneNumber, messages, resultCodes } from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import { usageFeedCursorEnd } from '../../providers/carrier/carrier.port.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import { AppError } from '../../shared/app-error.ts';
import type { OwnLine, LinesRepository } from './lines.repository.ts';

/** A record the caller named that is not theirs: the same answer as one that does not exist. */
export const notOwn = () => new AppError(resultCodes.notFound, messages.notFound);

export const maskedNumber = (serviceNumber: string) => maskPhoneNumber(serviceNumber);
export { maskName };

/** Until when the usage feed has been read (the end of the last hour delivered), in Seoul time. */
export function countedUntilOf(cursor: string | null): string | null {
  const end = cursor === null ? undefined : usageFeedCursorEnd(cursor);
  return end === undefined ? null : toSeoulIsoString(end);
}

/**
 * The session's own lines and accounts, the only ones a self-care read answers about: nothing the client
 * names is trusted until it is found among them (docs/self-care.md).
 */
export function createOwnership(repository: LinesRepository) {
  async function linesOf(acting: Acting): Promise<OwnLine[]> {
    return repository.findOwnLines(acting.userNo);
  }

  return {
    linesOf,

    /** The line self-care acts on (the header's line switcher), which the session holds. */
    async lineInUse(acting: Acting): Promise<{ line: OwnLine; lines: OwnLine[] }> {
      const lines = await linesOf(acting);
      const line = lines.find((one) => one.userLineNo === acting.userLineNo);
      // The session's line is the subscriber's by construction; a line moved away since is no longer theirs.
      if (line === undefined) throw notOwn();
      return { line, lines };
    },

    /** One of the session's billing accounts: the one named, or the line in use's. */
    async accountOf(acting: Acting, billAcntId: string | undefined): Promise<string> {
      const lines = await linesOf(acting);
      if (billAcntId === undefined) {
        const line = lines.find((one) => one.userLineNo === acting.userLineNo);
        if (line === undefined) throw notOwn();
        return line.billAcntId;
      }
      const accounts = await repository.findOwnAccounts(acting.userNo);
      if (!accounts.some((account) => account.billAcntId === billAcntId)) throw notOwn();
      return billAcntId;
    },
  };
}

export type Ownership = ReturnType<typeof createOwnership>;
