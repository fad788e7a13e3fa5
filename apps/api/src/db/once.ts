import { createHash } from 'node:crypto';
import stableStringify from 'safe-stable-stringify';
import { IDEMPOTENCY_KEY_KEEP_DAYS, messages, resultCodes, type Message } from '@mvno/contract';
import { keyScopeOf, type Actor } from '../shared/actor.ts';
import { AppError } from '../shared/app-error.ts';
import { DAY_SECONDS, secondsAfter, type Clock } from '../shared/clock.ts';
import { isLockTimeout } from './errors.ts';
import { KEY_IN_PROGRESS, type FirstAnswer, type KeyClaim, type OnceRepository } from './once.repository.ts';
import type { IsolationLevel, TransactionalDatabase } from './transaction.ts';

/** One request for an action that must happen once: who asks, with which key, for which call and input. */
export interface ActionRequest {
  actor: Actor;
  /** The call's name in the contract (`createInquiry`): the same key for another call is another request. */
  callName: string;
  idempotencyKey: string;
  /** The call's validated input (path, query and body): the same key with another input is refused. */
  input: unknown;
  clientAddress?: string;
  requestId?: string;
}

/** What the audit log records of one change. */
export interface AuditEntry {
  /** What was done, as `area.verb` (`inquiry.create`, `line.pause`). */
  action: string;
  /** What it was done to: a LINE, an ACCOUNT, an ORDER, an APPLICATION, an INQUIRY… and its number. */
  subject: { kind: string; no: number | string };
  /** The states an operator needs to see the change; never a resident number or a card number. */
  before?: unknown;
  after?: unknown;
}

/** Writes an audit row in the action's own transaction: it lands exactly when the change does. */
export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * How long a repeat waits for the first request of its key to finish on a PostgreSQL server before it is
 * told to try again (HTTP 409), so a slow first request never ties up every connection its repeats hold.
 */
export const WAIT_FOR_FIRST_MS = 5000;

/**
 * How long a key taken by a request whose action crosses transactions (runAcross) stays its own without an
 * answer. Longer than any provider is waited for; after it, the request's process is taken to have died and
 * a repeat acts again, reading the action's own records (a payment marked unknown, an order under way).
 */
export const IN_PROGRESS_LEASE_SECONDS = 60;

/** Refusals that are answers: a repeat gets them again. A 429 or a 401 is not about the request itself. */
const isKeptRefusal = (error: AppError) =>
  error.httpStatus === 200 ||
  error.httpStatus === 400 ||
  error.httpStatus === 404 ||
  error.httpStatus === 422;

function hashOf(callName: string, input: unknown): string {
  return createHash('sha256')
    .update(stableStringify({ callName, input }) ?? '')
    .digest('hex');
}

/**
 * Once, with its audit row (CONVENTIONS 16): every action that moves money or changes a line, an order or an
 * application runs through `run`. In one transaction it takes the caller's key, does the work, writes the
 * work's audit rows and keeps the answer, so a key exists exactly when its action happened. A repeat with
 * the same key and the same request gets the first answer (success or refusal) without acting again; with
 * another request it is refused. A repeat that arrives while the first is still at work waits for it (the
 * key's unique index), or after WAIT_FOR_FIRST_MS is told to try again. A failure that is no answer (a
 * provider timeout, a fault) rolls everything back, key included, so the retry acts.
 */
