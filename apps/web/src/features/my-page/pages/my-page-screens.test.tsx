import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  BillList,
  BillSoFar,
  CancelAmount,
  CustomerV2,
  PlanFit,
  PlanFitDetail,
  PromotionEnding,
  ServiceInfo,
  Usage,
} from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { encryptedLoginUserOf, loggedInAt, loginUserOf } from '../../../test/login-user.ts';
import { serverDown, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import AddServicePage from './add-service-page.tsx';
import MyInfoV2Page from './my-info-v2-page.tsx';
import MyPage from './my-page.tsx';
import MyPageV2 from './my-page-v2.tsx';
import PlanPage from './plan-page.tsx';
import ServicePage from './service-page.tsx';

const GB = 1024 ** 3;

const usage: Usage = {
  serviceNumber: '010-****-1234',
  planNo: 3,
  planName: 'LTE 15GB+3Mbps',
  period: '2026-11',
  countedUntil: '2026-11-25T12:00:00.000+09:00',
  data: { allowance: 15 * GB, used: 9 * GB, remaining: 6 * GB },
  voice: { allowance: -1, used: 7_230, remaining: -1 },
  sms: { allowance: -1, used: 12, remaining: -1 },
  dayData: null,
  basicQos: '3Mbps',
  isQosActive: false,
};
const soFar: BillSoFar = {
  billAcntId: '5100258012',
  period: '2026-11',
  countedUntil: null,
  taxableAmount: 36_500,
  vatAmount: 3_650,
  roundingAmount: 0,
  totalAmount: 40_150,
  items: [],
};
const bills: BillList = { billAcntId: '5100258012', unpaidAmount: 18_150, list: [] };
const ending: PromotionEnding = {
  ending: {
    discountName: '개통 프로모션 할인',
    endsOn: '2026-12-31',
    currentAmount: 79_470,
    afterAmount: 87_720,
    cheaperPlans: [{ planNo: 7, planName: '5G 베이직 9GB+1Mbps', averageAmount: 39_600 }],
  },
};

// Three months of a 15 GB line that used about 9–11 GB: 7 GB runs short, 11 GB lasts and costs less.
const fit: PlanFit = {
  months: [
    { period: '2026-08', dataBytes: 9 * GB, voiceSeconds: 9_000, smsCount: 40 },
    { period: '2026-09', dataBytes: 10 * GB, voiceSeconds: 8_000, smsCount: 30 },
    { period: '2026-10', dataBytes: 11 * GB, voiceSeconds: 7_000, smsCount: 20 },
  ],
  currentPlanNo: 3,
  bestPlanNo: 5,
  list: [
    {
      planNo: 4,
      planName: 'LTE 7GB+1Mbps',
      networkType: '4G',
      basicAmount: 26_400,
      monthly: [
        { period: '2026-08', totalAmount: 22_000, isDataShort: true },
        { period: '2026-09', totalAmount: 22_000, isDataShort: true },
        { period: '2026-10', totalAmount: 22_000, isDataShort: true },
      ],
      averageAmount: 22_000,
      isEnough: false,
      isCurrent: false,
    },
    {
      planNo: 5,
      planName: 'LTE 11GB+2GB/일',
      networkType: '4G',
      basicAmount: 33_000,
      monthly: [
        { period: '2026-08', totalAmount: 34_650, isDataShort: false },
        { period: '2026-09', totalAmount: 34_650, isDataShort: false },
        { period: '2026-10', totalAmount: 34_650, isDataShort: false },
      ],
      averageAmount: 34_650,
      isEnough: true,
      isCurrent: false,
    },
    {
      planNo: 3,
      planName: 'LTE 15GB+3Mbps',
      networkType: '4G',
      basicAmount: 38_500,
      monthly: [
        { period: '2026-08', totalAmount: 40_150, isDataShort: false },
        { period: '2026-09', totalAmount: 40_150, isDataShort: false },
        { period: '2026-10', totalAmount: 40_150, isDataShort: false },
      ],
      averageAmount: 40_150,
      isEnough: true,
      isCurrent: true,
    },
  ],
};
const detail: PlanFitDetail = {
  planNo: 5,
  planName: 'LTE 11GB+2GB/일',
  months: fit.months.map((month) => ({
    ...month,
    dataAllowanceBytes: 11 * GB,
    totalAmount: 34_650,
    items: [
      {
        userLineNo: 11,
        serviceNumber: '010-****-1234',
        itemType: 'RECURRING',
        itemName: 'LTE 11GB+2GB/일',
        usageKind: null,
        quantity: null,
        portion: null,
        amount: 30_000,
        isTaxable: true,
      },
      {
        userLineNo: 11,
        serviceNumber: '010-****-1234',
        itemType: 'DISCOUNT',
        itemName: '개통 프로모션 할인',
        usageKind: null,
        quantity: null,
        portion: null,
        amount: -1_500,
        isTaxable: true,
      },
      {
        userLineNo: 11,
        serviceNumber: '010-****-1234',
        itemType: 'ADD_SERVICE',
        itemName: '컬러링',
        usageKind: null,
        quantity: null,
        portion: null,
        amount: 1_500,
        isTaxable: true,
      },
      {
        userLineNo: null,
        serviceNumber: null,
        itemType: 'VAT',
        itemName: 'VAT',
        usageKind: null,
        quantity: null,
        portion: null,
        amount: 3_000,
        isTaxable: false,
      },
      {
        userLineNo: null,
        serviceNumber: null,
        itemType: 'ROUNDING',
        itemName: 'ROUNDING',
        usageKind: null,
        quantity: null,
        portion: null,
        amount: 0,
        isTaxable: false,
      },
    ].filter((item) => item.amount !== 0) as PlanFitDetail['months'][number]['items'],
  })),
};

const serviceInfo: ServiceInfo = {
  userLineNo: 11,
  serviceNumber: '010-****-1234',
  planNo: 3,
  planName: 'LTE 15GB+3Mbps',
  basicAmount: 38_500,
  networkType: '4G',
  lineStatus: 'ACTIVE',
  openedOn: '2024-03-11',
  addServices: [
    { addServiceNo: 21, addServiceName: '컬러링', monthlyAmount: 1_650, startsOn: '2024-03-11' },
    { addServiceNo: 22, addServiceName: '스팸차단', monthlyAmount: 0, startsOn: '2024-03-11' },
  ],
};
const cancel: CancelAmount = {
  userLineNo: 11,
  serviceNumber: '01025801234',
  asOf: '2026-11-25',
  finalBill: { totalAmount: 35_200, items: [] },
  remainingInstalments: 336_875,
  discountPaybacks: [
    {
      discountName: '선택약정 할인',
      monthsKept: 17,
      receivedAmount: 120_000,
      percent: 35,
      paybackAmount: 42_000,
    },
  ],
  totalAmount: 414_075,
  unpaidAmount: 0,
  settlement: {
    billAcntId: '5100258012',
    dueOn: '2026-12-25',
    payMethod: 'CN',
    payNumberMasked: '9410-****-****-2580',
  },
  isLastLine: false,
  refusal: null,
};
const customerV2: CustomerV2 = {
  userName: '홍*동',
  userBirth: '1988-**-**',
  userEmail: 'gi*****@baromobile.example',
  custId: '3000258012',
  isMarketingAgree: true,
  lines: [
    {
      userLineNo: 11,
      serviceNumber: '010-****-1234',
      serviceAccount: '7100258012',
      planNo: 3,
      planName: 'LTE 15GB+3Mbps',
      networkType: '4G',
      lineStatus: 'ACTIVE',
      openedOn: '2024-03-11',
      billAcntId: '5100258012',
      billType: 'EMAIL',
      isInUse: true,
    },
    {
      userLineNo: 12,
      serviceNumber: '010-****-8520',
      serviceAccount: '7100741085',
      planNo: 9,
      planName: '5G 스탠다드 31GB+1Mbps',
      networkType: '5G',
      lineStatus: 'ACTIVE',
      openedOn: '2025-06-02',
      billAcntId: '5100741085',
      billType: 'SMS',
      isInUse: false,
    },
  ],
};

const stubs = (overrides: CallStubs = {}): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findUsage: () => usage,
  findBillSoFar: () => soFar,
  findBills: () => bills,
  findPromotionEnding: () => ({ ending: null }),
  findPlanFit: () => fit,
  findPlanFitDetail: () => detail,
  findExtServiceInfo: () => serviceInfo,
  findContractSale: () => ({ list: [] }),
  findInstalments: () => ({ list: [] }),
  checkPause: () => ({
    userLineNo: 11,
    serviceNumber: '010-****-1234',
    lineStatus: 'ACTIVE',
    isPausable: true,
    reason: null,
    running: null,
    reserved: null,
    pausesInWindow: 0,
    pauseDaysLeft: 180,
    counted: [],
  }),
  findPauseHistory: () => ({ list: [] }),
  findCancelAmount: () => cancel,
  findCustomerV2: () => customerV2,
  findPayMethodsV2: () => ({
    list: [
      {
        billAcntId: '5100258012',
        payMethod: 'CN',
        payInstitution: '신한카드',
        payNumberMasked: '4518-****-****-2580',
        payerName: '홍*동',
        dueDay: 25,
        billType: 'EMAIL',
      },
      {
        billAcntId: '5100741085',
        payMethod: 'RA',
        payInstitution: '국민은행',
        payNumberMasked: '123456-**-****85',
        payerName: '홍*동',
        dueDay: 25,
        billType: 'SMS',
      },
    ],
  }),
  checkPauseV2: () => ({ list: [] }),
  ...overrides,
});

