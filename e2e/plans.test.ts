import { formatWon, planDiscountTotal, planPrice } from '@mvno/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlan, readPlans } from './api.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const wonOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('plan catalogue', () => {
  it('filters /plan/all to 5G sorted by lowest price, keeps it in the URL and across a reload', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan/all');
    await page.getByRole('radio', { name: '5G' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('networkType')).toBe('5G');
    await page.getByRole('combobox', { name: '정렬' }).selectOption('AMOUNT_ROW');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('AMOUNT_ROW');
    expect(new URL(page.url()).searchParams.get('networkType')).toBe('5G');

    const expected = await readPlans(site.baseUrl, 'networkType=5G&sort=AMOUNT_ROW&limit=-1');
    const cards = page.getByRole('main').locator('article');
    await expect.poll(() => cards.first().textContent()).toContain(expected.list[0]!.planName);

    const readCards = async () => {
      const count = await cards.count();
      const rows: Array<{ text: string; price: number }> = [];
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        rows.push({
          text: (await card.textContent()) ?? '',
          price: wonOf(await card.getByTestId('plan-price').textContent()),
        });
      }
      return rows;
    };
    const rows = await readCards();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.text).toContain('5G');
      expect(row.text).not.toMatch(/\bLTE\b/);
    }
    const prices = rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(planPrice(expected.list[0]!));

    await page.reload();
    await expect.poll(async () => (await readCards()).map((row) => row.price)).toEqual(prices);
    expect(await page.getByRole('radio', { name: '5G' }).isChecked()).toBe(true);
  });

  it('shows a plan detail with the basic amount, each discount and basic − discounts', async () => {
    const all = await readPlans(site.baseUrl, 'limit=-1');
    const discounted =
      all.list.find((plan) => plan.saleList.some((sale) => sale.ltSaleAmount > 0 && sale.prSaleAmount > 0)) ??
      all.list.find((plan) => planDiscountTotal(plan) > 0);
    expect(discounted).toBeDefined();
    const plan = await readPlan(site.baseUrl, discounted!.planNo);

    const page = await site.newPage('phone');
    await page.goto(`/plan/${plan.planNo}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(plan.planName);
    expect(wonOf(await page.getByTestId('plan-basic-amount').textContent())).toBe(plan.basicAmount);
    expect(wonOf(await page.getByTestId('plan-final-price').textContent())).toBe(
      plan.basicAmount - planDiscountTotal(plan),
    );
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const sale of plan.saleList) {
      expect(text).toContain(sale.saleName);
      for (const amount of [sale.ltSaleAmount, sale.prSaleAmount].filter((value) => value > 0)) {
        expect(text).toContain(formatWon(amount).replace('원', ''));
      }
    }
  });

  it('tells a visitor when a plan does not exist', async () => {
    const page = await site.newPage('phone');
    await page.goto('/plan/999999');
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/찾을 수 없/);
    expect(await page.getByRole('link', { name: /전체 요금제/ }).count()).toBeGreaterThan(0);
  });
});

describe('add-on services', () => {
  it('lists services by category and opens one', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/add-service/all');
    const cards = page.getByRole('main').locator('a[href^="/add-service/"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    const first = cards.first();
    const name = ((await first.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
  });
});

describe('not found', () => {
  it('shows a Korean not-found page for an unknown path', async () => {
    const page = await site.newPage('phone');
    await page.goto('/this/does/not/exist');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('요청하신 페이지를 찾을 수 없습니다.');
  });
});
