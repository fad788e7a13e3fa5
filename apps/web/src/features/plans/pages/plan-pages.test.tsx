import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan, PlanList } from '@mvno/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs, refusal } from '../../../test/stub-calls.ts';
import PlanDetailPage from './plan-detail-page.tsx';
import PlanListPage from './plan-list-page.tsx';

function planOf(overrides: Partial<Plan>): Plan {
  return {
    planNo: 1,
    planCode: 'PLAN_1',
    planName: '바로 LTE 11GB',
    networkType: '4G',
    basicMonthData: 11,
    basicMonthDataUnit: 'GB',
    basicQos: '3Mbps',
    basicVoice: -1,
    basicSms: -1,
    basicAmount: 33000,
    icon: [],
    saleList: [{ saleName: '약정 할인', ltSaleAmount: 3300, prSaleAmount: 0 }],
    summary: '',
    benefitList: [],
    noticeList: [],
    planGroupNo: 1,
    ...overrides,
  };
}

const api = installCallStubs();

describe('/plan/all', () => {
  beforeEach(() => {
    api.stubs = {
      findPlans: (): PlanList => ({
        list: [
          planOf({
            planNo: 7,
            planName: '바로 5G 슬림',
            networkType: '5G',
            basicAmount: 29700,
            saleList: [],
          }),
        ],
        totalCount: 1,
      }),
    };
  });

  it('asks for what the address says and shows the matching plans', async () => {
    renderRoute('/plan/all?networkType=5G&dataBucket=OVER_8GB&sort=AMOUNT_ROW', '/plan/all', PlanListPage);

    expect(await screen.findByRole('heading', { name: '바로 5G 슬림' })).toBeTruthy();
    expect(screen.getByText('총', { exact: false }).textContent).toBe('총 1개');
    expect(screen.getByTestId('plan-price').textContent).toBe('29,700원');
    expect(screen.getByRole('radio', { name: '5G' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '8GB 이상' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveProperty('value', 'AMOUNT_ROW');
    const query = Object.fromEntries(api.requests[0]!.query);
    expect(api.requests[0]!.call).toBe('findPlans');
    expect(query).toMatchObject({
      networkType: '5G',
      'dataBucket.0': 'OVER_8GB',
      sort: 'AMOUNT_ROW',
      page: '1',
      limit: '10',
    });
  });

  it('writes each choice into the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/plan/all', '/plan/all', PlanListPage);
    await screen.findByRole('heading', { name: '바로 5G 슬림' });

    await user.click(screen.getByRole('radio', { name: 'LTE' }));
    await user.click(screen.getByRole('checkbox', { name: '2만원 미만' }));
    await user.click(screen.getByRole('checkbox', { name: '5만원 이상' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '높은 가격순');

    expect(router.state.location.search).toBe(
      '?networkType=4G&feeBucket=UNDER_20000&feeBucket=OVER_50000&sort=AMOUNT_HIGH',
    );
    await waitFor(() =>
      expect(Object.fromEntries(api.requests.at(-1)!.query)).toMatchObject({
        networkType: '4G',
        'feeBucket.0': 'UNDER_20000',
        'feeBucket.1': 'OVER_50000',
        sort: 'AMOUNT_HIGH',
      }),
    );

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(router.state.location.search).toBe('?sort=AMOUNT_HIGH');
  });

  it('offers a reset when nothing matches', async () => {
    api.stubs = { findPlans: () => ({ list: [], totalCount: 0 }) };
    const user = userEvent.setup();
    const { router } = renderRoute('/plan/all?dataBucket=UNDER_2GB', '/plan/all', PlanListPage);

    await user.click(await screen.findByRole('button', { name: '조건 초기화' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('/plan/:planNo', () => {
  it('shows the price breakdown of the plan', async () => {
    api.stubs = { findPlan: () => planOf({ planNo: 3 }) };
    renderRoute('/plan/3', '/plan/:planNo', PlanDetailPage);

    expect(await screen.findByRole('heading', { level: 1, name: '바로 LTE 11GB' })).toBeTruthy();
    expect([api.requests[0]!.call, api.requests[0]!.params]).toEqual(['findPlan', { id: '3' }]);
    expect(screen.getByTestId('plan-basic-amount').textContent).toBe('33,000원');
    expect(screen.getByTestId('plan-final-price').textContent).toBe('29,700원');
    expect(screen.getByText('소진 시 최대 3Mbps로 계속 사용')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '셀프개통 신청' })[0]!.getAttribute('href')).toBe(
      '/self?planNo=3',
    );
  });

  it('says so in the page, without an alert, when the plan does not exist', async () => {
    api.stubs = { findPlan: () => refusal(4040, '요청하신 정보를 찾을 수 없습니다.') };
    const { alerted } = renderRoute('/plan/999', '/plan/:planNo', PlanDetailPage);

    expect(await screen.findByRole('heading', { level: 1, name: '요금제를 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체 요금제 보기' }).getAttribute('href')).toBe('/plan/all');
    expect(alerted).toEqual([]);
  });

  it('does not call the server for an address that cannot be a plan', () => {
    renderRoute('/plan/abc', '/plan/:planNo', PlanDetailPage);

    expect(screen.getByRole('heading', { level: 1, name: '요금제를 찾을 수 없어요' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
