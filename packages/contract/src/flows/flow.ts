import { z } from 'zod';

/**
 * A journey of several steps whose state the server keeps (docs/flows.md): the steps a flow can be at, and
 * the transitions that move it, each taken only from the steps it names. The server refuses a transition
 * taken from any other step; the client shows the step the server names and resumes from it after a reload
 * or the next day.
 */
export interface FlowDefinition<Step extends string, Transition extends string> {
  /** kebab-case, the name the server keeps it under: `sign-up`, `self-open`, `usim-purchase`. */
  name: string;
  /** Every step, the first being where a flow starts; a step no transition leaves is an end. */
  steps: readonly [Step, ...Step[]];
  transitions: Readonly<Record<Transition, { from: readonly Step[]; to: Step }>>;
  /** How long a flow is kept after its last step, so a visitor can come back to it (the next day, say). */
  keepSeconds: number;
  /**
   * End steps at which the journey did not go through (abandoned, refused, lapsed): what providers did in its
   * earlier steps is undone (docs/flows.md). A journey that expires before its end is undone too.
   */
  undoneAt?: readonly Step[];
  /**
   * Steps at which the journey went through though a transition still leaves them (a payment confirmed again
   * from a second tab answers its receipt): what providers did is kept, as at an end.
   */
  keptAt?: readonly Step[];
}

export function defineFlow<const Step extends string, const Transition extends string>(
  definition: FlowDefinition<Step, Transition>,
): FlowDefinition<Step, Transition> {
  return definition;
}

/** Whether no transition leaves `step`: the flow is over once it gets there. */
export function isFlowEnd<Step extends string>(
  definition: FlowDefinition<Step, string>,
  step: Step,
): boolean {
  return !Object.values<{ from: readonly Step[] }>(definition.transitions).some(({ from }) =>
    from.includes(step),
  );
}

/** The key a visitor holds for a flow: 256 random bits, URL-safe (the server keeps only its hash). */
export const flowKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const flowKeyParamsSchema = z.object({ flowKey: flowKeySchema });

/**
 * What the server answers about a flow: its step, when it will be forgotten, and what its steps have
 * collected that the screens show (`collected`, a schema of each flow's own).
 */
export function flowStateSchema<Step extends string, Collected extends z.ZodType>(
  definition: FlowDefinition<Step, string>,
  collected: Collected,
) {
  return z.object({
    flowName: z.literal(definition.name),
    step: z.enum(definition.steps),
    /** ISO 8601: the flow is forgotten then unless a step is taken before. */
    expiresAt: z.string(),
    collected,
  });
}

/** A flow's state as it starts, with the key the visitor keeps to come back to it. */
export function startedFlowSchema<Step extends string, Collected extends z.ZodType>(
  definition: FlowDefinition<Step, string>,
  collected: Collected,
) {
  return flowStateSchema(definition, collected).extend({ flowKey: flowKeySchema });
}
