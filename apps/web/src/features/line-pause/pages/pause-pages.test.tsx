import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, textOf, type PauseCheck, type PauseRecord, type PauseResult } from '@mvno/contract';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { shownMessages } from '../../../test/modals.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { refusal, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import LossFormPage from './loss-form-page.tsx';
import LossPage from './loss-page.tsx';
import LossSuccessPage from './loss-success-page.tsx';
import PauseFormPage from './pause-form-page.tsx';
import PausePage from './pause-page.tsx';
import PauseSuccessPage from './pause-success-page.tsx';

// The pause screens on Friday 27 November 2026, against stubbed calls: what the subscriber sees and what is
// sent (docs/self-care-rules.md).
loggedInAt('2026-11-27T10:00:00+09:00');

const checkOf = (fields: Partial<PauseCheck> = {}): PauseCheck => ({
  userLineNo: 1,
  serviceNumber: '010-****-1234',
  lineStatus: 'ACTIVE',
  isPausable: true,
  reason: null,
  running: null,
  reserved: null,
  pausesInWindow: 1,
  pauseDaysLeft: 170,
  counted: [{ from: '2026-03-02', until: '2026-03-11' }],
  ...fields,
});

const booked: PauseRecord = {
  pauseNo: 9,
  serviceNumber: '010-****-1234',
  kind: 'PAUSE',
  status: 'RESERVED',
  startsOn: '2026-12-05',
  endsOn: '2026-12-12',
  endedOn: null,
};

const resultOf = (pause: PauseRecord, fee: number): PauseResult => ({
  pause,
  lineStatus: pause.status === 'RUNNING' ? 'PAUSED' : 'ACTIVE',
  fee,
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findPauseHistory: () => ({ list: [] }),
  ...overrides,
});

const screens = {
  '/my-page/my-info/service/pause': PausePage,
  '/my-page/my-info/service/pause/form': PauseFormPage,
  '/my-page/my-info/service/pause/success': PauseSuccessPage,
};

