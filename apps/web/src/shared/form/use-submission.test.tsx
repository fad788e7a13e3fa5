import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { clearModals, shownMessages } from '../../test/modals.ts';
import { ApiFailure } from '../api/client.ts';
import { useSubmission, type SubmissionOptions } from './use-submission.ts';

afterEach(() => clearModals());

function renderSubmission(options: SubmissionOptions<{ title: string }, string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmission(options), { wrapper }).result;
}

/** A send that records each key and answers as told, in order. */
function sender(...answers: Array<'ok' | ApiFailure>) {
  const keys: string[] = [];
  const send = vi.fn(async (_input: { title: string }, key: string) => {
    keys.push(key);
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw answer;
    return 'done';
  });
  return { keys, send };
}

const lost = () => new ApiFailure(resultCodes.serverError, textOf(messages.networkError), 0);
const refused = () => new ApiFailure(resultCodes.businessFailure, '첨부한 파일을 쓸 수 없어요.', 200);

describe('useSubmission', () => {
  it('sends one submission for a double tap', async () => {
    const { keys, send } = sender();
    const result = renderSubmission({ send });
    await act(() =>
      Promise.all([result.current.submit({ title: 'a' }), result.current.submit({ title: 'a' })]),
    );
    expect(keys).toHaveLength(1);
  });

  it.each([
    ['a lost connection', lost],
    [
      'a carrier delay (504)',
      () => new ApiFailure(resultCodes.providerTimeout, textOf(messages.carrierDelay), 504, true),
    ],
    [
      'the first still at work (409)',
      () => new ApiFailure(resultCodes.inProgress, textOf(messages.idempotencyInProgress), 409),
    ],
  ])('keeps the key for a retry of the same input after %s', async (_name, failure) => {
    const { keys, send } = sender(failure());
    const result = renderSubmission({ send });
    await act(() => result.current.submit({ title: 'a' }));
    await act(() => result.current.submit({ title: 'a' }));
    expect(keys[0]).toBe(keys[1]);
  });

  it('makes a new key once the input changes, or once the server has answered', async () => {
    const { keys, send } = sender(lost(), refused(), 'ok');
    const result = renderSubmission({ send });
    await act(() => result.current.submit({ title: 'a' }));
    await act(() => result.current.submit({ title: 'b' }));
    await act(() => result.current.submit({ title: 'b' }));
    await act(() => result.current.submit({ title: 'b' }));
    expect(new Set(keys).size).toBe(4);
  });

  it('shows a refusal in the server’s words, unless the screen shows it beside a field', async () => {
    const { send } = sender(refused(), refused());
    let isBesideField = false;
    const result = renderSubmission({ send, onRefused: () => isBesideField });
    await act(() => result.current.submit({ title: 'a' }));
    expect(shownMessages()).toEqual(['첨부한 파일을 쓸 수 없어요.']);
    clearModals();
    isBesideField = true;
    await act(() => result.current.submit({ title: 'a' }));
    expect(shownMessages()).toEqual([]);
  });

  it('hands the answer on, and says it is submitting only while the call is on its way', async () => {
    let release: () => void = () => {};
    const send = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('inquiry 7');
      });
    const onSuccess = vi.fn();
    const result = renderSubmission({ send, onSuccess });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit({ title: 'a' });
    });
    await vi.waitFor(() => expect(result.current.isSubmitting).toBe(true));
    await act(async () => {
      release();
      await done;
    });
    expect(onSuccess).toHaveBeenCalledWith('inquiry 7', { title: 'a' });
    await vi.waitFor(() => expect(result.current.isSubmitting).toBe(false));
  });
});