loggedInAt('2026-11-25T14:30:00+09:00');

describe('/my-page', () => {
  it('shows the month of the line in use: what is left, what it costs so far and what is owed', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page', { '/my-page': MyPage });
    const data = await screen.findByRole('meter', { name: '데이터' });
    expect(data.getAttribute('aria-valuetext')).toBe('15GB 중 6GB 남음');
    expect(screen.getAllByText('무제한')).toHaveLength(2);
    const money = screen.getByRole('heading', { name: '이번 달' }).closest('section');
    if (money === null) throw new Error('no month section');
    expect(within(money).getByText('이번 달 지금까지').nextElementSibling?.textContent).toContain('40,150원');
    expect(within(money).getByText('내지 않은 요금').nextElementSibling?.textContent).toContain('18,150원');
    expect(within(money).getByRole('link', { name: '청구서 보기' }).getAttribute('href')).toBe(
      '/my-page/bill',
    );
    expect(screen.queryByText(/프로모션 할인이/)).toBeNull();
    expect(screen.getByRole('link', { name: '나에게 맞는 요금제' }).getAttribute('href')).toBe(
      '/my-page/plan',
    );
  });

  it('says what comes after a promotion that ends next month, and a plan that costs less', async () => {
    stubCalls(stubs({ findPromotionEnding: () => ending }));
    renderAppRoutes('/my-page', { '/my-page': MyPage });
    expect(
      await screen.findByRole('heading', { name: '개통 프로모션 할인이 2026년 12월 31일에 끝나요' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/지금처럼 쓰시면 그 뒤로 한 달에 87,720원이 나와요\. 이번 달보다 8,250원 많아요\./),
    ).toBeTruthy();
    expect(screen.getByText(/5G 베이직 9GB\+1Mbps 요금제라면 한 달 39,600원이에요\./)).toBeTruthy();
  });
});

