import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillDetail } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { endSession, startSession } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { refusal, serverDown, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { BANK_ACCOUNT, octoberDetail } from '../test-fixtures.ts';
import BillFeePage from './bill-fee-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00+09:00'));
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

const OCTOBER = `/my-page/bill/fee?period=2026-10&billAcntId=${BANK_ACCOUNT}`;
const renderFee = (path = OCTOBER) => renderAppRoutes(path, { '/my-page/bill/fee': BillFeePage });

/** The amount beside a term of the calculation. */
function amountOf(term: RegExp): string {
  const section = screen.getByRole('region', { name: '청구 금액 계산' });
  const found = within(section).getByText(term, { selector: 'dt' });
  return found.nextElementSibling?.textContent ?? '';
}

/** A table's rows as its row header's name and amount. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('/my-page/bill/fee', () => {
  it('shows the bill item by item, by line, and how the items make the total', async () => {
    const requests = stubCalls({ findBillFee: () => octoberDetail });
    renderFee();

    const summary = await screen.findByRole('region', { name: '청구 금액' });
    expect(screen.getByRole('heading', { level: 1, name: '2026년 10월 청구서' })).toBeTruthy();
    expect(within(summary).getByText('119,150원', { selector: 'p' })).toBeTruthy();
    expect(within(summary).getByText('미납')).toBeTruthy();
    expect(within(summary).getByText('2026년 11월 25일')).toBeTruthy();

    expect(rowsOf('010-****-8520 회선의 요금 항목')).toEqual([
      ['월정액5G 스탠다드 31GB+1Mbps', '45,000원'],
      ['할인선택약정 할인', '-7,500원'],
      ['부가서비스 이용료바로 OTT 팩22/31일 사용분', '6,387원'],
      ['단말기 할부금갤럭시 S25 256GB16/24회차', '48,125원'],
      ['기본 제공 초과 사용료데이터 초과1.5MB 초과', '30원'],
      ['기본 제공 초과 사용료음성 초과2분 5초 초과', '225원'],
      ['기본 제공 초과 사용료문자 초과3건 초과', '60원'],
      ['소계', '92,327원'],
    ]);
    expect(rowsOf('010-****-1234 회선의 요금 항목')).toEqual([
      ['월정액LTE 15GB+3Mbps', '20,000원'],
      ['소계', '20,000원'],
    ]);
    // The account's own items come last; VAT and the cut are the calculation's lines, not items.
    expect(rowsOf('계정 공통 항목의 요금 항목')).toEqual([
      ['연체가산금2026년 6월 청구분 연체가산금', '407원'],
      ['소계', '407원'],
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual([
      '청구 금액',
      '010-****-8520 회선',
      '010-****-1234 회선',
      '계정 공통 항목',
    ]);

    // 92,327 + 20,000 + 407 = 112,734; VAT 10 % of 64,202 = 6,420; 119,154 cut by 4 to 119,150.
    expect(amountOf(/^항목 합계$/)).toBe('112,734원');
    expect(amountOf(/^이 중 부가세 대상 금액$/)).toBe('64,202원');
    expect(screen.getByText(/^부가가치세/, { selector: 'dt' }).textContent).toBe(
      '부가가치세 (64,202원의 10%)',
    );
    expect(amountOf(/^부가가치세/)).toBe('6,420원');
    expect(amountOf(/^원단위 절사/)).toBe('-4원');
    expect(amountOf(/^청구 금액$/)).toBe('119,150원');
    expect(amountOf(/^납부한 금액$/)).toBe('0원');
    expect(amountOf(/^남은 금액$/)).toBe('119,150원');

    expect(screen.getByRole('link', { name: '청구서 목록으로' }).getAttribute('href')).toBe(
      `/my-page/bill?billAcntId=${BANK_ACCOUNT}`,
    );
    expect(requests.find((request) => request.call === 'findBillFee')?.path).toBe(
      `/self-care/bill/fee?billAcntId=${BANK_ACCOUNT}&period=2026-10`,
    );
  });

  it('moves to the month before, and not past the last month that has ended', async () => {
    const user = userEvent.setup();
    const requests = stubCalls({
      findBillFee: (request) => {
        const period = request.query.get('period') ?? '2026-10';
        return { ...octoberDetail, bill: { ...octoberDetail.bill, period, status: 'PAID' } };
      },
    });
    const router = renderFee();
    await screen.findByRole('region', { name: '청구 금액' });
    const months = screen.getByRole('navigation', { name: '다른 달 청구서' });
    expect(within(months).queryByRole('link', { name: /다음 달/ })).toBeNull();
    expect(within(months).getByText('다음 달 청구서는 아직 없어요')).toBeTruthy();

    await user.click(within(months).getByRole('link', { name: /^이전 달\s*2026년 9월$/ }));
    expect(router.state.location.search).toBe(`?period=2026-09&billAcntId=${BANK_ACCOUNT}`);
    expect(await screen.findByRole('heading', { level: 1, name: '2026년 9월 청구서' })).toBeTruthy();
    await screen.findByRole('link', { name: /^다음 달\s*2026년 10월$/ });
    expect(
      within(screen.getByRole('navigation', { name: '다른 달 청구서' }))
        .getByRole('link', { name: /^다음 달\s*2026년 10월$/ })
        .getAttribute('href'),
    ).toBe(`/my-page/bill/fee?period=2026-10&billAcntId=${BANK_ACCOUNT}`);
    expect(requests.filter((request) => request.call === 'findBillFee')).toHaveLength(2);
  });

  it('says a bill is not final yet', async () => {
    const draft: BillDetail = {
      ...octoberDetail,
      bill: { ...octoberDetail.bill, stage: 'DRAFT', status: 'UNPAID' },
    };
    stubCalls({ findBillFee: () => draft });
    renderFee();
    const summary = await screen.findByRole('region', { name: '청구 금액' });
    expect(within(summary).getByText('확정 전')).toBeTruthy();
    expect(within(summary).getByText('납부 전')).toBeTruthy();
    expect(within(summary).getByText(/아직 확정되지 않은 청구서예요/)).toBeTruthy();
  });

  it('says so when the month has no bill, with the way back to the list', async () => {
    stubCalls({ findBillFee: () => refusal(4040, '그 달의 청구서가 아직 없어요.') });
    renderFee(`/my-page/bill/fee?period=2026-10&billAcntId=${BANK_ACCOUNT}`);
    expect(await screen.findByRole('heading', { name: '그 달의 청구서가 아직 없어요.' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '2026년 10월 청구서' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '청구서 목록' }).getAttribute('href')).toBe(
      `/my-page/bill?billAcntId=${BANK_ACCOUNT}`,
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('says the bill could not be loaded, and 다시 시도 loads it', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubCalls({ findBillFee: () => (isDown ? serverDown() : octoberDetail) });
    renderFee();
    expect(await screen.findByRole('heading', { name: '청구서를 불러오지 못했어요' })).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '청구 금액 계산' })).toBeTruthy();
  });

  it('asks for a payment confirmation of the chosen months in the popup window', async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    stubCalls({ findBillFee: () => octoberDetail });
    renderFee();

    const request = await screen.findByRole('region', { name: '납부확인서' });
    const from = within(request).getByRole('combobox', { name: '시작 월' });
    const to = within(request).getByRole('combobox', { name: '끝 월' });
    expect((from as HTMLSelectElement).value).toBe('2025-11');
    expect((to as HTMLSelectElement).value).toBe('2026-10');
    await user.selectOptions(from, '2026-04');

    const form = from.closest('form');
    if (form === null) throw new Error('no form');
    // jsdom does not navigate: the test reads what the form would send instead.
    let sent = '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = new URLSearchParams(
        [...new FormData(form).entries()].map(([key, value]) => [
          key,
          typeof value === 'string' ? value : value.name,
        ]),
      ).toString();
    });
    await user.click(within(request).getByRole('button', { name: '납부확인서 발급 (새 창)' }));

    expect(open).toHaveBeenCalledWith(
      '',
      'bill-payment-confirmation',
      expect.stringMatching(/^popup=yes,width=400,height=620,/),
    );
    expect(form.getAttribute('target')).toBe('bill-payment-confirmation');
    expect(form.getAttribute('action')).toBe('/my-page/bill/fee/popup');
    expect(sent).toBe(`billAcntId=${BANK_ACCOUNT}&from=2026-04&to=2026-10`);
  });
});

describe('/en/my-page/bill/fee', () => {
  it('words the bill in English; only the names from the bill stay Korean', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'bills' });
    stubCalls({ findBillFee: () => octoberDetail });
    renderFee();
    expect(await screen.findByRole('region', { name: 'How the total adds up' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'October 2026 bill' })).toBeTruthy();
    expect(screen.getByText('Late payment charge on the June 2026 bill')).toBeTruthy();
    expect(screen.getByText('Instalment 16 of 24')).toBeTruthy();
    expect(screen.getByText('2 min 5 s over')).toBeTruthy();
    expect(screen.getByText(/^VAT/, { selector: 'dt' }).textContent).toBe('VAT (10% of ₩64,202)');
    expect(hangulIn(document.body.textContent).sort()).toEqual(
      [
        '갤럭시',
        '데이터',
        '문자',
        '바로',
        '선택약정',
        '스탠다드',
        '음성',
        '초과',
        '초과',
        '초과',
        '팩',
        '할인',
      ].sort(),
    );
  });
});
