import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isAnsweredFailure, newIdempotencyKey } from '../api/client.ts';
import { alertFailure } from '../api/failure-alert.ts';

export interface SubmissionOptions<Input, Output> {
  /**
   * Sends the submission. `idempotencyKey` is this submission's key: the same for every retry of the same
   * input after a lost answer, a new one once the input changes or the server has answered; calls that act
   * once per key send it (callApi's `idempotencyKey`), others ignore it.
   */
  send: (input: Input, idempotencyKey: string) => Promise<Output>;
  onSuccess?: (output: Output, input: Input) => unknown;
  /**
   * A refusal the screen shows itself (beside a field): answers true when it did. Any other failure is
   * shown the §8 way, the server's message in an alert.
   */
  onRefused?: (failure: unknown, input: Input) => boolean;
}

export interface Submission<Input> {
  /** Sends `input` unless a submission is already on its way; resolves once it is answered and handled. */
  submit: (input: Input) => Promise<void>;
  isSubmitting: boolean;
}

/** Whether two inputs are the same submission: equal as the JSON they are sent as. */
const isSameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one way a screen submits (CONVENTIONS 12): a TanStack Query mutation that sends at most one
 * submission at a time (a second tap while the first is on its way does nothing), keeps the idempotency key
 * of a submission across its retries, and shows a failure the §8 way unless the screen shows it beside a
 * field.
 */
export function useSubmission<Input, Output>(options: SubmissionOptions<Input, Output>): Submission<Input> {
  const { send, onSuccess, onRefused } = options;
  // The key of the last submission that got no answer, and what it sent: a retry of it keeps the key.
  const pending = useRef<{ input: Input; key: string } | undefined>(undefined);
  // Set synchronously, before React has drawn the mutation's pending state: a double tap sends once.
  const isInFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: Input; key: string }) => send(input, key),
  });

  const submit = async (input: Input): Promise<void> => {
    if (isInFlight.current) return;
    isInFlight.current = true;
    const kept = pending.current;
    const key = kept !== undefined && isSameInput(kept.input, input) ? kept.key : newIdempotencyKey();
    pending.current = { input, key };
    try {
      const output = await mutation.mutateAsync({ input, key });
      pending.current = undefined;
      await onSuccess?.(output, input);
    } catch (failure) {
      // An answered refusal ends the submission: what is sent next is a new one, with a new key.
      if (isAnsweredFailure(failure)) pending.current = undefined;
      if (onRefused?.(failure, input) !== true) void alertFailure(failure);
    } finally {
      isInFlight.current = false;
    }
  };

  return { submit, isSubmitting: mutation.isPending };
}
