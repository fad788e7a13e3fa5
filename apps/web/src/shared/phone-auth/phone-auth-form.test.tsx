import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { refusal, stubCalls, type CallStubs } from '../../test/stub-calls.ts';
import { clearModals, shownMessages } from '../../test/modals.ts';
import { PhoneAuthForm, phoneAuthTexts } from './phone-auth-form.tsx';

const T0 = Date.parse('2026-11-22T10:00:00+09:00');
const iso = (ms: number) => new Date(ms).toISOString();
const sentAnswer = () => ({
  expiresAt: iso(Date.now() + 180_000),
  resendAvailableAt: iso(Date.now() + 60_000),
});

beforeEach(() => {
  vi.useFakeTimers({ now: T0, shouldAdvanceTime: true });
});
afterEach(() => {
  clearModals();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(stubs: CallStubs) {
  const requests = stubCalls(stubs);
  const onVerified = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhoneAuthForm purpose="LOGIN" submitLabel="로그인" onVerified={onVerified} />
    </QueryClientProvider>,
  );
  return { requests, onVerified, user };
}

const phoneField = () => screen.getByRole('textbox', { name: '휴대폰 번호' });
const codeField = () => screen.getByRole('textbox', { name: '인증번호' });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('PhoneAuthForm: PRE_AUTH → SEND_AUTH → SUCCESS_AUTH', () => {
  it.each(['', '0101234', '02-123-4567', '010-1234-56', '015-1234-5678'])(
    'refuses %j before calling',
    async (phone) => {
      const { requests, user } = renderForm({ sendPhoneAuth: sentAnswer });
      if (phone !== '') await user.type(phoneField(), phone);
      await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
      expect(screen.getByText(textOf(messages.phoneInvalid))).toBeTruthy();
      expect(requests).toHaveLength(0);
    },
  );

  it('sends the code, shows the 3-minute timer and holds the resend for 60 s', async () => {
    const { requests, user } = renderForm({ sendPhoneAuth: sentAnswer });
    await user.type(phoneField(), '01025801234');
    expect((phoneField() as HTMLInputElement).value).toBe('010-2580-1234');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    expect(requests[0]?.path).toBe('/common/send/phone/auth');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ purpose: 'LOGIN', phone: '01025801234' });
    expect(codeField()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(i18n._(phoneAuthTexts.sent));
    expect(screen.getByRole('timer').textContent).toBe('03:00');
    expect(screen.getByRole('button', { name: /^재전송 \d+초$/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();

    await advance(61_000);
    expect(screen.getByRole('timer').textContent).toBe('01:59');
    expect(screen.getByRole('button', { name: '재전송' })).toHaveProperty('disabled', false);
  });

  it('says the code ran out after 3 minutes and does not check it', async () => {
    const { requests, user } = renderForm({ sendPhoneAuth: sentAnswer });
    await user.type(phoneField(), '01025801234');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await advance(181_000);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(screen.getByText(textOf(messages.phoneAuthExpired))).toBeTruthy();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(requests.map((request) => request.path)).toEqual(['/common/send/phone/auth']);
  });

  it("checks six digits, shows the server's words for a wrong code, then hands over the proof", async () => {
    let isRight = false;
    const { requests, onVerified, user } = renderForm({
      sendPhoneAuth: sentAnswer,
      checkPhoneAuth: () =>
        isRight
          ? { authKey: 'KEY', expiresAt: iso(Date.now() + 600_000) }
          : refusal(2, textOf(messages.phoneAuthMismatch(4))),
    });
    await user.type(phoneField(), '01025801234');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    await user.type(codeField(), '12a3');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByText(textOf(messages.phoneAuthCodeInvalid))).toBeTruthy();
    expect(requests).toHaveLength(1);

    await user.clear(codeField());
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.phoneAuthMismatch(4))]));
    expect(onVerified).not.toHaveBeenCalled();
    clearModals();

    isRight = true;
    await user.clear(codeField());
    await user.type(codeField(), '222222');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith({ phone: '01025801234', authKey: 'KEY' }));
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toEqual({
      purpose: 'LOGIN',
      phone: '01025801234',
      code: '222222',
    });
  });

  it('starts over when the number changes: a code belongs to its number', async () => {
    const { user } = renderForm({ sendPhoneAuth: sentAnswer });
    await user.type(phoneField(), '01025801234');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(codeField()).toBeTruthy();
    await user.type(phoneField(), '{Backspace}5');
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
  });

  it("shows a refused send in the server's words and stays before sending", async () => {
    const { user } = renderForm({
      sendPhoneAuth: () => refusal(2, textOf(messages.phoneAuthResendWait(42))),
    });
    await user.type(phoneField(), '01025801234');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.phoneAuthResendWait(42))]));
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
  });
});