describe('/my-page/plan', () => {
  it('names the cheapest plan whose data lasted, with the saving worked out from the three months', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page/plan', { '/my-page/plan': PlanPage });
    // 40,150 − 34,650 = 5,500 a month.
    expect(
      await screen.findByText(
        (_, element) =>
          element?.textContent === 'LTE 11GB+2GB/일 요금제로 바꾸면 한 달 평균 5,500원을 아낄 수 있어요.',
      ),
    ).toBeTruthy();
    const plans = screen.getAllByRole('listitem');
    expect(plans.map((plan) => within(plan).getAllByRole('link')[0]?.textContent)).toEqual([
      'LTE 11GB+2GB/일',
      'LTE 15GB+3Mbps',
    ]);
    expect(within(plans[0] as HTMLElement).getByText('가장 알맞아요')).toBeTruthy();
    expect(within(plans[1] as HTMLElement).getByText('지금 요금제')).toBeTruthy();
    // The short plan is cheaper but hidden until all are asked for, and marked short.
    await userEvent.click(screen.getByRole('button', { name: '요금제 3개 모두 보기' }));
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('데이터 부족')).toBeTruthy();
  });

  it('shows a plan’s arithmetic line by line when asked', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page/plan', { '/my-page/plan': PlanPage });
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    await userEvent.click(within(first).getByText('계산 보기'));
    const october = await within(first).findByRole('table', { name: '2026년 10월 계산' });
    const rows = within(october)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('월정액 · LTE 11GB+2GB/일30,000원');
    expect(rows).toContain('할인 · 개통 프로모션 할인-1,500원');
    expect(rows).toContain('부가가치세3,000원');
    expect(rows).toContain('합계34,650원');
  });

  it('says so when no month is over yet, and when loading fails offers 다시 시도', async () => {
    stubCalls(stubs({ findPlanFit: () => ({ ...fit, months: [], bestPlanNo: null }) }));
    renderAppRoutes('/my-page/plan', { '/my-page/plan': PlanPage });
    expect(await screen.findByText(/아직 비교할 만큼 쓴 달이 없어요/)).toBeTruthy();
  });

  it('offers 다시 시도 when the comparison cannot be loaded', async () => {
    stubCalls(stubs({ findPlanFit: serverDown }));
    renderAppRoutes('/my-page/plan', { '/my-page/plan': PlanPage });
    expect(await screen.findByText('요금제 비교를 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('/my-page/my-info/service and /my-page/add-service', () => {
  it('shows the line, its add-ons, whether it can be paused and what cancelling today would cost', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page/my-info/service', { '/my-page/my-info/service': ServicePage });
    expect(await screen.findByText('지금 일시정지할 수 있어요.')).toBeTruthy();
    expect(screen.getByText(/컬러링, 스팸차단/)).toBeTruthy();
    const cancelSection = screen.getByRole('heading', { name: '오늘 해지하면' }).closest('section');
    if (cancelSection === null) throw new Error('no cancel section');
    // 35,200 + 336,875 + 42,000 = 414,075.
    expect(within(cancelSection).getByText('선택약정 할인 반환금 (받은 할인 120,000원의 35%)')).toBeTruthy();
    expect(within(cancelSection).getByText('414,075원')).toBeTruthy();
  });

  it('lists the add-ons with what they cost a month', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page/add-service', { '/my-page/add-service': AddServicePage });
    expect(await screen.findByText('부가서비스 2개, 한 달 1,650원이에요.')).toBeTruthy();
    expect(screen.getByText('무료')).toBeTruthy();
    expect(screen.getByRole('link', { name: '컬러링' }).getAttribute('href')).toBe('/add-service/21');
  });
});

