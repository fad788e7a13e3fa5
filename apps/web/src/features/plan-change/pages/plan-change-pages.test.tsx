import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf, type PlanChangeCheck, type PlanChangePreview } from '@mvno/contract';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { loggedInAt } from '../../../test/login-user.ts';
import { shownMessages } from '../../../test/modals.ts';
import { refusal, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import PlanChangeFormPage from './plan-change-form-page.tsx';
import PlanChangePage from './plan-change-page.tsx';
import PlanChangeSuccessPage from './plan-change-success-page.tsx';

// The plan-change screens on Friday 27 November 2026, against stubbed calls.
loggedInAt('2026-11-27T10:00:00+09:00');

const checkOf = (fields: Partial<PlanChangeCheck> = {}): PlanChangeCheck => ({
  userLineNo: 1,
  serviceNumber: '010-****-1234',
  currentPlan: { planNo: 3, planName: 'LTE 15GB+3Mbps', basicAmount: 38_500 },
  isChangeable: true,
  reason: null,
  booked: null,
  plans: [
    { planNo: 5, planName: 'LTE 11GB+일 2GB', basicAmount: 33_000, discountAmount: 11_000 },
    { planNo: 6, planName: 'LTE 실속 1GB', basicAmount: 8_800, discountAmount: 0 },
  ],
  ...fields,
});

const bill = (total: number) => ({
  items: [],
  vatAmount: Math.floor(total / 11),
  roundingAmount: 0,
  totalAmount: total,
});
const preview: PlanChangePreview = {
  plan: { planNo: 5, planName: 'LTE 11GB+일 2GB', basicAmount: 33_000 },
  startsOn: '2026-12-01',
  months: [
    { period: '2026-11', current: bill(40_150), changed: bill(40_150) },
    { period: '2026-12', current: bill(40_150), changed: bill(23_650) },
  ],
  lostDiscounts: [{ discountName: '장기 고객 할인', monthlyAmount: 1_100 }],
  gainedDiscounts: [],
};

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  ...overrides,
});
const screens = {
  '/my-page/my-info/plan': PlanChangePage,
  '/my-page/my-info/plan/change': PlanChangeFormPage,
  '/my-page/my-info/plan/success': PlanChangeSuccessPage,
};

describe('/my-page/my-info/plan/change', () => {
  it('shows both months before and after, the discounts that end, and books the change with a key', async () => {
    const requests = stubCalls(
      stubs({
        checkPlanChange: () => checkOf(),
        previewPlanChange: () => preview,
        changePlan: () => ({
          userLineNo: 1,
          serviceNumber: '010-****-1234',
          plan: preview.plan,
          startsOn: '2026-12-01',
          status: 'BOOKED',
        }),
      }),
    );
    renderAppRoutes('/my-page/my-info/plan/change', screens);
    const submit = await screen.findByRole('button', { name: '오늘부터 바꾸기' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: /LTE 11GB\+일 2GB/ }));
    await userEvent.click(screen.getByRole('radio', { name: '다음 달 1일부터' }));
    expect(await screen.findByText('16,500원 덜 내요')).toBeTruthy();
    expect(screen.getByText('요금이 같아요')).toBeTruthy();
    expect(within(screen.getByRole('note')).getByText('장기 고객 할인')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다음 달 1일부터 바꾸기' }));
    expect(shownMessages()).toEqual([
      'LTE 11GB+일 2GB(으)로 바꿀까요?\n2026년 12월 1일부터 새 요금제를 써요. 그 전날까지는 지금 요금제를 써요.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    expect(await screen.findByRole('heading', { level: 1, name: '요금제 변경을 예약했어요' })).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'changePlan');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ planNo: 5, when: 'NEXT_MONTH' }]);
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });
});

describe('changing today', () => {
  it('opens the success page without reading the preview again, which would call the new plan the same', async () => {
    const today = { ...preview, startsOn: '2026-11-27' };
    let isChanged = false;
    const requests = stubCalls(
      stubs({
        checkPlanChange: () => checkOf(),
        previewPlanChange: () =>
          isChanged ? refusal(resultCodes.businessFailure, textOf(messages.planChangeSamePlan)) : today,
        changePlan: () => {
          isChanged = true;
          return {
            userLineNo: 1,
            serviceNumber: '010-****-1234',
            plan: preview.plan,
            startsOn: '2026-11-27',
            status: 'CHANGED',
          };
        },
      }),
    );
    renderAppRoutes('/my-page/my-info/plan/change', screens);
    await userEvent.click(await screen.findByRole('radio', { name: /LTE 11GB\+일 2GB/ }));
    await screen.findByText('16,500원 덜 내요');
    const previews = () => requests.filter(({ call }) => call === 'previewPlanChange').length;
    const previewsBefore = previews();
    await userEvent.click(screen.getByRole('button', { name: '오늘부터 바꾸기' }));
    expect(shownMessages()).toEqual([
      'LTE 11GB+일 2GB(으)로 바꿀까요?\n오늘(2026년 11월 27일)부터 새 요금제를 써요. 이번 달 요금은 두 요금제를 쓴 날만큼 나눠 계산해요.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    expect(await screen.findByRole('heading', { level: 1, name: '요금제를 바꿨어요' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The preview is not asked again once the plan is the line's (it would be refused, in an alert), and
    // nothing is said over the success page.
    expect(previews()).toBe(previewsBefore);
    expect(shownMessages()).toEqual([]);
  });
});

describe('/my-page/my-info/plan', () => {
  it('says why the plan cannot be changed now', async () => {
    stubCalls(
      stubs({
        checkPlanChange: () =>
          checkOf({ isChangeable: false, reason: textOf(messages.planChangeOncePerMonth) }),
      }),
    );
    renderAppRoutes('/my-page/my-info/plan', screens);
    expect(await screen.findByText(textOf(messages.planChangeOncePerMonth))).toBeTruthy();
    expect(screen.queryByRole('link', { name: '요금제 바꾸기' })).toBeNull();
  });
});