export function createOnce(deps: {
  onceRepository: OnceRepository;
  database: Pick<TransactionalDatabase, 'transaction' | 'savepoint'>;
  clock: Clock;
  /** WAIT_FOR_FIRST_MS unless a test shortens it. */
  waitForFirstMs?: number;
}) {
  const { onceRepository, database, clock, waitForFirstMs = WAIT_FOR_FIRST_MS } = deps;

  function auditFor(actor: Actor, request: Partial<ActionRequest>): Audit {
    return async ({ action, subject, before, after }) => {
      await onceRepository.appendAudit({
        actorKind: actor.kind,
        actorNo: actor.kind === 'SUBSCRIBER' ? actor.userNo : actor.kind === 'STAFF' ? actor.staffNo : null,
        actorRole: actor.kind === 'STAFF' ? actor.role : actor.kind === 'SYSTEM' ? actor.job : null,
        actorReason: actor.kind === 'STAFF' ? (actor.actingFor?.reason ?? null) : null,
        actedForNo: actor.kind === 'STAFF' ? (actor.actingFor?.userNo ?? null) : null,
        action,
        subjectKind: subject.kind,
        subjectNo: String(subject.no),
        before: before ?? null,
        after: after ?? null,
        occurredAt: clock.now(),
        clientAddress: request.clientAddress ?? null,
        requestId: request.requestId ?? null,
        idempotencyKey: request.idempotencyKey ?? null,
      });
    };
  }

  type Outcome<T> = { kind: 'DONE'; value: T } | { kind: 'REFUSED'; error: AppError };

  const inProgress = () => new AppError(resultCodes.inProgress, messages.idempotencyInProgress, 409);

  /**
   * Takes the request's key in the open transaction; when another request has it, what this one gets
   * instead: that request's answer, a refusal of another request under the same key, or (while the first is
   * still at work across transactions) an error telling it to try again.
   */
  async function claim<T>(
    request: ActionRequest,
    options: { mayTakeOver: boolean },
  ): Promise<{ claim: KeyClaim; outcome?: Outcome<T> }> {
    const claim: KeyClaim = {
      scope: keyScopeOf(request.actor),
      idempotencyKey: request.idempotencyKey,
      callName: request.callName,
      requestHash: hashOf(request.callName, request.input),
      createdAt: clock.now(),
    };
    if (await onceRepository.claimKey(claim, waitForFirstMs)) return { claim };
    const first: FirstAnswer | undefined = await onceRepository.findAnswer(claim.scope, claim.idempotencyKey);
    if (first === undefined) throw new Error('an idempotency key was taken but is not there');
    if (first.callName !== claim.callName || first.requestHash !== claim.requestHash) {
      const error = new AppError(resultCodes.invalidInput, messages.idempotencyKeyReused, 422);
      return { claim, outcome: { kind: 'REFUSED', error } };
    }
    if (first.httpStatus !== KEY_IN_PROGRESS) return { claim, outcome: replay(first) };
    const leaseEnded = secondsAfter(claim.createdAt, -IN_PROGRESS_LEASE_SECONDS);
    if (options.mayTakeOver && (await onceRepository.takeOverKey(claim, leaseEnded))) return { claim };
    throw inProgress();
  }

  /** Keeps the work's answer, or its refusal, as the key's; a fault is no answer and is thrown on. */
  async function answerWith<T>(claimed: KeyClaim, work: () => Promise<T>): Promise<Outcome<T>> {
    try {
      // The work's writes can be undone alone: a refusal keeps the key and its answer, nothing else.
      const value = await database.savepoint(work);
      const answer = JSON.stringify({ code: resultCodes.success, message: '', entity: value });
      await onceRepository.saveAnswer(claimed.scope, claimed.idempotencyKey, 200, answer);
      // What a repeat will get, to the byte: the first caller gets the same.
      return replay({ httpStatus: 200, answer });
    } catch (error) {
      if (!(error instanceof AppError) || !isKeptRefusal(error)) throw error;
      const answer = JSON.stringify({ code: error.code, message: error.userMessage, entity: null });
      await onceRepository.saveAnswer(claimed.scope, claimed.idempotencyKey, error.httpStatus, answer);
      return { kind: 'REFUSED', error };
    }
  }

  const settle = <T>(outcome: Outcome<T>): T => {
    if (outcome.kind === 'REFUSED') throw outcome.error;
    return outcome.value;
  };

  const waitedTooLong = (error: unknown) => (isLockTimeout(error) ? inProgress() : error);

  function replay<T>(first: { httpStatus: number; answer: string }): Outcome<T> {
    const envelope = JSON.parse(first.answer) as { code: number; message: Message | string; entity: T };
    if (envelope.code === resultCodes.success) return { kind: 'DONE', value: envelope.entity };
    // A refusal is kept as its message (id, source and values), worded again for whoever repeats it.
    const message =
      typeof envelope.message === 'string'
        ? { id: envelope.message, message: envelope.message }
        : envelope.message;
    return { kind: 'REFUSED', error: new AppError(envelope.code, message, first.httpStatus) };
  }

  return {
    async run<T>(
      request: ActionRequest,
      work: (audit: Audit) => Promise<T>,
      options: { isolation?: IsolationLevel } = {},
    ): Promise<T> {
      let outcome: Outcome<T>;
      try {
        outcome = await database.transaction(async (): Promise<Outcome<T>> => {
          const claimed = await claim<T>(request, { mayTakeOver: false });
          if (claimed.outcome !== undefined) return claimed.outcome;
          return answerWith(claimed.claim, () => work(auditFor(request.actor, request)));
        }, options);
      } catch (error) {
        throw waitedTooLong(error);
      }
      return settle(outcome);
    },

    /**
     * Once, for an action with a step outside (a payment gateway, the host carrier) that must not run inside
     * a transaction: PGlite has one connection, so a slow provider would hold every other request, and a
     * sandbox keeping its state in this database would join the action's transaction and be undone with it.
     *
     * 1. `begin`, in a transaction that takes the key (kept as in progress): the rules, and the action's own
     *    record of what it is about to do (a payment being confirmed). Its refusal is the key's answer.
     * 2. `call`, outside any transaction: the provider. When it throws (a timeout), the key is let go so that
     *    a retry acts again; `call` leaves the action's records saying what is known, and `begin` reads them.
     * 3. `finish`, in a transaction: the outcome recorded with its audit rows; its value, or its refusal, is
     *    the key's answer.
     *
     * A repeat while the first is at work is told to try again (HTTP 409); a key left in progress longer than
     * IN_PROGRESS_LEASE_SECONDS (its process died) is taken by the next repeat.
     */
    async runAcross<P, R, T>(
      request: ActionRequest,
      steps: {
        begin: (audit: Audit) => Promise<P>;
        /** `audit` writes the caller's audit rows in a transaction `call` opens itself. */
        call: (plan: P, audit: Audit) => Promise<R>;
        finish: (plan: P, result: R, audit: Audit) => Promise<T>;
      },
    ): Promise<T> {
      const audit = auditFor(request.actor, request);
      let begun: { claim: KeyClaim; plan: P } | { outcome: Outcome<T> };
      try {
        begun = await database.transaction(async () => {
          const claimed = await claim<T>(request, { mayTakeOver: true });
          if (claimed.outcome !== undefined) return { outcome: claimed.outcome };
          try {
            return { claim: claimed.claim, plan: await database.savepoint(() => steps.begin(audit)) };
          } catch (error) {
            if (!(error instanceof AppError) || !isKeptRefusal(error)) throw error;
            return { outcome: await answerWith<T>(claimed.claim, () => Promise.reject(error)) };
          }
        });
      } catch (error) {
        throw waitedTooLong(error);
      }
      if ('outcome' in begun) return settle(begun.outcome);
      const { claim: claimed, plan } = begun;
      const letGo = () =>
        database.transaction(() => onceRepository.releaseKey(claimed.scope, claimed.idempotencyKey));
      let result: R;
      try {
        result = await steps.call(plan, audit);
      } catch (error) {
        await letGo();
        throw error;
      }
      try {
        return settle(
          await database.transaction(() => answerWith(claimed, () => steps.finish(plan, result, audit))),
        );
      } catch (error) {
        if (!(error instanceof AppError) || !isKeptRefusal(error)) await letGo();
        throw error;
      }
    },

    /**
     * Runs work the server does on its own (a job's step) in one transaction with its audit rows, recorded as
     * the system's: a job is kept to once by its own record (db/jobs.ts), not by a caller's key.
     */
    asSystem<T>(job: string, work: (audit: Audit) => Promise<T>): Promise<T> {
      return database.transaction(() => work(auditFor({ kind: 'SYSTEM', job }, {})));
    },

    /**
     * Runs a change that takes no idempotency key (a sign-up, a password change, a line switch: each is the
     * same change when repeated) in one transaction with its audit rows, as `actor`'s.
     */
    audited<T>(
      actor: Actor,
      request: Pick<ActionRequest, 'clientAddress' | 'requestId'>,
      work: (audit: Audit) => Promise<T>,
    ): Promise<T> {
      return database.transaction(() => work(auditFor(actor, request)));
    },

    /** Forgets keys older than IDEMPOTENCY_KEY_KEEP_DAYS: a retry after that acts again. Answers how many. */
    purgeExpiredKeys(): Promise<number> {
      return onceRepository.deleteKeysBefore(
        secondsAfter(clock.now(), -IDEMPOTENCY_KEY_KEEP_DAYS * DAY_SECONDS),
      );
    },
  };
}
export type Once = ReturnType<typeof createOnce>;
