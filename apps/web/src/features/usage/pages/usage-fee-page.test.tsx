import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillItem, BillSoFar } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { serverDown, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import UsageFeePage from './usage-fee-page.tsx';

const lineItem = (
  fields: Partial<BillItem> & Pick<BillItem, 'itemType' | 'itemName' | 'amount'>,
): BillItem => ({
  userLineNo: 11,
  serviceNumber: '010-****-1234',
  usageKind: null,
  quantity: null,
  portion: null,
  isTaxable: true,
  ...fields,
});

const accountItem = (itemType: 'VAT' | 'ROUNDING', amount: number): BillItem => ({
  userLineNo: null,
  serviceNumber: null,
  itemType,
  itemName: itemType,
  usageKind: null,
  quantity: null,
  portion: null,
  amount,
  isTaxable: false,
});

/**
 * Taxable: 35,000 − 8,750 + 1,100 + 1,350 = 28,700, VAT 2,870. The line: 90,533 with the insurance, the
 * payment and the instalment, which carry no VAT; 90,533 + 2,870 = 93,403, cut to 93,400.
 */
const soFar: BillSoFar = {
  billAcntId: '5100258012',
  period: '2026-11',
  countedUntil: '2026-11-25T12:00:00.000+09:00',
  taxableAmount: 28_700,
  vatAmount: 2_870,
  roundingAmount: -3,
  totalAmount: 93_400,
  items: [
    lineItem({ itemType: 'RECURRING', itemName: 'LTE 15GB+3Mbps', amount: 35_000 }),
    lineItem({ itemType: 'DISCOUNT', itemName: '선택약정 할인', amount: -8_750 }),
    lineItem({
      itemType: 'ADD_SERVICE',
      itemName: '데이터 1GB 추가',
      amount: 1_100,
      portion: { count: 11, of: 30 },
    }),
    lineItem({ itemType: 'ADD_SERVICE', itemName: '휴대폰 보험', amount: 4_000, isTaxable: false }),
    lineItem({ itemType: 'USAGE', itemName: 'VOICE', usageKind: 'VOICE', quantity: 750, amount: 1_350 }),
    lineItem({ itemType: 'MICRO_PAYMENT', itemName: '구글 플레이', amount: 12_000, isTaxable: false }),
    lineItem({
      itemType: 'INSTALMENT',
      itemName: 'Galaxy S25',
      amount: 45_833,
      quantity: 3,
      portion: { count: 3, of: 24 },
      isTaxable: false,
    }),
    accountItem('VAT', 2_870),
    accountItem('ROUNDING', -3),
  ],
};

const stubs = (overrides: CallStubs = {}): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findBillSoFar: () => soFar,
  ...overrides,
});

loggedInAt('2026-11-25T14:30:00+09:00');

