import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { isFlowEnd, messages, resultCodes, type FlowDefinition, type Message } from '@mvno/contract';
import { AppError } from '../shared/app-error.ts';
import { secondsAfter, type Clock } from '../shared/clock.ts';
import { createOpaqueToken, hashToken } from '../shared/opaque-token.ts';
import type { FlowRow, FlowsRepository } from './flows.repository.ts';
import { IN_PROGRESS_LEASE_SECONDS, type ActionRequest, type Audit, type Once } from './once.ts';
import type { RunInTransaction, TransactionOptions } from './transaction.ts';

/** How many due undos one run of `undo-journeys` takes. */
const UNDO_BATCH = 50;
/** An undo whose run died is tried again after this long; one that failed, after its back-off. */
const UNDO_LEASE_SECONDS = 120;
/** The longest wait between two tries of an undo that keeps failing (each failure is logged meanwhile). */
const UNDO_MAX_BACKOFF_SECONDS = 6 * 3600;

/** What undoes a provider's part in a step: the registered undo's name and what it needs (JSON). */
export interface UndoRequest {
  undo: string;
  payload: unknown;
}

/**
 * Undoes one provider's part in a journey (releases a number, cancels a payment, withdraws a porting
 * request). It may run again after a run that died before recording it, so it is safe to repeat: it acts
 * under `idempotencyKey` at the provider, or reads first whether anything is left to undo. A throw leaves
 * it due, tried again later.
 */
export type UndoHandler = (payload: unknown, context: { idempotencyKey: string }) => Promise<void>;

/** The three parts of a step that calls a provider (`takeAcross`), and what undoes the provider's part. */
export interface AcrossSteps<F, Stored, P, R, T> {
  /** In a transaction holding the flow: the step's rules and its records; `flowKey` is the journey's. */
  begin: (flow: F, audit: Audit, flowKey: string) => Promise<P>;
  /** Outside any transaction: the provider; `audit` writes the caller's rows in a transaction it opens. */
  call: (plan: P, audit: Audit) => Promise<R>;
  /** In a transaction: the outcome recorded and what the flow now holds. */
  finish: (flow: F, plan: P, result: R, audit: Audit) => Promise<{ collected: Stored; value: T }>;
  /** What undoes what the provider did, should the journey not go through. */
  undo?: (plan: P, result: R) => UndoRequest | undefined;
  /** What undoes whatever a provider that gave no answer may have done (safe when it did nothing). */
  undoUnanswered?: (plan: P) => UndoRequest | undefined;
}

/**
 * Whether `error` is `take`'s refusal of a transition from the wrong step: the flow moved (another tab,
 * another request) since the caller read it.
 */
export function isStepOutOfOrder(error: unknown): boolean {
  return error instanceof AppError && error.userMessage.id === messages.flowStepOutOfOrder.id;
}

/** A flow as its feature reads it: where it is and what its steps have collected (the feature's own shape). */
export interface Flow<Step extends string, Stored> {
  step: Step;
  collected: Stored;
  /** The subscriber who started it, when started logged in; they alone can find or move it. */
  userNo: number | null;
  expiresAt: Date;
  /** No transition leaves its step. */
  isOver: boolean;
}

/** Whose request it is: a subscriber's flow answers only them. */
export interface FlowCaller {
  userNo?: number;
}

/**
 * Journeys of several steps the server owns (docs/flows.md): activation, the counselor's application, a SIM
 * purchase, a pay-method change, sign-up. The contract names each flow's steps and transitions
 * (`defineFlow`); a feature keeps what the steps collect in a shape of its own (`stored`, which may hold
 * what the screens never see) and moves the flow only through `take`, which locks the flow's row, refuses a
 * transition taken from a step it does not leave, and writes the new step with the step's own work in one
 * transaction: a step whose work fails leaves the flow where it was.
 */
