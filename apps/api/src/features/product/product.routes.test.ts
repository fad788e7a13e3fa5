import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addServiceListSchema,
  addServiceSchema,
  categoryListSchema,
  messages,
  networkTypes,
  type Plan,
  planDataBucketOf,
  planDataBuckets,
  planDataInGb,
  planFeeBucketOf,
  planFeeBuckets,
  planGroupListSchema,
  planListSchema,
  planPrice,
  planSchema,
  type PlanSort,
  planSorts,
  textOf,
} from '@mvno/contract';
import { addServiceSeeds, categorySeeds, planGroupSeeds, planSeeds } from '../../seed/product.ts';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

const read = <T extends z.ZodType>(url: string, entity: T) => readEntity(testApp.app, url, entity);

const priceOfSeed = (code: string) => {
  const seed = planSeeds.find((plan) => plan.planCode === code);
  if (seed === undefined) throw new Error(`no seeded plan ${code}`);
  return planPrice(seed);
};
const codesOf = (plans: Plan[]) => plans.map((plan) => plan.planCode);

/** Sort keys per order: each consecutive pair must not decrease in this tuple. */
const sortKeys: Record<PlanSort, ((plan: Plan) => number[]) | undefined> = {
  RECOMMEND: undefined,
  DATA_ROW: (plan) => [planDataInGb(plan), planPrice(plan), plan.planNo],
  DATA_HIGH: (plan) => [-planDataInGb(plan), planPrice(plan), plan.planNo],
  AMOUNT_ROW: (plan) => [planPrice(plan), plan.planNo],
  AMOUNT_HIGH: (plan) => [-planPrice(plan), plan.planNo],
};

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

