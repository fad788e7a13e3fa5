import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  messages,
  textOf,
  type AddServiceJoinCheck,
  type AddServiceResult,
  type MyAddServices,
} from '@mvno/contract';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { loggedInAt } from '../../../test/login-user.ts';
import { stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import AddServiceCancelPage from './add-service-cancel-page.tsx';
import AddServiceCancelSuccessPage from './add-service-cancel-success-page.tsx';
import AddServicesPage from './add-services-page.tsx';

// The add-on screens on Friday 27 November 2026, against stubbed calls.
loggedInAt('2026-11-27T10:00:00+09:00');

const mine: MyAddServices = {
  userLineNo: 1,
  serviceNumber: '010-****-1234',
  lineStatus: 'ACTIVE',
  list: [
    {
      lineAddServiceNo: 11,
      addServiceNo: 5,
      addServiceName: '컬러링',
      monthlyAmount: 1_650,
      startsOn: '2025-11-03',
      endsOn: null,
      isCancellable: true,
      reason: null,
      cancelToday: { billedAmount: 1_485, savedAmount: 165 },
    },
    {
      lineAddServiceNo: 12,
      addServiceNo: 12,
      addServiceName: '휴대폰 분실파손 보험',
      monthlyAmount: 5_500,
      startsOn: '2025-11-03',
      endsOn: null,
      isCancellable: false,
      // Worded as the server words it for a Korean page, whatever language the file was loaded in.
      reason: textOf(messages.addServiceCancelAtCentre, 'ko'),
      cancelToday: { billedAmount: 5_500, savedAmount: 0 },
    },
  ],
};

const checkOf = (fields: Partial<AddServiceJoinCheck> = {}): AddServiceJoinCheck => ({
  userLineNo: 1,
  serviceNumber: '010-****-1234',
  addService: {
    addServiceNo: 1,
    addServiceName: '데이터 추가 1GB',
    summary: '매달 1GB를 더 받아요',
    monthlyAmount: 3_300,
  },
  isJoinable: true,
  reason: null,
  startsOn: '2026-11-27',
  daysThisMonth: 4,
  thisMonthAmount: 440,
  monthlyAmount: 3_300,
  otherLines: [{ userLineNo: 2, serviceNumber: '010-****-8520' }],
  ...fields,
});

const resultOf = (fields: Partial<AddServiceResult>): AddServiceResult => ({
  lineAddServiceNo: 21,
  userLineNo: 1,
  serviceNumber: '010-****-1234',
  addServiceNo: 1,
  addServiceName: '데이터 추가 1GB',
  monthlyAmount: 3_300,
  startsOn: '2026-11-27',
  endsOn: null,
  status: 'JOINED',
  ...fields,
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findMyAddServices: () => mine,
  ...overrides,
});
/** The public /add-service/success screen is the add-services feature's: here only where the join goes. */
function JoinedPage() {
  return <h1>가입을 마친 화면</h1>;
}

const screens = {
  '/my-page/my-info/add-service': AddServicesPage,
  '/my-page/my-info/add-service/cancel': AddServiceCancelPage,
  '/my-page/my-info/add-service/cancel/success': AddServiceCancelSuccessPage,
  '/add-service/success': JoinedPage,
};

describe('/my-page/my-info/add-service?join=', () => {
  it('shows this month’s charge and the monthly fee, lets another line be chosen, and joins with a key', async () => {
    const requests = stubCalls(
      stubs({
        checkAddServiceJoin: ({ query }) =>
          query.get('userLineNo') === '2'
            ? checkOf({
                userLineNo: 2,
                serviceNumber: '010-****-8520',
                otherLines: [{ userLineNo: 1, serviceNumber: '010-****-1234' }],
              })
            : checkOf(),
        joinAddService: () => resultOf({ userLineNo: 2, serviceNumber: '010-****-8520' }),
      }),
    );
    renderAppRoutes('/my-page/my-info/add-service?join=1', screens);
    expect(await screen.findByText('440원')).toBeTruthy();
    expect(screen.getByText('이번 달 (4일)')).toBeTruthy();
    expect(screen.getByText('월 3,300원')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '010-****-8520' }));
    await userEvent.click(await screen.findByRole('button', { name: '010-****-8520 회선에 가입하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '가입을 마친 화면' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'joinAddService');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ userLineNo: 2, addServiceNo: 1 }]);
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('says why the line cannot join, with no way to join', async () => {
    const reason = textOf(messages.addServiceConflict('데이터 추가 5GB'));
    stubCalls(stubs({ checkAddServiceJoin: () => checkOf({ isJoinable: false, reason }) }));
    renderAppRoutes('/my-page/my-info/add-service?join=1', screens);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /가입하기/ })).toBeNull();
  });
});

describe('/my-page/my-info/add-service', () => {
  it('lists the line’s add-ons, each with the way to cancel or why it cannot be cancelled here', async () => {
    stubCalls(stubs({}));
    renderAppRoutes('/my-page/my-info/add-service', screens);
    expect((await screen.findByRole('link', { name: '컬러링 해지하기' })).getAttribute('href')).toBe(
      '/my-page/my-info/add-service/cancel?lineAddServiceNo=11',
    );
    const insurance = screen.getByText('휴대폰 분실파손 보험').closest('li');
    expect(insurance?.textContent).toContain(textOf(messages.addServiceCancelAtCentre));
    expect(screen.queryByRole('link', { name: '휴대폰 분실파손 보험 해지하기' })).toBeNull();
  });
});

describe('/my-page/my-info/add-service/cancel', () => {
  it('shows what this month bills and saves, then cancels with a key', async () => {
    const requests = stubCalls(
      stubs({
        cancelAddService: () =>
          resultOf({ addServiceName: '컬러링', endsOn: '2026-11-27', status: 'CANCELLED' }),
      }),
    );
    renderAppRoutes('/my-page/my-info/add-service/cancel?lineAddServiceNo=11', screens);
    expect(await screen.findByText('1,485원')).toBeTruthy();
    expect(screen.getByText('165원')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '해지하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '부가서비스를 해지했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'cancelAddService');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ lineAddServiceNo: 11 }]);
  });

  it('refuses an add-on that is not the subscriber’s to cancel here', async () => {
    stubCalls(stubs({}));
    renderAppRoutes('/my-page/my-info/add-service/cancel?lineAddServiceNo=12', screens);
    expect(await screen.findByRole('heading', { name: '해지할 수 있는 부가서비스가 아니에요' })).toBeTruthy();
    expect(screen.getByText(textOf(messages.addServiceCancelAtCentre))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '해지하기' })).toBeNull();
  });
});
