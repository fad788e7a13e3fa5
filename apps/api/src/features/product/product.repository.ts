import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AddService, Category, MainPlanGroup, Plan, PlanGroup, PlanSale } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { addServiceCategories, addServices, planGroups, planSales, plans } from '../../db/schema/product.ts';
import type { RowWindow } from '../../shared/paging.ts';

const planColumns = {
  planNo: plans.planNo,
  planCode: plans.planCode,
  planName: plans.planName,
  networkType: plans.networkType,
  basicMonthData: plans.basicMonthData,
  basicMonthDataUnit: plans.basicMonthDataUnit,
  basicQos: plans.basicQos,
  basicVoice: plans.basicVoice,
  basicSms: plans.basicSms,
  basicAmount: plans.basicAmount,
  icon: plans.icon,
  summary: plans.summary,
  benefitList: plans.benefitList,
  noticeList: plans.noticeList,
  planGroupNo: plans.planGroupNo,
};

const addServiceColumns = {
  addServiceNo: addServices.addServiceNo,
  addServiceCode: addServices.addServiceCode,
  addServiceName: addServices.addServiceName,
  categoryNo: addServices.categoryNo,
  categoryName: addServiceCategories.categoryName,
  summary: addServices.summary,
  description: addServices.description,
  monthlyAmount: addServices.monthlyAmount,
  isSelfJoin: addServices.isSelfJoin,
  isRecommend: addServices.isRecommend,
  noticeList: addServices.noticeList,
};

const planRecommendOrder = [asc(plans.recommendOrder), asc(plans.planNo)];

export function createProductRepository(db: Database) {
  async function withSales(rows: Array<Omit<Plan, 'saleList'>>): Promise<Plan[]> {
    if (rows.length === 0) return [];
    const sales = await db
      .select({
        planNo: planSales.planNo,
        saleName: planSales.saleName,
        ltSaleAmount: planSales.ltSaleAmount,
        prSaleAmount: planSales.prSaleAmount,
      })
      .from(planSales)
      .where(
        inArray(
          planSales.planNo,
          rows.map((row) => row.planNo),
        ),
      )
      .orderBy(asc(planSales.planNo), asc(planSales.displayOrder), asc(planSales.planSaleNo));
    const salesByPlan = new Map<number, PlanSale[]>();
    for (const { planNo, ...sale } of sales) {
      const list = salesByPlan.get(planNo) ?? [];
      list.push(sale);
      salesByPlan.set(planNo, list);
    }
    return rows.map((row) => ({ ...row, saleList: salesByPlan.get(row.planNo) ?? [] }));
  }

  /** Every plan on sale, in the recommended order (recommendOrder, then planNo). */
  async function findActivePlans(): Promise<Plan[]> {
    const rows = await db
      .select(planColumns)
      .from(plans)
      .where(eq(plans.isActive, true))
      .orderBy(...planRecommendOrder);
    return withSales(rows);
  }

  return {
    findActivePlans,

    async findActivePlanByNo(planNo: number): Promise<Plan | undefined> {
      const rows = await db
        .select(planColumns)
        .from(plans)
        .where(and(eq(plans.planNo, planNo), eq(plans.isActive, true)))
        .limit(1);
      return (await withSales(rows))[0];
    },

    async findActivePlanByCode(planCode: string): Promise<Plan | undefined> {
      const rows = await db
        .select(planColumns)
        .from(plans)
        .where(and(eq(plans.planCode, planCode), eq(plans.isActive, true)))
        .limit(1);
      return (await withSales(rows))[0];
    },

    /** Every group in display order, each with its member plans on sale in the recommended order. */
    async findPlanGroups(): Promise<PlanGroup[]> {
      const groups = await db
        .select({
          planGroupNo: planGroups.planGroupNo,
          groupName: planGroups.groupName,
          description: planGroups.description,
        })
        .from(planGroups)
        .orderBy(asc(planGroups.displayOrder), asc(planGroups.planGroupNo));
      const members = await findActivePlans();
      return groups.map((group) => ({
        ...group,
        planList: members.filter((plan) => plan.planGroupNo === group.planGroupNo),
      }));
    },

    /** The group flagged for the home page, with the plans picked for it in their exposure order. */
    async findMainExposureGroup(): Promise<(MainPlanGroup & { planGroupNo: number }) | undefined> {
      const groups = await db
        .select({ planGroupNo: planGroups.planGroupNo, groupName: planGroups.groupName })
        .from(planGroups)
        .where(eq(planGroups.isMainExposure, true))
        .orderBy(asc(planGroups.displayOrder), asc(planGroups.planGroupNo))
        .limit(1);
      const group = groups[0];
      if (group === undefined) return undefined;
      const rows = await db
        .select(planColumns)
        .from(plans)
        .where(and(eq(plans.isActive, true), isNotNull(plans.mainExposureOrder)))
        .orderBy(asc(plans.mainExposureOrder), asc(plans.planNo));
      return { ...group, planList: await withSales(rows) };
    },

    async findCategories(): Promise<Category[]> {
      return db
        .select({
          categoryNo: addServiceCategories.categoryNo,
          categoryName: addServiceCategories.categoryName,
          description: addServiceCategories.description,
          displayOrder: addServiceCategories.displayOrder,
        })
        .from(addServiceCategories)
        .orderBy(asc(addServiceCategories.displayOrder), asc(addServiceCategories.categoryNo));
    },

    /** Active add-on services in display order, optionally of one category, with the total before paging. */
    async findAddServices(filter: {
      categoryNo: number | undefined;
      window: RowWindow;
    }): Promise<{ list: AddService[]; totalCount: number }> {
      const where = and(
        eq(addServices.isActive, true),
        filter.categoryNo === undefined ? undefined : eq(addServices.categoryNo, filter.categoryNo),
      );
      const query = db
        .select(addServiceColumns)
        .from(addServices)
        .innerJoin(addServiceCategories, eq(addServiceCategories.categoryNo, addServices.categoryNo))
        .where(where)
        .orderBy(
          asc(addServiceCategories.displayOrder),
          asc(addServices.displayOrder),
          asc(addServices.addServiceNo),
        )
        .offset(filter.window.offset)
        .$dynamic();
      const list = await (filter.window.limit === undefined ? query : query.limit(filter.window.limit));
      const counted = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(addServices)
        .where(where);
      return { list, totalCount: counted[0]?.count ?? 0 };
    },

    async findActiveAddServiceByNo(addServiceNo: number): Promise<AddService | undefined> {
      const rows = await db
        .select(addServiceColumns)
        .from(addServices)
        .innerJoin(addServiceCategories, eq(addServiceCategories.categoryNo, addServices.categoryNo))
        .where(and(eq(addServices.addServiceNo, addServiceNo), eq(addServices.isActive, true)))
        .limit(1);
      return rows[0];
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