export function createFlows(deps: {
  flowsRepository: FlowsRepository;
  transaction: RunInTransaction;
  clock: Clock;
  /** For steps that call a provider (`takeAcross`) and the undo job: once-only keys and system audit rows. */
  once?: Pick<Once, 'runAcross' | 'asSystem'>;
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { flowsRepository, transaction, clock } = deps;
  const undoHandlers = new Map<string, UndoHandler>();
  const onceOf = () => {
    if (deps.once === undefined) throw new Error('createFlows was given no once-only runner');
    return deps.once;
  };

  /**
   * What a step's arrival means for the undos its journey holds: at a step the journey is undone at, they
   * are due; at any other end, or a step it is kept at, kept.
   */
  async function settleUndosAt(
    definition: FlowDefinition<string, string>,
    flowKeyHash: string,
    step: string,
  ): Promise<void> {
    const now = clock.now();
    if (definition.undoneAt?.includes(step) === true)
      await flowsRepository.settleHeldUndos(flowKeyHash, 'DUE', now);
    else if (definition.keptAt?.includes(step) === true || isFlowEnd(definition, step))
      await flowsRepository.settleHeldUndos(flowKeyHash, 'KEPT', now);
  }

  return {
    of<Step extends string, Transition extends string, Stored>(
      definition: FlowDefinition<Step, Transition>,
      stored: z.ZodType<Stored>,
      options: {
        /**
         * What a caller is told when a transition is taken from a step it does not leave, where the journey
         * has words of its own for it (an order let go, paid already); flowStepOutOfOrder otherwise.
         */
        refusalAt?: (step: Step) => Message | undefined;
      } = {},
    ) {
      const steps: readonly string[] = definition.steps;
      const outOfOrder = (step: Step) =>
        AppError.business(options.refusalAt?.(step) ?? messages.flowStepOutOfOrder);
      const isStep = (value: string): value is Step => steps.includes(value);

      /** The row as this flow reads it; a flow of another kind, another owner or past its time is none. */
      function read(
        row: Awaited<ReturnType<FlowsRepository['find']>>,
        caller: FlowCaller,
      ): Flow<Step, Stored> {
        if (
          row === undefined ||
          row.flowName !== definition.name ||
          (row.userNo !== null && row.userNo !== caller.userNo) ||
          row.expiresAt <= clock.now() ||
          !isStep(row.step)
        ) {
          throw AppError.notFound(messages.flowNotFound);
        }
        return {
          step: row.step,
          collected: stored.parse(row.collected),
          userNo: row.userNo,
          expiresAt: row.expiresAt,
          isOver: isFlowEnd(definition, row.step),
        };
      }

      /** Writes a new flow at the first step, kept its time from now. */
      async function insertAtStart(flowKeyHash: string, collected: Stored, caller: FlowCaller) {
        const now = clock.now();
        const step = definition.steps[0];
        const expiresAt = secondsAfter(now, definition.keepSeconds);
        const userNo = caller.userNo ?? null;
        await flowsRepository.insert({
          flowKeyHash,
          flowName: definition.name,
          step,
          collected: stored.parse(collected),
          userNo,
          expiresAt,
          now,
        });
        return { step, collected, userNo, expiresAt, isOver: isFlowEnd(definition, step) };
      }

      /**
       * Moves a locked flow to `to` with what it collected, kept its time from now and let go of any hold;
       * the undos its journey holds are settled by where it arrives. Answers the flow as it now is.
       */
      async function moveOn(
        flowKeyHash: string,
        flow: Flow<Step, Stored>,
        to: Step,
        collected: Stored,
      ): Promise<Flow<Step, Stored>> {
        const now = clock.now();
        const next = {
          ...flow,
          step: to,
          collected: stored.parse(collected),
          expiresAt: secondsAfter(now, definition.keepSeconds),
          isOver: isFlowEnd(definition, to),
        };
        await flowsRepository.update(flowKeyHash, {
          step: to,
          collected: next.collected,
          updatedAt: now,
          expiresAt: next.expiresAt,
        });
        await settleUndosAt(definition, flowKeyHash, to);
        return next;
      }

      return {
        /** A new flow at the first step; the key is the visitor's to keep, the server keeps its hash. */
        async start(
          collected: Stored,
          caller: FlowCaller = {},
        ): Promise<{ flowKey: string; flow: Flow<Step, Stored> }> {
          const flowKey = createOpaqueToken();
          return { flowKey, flow: await insertAtStart(hashToken(flowKey), collected, caller) };
        },

        /** Where the flow is; refused (flowNotFound) when there is none for this caller. */
        async find(flowKey: string, caller: FlowCaller = {}): Promise<Flow<Step, Stored>> {
          return read(await flowsRepository.find(hashToken(flowKey)), caller);
        },

        /**
         * Takes `transition`: refused (flowStepOutOfOrder) unless the flow is at a step it leaves; otherwise
         * `work` runs on the locked flow, in the same transaction as the new step and what it collected, and
         * its value is answered with the flow as it now is. A throw in `work` leaves the flow where it was.
         */
        async take<T>(
          flowKey: string | { flowKeyHash: string },
          transition: Transition,
          work: (flow: Flow<Step, Stored>) => Promise<{ collected: Stored; value: T }>,
          options: FlowCaller & TransactionOptions = {},
        ): Promise<{ flow: Flow<Step, Stored>; value: T }> {
          // The server's own jobs, which keep no key, name a journey by its hash (a SIM order's).
          const flowKeyHash = typeof flowKey === 'string' ? hashToken(flowKey) : flowKey.flowKeyHash;
          const { from, to } = definition.transitions[transition];
          return transaction(async () => {
            const flow = read(await flowsRepository.lock(flowKeyHash), options);
            if (!from.includes(flow.step)) throw outOfOrder(flow.step);
            const { collected, value } = await work(flow);
            return { flow: await moveOn(flowKeyHash, flow, to, collected), value };
          }, options);
        },

        /**
         * Takes `transition` by way of a provider (docs/flows.md, "Steps that call a provider"), once per the
         * call's idempotency key (`once.runAcross`):
         *
         * 1. `begin`, in a transaction holding the flow's row: refused (flowStepOutOfOrder) unless the flow is
         *    at a step the transition leaves, or told to try again (409) while another request's step is under
         *    way; then the step's rules and its own records. The flow is held for this transition.
         * 2. `call`, outside any transaction: the provider, under a key of the step's own. A throw lets the
         *    flow and the key go, so the step can be taken again; `undoUnanswered` names what undoes whatever a
         *    provider that gave no answer may have done.
         * 3. `finish`, in a transaction: the outcome recorded, the flow moved on with what it collected, the
         *    audit rows written. `undo` names what undoes the call: kept with the journey (HELD) and run should
         *    it not go through (an end it is undone at, its expiry). Should `finish` refuse or fail after the
         *    provider acted, the call is undone at once (DUE).
         *
         * Answers `finish`'s value; a repeat of the same key gets the first answer and acts on nothing.
         */
        takeAcross<P, R, T>(
          flowKey: string,
          transition: Transition,
          action: ActionRequest,
          steps: AcrossSteps<Flow<Step, Stored>, Stored, P, R, T>,
          caller: FlowCaller = {},
        ): Promise<T> {
          return across({ flowKey }, transition, action, steps, caller);
        },

        /**
         * Starts a journey whose first step calls a provider (`takeAcross` from the first step): the flow is
         * made in `begin`'s transaction, so a refusal there leaves none, and its key is given to `begin`.
         */
        startAcross<P, R, T>(
          collected: Stored,
          transition: Transition,
          action: ActionRequest,
          steps: AcrossSteps<Flow<Step, Stored>, Stored, P, R, T>,
          caller: FlowCaller = {},
        ): Promise<T> {
          return across({ start: collected }, transition, action, steps, caller);
        },
      };

      async function across<P, R, T>(
        target: { flowKey: string } | { start: Stored },
        transition: Transition,
        action: ActionRequest,
        steps: AcrossSteps<Flow<Step, Stored>, Stored, P, R, T>,
        caller: FlowCaller,
      ): Promise<T> {
        const flowKey = 'flowKey' in target ? target.flowKey : createOpaqueToken();
        const flowKeyHash = hashToken(flowKey);
        const { from, to } = definition.transitions[transition];
        /** Whether the provider was asked, and what undoes what it did until the step is recorded. */
        const progress: { called: boolean; pending?: UndoRequest } = { called: false };
        /** Records what undoes this step's call: HELD with the journey, or DUE to run now. */
        const keepUndo = (undo: UndoRequest, state: 'HELD' | 'DUE') =>
          flowsRepository.insertUndo({
            flowKeyHash,
            flowName: definition.name,
            transition,
            ...undo,
            state,
            now: clock.now(),
          });
        const lockedFlow = async (): Promise<{ row: FlowRow; flow: Flow<Step, Stored> }> => {
          const row = await flowsRepository.lock(flowKeyHash);
          const flow = read(row, caller);
          return { row: row as FlowRow, flow };
        };
        try {
          return await onceOf().runAcross(action, {
            begin: async (audit) => {
              const now = clock.now();
              if ('start' in target) await insertAtStart(flowKeyHash, target.start, caller);
              const { row, flow } = await lockedFlow();
              if (!from.includes(flow.step)) throw outOfOrder(flow.step);
              if (row.busyUntil != null && row.busyUntil > now)
                throw new AppError(resultCodes.inProgress, messages.idempotencyInProgress, 409);
              const plan = await steps.begin(flow, audit, flowKey);
              await flowsRepository.hold(flowKeyHash, {
                transition,
                until: secondsAfter(now, IN_PROGRESS_LEASE_SECONDS),
              });
              return plan;
            },
            call: async (plan, audit) => {
              progress.called = true;
              let result: R;
              try {
                result = await steps.call(plan, audit);
              } catch (error) {
                progress.pending = steps.undoUnanswered?.(plan);
                throw error;
              }
              progress.pending = steps.undo?.(plan, result);
              return result;
            },
            finish: async (plan, result, audit) => {
              const { row, flow } = await lockedFlow();
              // Still held by this step: not if the hold lapsed and the flow moved on meanwhile.
              if (row.busyWith !== transition || !from.includes(flow.step))
                throw AppError.business(messages.flowStepOutOfOrder);
              const { collected, value } = await steps.finish(flow, plan, result, audit);
              // Kept with the journey before it arrives: an end it is undone or kept at settles it too.
              if (progress.pending !== undefined) await keepUndo(progress.pending, 'HELD');
              await moveOn(flowKeyHash, flow, to, collected);
              return value;
            },
          });
        } catch (error) {
          // The provider was asked and the step not recorded: the flow is let go, what was done undone.
          if (progress.called) {
            const undo = progress.pending;
            await transaction(async () => {
              await flowsRepository.hold(flowKeyHash, null);
              if (undo !== undefined) await keepUndo(undo, 'DUE');
            });
          }
          throw error;
        }
      }
    },

    /** Names the handler of an undo a step may leave (`takeAcross`'s `undo`); one per name. */
    undoWith(name: string, handler: UndoHandler): void {
      if (undoHandlers.has(name)) throw new Error(`the undo ${name} is registered twice`);
      undoHandlers.set(name, handler);
    },

    /**
     * The `undo-journeys` job: the held undos of journeys past their time become due, then each due undo
     * runs (outside any transaction) and is recorded done with its audit row, as the system's. One that
     * fails is tried again later, at a growing interval. Answers how many were undone.
     */
    async runUndos(): Promise<number> {
      const once = onceOf();
      const now = clock.now();
      await transaction(() => flowsRepository.dueUndosOfLapsedJourneys(now));
      const taken = await transaction(() =>
        flowsRepository.takeDueUndos(now, secondsAfter(now, UNDO_LEASE_SECONDS), UNDO_BATCH),
      );
      let undone = 0;
      for (const row of taken) {
        const handler = undoHandlers.get(row.undo);
        try {
          if (handler === undefined) throw new Error(`no undo is registered as ${row.undo}`);
          await handler(row.payload, { idempotencyKey: `journey-undo:${row.undoNo}` });
        } catch (error) {
          deps.log?.error(
            { err: error, undoNo: row.undoNo, undo: row.undo, attempts: row.attempts },
            'a journey step could not be undone yet',
          );
          const backoff = Math.min(60 * 2 ** row.attempts, UNDO_MAX_BACKOFF_SECONDS);
          await transaction(() => flowsRepository.undoLater(row.undoNo, secondsAfter(clock.now(), backoff)));
          continue;
        }
        const recorded = await once.asSystem('undo-journeys', async (audit) => {
          if (!(await flowsRepository.undoDone(row.undoNo, clock.now()))) return false;
          await audit({
            action: 'journey.undo',
            subject: { kind: 'JOURNEY_UNDO', no: row.undoNo },
            before: 'DUE',
            after: { state: 'DONE', flowName: row.flowName, transition: row.transition, undo: row.undo },
          });
          return true;
        });
        if (recorded) undone += 1;
      }
      return undone;
    },

    /**
     * Forgets flows past their time; answers how many. What their steps left to undo becomes due first, so
     * a journey forgotten is never one left half-way.
     */
    purgeExpired(): Promise<number> {
      return transaction(async () => {
        const now = clock.now();
        await flowsRepository.dueUndosOfLapsedJourneys(now);
        return flowsRepository.deleteExpired(now);
      });
    },
  };
}
export type Flows = ReturnType<typeof createFlows>;
