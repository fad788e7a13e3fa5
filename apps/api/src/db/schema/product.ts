import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { addServiceFits, networkTypes, type PlanIcon } from '@mvno/contract';

export const planGroups = pgTable('plan_groups', {
  planGroupNo: serial('plan_group_no').primaryKey(),
  groupName: varchar('group_name', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
  displayOrder: integer('display_order').notNull().default(0),
  /** The group the home page recommends (site/main/group/exposure). */
  isMainExposure: boolean('is_main_exposure').notNull().default(false),
});

export const plans = pgTable(
  'plans',
  {
    planNo: serial('plan_no').primaryKey(),
    planCode: varchar('plan_code', { length: 40 }).notNull().unique(),
    planName: varchar('plan_name', { length: 100 }).notNull(),
    networkType: varchar('network_type', { length: 2, enum: networkTypes }).notNull(),
    basicMonthData: integer('basic_month_data').notNull(),
    basicMonthDataUnit: varchar('basic_month_data_unit', { length: 2, enum: ['MB', 'GB'] }).notNull(),
    basicQos: varchar('basic_qos', { length: 20 }).notNull().default(''),
    /** Data a day (MB) once the month's is used up, reset at midnight Korea time; 0: none (docs/billing.md). */
    basicDayData: integer('basic_day_data').notNull().default(0),
    basicVoice: integer('basic_voice').notNull(),
    basicSms: integer('basic_sms').notNull(),
    basicAmount: integer('basic_amount').notNull(),
    icon: jsonb('icon').$type<PlanIcon[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    benefitList: jsonb('benefit_list').$type<string[]>().notNull().default([]),
    noticeList: jsonb('notice_list').$type<string[]>().notNull().default([]),
    planGroupNo: integer('plan_group_no')
      .notNull()
      .references(() => planGroups.planGroupNo),
    recommendOrder: integer('recommend_order').notNull().default(1000),
    /** Order inside the home page's recommended group; null = not shown there. */
    mainExposureOrder: integer('main_exposure_order'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plans_group_idx').on(table.planGroupNo)],
);

export const planSales = pgTable(
  'plan_sales',
  {
    planSaleNo: serial('plan_sale_no').primaryKey(),
    planNo: integer('plan_no')
      .notNull()
      .references(() => plans.planNo, { onDelete: 'cascade' }),
    saleName: varchar('sale_name', { length: 100 }).notNull(),
    ltSaleAmount: integer('lt_sale_amount').notNull().default(0),
    prSaleAmount: integer('pr_sale_amount').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('plan_sales_plan_idx').on(table.planNo)],
);

export const addServiceCategories = pgTable('add_service_categories', {
  categoryNo: serial('category_no').primaryKey(),
  categoryName: varchar('category_name', { length: 50 }).notNull(),
  description: text('description').notNull().default(''),
  displayOrder: integer('display_order').notNull().default(0),
});

export const addServices = pgTable(
  'add_services',
  {
    addServiceNo: serial('add_service_no').primaryKey(),
    addServiceCode: varchar('add_service_code', { length: 40 }).notNull().unique(),
    addServiceName: varchar('add_service_name', { length: 100 }).notNull(),
    categoryNo: integer('category_no')
      .notNull()
      .references(() => addServiceCategories.categoryNo),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    monthlyAmount: integer('monthly_amount').notNull().default(0),
    /** More data (MB) and voice (minutes) each month while it runs (docs/billing.md). */
    extraMonthData: integer('extra_month_data').notNull().default(0),
    extraVoice: integer('extra_voice').notNull().default(0),
    /** False for an insurance-type add-on: its price is outside the bill's VAT base. */
    isTaxable: boolean('is_taxable').notNull().default(true),
    isSelfJoin: boolean('is_self_join').notNull().default(true),
    /** Add-ons of one group are alternatives: a line holds one of them at a time (docs/self-care-rules.md). */
    conflictGroup: varchar('conflict_group', { length: 30 }),
    /** The plans it is made for, when not every plan (rules/add-service.ts); null: any. */
    fitsOnly: varchar('fits_only', { length: 20, enum: addServiceFits }),
    isRecommend: boolean('is_recommend').notNull().default(false),
    noticeList: jsonb('notice_list').$type<string[]>().notNull().default([]),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('add_services_category_idx').on(table.categoryNo)],
);
