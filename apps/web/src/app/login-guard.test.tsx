import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { modalStack } from '../shared/modal/modal-store.ts';
import { endSession, startSession } from '../shared/session/session.ts';
import { renderAppRoutes } from '../test/app-router.tsx';
import { loginUserOf } from '../test/login-user.ts';
import { requiresLogin } from './login-guard.ts';

beforeEach(() => modalStack.set([]));
afterEach(() => endSession());

describe('login guard (spec §6, reading 1)', () => {
  it('protects every path containing /my-page', () => {
    expect(requiresLogin('/my-page')).toBe(true);
    expect(requiresLogin('/my-page-v2/bill/pay-method')).toBe(true);
    expect(requiresLogin('/my-page/usage/fee')).toBe(true);
    expect(requiresLogin('/plan/my-plan')).toBe(false);
    expect(requiresLogin('/main')).toBe(false);
  });

  it('asks a logged-out visitor to log in; yes goes to /user/login with the page to come back to', async () => {
    const user = userEvent.setup();
    const router = renderAppRoutes('/my-page/bill?month=2025-03');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(textOf(messages.loginRequiredConfirm));
    expect(screen.queryByRole('heading', { name: '요금 조회' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '예' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/my-page/bill?month=2025-03',
    );
  });

  it('asks nothing at an address under /my-page that no screen holds: the not-found page shows', async () => {
    renderAppRoutes('/my-page/no-such-page', { '*': () => <h1>{textOf(messages.pageNotFound)}</h1> });
    expect(await screen.findByRole('heading', { name: textOf(messages.pageNotFound) })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends the visitor home on no', async () => {
    const user = userEvent.setup();
    const router = renderAppRoutes('/plan');
    await screen.findByRole('heading', { name: '요금제' });
    void router.navigate('/my-page');
    await user.click(await screen.findByRole('button', { name: '아니오' }));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main');
  });

  it('lets a logged-in subscriber straight in, and asks nothing on public pages', async () => {
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    const router = renderAppRoutes('/my-page');
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    endSession();
    await router.navigate('/plan');
    expect(await screen.findByRole('heading', { name: '요금제' })).toBeTruthy();
    await waitFor(() => expect(modalStack.get()).toEqual([]));
  });
});
