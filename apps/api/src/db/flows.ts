import type { z } from 'zod';
import { isFlowEnd, messages, type FlowDefinition } from '@mvno/contract';
import { AppError } from '../shared/app-error.ts';
import { secondsAfter, type Clock } from '../shared/clock.ts';
import { createOpaqueToken, hashToken } from '../shared/opaque-token.ts';
import type { FlowsRepository } from './flows.repository.ts';
import type { RunInTransaction, TransactionOptions } from './transaction.ts';

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
}) {
  const { flowsRepository, transaction, clock } = deps;

  return {
    of<Step extends string, Transition extends string, Stored>(
      definition: FlowDefinition<Step, Transition>,
      stored: z.ZodType<Stored>,
    ) {
      const steps: readonly string[] = definition.steps;
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

      return {
        /** A new flow at the first step; the key is the visitor's to keep, the server keeps its hash. */
        async start(
          collected: Stored,
          caller: FlowCaller = {},
        ): Promise<{ flowKey: string; flow: Flow<Step, Stored> }> {
          const flowKey = createOpaqueToken();
          const now = clock.now();
          const step = definition.steps[0];
          const expiresAt = secondsAfter(now, definition.keepSeconds);
          const userNo = caller.userNo ?? null;
          await flowsRepository.insert({
            flowKeyHash: hashToken(flowKey),
            flowName: definition.name,
            step,
            collected: stored.parse(collected),
            userNo,
            expiresAt,
            now,
          });
          return {
            flowKey,
            flow: { step, collected, userNo, expiresAt, isOver: isFlowEnd(definition, step) },
          };
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
          flowKey: string,
          transition: Transition,
          work: (flow: Flow<Step, Stored>) => Promise<{ collected: Stored; value: T }>,
          options: FlowCaller & TransactionOptions = {},
        ): Promise<{ flow: Flow<Step, Stored>; value: T }> {
          const flowKeyHash = hashToken(flowKey);
          const { from, to } = definition.transitions[transition];
          return transaction(async () => {
            const flow = read(await flowsRepository.lock(flowKeyHash), options);
            if (!from.includes(flow.step)) throw AppError.business(messages.flowStepOutOfOrder);
            const { collected, value } = await work(flow);
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
            return { flow: next, value };
          }, options);
        },
      };
    },

    /** Forgets flows past their time; answers how many. */
    purgeExpired(): Promise<number> {
      return flowsRepository.deleteExpired(clock.now());
    },
  };
}
export type Flows = ReturnType<typeof createFlows>;
