import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resultCodes } from '@mvno/contract';
import { ApiFailure } from '../api/client.ts';
import { refusal, stubCalls } from '../../test/stub-calls.ts';
import { useReauth } from './use-reauth.tsx';

const reauthRequired = () =>
  new ApiFailure(resultCodes.reauthRequired, '안전을 위해 본인인지 한 번 더 확인해 주세요.', 403);

/** A screen with one sensitive change: the send is told what to answer, in order. */
function Screen({ send }: { send: () => Promise<string> }) {
  const { withReauth, dialog } = useReauth();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          withReauth(send).then(setOutcome, (failure: unknown) =>
            setOutcome(failure instanceof ApiFailure && failure.isReported ? '그만둠' : '실패'),
          );
        }}
      >
        바꾸기
      </button>
      <p role="status">{outcome}</p>
      {dialog}
    </>
  );
}

function renderScreen(send: () => Promise<string>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Screen send={send} />
    </QueryClientProvider>,
  );
}

describe('useReauth', () => {
  it('asks for the password when the server wants it, shows a wrong one beside the field, then sends again', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValue('바꿨어요');
    let tries = 0;
    const requests = stubCalls({
      reauthenticate: () =>
        (tries += 1) === 1
          ? refusal(resultCodes.businessFailure, '현재 비밀번호가 맞지 않아요.')
          : { reauthenticatedUntil: '2026-11-27T09:05:00.000+09:00' },
    });
    renderScreen(send);

    await userEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    const password = await screen.findByLabelText('비밀번호');
    expect(screen.getByRole('dialog', { name: '본인 확인' })).toBeTruthy();
    await userEvent.type(password, 'Wrong#1234');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('현재 비밀번호가 맞지 않아요.')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);

    await userEvent.clear(password);
    await userEvent.type(password, 'Gildong#2580');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('바꿨어요'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      requests.filter(({ call }) => call === 'reauthenticate').map(({ body }) => JSON.parse(body) as unknown),
    ).toEqual([{ password: 'Wrong#1234' }, { password: 'Gildong#2580' }]);
  });

  it('takes a text code to the subscriber’s number instead of the password', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValue('바꿨어요');
    const later = (ms: number) => new Date(Date.now() + ms).toISOString();
    const requests = stubCalls({
      sendPhoneAuth: () => ({ expiresAt: later(180_000), resendAvailableAt: later(60_000) }),
      checkPhoneAuth: () => ({ authKey: 'REAUTH-KEY-0123456789', expiresAt: later(600_000) }),
      reauthenticate: () => ({ reauthenticatedUntil: '2026-11-27T09:05:00.000+09:00' }),
    });
    renderScreen(send);
    await userEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    await userEvent.click(await screen.findByRole('button', { name: '휴대폰 문자로' }));
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01025801234');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('바꿨어요'));
    expect(
      requests.filter(({ call }) => call === 'sendPhoneAuth').map(({ body }) => JSON.parse(body) as unknown),
    ).toEqual([{ purpose: 'REAUTH', phone: '01025801234' }]);
    expect(
      requests.filter(({ call }) => call === 'reauthenticate').map(({ body }) => JSON.parse(body) as unknown),
    ).toEqual([{ authKey: 'REAUTH-KEY-0123456789' }]);
  });

  it('gives up quietly when the subscriber cancels, without sending again', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(reauthRequired());
    stubCalls({});
    renderScreen(send);
    await userEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('그만둠'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure on as it is', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiFailure(resultCodes.businessFailure, '안 돼요', 200));
    renderScreen(send);
    await userEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('실패'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
