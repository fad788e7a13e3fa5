import type { z } from 'zod';
import {
  planDataBucketOf,
  planDataBuckets,
  planDataInGb,
  planFeeBucketOf,
  planFeeBuckets,
  planPrice,
  type AddService,
  type AddServiceList,
  type CategoryList,
  type findAddServicesRequestSchema,
  type FindPlansQuery,
  type MainPlanGroup,
  type Plan,
  type PlanGroupList,
  type PlanList,
  type PlanSort,
} from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { pageKeyOf, rowWindowOf, slicePage } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { ProductRepository } from './product.repository.ts';

type FindAddServicesQuery = z.output<typeof findAddServicesRequestSchema>;

/** A plan with the two numbers every filter and sort reads, worked out once per load. */
interface RankedPlan {
  plan: Plan;
  price: number;
  dataInGb: number;
}

function compareNumbers(a: number, b: number): number {
  // Subtraction would give NaN for two unlimited (Infinity) amounts.
  return a < b ? -1 : a > b ? 1 : 0;
}

const comparators: Record<PlanSort, ((a: RankedPlan, b: RankedPlan) => number) | undefined> = {
  // The repository already gives plans in the recommended order; a stable sort keeps it.
  RECOMMEND: undefined,
  DATA_ROW: (a, b) =>
    compareNumbers(a.dataInGb, b.dataInGb) ||
    compareNumbers(a.price, b.price) ||
    compareNumbers(a.plan.planNo, b.plan.planNo),
  DATA_HIGH: (a, b) =>
    compareNumbers(b.dataInGb, a.dataInGb) ||
    compareNumbers(a.price, b.price) ||
    compareNumbers(a.plan.planNo, b.plan.planNo),
  AMOUNT_ROW: (a, b) => compareNumbers(a.price, b.price) || compareNumbers(a.plan.planNo, b.plan.planNo),
  AMOUNT_HIGH: (a, b) => compareNumbers(b.price, a.price) || compareNumbers(a.plan.planNo, b.plan.planNo),
};

/** One key per distinct answer: bucket lists are deduplicated and put in enumeration order. */
function plansCacheKey(query: FindPlansQuery): string {
  const dataBuckets = planDataBuckets.filter((bucket) => query.dataBucket.includes(bucket));
  const feeBuckets = planFeeBuckets.filter((bucket) => query.feeBucket.includes(bucket));
  return [
    'product:plans',
    query.networkType,
    dataBuckets.join(','),
    feeBuckets.join(','),
    query.age,
    query.sort,
    pageKeyOf(query),
  ].join('|');
}

function selectPlans(plans: readonly Plan[], query: FindPlansQuery): PlanList {
  const ranked = plans
    .map((plan) => ({ plan, price: planPrice(plan), dataInGb: planDataInGb(plan) }))
    .filter(
      ({ plan, price }) =>
        (query.networkType === 'all' || plan.networkType === query.networkType) &&
        (query.dataBucket.length === 0 || query.dataBucket.includes(planDataBucketOf(plan))) &&
        (query.feeBucket.length === 0 || query.feeBucket.includes(planFeeBucketOf(price))),
    );
  const comparator = comparators[query.sort];
  if (comparator !== undefined) ranked.sort(comparator);
  return {
    list: slicePage(ranked, query).map(({ plan }) => plan),
    totalCount: ranked.length,
  };
}

export function createProductService(deps: {
  productRepository: ProductRepository;
  catalogueCache: ReadCache;
}) {
  const { productRepository, catalogueCache } = deps;

  return {
    findPlansJson(query: FindPlansQuery): Promise<CachedAnswer> {
      return catalogueCache.getJson(plansCacheKey(query), async (): Promise<PlanList> =>
        selectPlans(await productRepository.findActivePlans(), query),
      );
    },

    findPlanJson(planNo: number): Promise<CachedAnswer> {
      return catalogueCache.getJson(`product:plan:${planNo}`, async (): Promise<Plan> => {
        const plan = await productRepository.findActivePlanByNo(planNo);
        if (plan === undefined) throw AppError.notFound();
        return plan;
      });
    },

    findPlanByCodeJson(planCode: string): Promise<CachedAnswer> {
      return catalogueCache.getJson(`product:plan-code:${planCode}`, async (): Promise<Plan> => {
        const plan = await productRepository.findActivePlanByCode(planCode);
        if (plan === undefined) throw AppError.notFound();
        return plan;
      });
    },

    /**
     * Every group with its plans. The home page's group has no members of its own: its plans are picked
     * from the other groups, so it lists the same plans the home page shows.
     */
    findPlanGroupsJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('product:plan-groups', async (): Promise<PlanGroupList> => {
        const [groups, mainGroup] = await Promise.all([
          productRepository.findPlanGroups(),
          productRepository.findMainExposureGroup(),
        ]);
        return {
          list: groups.map((group) =>
            group.planGroupNo === mainGroup?.planGroupNo ? { ...group, planList: mainGroup.planList } : group,
          ),
        };
      });
    },

    findMainPlanGroupJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('product:main-plan-group', async (): Promise<MainPlanGroup> => {
        const group = await productRepository.findMainExposureGroup();
        if (group === undefined) throw AppError.notFound();
        return { groupName: group.groupName, planList: group.planList };
      });
    },

    findCategoriesJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('product:categories', async (): Promise<CategoryList> => ({
        list: await productRepository.findCategories(),
      }));
    },

    findAddServicesJson(query: FindAddServicesQuery): Promise<CachedAnswer> {
      return catalogueCache.getJson(
        `product:add-services|${query.categoryNo ?? 'all'}|${pageKeyOf(query)}`,
        (): Promise<AddServiceList> =>
          productRepository.findAddServices({ categoryNo: query.categoryNo, window: rowWindowOf(query) }),
      );
    },

    findAllAddServicesJson(): Promise<CachedAnswer> {
      return catalogueCache.getJson('product:add-services|all|all', (): Promise<AddServiceList> =>
        productRepository.findAddServices({
          categoryNo: undefined,
          window: rowWindowOf({ page: 1, limit: -1 }),
        }),
      );
    },

    /** The plans and add-ons on sale, by number: the detail pages the sitemap lists. */
    async findProductNumbers(): Promise<{ planNos: number[]; addServiceNos: number[] }> {
      const [plans, addServices] = await Promise.all([
        productRepository.findActivePlans(),
        productRepository.findAddServices({
          categoryNo: undefined,
          window: rowWindowOf({ page: 1, limit: -1 }),
        }),
      ]);
      return {
        planNos: plans.map((plan) => plan.planNo),
        addServiceNos: addServices.list.map((addService) => addService.addServiceNo),
      };
    },

    findAddServiceJson(addServiceNo: number): Promise<CachedAnswer> {
      return catalogueCache.getJson(`product:add-service:${addServiceNo}`, async (): Promise<AddService> => {
        const addService = await productRepository.findActiveAddServiceByNo(addServiceNo);
        if (addService === undefined) throw AppError.notFound();
        return addService;
      });
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
