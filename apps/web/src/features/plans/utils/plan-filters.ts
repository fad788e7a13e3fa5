import type {
  FindPlansQuery,
  PlanDataBucket,
  PlanFeeBucket,
  PlanNetworkFilter,
  PlanSort,
} from '@mvno/contract';
import { planDataBuckets, planFeeBuckets, planNetworkFilters, planSorts } from '@mvno/contract';

/** What the plan list shows, as read from and written to the address bar of /plan/all. */
export interface PlanFilters {
  networkType: PlanNetworkFilter;
  dataBuckets: PlanDataBucket[];
  feeBuckets: PlanFeeBucket[];
  sort: PlanSort;
}

export const defaultPlanFilters: PlanFilters = {
  networkType: 'all',
  dataBuckets: [],
  feeBuckets: [],
  sort: 'RECOMMEND',
};

export const PLAN_PAGE_SIZE = 10;

const paramKeys = {
  networkType: 'networkType',
  dataBucket: 'dataBucket',
  feeBucket: 'feeBucket',
  sort: 'sort',
} as const;

export function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return values.some((item) => item === value);
}

/**
 * Keeps the known values in enumeration order, once each, so that the same choice always gives the same
 * address and the same query key whatever order the visitor ticked the boxes in.
 */
function canonical<T extends string>(values: readonly T[], picked: readonly string[]): T[] {
  return values.filter((value) => picked.includes(value));
}

/** A hand-edited or outdated address falls back to the defaults instead of failing. */
export function planFiltersFromSearchParams(params: URLSearchParams): PlanFilters {
  const networkType = params.get(paramKeys.networkType);
  const sort = params.get(paramKeys.sort);
  return {
    networkType: isOneOf(planNetworkFilters, networkType) ? networkType : defaultPlanFilters.networkType,
    dataBuckets: canonical(planDataBuckets, params.getAll(paramKeys.dataBucket)),
    feeBuckets: canonical(planFeeBuckets, params.getAll(paramKeys.feeBucket)),
    sort: isOneOf(planSorts, sort) ? sort : defaultPlanFilters.sort,
  };
}

/**
 * The filters written over `current`: defaults are left out so that a plain /plan/all stays plain, and
 * parameters that belong to others (e.g. the alliance code) survive.
 */
export function planSearchParamsOf(filters: PlanFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(paramKeys)) next.delete(key);
  if (filters.networkType !== defaultPlanFilters.networkType)
    next.set(paramKeys.networkType, filters.networkType);
  for (const bucket of canonical(planDataBuckets, filters.dataBuckets))
    next.append(paramKeys.dataBucket, bucket);
  for (const bucket of canonical(planFeeBuckets, filters.feeBuckets))
    next.append(paramKeys.feeBucket, bucket);
  if (filters.sort !== defaultPlanFilters.sort) next.set(paramKeys.sort, filters.sort);
  return next;
}

/** The link to /plan/all showing the given filters, e.g. for the overview's quick chips. */
export function planListHrefOf(filters: Partial<PlanFilters>): string {
  const search = planSearchParamsOf({ ...defaultPlanFilters, ...filters }).toString();
  return search === '' ? '/plan/all' : `/plan/all?${search}`;
}

/** The query of GET product/plan; the age filter has only one value, 'all' (spec §3). */
export function findPlansRequestOf(filters: PlanFilters, page: number): FindPlansQuery {
  return {
    networkType: filters.networkType,
    dataBucket: filters.dataBuckets,
    feeBucket: filters.feeBuckets,
    age: 'all',
    sort: filters.sort,
    page,
    limit: PLAN_PAGE_SIZE,
  };
}

export function hasActivePlanFilters(filters: PlanFilters): boolean {
  return (
    filters.networkType !== defaultPlanFilters.networkType ||
    filters.dataBuckets.length > 0 ||
    filters.feeBuckets.length > 0
  );
}

/** Adds the value when missing, removes it when present. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