describe('/my-page/my-info/service/pause/form', () => {
  it('pauses from today to the day picked, with the fee shown first and the key of the request', async () => {
    const requests = stubCalls(
      stubs({
        checkPause: () => checkOf(),
        requestPause: () =>
          resultOf({ ...booked, status: 'RUNNING', startsOn: '2026-11-27', endsOn: '2026-12-03' }, 2_561),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause/form', screens);
    const lastDay = await screen.findByLabelText('마지막 날');
    fireEvent.change(lastDay, { target: { value: '2026-12-03' } });
    // 27–30 Nov: 3,500 × 4/30 = 466 + 46; 1–3 Dec: 3,500 × 3/31 = 338 + 33: 883 won for 7 days.
    expect(await screen.findByText('7일')).toBeTruthy();
    expect(screen.getByText('883원')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '오늘부터 일시정지하기' }));
    expect(shownMessages()).toEqual([
      `${checkOf().serviceNumber} 회선을 오늘부터 멈출까요?\n오늘(2026년 11월 27일)부터 2026년 12월 3일까지 전화, 문자, 데이터를 쓸 수 없어요.`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회선을 일시정지했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'requestPause');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ endsOn: '2026-12-03' }]);
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('says beside the field what the rules refuse, and sends nothing', async () => {
    const requests = stubCalls(stubs({ checkPause: () => checkOf() }));
    renderAppRoutes('/my-page/my-info/service/pause/form', screens);
    const lastDay = await screen.findByLabelText('마지막 날');
    fireEvent.change(lastDay, { target: { value: '2027-02-25' } });
    await userEvent.click(screen.getByRole('button', { name: '오늘부터 일시정지하기' }));
    expect(await screen.findByText(textOf(messages.pauseTooLong(90)))).toBeTruthy();
    expect(requests.some(({ call }) => call === 'requestPause')).toBe(false);
  });

  it('books a pause from a later day through request/pause/reserve', async () => {
    const requests = stubCalls(
      stubs({ checkPause: () => checkOf(), reservePause: () => resultOf(booked, 1_080) }),
    );
    renderAppRoutes('/my-page/my-info/service/pause/form', screens);
    await userEvent.click(await screen.findByRole('radio', { name: '다른 날부터 (예약)' }));
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('마지막 날'), { target: { value: '2026-12-12' } });
    await userEvent.click(screen.getByRole('button', { name: '일시정지 예약하기' }));
    await userEvent.click(await screen.findByRole('button', { name: '예' }));
    expect(await screen.findByRole('heading', { level: 1, name: '일시정지를 예약했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'reservePause');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { startsOn: '2026-12-05', endsOn: '2026-12-12' },
    ]);
  });

  it('shows the server’s refusal when the line cannot be paused', async () => {
    stubCalls(
      stubs({
        checkPause: () =>
          checkOf({ isPausable: false, reason: textOf(messages.pauseTooOften(2)), pausesInWindow: 2 }),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause/form', screens);
    expect(await screen.findByText(textOf(messages.pauseTooOften(2)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '오늘부터 일시정지하기' })).toBeNull();
  });
});

describe('/my-page/my-info/service/pause', () => {
  it('withdraws a booked pause after asking, and says so', async () => {
    let isWithdrawn = false;
    const requests = stubCalls(
      stubs({
        checkPause: () => (isWithdrawn ? checkOf() : checkOf({ isPausable: false, reserved: booked })),
        cancelPause: () => {
          isWithdrawn = true;
          return resultOf({ ...booked, status: 'CANCELLED' }, 0);
        },
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause', screens);
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '일시정지 예약을 취소할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '예약 취소하기' }));
    expect(await screen.findByText('일시정지를 취소했어요. 회선은 그대로 쓸 수 있어요.')).toBeTruthy();
    expect(
      requests.filter(({ call }) => call === 'cancelPause').map(({ body }) => JSON.parse(body) as unknown),
    ).toEqual([{ pauseNo: 9 }]);
    await waitFor(() => expect(screen.getByRole('link', { name: '일시정지 신청하기' })).toBeTruthy());
  });

  it('shows a refusal the carrier gave when ending a pause', async () => {
    stubCalls(
      stubs({
        checkPause: () =>
          checkOf({ isPausable: false, lineStatus: 'PAUSED', running: { ...booked, status: 'RUNNING' } }),
        cancelPause: () => refusal(2, textOf(messages.pauseRefusedByCarrier)),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause', screens);
    await userEvent.click(await screen.findByRole('button', { name: '오늘부터 다시 쓰기' }));
    const dialog = await screen.findByRole('dialog', { name: '일시정지를 풀까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '오늘부터 다시 쓰기' }));
    expect(await screen.findByText(textOf(messages.pauseRefusedByCarrier))).toBeTruthy();
  });
});

describe('/my-page/my-info/service/pause/loss', () => {
  const lossScreens = {
    '/my-page/my-info/service/pause/loss': LossPage,
    '/my-page/my-info/service/pause/loss/form': LossFormPage,
    '/my-page/my-info/service/pause/loss/success': LossSuccessPage,
  };

  it('reports the chosen line lost with one tap, and says what was stopped', async () => {
    const requests = stubCalls(
      stubs({
        checkPauseV2: () => ({
          list: [checkOf(), checkOf({ userLineNo: 2, serviceNumber: '010-****-8520' })],
        }),
        changeLossSuspension: () => ({
          pause: { ...booked, kind: 'LOSS', status: 'RUNNING', startsOn: '2026-11-27', endsOn: null },
          lineStatus: 'LOST',
          isMicroPaymentBlocked: true,
        }),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause/loss', lossScreens);
    const card = await screen.findByRole('article', { name: '010-****-8520' });
    await userEvent.click(within(card).getByRole('link', { name: '분실 신고하기' }));
    await userEvent.click(await screen.findByRole('button', { name: '분실정지하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '분실정지했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'changeLossSuspension');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { userLineNo: 2, action: 'SUSPEND' },
    ]);
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('asks for the holder’s name and number before a lift, and refuses a line that is not lost', async () => {
    const lost: PauseRecord = {
      ...booked,
      kind: 'LOSS',
      status: 'RUNNING',
      startsOn: '2026-11-20',
      endsOn: null,
    };
    stubCalls(
      stubs({
        checkPauseV2: () => ({
          list: [checkOf(), checkOf({ userLineNo: 2, lineStatus: 'LOST', isPausable: false, running: lost })],
        }),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/pause/loss/form?line=2&action=LIFT', lossScreens);
    expect(await screen.findByLabelText('명의자 이름')).toBeTruthy();
    expect(screen.getByRole('button', { name: '간편인증하고 분실정지 풀기' })).toBeTruthy();
  });

  it('says so when the line asked to lift is not lost', async () => {
    stubCalls(stubs({ checkPauseV2: () => ({ list: [checkOf()] }) }));
    renderAppRoutes('/my-page/my-info/service/pause/loss/form?line=1&action=LIFT', lossScreens);
    expect(await screen.findByRole('heading', { name: '분실정지 중인 회선이 아니에요' })).toBeTruthy();
  });
});
