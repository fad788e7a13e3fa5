import { screen, within } from '@testing-library/react';
import type { Plan } from '@mvno/contract';
import { describe, expect, it } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs } from '../../../test/stub-calls.ts';
import PlanComparePage from './plan-compare-page.tsx';
import PlanDetailPage from './plan-detail-page.tsx';

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

const lte = planOf({ planNo: 3 });
const fiveG = planOf({
  planNo: 7,
  planName: '바로 5G 슬림',
  networkType: '5G',
  basicMonthData: 5,
  basicVoice: 300,
  basicSms: 100,
  basicAmount: 29700,
  saleList: [
    { saleName: '약정 할인', ltSaleAmount: 2000, prSaleAmount: 0 },
    { saleName: '가을 프로모션', ltSaleAmount: 0, prSaleAmount: 5000 },
  ],
});
/** What the database holds: names of plans and sales are shown as they are written. */
const content = [lte, fiveG]
  .flatMap((plan) => [plan.planName, ...plan.saleList.map((sale) => sale.saleName)])
  .join(' ');

/** Every word a visitor can read or hear: the text, and the names given to screen readers. */
const wordsOnScreen = () =>
  [
    document.body.textContent,
    ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
  ].join(' ');

const api = installCallStubs();
const english = () =>
  inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'plans' });

describe('the plans in English (/en)', () => {
  it('compares plans side by side in English, with prices in won and 4G sold as LTE', async () => {
    await english();
    api.stubs = {
      findPlan: ({ params }) => (params.id === '7' ? fiveG : lte),
    };
    renderRoute('/plan/compare?planNo=3&planNo=7', '/plan/compare', PlanComparePage);

    const table = await screen.findByRole('table', { name: 'Comparing 2 plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeTruthy();
    const rowOf = (name: string) =>
      Array.from(
        within(table).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [],
        (cell) => cell.textContent,
      );
    expect(rowOf('Network')).toEqual(['LTE', '5G']);
    expect(rowOf('Data')).toEqual(['11GB', '5GB']);
    expect(rowOf('Speed after your data runs out')).toEqual(['Up to 3Mbps', 'Up to 3Mbps']);
    expect(rowOf('Calls')).toEqual(['Unlimited', '300 min']);
    expect(rowOf('Texts')).toEqual(['Unlimited', '100 texts']);
    expect(rowOf('Base price')).toEqual(['₩33,000', '₩29,700']);
    expect(rowOf('Discounts')).toEqual([
      'Long-term discount -₩3,300',
      '약정 할인 · Long-term discount -₩2,000가을 프로모션 · Promotional discount -₩5,000',
    ]);
    expect(rowOf('Monthly price')).toEqual(['₩29,700', '₩22,700']);
    expect(screen.getByRole('link', { name: `Remove ${fiveG.planName} from the comparison` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See more plans' }).getAttribute('href')).toBe('/plan/all');
    expect(hangulIn(wordsOnScreen()).filter((word) => !content.includes(word))).toEqual([]);
  });

  it('shows a plan in English, with its allowance, its price breakdown and the way to sign up', async () => {
    await english();
    api.stubs = { findPlan: () => lte };
    renderRoute('/plan/3', '/plan/:planNo', PlanDetailPage);

    expect(await screen.findByRole('heading', { level: 1, name: lte.planName })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's included" })).toBeTruthy();
    expect(screen.getByText('Then keep going at up to 3Mbps')).toBeTruthy();
    expect(screen.getByText('Base price')).toBeTruthy();
    expect(screen.getByTestId('plan-basic-amount').textContent).toBe('₩33,000');
    expect(screen.getByTestId('plan-discount').textContent).toBe('Long-term discount -₩3,300');
    expect(screen.getByText('You pay monthly')).toBeTruthy();
    expect(screen.getByTestId('plan-final-price').textContent).toBe('₩29,700');
    expect(screen.getByRole('button', { name: `Add to compare: ${lte.planName}` }).textContent).toBe(
      '+Add to compare',
    );
    expect(screen.getAllByRole('link', { name: 'Self-activate' })[0]!.getAttribute('href')).toBe(
      '/self?planNo=3',
    );
    expect(screen.getAllByRole('link', { name: 'Buy a SIM' })).toHaveLength(2);
    expect(hangulIn(wordsOnScreen()).filter((word) => !content.includes(word))).toEqual([]);
  });
});