describe('/my-page-v2 and its my-info', () => {
  it('shows every line with how its account pays, and opens one as the line in use', async () => {
    const second = loginUserOf().lineList[1];
    if (second === undefined) throw new Error('no second line');
    const switched = await encryptedLoginUserOf('token-1', {
      loginServiceNumber: second.serviceNumber,
      loginUserLine: { ...second, ssn: '880415-1******' },
    });
    const requests = stubCalls(stubs({ changeLine: () => switched }));
    const router = renderAppRoutes('/my-page-v2', { '/my-page-v2': MyPageV2 });
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(
      within(lines[1] as HTMLElement).getByText('계좌 자동이체 · 국민은행 123456-**-****85'),
    ).toBeTruthy();
    await userEvent.click(
      within(lines[1] as HTMLElement).getByRole('button', { name: '이 회선 자세히 보기' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-page'));
    expect(JSON.parse(requests.find((request) => request.call === 'changeLine')?.body ?? '{}')).toEqual({
      userLineNo: 12,
    });
  });

  it('shows the details masked with every line and how its bill comes', async () => {
    stubCalls(stubs());
    renderAppRoutes('/my-page-v2/my-info', { '/my-page-v2/my-info': MyInfoV2Page });
    expect(await screen.findByText('홍*동')).toBeTruthy();
    expect(screen.getByText('gi*****@baromobile.example')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '회선 2개' })).toBeTruthy();
    expect(screen.getByText('이메일로 받아요')).toBeTruthy();
    expect(screen.getByText('문자로 받아요')).toBeTruthy();
  });
});

describe('in English', () => {
  it('words the plan comparison in English, leaving only the data in Korean', async () => {
    const catalogs = import.meta.glob<CatalogModule>('../locales/*.ts');
    await inEnglish({ catalogs, name: 'my-page' });
    stubCalls(stubs());
    renderAppRoutes('/my-page/plan', { '/my-page/plan': PlanPage });
    expect(await screen.findByText(/and save/)).toBeTruthy();
    // Only the plan names from the catalogue stay as they are ('LTE 11GB+2GB/일').
    expect(hangulIn(document.body.textContent).filter((word) => word !== '일')).toEqual([]);
  });
});
