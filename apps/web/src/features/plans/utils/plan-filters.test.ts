import { describe, expect, it } from 'vitest';
import {
  defaultPlanFilters,
  findPlansRequestOf,
  planFiltersFromSearchParams,
  planListHrefOf,
  planSearchParamsOf,
  type PlanFilters,
} from './plan-filters.ts';

describe('plan filters in the address of /plan/all', () => {
  const cases: { search: string; filters: PlanFilters; canonical: string }[] = [
    { search: '', filters: defaultPlanFilters, canonical: '' },
    {
      search: 'networkType=5G&sort=AMOUNT_ROW',
      filters: { ...defaultPlanFilters, networkType: '5G', sort: 'AMOUNT_ROW' },
      canonical: 'networkType=5G&sort=AMOUNT_ROW',
    },
    {
      search: 'networkType=4G&dataBucket=OVER_8GB&dataBucket=UNDER_2GB&feeBucket=UNDER_20000',
      filters: {
        ...defaultPlanFilters,
        networkType: '4G',
        dataBuckets: ['UNDER_2GB', 'OVER_8GB'],
        feeBuckets: ['UNDER_20000'],
      },
      canonical: 'networkType=4G&dataBucket=UNDER_2GB&dataBucket=OVER_8GB&feeBucket=UNDER_20000',
    },
    {
      search: 'networkType=6G&dataBucket=LOTS&dataBucket=OVER_8GB&dataBucket=OVER_8GB&sort=CHEAPEST',
      filters: { ...defaultPlanFilters, dataBuckets: ['OVER_8GB'] },
      canonical: 'dataBucket=OVER_8GB',
    },
    {
      search: 'networkType=all&sort=RECOMMEND',
      filters: defaultPlanFilters,
      canonical: '',
    },
  ];

  it.each(cases)('reads "$search"', ({ search, filters }) => {
    expect(planFiltersFromSearchParams(new URLSearchParams(search))).toEqual(filters);
  });

  it.each(cases)('writes "$search" back as "$canonical"', ({ filters, canonical }) => {
    expect(planSearchParamsOf(filters).toString()).toBe(canonical);
  });

  it('keeps parameters that are not filters', () => {
    const current = new URLSearchParams('alliance=ALAC1026&networkType=4G');
    const next = planSearchParamsOf({ ...defaultPlanFilters, networkType: '5G' }, current);
    expect(next.toString()).toBe('alliance=ALAC1026&networkType=5G');
  });

  it('builds the quick-entry links of the overview', () => {
    expect(planListHrefOf({})).toBe('/plan/all');
    expect(planListHrefOf({ networkType: '4G' })).toBe('/plan/all?networkType=4G');
    expect(planListHrefOf({ dataBuckets: ['FROM_5GB_TO_8GB'] })).toBe('/plan/all?dataBucket=FROM_5GB_TO_8GB');
  });

  it('turns the filters into the GET product/plan query', () => {
    const filters = planFiltersFromSearchParams(
      new URLSearchParams('networkType=5G&feeBucket=OVER_50000&feeBucket=UNDER_20000&sort=DATA_HIGH'),
    );
    expect(findPlansRequestOf(filters, 3)).toEqual({
      networkType: '5G',
      dataBucket: [],
      feeBucket: ['UNDER_20000', 'OVER_50000'],
      age: 'all',
      sort: 'DATA_HIGH',
      page: 3,
      limit: 10,
    });
  });
});
