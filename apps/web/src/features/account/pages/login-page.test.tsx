import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { flushStoredData } from '../../../shared/storage/encrypted-storage.ts';
import { endSession, isLoggedIn } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { refusal, stubCalls, type StubbedRequest } from '../../../test/stub-calls.ts';
import { encryptedLoginUserOf } from '../../../test/login-user.ts';
import { clearModals, shownMessages } from '../../../test/modals.ts';
import { readEncrypted } from '../../../test/storage.ts';
import LoginPage from './login-page.tsx';

/** No maintenance window: the guards ask before the screens open. */
const noMaintenance = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };

afterEach(() => {
  clearModals();
  endSession();
  vi.unstubAllGlobals();
});

function renderLogin(path = '/user/login') {
  return renderAppRoutes(path, { '/user/login': LoginPage });
}

const idField = () => screen.getByRole('textbox', { name: '아이디' });
const passwordField = () => screen.getByLabelText('비밀번호', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: '로그인' });

describe('/user/login with ID and password', () => {
  it('says what is missing, and checks the §5 rules before calling', async () => {
    const user = userEvent.setup();
    const requests = stubCalls(noMaintenance, () => refusal(2, 'unexpected'));
    renderLogin();
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(idField());

    await user.type(idField(), 'abcdef');
    await user.type(passwordField(), 'abcdefgh');
    await user.click(submit());
    expect(screen.getByText(textOf(messages.loginIdRule))).toBeTruthy();

    await user.clear(idField());
    await user.type(idField(), 'gildong1');
    await user.click(submit());
    expect(screen.getByText(textOf(messages.passwordRule))).toBeTruthy();
    expect(document.activeElement).toBe(passwordField());
    // The error is tied to its field, so a screen reader reads it there.
    const describedBy = passwordField().getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      textOf(messages.passwordRule),
    );

    await user.clear(passwordField());
    await user.type(passwordField(), 'Gildong#2222');
    await user.click(submit());
    expect(screen.getByText(textOf(messages.sameCharacterRepeated))).toBeTruthy();
    // Entering the screen read the maintenance windows (spec §8); the form itself sent nothing.
    expect(requests.map((request) => request.path)).toEqual(['/site/maintenance']);
  });

  it('logs in, keeps the token from the login-token header, and returns to the page that asked', async () => {
    const user = userEvent.setup();
    const requests: StubbedRequest[] = stubCalls({
      ...noMaintenance,
      login: async () => ({
        entity: await encryptedLoginUserOf('token-xyz'),
        headers: { 'login-token': 'token-xyz' },
      }),
    });
    const router = renderLogin('/user/login?returnUrl=%2Fmy-page');
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'gildong1');
    await user.type(passwordField(), 'Gildong#2580');
    await user.click(screen.getByRole('checkbox', { name: '휴대폰 번호 저장' }));
    await user.click(screen.getByRole('checkbox', { name: '자동 로그인' }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-page');
    const loginRequest = requests.find((request) => request.path === '/user/login');
    expect(JSON.parse(loginRequest?.body ?? '')).toEqual({
      loginType: 'ID',
      loginId: 'gildong1',
      password: 'Gildong#2580',
      isSavePhone: true,
      // The server gives such a session no idle limit (docs/accounts.md).
      isAutoLogin: true,
    });
    expect(isLoggedIn()).toBe(true);
    await flushStoredData();
    expect(await readEncrypted('accessToken')).toBe('token-xyz');
    expect(await readEncrypted('serviceNumber')).toBe('01025801234');
  });

  it("shows a refused login's message as the server wrote it", async () => {
    const user = userEvent.setup();
    stubCalls({
      ...noMaintenance,
      login: () => refusal(2, textOf(messages.loginFailed)),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'gildong1');
    await user.type(passwordField(), 'Gildong#2581');
    await user.click(submit());
    // Spec §8: the server's message, in the alert.
    await vi.waitFor(() => expect(shownMessages()).toEqual([textOf(messages.loginFailed)]));
    expect(isLoggedIn()).toBe(false);
  });
});