const renderFee = () => renderAppRoutes('/my-page/usage/fee', { '/my-page/usage/fee': UsageFeePage });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/my-page/usage/fee', () => {
  it('itemises this month so far by line, then adds the VAT and the 10-won cut to the total', async () => {
    stubCalls(stubs());
    renderFee();
    expect(await screen.findByRole('heading', { level: 2, name: '2026년 11월 예상 요금' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '이번 달 요금' })).toBeTruthy();
    expect(screen.getByText('오늘 오후 12시까지 쓴 만큼 계산했어요.')).toBeTruthy();
    expect(
      screen.getByText(
        '아직 예상 금액이에요. 2026년 12월 1일에 청구서가 나오면 확정되고, 그때까지 쓰는 만큼 달라질 수 있어요.',
      ),
    ).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: '010-****-1234 회선' })).toBeTruthy();
    const line = screen.getByRole('table', { name: '010-****-1234 회선의 이번 달 요금 항목' });
    expect(rowsOf(line)).toEqual([
      '항목금액',
      'LTE 15GB+3Mbps월정액35,000원',
      '선택약정 할인할인-8,750원',
      '데이터 1GB 추가부가서비스 이용료 · 11/30일1,100원',
      '휴대폰 보험부가서비스 이용료 · 부가세 없음4,000원',
      '음성기본 제공 초과 사용료 · 넘겨 쓴 양 12분 30초1,350원',
      '구글 플레이소액결제 · 부가세 없음12,000원',
      'Galaxy S25단말기 할부금 · 3/24회차 · 부가세 없음45,833원',
      '회선 합계90,533원',
    ]);

    const account = screen.getByRole('table', { name: '부가세와 원단위 절사, 이번 달 예상 요금' });
    expect(rowsOf(account)).toEqual([
      '항목금액',
      '부가가치세부가세 붙는 항목 28,700원의 10%2,870원',
      '원단위 절사10원 미만은 빼 드려요-3원',
      '이번 달 예상 요금93,400원',
    ]);
    expect(
      screen.getByText('청구 계정 5100258012의 회선 요금을 모두 더하고 부가세를 붙였어요.'),
    ).toBeTruthy();
    expect(screen.getAllByText('93,400원')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '지난 청구서와 납부 보기' }).getAttribute('href')).toBe(
      '/my-page/bill',
    );
  });

  it('names a late fee by the month it is for and shows data beyond the allowance in its size', async () => {
    stubCalls(
      stubs({
        // Data and texts beyond the allowance of a plan without a slower speed, taxed: 6,291 + 80 = 6,371,
        // VAT 637; with the late fee 6,371 + 637 + 1,192 = 8,200, nothing to cut.
        findBillSoFar: () => ({
          ...soFar,
          taxableAmount: 6_371,
          vatAmount: 637,
          roundingAmount: 0,
          totalAmount: 8_200,
          items: [
            lineItem({
              itemType: 'USAGE',
              itemName: 'DATA',
              usageKind: 'DATA',
              quantity: 300 * 1024 * 1024,
              amount: 6_291,
            }),
            lineItem({ itemType: 'USAGE', itemName: 'SMS', usageKind: 'SMS', quantity: 4, amount: 80 }),
            {
              ...accountItem('VAT', 0),
              itemType: 'LATE_FEE',
              itemName: '2026-09',
              amount: 1_192,
            },
          ],
        }),
      }),
    );
    renderFee();
    const line = await screen.findByRole('table', { name: '010-****-1234 회선의 이번 달 요금 항목' });
    expect(rowsOf(line)).toContain('데이터기본 제공 초과 사용료 · 넘겨 쓴 양 300MB6,291원');
    expect(rowsOf(line)).toContain('문자기본 제공 초과 사용료 · 넘겨 쓴 양 4건80원');
    const account = screen.getByRole('table', { name: '부가세와 원단위 절사, 이번 달 예상 요금' });
    expect(rowsOf(account)).toEqual([
      '항목금액',
      '2026년 9월 청구서 미납분연체가산금1,192원',
      '부가가치세부가세 붙는 항목 6,371원의 10%637원',
      // Nothing to cut: still said.
      '원단위 절사10원 미만은 빼 드려요0원',
      '이번 달 예상 요금8,200원',
    ]);
  });

  it('says so when nothing is charged yet this month', async () => {
    stubCalls(
      stubs({
        findBillSoFar: () => ({
          ...soFar,
          countedUntil: null,
          taxableAmount: 0,
          vatAmount: 0,
          roundingAmount: 0,
          totalAmount: 0,
          items: [],
        }),
      }),
    );
    renderFee();
    expect(await screen.findByRole('heading', { name: '아직 이번 달 요금이 없어요' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what could not be loaded and loads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls(() => stubs({ findBillSoFar: () => (isDown ? serverDown() : soFar) }));
    renderFee();
    expect(await screen.findByRole('heading', { name: '이번 달 요금을 불러오지 못했어요' })).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '2026년 11월 예상 요금' })).toBeTruthy();
  });
});

describe('/en/my-page/usage/fee', () => {
  it('words the charges in English; only the plan, add-on and merchant names are data', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(stubs());
    renderFee();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Estimated charges for November 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Worked out from your use up to 12 pm today.')).toBeTruthy();
    const line = screen.getByRole('table', { name: 'This month’s charges for line 010-****-1234' });
    expect(rowsOf(line)).toContain('데이터 1GB 추가Add-on fees · 11 of 30 days₩1,100');
    expect(rowsOf(line)).toContain('선택약정 할인Discount-₩8,750');
    const account = screen.getByRole('table', { name: 'VAT, rounding and this month’s estimate' });
    expect(rowsOf(account)).toContain('VAT10% of ₩28,700 of taxable items₩2,870');
    expect(rowsOf(account)).toContain('Estimated total this month₩93,400');
    expect(screen.getByText('선택약정 할인').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('VAT').getAttribute('lang')).toBeNull();
    const content = soFar.items.map((item) => item.itemName).join(' ');
    expect(hangulIn(document.body.textContent).filter((word) => !content.includes(word))).toEqual([]);
  });
});
