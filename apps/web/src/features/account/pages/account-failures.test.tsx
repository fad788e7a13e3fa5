import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { endSession, startSession } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { refusal as refused, stubCalls } from '../../../test/stub-calls.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { clearModals, shownMessages } from '../../../test/modals.ts';
import { removeStored, writeStored } from '../../../shared/storage/encrypted-storage.ts';
import type { ResetPasswordState } from '../utils/account-navigation.ts';
import ResetPasswordPage from './reset-password-page.tsx';
import SetPasswordPage from './set-password-page.tsx';

/** No maintenance window: the guards ask before the screens open. */
const noMaintenance = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };

// Spec §8: "code other than 1 is a failure, and screens show the server's message in an alert." Rules a
// field breaks are shown beside the field as well.
afterEach(() => {
  clearModals();
  endSession();
  removeStored('flowKeys');
  vi.unstubAllGlobals();
});

/** A sign-up the server keeps at CREDENTIALS, its key on this device from step 1. */
const flowKey = 'k'.repeat(43);
const signUpAtCredentials = {
  flowName: 'sign-up',
  step: 'CREDENTIALS',
  expiresAt: '2026-11-29T10:00:00.000Z',
  collected: {
    maskedName: '이*준',
    maskedPhone: '010-****-1357',
    verifiedUntil: '2026-11-26T10:10:00.000Z',
    loginId: null,
  },
} as const;
const signUp = () => writeStored('flowKeys', { 'sign-up': flowKey });
const passwordField = () => screen.getByLabelText('비밀번호', { selector: 'input' });

function renderSetPassword(prepare: () => void = () => {}) {
  prepare();
  return renderAppRoutes(
    { pathname: '/user/login/password', state: null },
    {
      '/user/login/password': SetPasswordPage,
      '/user/find': () => <h1>비밀번호 찾기</h1>,
      '/user/login/simple': () => <h1>회원가입</h1>,
    },
  );
}

describe('/user/login/password, the set-password screen', () => {
  it('is sign-up’s second step for a logged-out visitor verified by simple auth, not a login wall', async () => {
    stubCalls({
      ...noMaintenance,
      checkUser: () => ({ isLogin: false, expiresAt: null, isLoginIdAvailable: true }),
      findSignUp: () => signUpAtCredentials,
    });
    renderSetPassword(signUp);
    expect(await screen.findByRole('heading', { name: '아이디와 비밀번호를 만들어 주세요' })).toBeTruthy();
    expect(screen.getByText('본인인증 완료')).toBeTruthy();
    expect(screen.getByText('이*준')).toBeTruthy();
  });

  it('goes to the verification when the server says the sign-up is back at VERIFY', async () => {
    stubCalls({
      ...noMaintenance,
      findSignUp: () => ({ ...signUpAtCredentials, step: 'VERIFY' }),
    });
    renderSetPassword(signUp);
    expect(await screen.findByRole('heading', { name: '회원가입' })).toBeTruthy();
  });

  it('forgets a sign-up the server no longer knows, and shows the ways in', async () => {
    stubCalls({ ...noMaintenance, findSignUp: () => refused(4040, textOf(messages.flowNotFound)) });
    renderSetPassword(signUp);
    expect(await screen.findByRole('heading', { name: '본인인증을 먼저 해 주세요' })).toBeTruthy();
  });

  it('shows a logged-out visitor without a verification the ways in', async () => {
    renderSetPassword();
    expect(await screen.findByRole('heading', { name: '본인인증을 먼저 해 주세요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/user/login/simple');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/user/find');
  });

  it('alerts a refused sign-up in the server’s words, and puts a taken ID beside its field', async () => {
    const user = userEvent.setup();
    let refusal: string = textOf(messages.alreadyJoined);
    stubCalls({
      ...noMaintenance,
      checkUser: () => ({ isLogin: false, expiresAt: null, isLoginIdAvailable: true }),
      findSignUp: () => signUpAtCredentials,
      finishSignUp: () => refused(2, refusal),
    });
    renderSetPassword(signUp);
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'minjun24');
    await user.type(passwordField(), 'Minjun#8642');
    await user.type(screen.getByLabelText('비밀번호 확인', { selector: 'input' }), 'Minjun#8642');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.alreadyJoined)]));

    clearModals();
    refusal = textOf(messages.loginIdTaken);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(textOf(messages.loginIdTaken))).toBeTruthy();
    expect(shownMessages()).toEqual([]);
  });

  it('alerts a refused password change, and puts a wrong current password beside its field', async () => {
    const user = userEvent.setup();
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    let refusal: { code: number; message: string } = {
      code: 4290,
      message: textOf(messages.tooManyRequests),
    };
    stubCalls({
      ...noMaintenance,
      changePassword: () => refused(refusal.code, refusal.message, 429),
    });
    renderSetPassword();
    await user.type(await screen.findByLabelText('현재 비밀번호', { selector: 'input' }), 'Gildong#2580');
    await user.type(screen.getByLabelText('새 비밀번호', { selector: 'input' }), 'Hong#97531');
    await user.type(screen.getByLabelText('새 비밀번호 확인', { selector: 'input' }), 'Hong#97531');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.tooManyRequests)]));

    clearModals();
    refusal = { code: 2, message: textOf(messages.currentPasswordMismatch) };
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(textOf(messages.currentPasswordMismatch))).toBeTruthy();
    expect(shownMessages()).toEqual([]);
  });
});

describe('/user/find/form', () => {
  it('alerts a spent proof of the number in the server’s words, then goes back to verify it again', async () => {
    const user = userEvent.setup();
    stubCalls({
      ...noMaintenance,
      changePassword: () => refused(2, textOf(messages.phoneAuthRequired)),
    });
    const proof: ResetPasswordState = { authKey: 'key-1', phone: '01025801234' };
    const router = renderAppRoutes(
      { pathname: '/user/find/form', state: proof },
      { '/user/find/form': ResetPasswordPage, '/user/find': () => <h1>비밀번호 찾기</h1> },
    );
    await user.type(await screen.findByLabelText('새 비밀번호', { selector: 'input' }), 'Hong#97531');
    await user.type(screen.getByLabelText('새 비밀번호 확인', { selector: 'input' }), 'Hong#97531');
    await user.click(screen.getByRole('button', { name: '비밀번호 설정하기' }));
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.phoneAuthRequired)]));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/find'));
  });
});