describe('GET product/plan', () => {
  it('lists every seeded plan in one page with limit -1', async () => {
    const entity = await read('/api/product/plan?limit=-1', planListSchema);
    expect(entity.totalCount).toBe(planSeeds.length);
    expect(entity.list).toHaveLength(planSeeds.length);
  });

  it('gives 10 plans by default', async () => {
    const entity = await read('/api/product/plan', planListSchema);
    expect(entity.list).toHaveLength(10);
    expect(entity.totalCount).toBe(planSeeds.length);
  });

  it.each(networkTypes)('filters networkType=%s', async (networkType) => {
    const entity = await read(`/api/product/plan?networkType=${networkType}&limit=-1`, planListSchema);
    const expected = planSeeds.filter((plan) => plan.networkType === networkType).length;
    expect(expected).toBeGreaterThan(0);
    expect(entity.totalCount).toBe(expected);
    expect(entity.list.every((plan) => plan.networkType === networkType)).toBe(true);
  });

  const networkAndDataBuckets = networkTypes.flatMap((network) =>
    planDataBuckets.map((bucket) => [network, bucket] as const),
  );
  it.each(networkAndDataBuckets)('filters networkType=%s and dataBucket=%s', async (network, bucket) => {
    const entity = await read(
      `/api/product/plan?networkType=${network}&dataBucket=${bucket}&limit=-1`,
      planListSchema,
    );
    const expected = planSeeds.filter(
      (plan) => plan.networkType === network && planDataBucketOf(plan) === bucket,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(entity.totalCount).toBe(expected.length);
    expect(
      entity.list.every((plan) => plan.networkType === network && planDataBucketOf(plan) === bucket),
    ).toBe(true);
  });

  const networkAndFeeBuckets = networkTypes.flatMap((network) =>
    planFeeBuckets.map((bucket) => [network, bucket] as const),
  );
  it.each(networkAndFeeBuckets)('filters networkType=%s and feeBucket=%s', async (network, bucket) => {
    const entity = await read(
      `/api/product/plan?networkType=${network}&feeBucket=${bucket}&limit=-1`,
      planListSchema,
    );
    const expected = planSeeds.filter(
      (plan) => plan.networkType === network && planFeeBucketOf(planPrice(plan)) === bucket,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(entity.totalCount).toBe(expected.length);
    expect(entity.list.every((plan) => planFeeBucketOf(planPrice(plan)) === bucket)).toBe(true);
  });

  it('puts a plan shown at exactly 20,000 won in the 20,000–50,000 bucket and 8GB in the 8GB+ bucket', async () => {
    expect(priceOfSeed('BARO-LTE-8G')).toBe(20000);
    const fee = await read('/api/product/plan?feeBucket=FROM_20000_TO_50000&limit=-1', planListSchema);
    const data = await read('/api/product/plan?dataBucket=OVER_8GB&limit=-1', planListSchema);
    expect(codesOf(fee.list)).toContain('BARO-LTE-8G');
    expect(codesOf(data.list)).toContain('BARO-LTE-8G');
  });

  const twoDataBuckets = planSeeds.filter((plan) =>
    ['UNDER_2GB', 'OVER_8GB'].includes(planDataBucketOf(plan)),
  );
  it.each([
    ['dot notation', 'dataBucket.0=UNDER_2GB&dataBucket.1=OVER_8GB'],
    ['repeated keys', 'dataBucket=UNDER_2GB&dataBucket=OVER_8GB'],
    ['a repeated bucket', 'dataBucket=OVER_8GB&dataBucket=UNDER_2GB&dataBucket=OVER_8GB'],
  ])('matches a plan in any chosen data bucket (%s)', async (_name, query) => {
    const entity = await read(`/api/product/plan?${query}&limit=-1`, planListSchema);
    expect(entity.totalCount).toBe(twoDataBuckets.length);
    expect(codesOf(entity.list).sort()).toEqual(twoDataBuckets.map((plan) => plan.planCode).sort());
  });

  it('needs a plan to match a chosen bucket of each kind', async () => {
    const entity = await read(
      '/api/product/plan?dataBucket=OVER_8GB&feeBucket.0=UNDER_20000&feeBucket.1=FROM_20000_TO_50000&limit=-1',
      planListSchema,
    );
    const expected = planSeeds.filter(
      (plan) => planDataBucketOf(plan) === 'OVER_8GB' && planFeeBucketOf(planPrice(plan)) !== 'OVER_50000',
    );
    expect(entity.totalCount).toBe(expected.length);
    expect(entity.list.every((plan) => planPrice(plan) < 50000 && planDataInGb(plan) >= 8)).toBe(true);
  });

  it('lists by recommendOrder under RECOMMEND', async () => {
    const entity = await read('/api/product/plan?sort=RECOMMEND&limit=-1', planListSchema);
    const expected = planSeeds
      .map((seed, index) => ({ seed, index }))
      .sort((a, b) => a.seed.recommendOrder - b.seed.recommendOrder || a.index - b.index)
      .map(({ seed }) => seed.planCode);
    expect(codesOf(entity.list)).toEqual(expected);
  });

  it.each(planSorts.filter((sort) => sort !== 'RECOMMEND'))(
    'orders the whole list under %s',
    async (sort) => {
      const keyOf = sortKeys[sort];
      if (keyOf === undefined) throw new Error('every non-recommended order has keys');
      const entity = await read(`/api/product/plan?sort=${sort}&limit=-1`, planListSchema);
      expect(entity.list).toHaveLength(planSeeds.length);
      for (let i = 1; i < entity.list.length; i += 1) {
        const previous = entity.list[i - 1]!;
        const current = entity.list[i]!;
        expect(
          compareTuples(keyOf(previous), keyOf(current)),
          `${previous.planCode} then ${current.planCode}`,
        ).toBeLessThan(0);
      }
    },
  );

  it.each([
    ['DATA_ROW', ['BARO-LTE-VOICE-300M', 'BARO-LTE-500M']],
    // Two unlimited plans: the cheaper one first.
    ['DATA_HIGH', ['BARO-LTE-UNLIMITED', 'BARO-5G-UNLIMITED']],
    ['AMOUNT_ROW', ['BARO-LTE-500M', 'BARO-LTE-1G']],
    ['AMOUNT_HIGH', ['BARO-5G-200G', 'BARO-5G-UNLIMITED']],
  ])('starts %s with %j', async (sort, firstCodes) => {
    const entity = await read(`/api/product/plan?sort=${sort}&limit=2`, planListSchema);
    expect(codesOf(entity.list)).toEqual(firstCodes);
  });

  it('sorts by the displayed price, not the basic amount', async () => {
    // 5G UNLIMITED has the higher basic amount (69,000 vs 66,000) but the lower price after its discount.
    expect(priceOfSeed('BARO-5G-UNLIMITED')).toBeLessThan(priceOfSeed('BARO-5G-200G'));
    const entity = await read('/api/product/plan?sort=AMOUNT_HIGH&limit=-1', planListSchema);
    const codes = codesOf(entity.list);
    expect(codes.indexOf('BARO-5G-200G')).toBeLessThan(codes.indexOf('BARO-5G-UNLIMITED'));
  });

  it('gives the next rows on page 2 with the same totalCount', async () => {
    const all = await read('/api/product/plan?sort=AMOUNT_ROW&limit=-1', planListSchema);
    const first = await read('/api/product/plan?sort=AMOUNT_ROW&page=1&limit=5', planListSchema);
    const second = await read('/api/product/plan?sort=AMOUNT_ROW&page=2&limit=5', planListSchema);
    expect(codesOf(first.list)).toEqual(codesOf(all.list.slice(0, 5)));
    expect(codesOf(second.list)).toEqual(codesOf(all.list.slice(5, 10)));
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('gives an empty page past the end', async () => {
    const entity = await read('/api/product/plan?page=100&limit=10', planListSchema);
    expect(entity).toEqual({ list: [], totalCount: planSeeds.length });
  });

  it.each([
    ['networkType=3G', 'networkType'],
    ['dataBucket=HUGE', 'dataBucket.0'],
    ['dataBucket.0=UNDER_2GB&dataBucket.1=HUGE', 'dataBucket.1'],
    ['feeBucket=FREE', 'feeBucket.0'],
    ['age=20', 'age'],
    ['sort=CHEAPEST', 'sort'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
  ])('rejects %s naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/product/plan?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});

describe('GET product/plan/:id and product/plan/code/:code', () => {
  it('gives the plan listed under that number', async () => {
    const listed = await read('/api/product/plan?limit=1', planListSchema);
    const plan = listed.list[0]!;
    expect(await read(`/api/product/plan/${plan.planNo}`, planSchema)).toEqual(plan);
  });

  it('gives a plan by its code with its discounts', async () => {
    const plan = await read('/api/product/plan/code/BARO-5G-100G', planSchema);
    expect(plan).toMatchObject({
      planCode: 'BARO-5G-100G',
      networkType: '5G',
      basicMonthData: 100,
      basicQos: '5Mbps',
    });
    expect(plan.saleList).toEqual([
      { saleName: '장기고객 할인', ltSaleAmount: 5500, prSaleAmount: 0 },
      { saleName: '개통 프로모션 할인', ltSaleAmount: 0, prSaleAmount: 16500 },
    ]);
    expect(planPrice(plan)).toBe(36300);
    expect(await read(`/api/product/plan/${plan.planNo}`, planSchema)).toEqual(plan);
  });

  it.each(['/api/product/plan/99999', '/api/product/plan/code/BARO-NONE'])(
    'answers 4040 for %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    },
  );

  it.each([
    ['/api/product/plan/abc', 'id'],
    ['/api/product/plan/0', 'id'],
    ['/api/product/plan/1.5', 'id'],
    ['/api/product/plan/code/baro-lower', 'code'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});

describe('GET product/plan/group', () => {
  it('gives every group in display order', async () => {
    const entity = await read('/api/product/plan/group', planGroupListSchema);
    expect(entity.list.map((group) => group.groupName)).toEqual(
      planGroupSeeds.map((group) => group.groupName),
    );
  });

  it('puts each plan in its group in the recommended order', async () => {
    const entity = await read('/api/product/plan/group', planGroupListSchema);
    for (const seed of planGroupSeeds.filter((group) => !group.isMainExposure)) {
      const group = entity.list.find((listed) => listed.groupName === seed.groupName);
      const expected = planSeeds
        .filter((plan) => plan.group === seed.key)
        .sort((a, b) => a.recommendOrder - b.recommendOrder)
        .map((plan) => plan.planCode);
      expect(expected.length).toBeGreaterThan(0);
      expect(codesOf(group?.planList ?? [])).toEqual(expected);
    }
  });

  it("lists the home page's picks under the recommended group", async () => {
    const entity = await read('/api/product/plan/group', planGroupListSchema);
    const mainGroup = entity.list.find((group) => group.groupName === '이달의 추천 요금제');
    const expected = planSeeds
      .filter((plan) => plan.mainExposureOrder !== null)
      .sort((a, b) => (a.mainExposureOrder ?? 0) - (b.mainExposureOrder ?? 0))
      .map((plan) => plan.planCode);
    expect(codesOf(mainGroup?.planList ?? [])).toEqual(expected);
  });
});

describe('GET product/category', () => {
  it('gives the add-on categories in display order', async () => {
    const entity = await read('/api/product/category', categoryListSchema);
    expect(entity.list.map((category) => category.categoryName)).toEqual([
      '데이터',
      '통화/문자',
      '안심/보안',
      '생활/엔터',
    ]);
  });
});

describe('GET product/add-service', () => {
  it.each(categorySeeds.map((category) => [category.categoryName, category.key] as const))(
    'filters the %s category',
    async (categoryName, key) => {
      const categories = await read('/api/product/category', categoryListSchema);
      const category = categories.list.find((listed) => listed.categoryName === categoryName)!;
      const entity = await read(
        `/api/product/add-service?categoryNo=${category.categoryNo}&limit=-1`,
        addServiceListSchema,
      );
      const expected = addServiceSeeds.filter((addService) => addService.category === key);
      expect(expected.length).toBeGreaterThan(0);
      expect(entity.totalCount).toBe(expected.length);
      expect(entity.list.map((addService) => addService.addServiceCode)).toEqual(
        expected.map((addService) => addService.addServiceCode),
      );
      expect(entity.list.every((addService) => addService.categoryName === categoryName)).toBe(true);
    },
  );

  it('pages every category together', async () => {
    const first = await read('/api/product/add-service?page=1&limit=5', addServiceListSchema);
    const second = await read('/api/product/add-service?page=2&limit=5', addServiceListSchema);
    expect(first.list).toHaveLength(5);
    expect(second.list).toHaveLength(5);
    expect(first.totalCount).toBe(addServiceSeeds.length);
    expect(second.totalCount).toBe(addServiceSeeds.length);
    expect(second.list[0]?.addServiceCode).toBe(addServiceSeeds[5]?.addServiceCode);
  });

  it('gives an empty list for a category with no services', async () => {
    const entity = await read('/api/product/add-service?categoryNo=9999', addServiceListSchema);
    expect(entity).toEqual({ list: [], totalCount: 0 });
  });

  it.each([
    ['categoryNo=abc', 'categoryNo'],
    ['categoryNo=0', 'categoryNo'],
    ['limit=101', 'limit'],
    ['page=-1', 'page'],
  ])('rejects %s naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/product/add-service?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });

  it('lists every active add-on service unpaged under /list', async () => {
    const entity = await read('/api/product/add-service/list', addServiceListSchema);
    expect(entity.totalCount).toBe(addServiceSeeds.length);
    expect(entity.list.map((addService) => addService.addServiceCode)).toEqual(
      addServiceSeeds.map((addService) => addService.addServiceCode),
    );
  });

  it('gives one add-on service by number', async () => {
    const listed = await read('/api/product/add-service/list', addServiceListSchema);
    const spamBlock = listed.list.find((addService) => addService.addServiceCode === 'ADD-SPAM-BLOCK')!;
    const entity = await read(`/api/product/add-service/${spamBlock.addServiceNo}`, addServiceSchema);
    expect(entity).toEqual(spamBlock);
    expect(entity).toMatchObject({ monthlyAmount: 0, categoryName: '안심/보안', isRecommend: true });
  });

  it('answers 4040 for an unknown add-on service and 400 for a non-numeric one', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/product/add-service/99999' });
    expect(missing.json()).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    const invalid = await testApp.app.inject({ method: 'GET', url: '/api/product/add-service/x1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput('id')),
      entity: null,
    });
  });
});
