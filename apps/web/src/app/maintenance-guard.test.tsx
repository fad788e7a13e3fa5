import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MaintenanceWindow, messages, textOf } from '@mvno/contract';
import { noticesSeenThisVisit } from '../shared/maintenance/maintenance-windows.ts';
import { modalStack } from '../shared/modal/modal-store.ts';
import { endSession, startSession } from '../shared/session/session.ts';
import { renderAppRoutes } from '../test/app-router.tsx';
import { companyEntity } from '../test/entities.ts';
import { refusal, serverDown, stubCalls, type StubbedRequest } from '../test/stub-calls.ts';
import { loginUserOf } from '../test/login-user.ts';

const HOUR = 60 * 60 * 1000;
const seoul = (hoursFromNow: number) =>
  new Date(Date.now() + hoursFromNow * HOUR + 9 * HOUR).toISOString().replace('Z', '+09:00');

/** The §8 notice, running now: self activation, counselor activation and self-care with login closed. */
const running: MaintenanceWindow = {
  maintenanceNo: 1,
  title: '전산 시스템 점검 안내',
  message: '더 안정적인 서비스를 드리기 위해 전산 시스템을 점검해요.',
  areas: ['SELF_OPEN', 'COUNSELOR_OPEN', 'SELF_CARE', 'LOGIN'],
  startAt: seoul(-1),
  endAt: seoul(1),
};

function serve(windows: MaintenanceWindow[]): StubbedRequest[] {
  return stubCalls(
    {
      findMaintenanceWindows: () => ({ list: windows, totalCount: windows.length }),
      findCompany: () => companyEntity,
    },
    () => refusal(4040, textOf(messages.notFound)),
  );
}

beforeEach(() => {
  modalStack.set([]);
  noticesSeenThisVisit.set(new Set());
});
afterEach(() => endSession());

describe('maintenance guard (spec §8)', () => {
  it('shows the notice on entering a closed self-activation step, then sends the visitor to /self', async () => {
    const user = userEvent.setup();
    serve([running]);
    const router = renderAppRoutes('/plan', {
      '/self': () => <h1>셀프개통</h1>,
      '/self/step/step03': () => <h1>셀프개통 3단계</h1>,
    });
    await screen.findByRole('heading', { name: '요금제' });
    void router.navigate('/self/step/step03');

    const notice = await screen.findByRole('alertdialog', { name: '전산 시스템 점검 안내' });
    expect(notice.textContent).toContain('지금 점검 중');
    expect(notice.textContent).toContain('셀프개통, 상담사 개통, 마이페이지, 로그인과 회원가입');
    expect(notice.textContent).toContain('더 안정적인 서비스를 드리기 위해');
    expect(screen.getByRole('link', { name: '114' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1588-0114' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '셀프개통 3단계' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '셀프개통', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/self');
    expect(noticesSeenThisVisit.get().has(1)).toBe(true);
  });

  it('closes my-page before asking a logged-out visitor to log in, and sends them home', async () => {
    const user = userEvent.setup();
    serve([running]);
    const router = renderAppRoutes('/my-page/bill');
    await screen.findByRole('alertdialog', { name: '전산 시스템 점검 안내' });
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main');
    // Only the notice was shown: no question about logging in.
    await waitFor(() => expect(modalStack.get()).toEqual([]));
  });

  it('closes the login screen too, for the §8 notice closes login', async () => {
    const user = userEvent.setup();
    serve([running]);
    const router = renderAppRoutes('/main');
    await screen.findByRole('heading', { name: '홈' });
    void router.navigate('/user/login');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('lets a subscriber into my-page when the running window closes other areas only', async () => {
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    serve([{ ...running, areas: ['USIM'] }]);
    renderAppRoutes('/my-page');
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(modalStack.get()).toEqual([]);
  });

  it('lets a subscriber in before the window starts, and asks nothing of pages outside every area', async () => {
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    const requests = serve([{ ...running, startAt: seoul(1), endAt: seoul(3) }]);
    const router = renderAppRoutes('/plan');
    await screen.findByRole('heading', { name: '요금제' });
    expect(requests.filter((request) => request.path === '/site/maintenance')).toEqual([]);
    await router.navigate('/my-page');
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(modalStack.get()).toEqual([]);
  });

  it('lets the visitor through when the windows cannot be read: the server still refuses closed calls', async () => {
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
    stubCalls({}, serverDown);
    renderAppRoutes('/my-page');
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(modalStack.get()).toEqual([]);
  });
});
