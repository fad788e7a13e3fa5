import { describe, expect, it } from 'vitest';
import type { PlanSale } from '../product/plan.ts';
import {
  planDataBucketOf,
  planDataInGb,
  planDiscountTotal,
  planFeeBucketOf,
  planPrice,
  planPriceAfterPromotion,
} from './plan.ts';

const sale = (ltSaleAmount: number, prSaleAmount: number): PlanSale => ({
  saleName: '할인',
  ltSaleAmount,
  prSaleAmount,
});

describe('planDiscountTotal', () => {
  it.each([
    [[], 0],
    [[sale(1100, 0)], 1100],
    [[sale(0, 2200)], 2200],
    [[sale(1100, 2200)], 3300],
    [[sale(1000, 500), sale(300, 200)], 2000],
  ])('%j → %i', (saleList, expected) => {
    expect(planDiscountTotal({ saleList })).toBe(expected);
  });
});

describe('planPrice', () => {
  it.each([
    [33000, [], 33000],
    [33000, [sale(11000, 0)], 22000],
    [33000, [sale(11000, 2000), sale(0, 1000)], 19000],
    [10000, [sale(10000, 0)], 0],
    [10000, [sale(8000, 5000)], 0],
  ])('basicAmount %i with %j → %i', (basicAmount, saleList, expected) => {
    expect(planPrice({ basicAmount, saleList })).toBe(expected);
  });
});

describe('planPriceAfterPromotion', () => {
  it.each([
    [33000, [], 33000],
    [33000, [sale(11000, 0)], 22000],
    [33000, [sale(11000, 2000), sale(0, 1000)], 22000],
    [33000, [sale(0, 5000)], 33000],
    [10000, [sale(12000, 0)], 0],
  ])('basicAmount %i with %j → %i', (basicAmount, saleList, expected) => {
    expect(planPriceAfterPromotion({ basicAmount, saleList })).toBe(expected);
  });
});

describe('planDataInGb', () => {
  it.each([
    [-1, 'GB', Infinity],
    [-1, 'MB', Infinity],
    [11, 'GB', 11],
    [1.5, 'GB', 1.5],
    [0, 'GB', 0],
    [1024, 'MB', 1],
    [512, 'MB', 0.5],
    [300, 'MB', 300 / 1024],
  ] as const)('%d %s → %d', (basicMonthData, basicMonthDataUnit, expected) => {
    expect(planDataInGb({ basicMonthData, basicMonthDataUnit })).toBe(expected);
  });
});

describe('planDataBucketOf', () => {
  it.each([
    [0, 'GB', 'UNDER_2GB'],
    [500, 'MB', 'UNDER_2GB'],
    [2047, 'MB', 'UNDER_2GB'],
    [1.9, 'GB', 'UNDER_2GB'],
    [2048, 'MB', 'FROM_2GB_TO_5GB'],
    [2, 'GB', 'FROM_2GB_TO_5GB'],
    [4.9, 'GB', 'FROM_2GB_TO_5GB'],
    [5, 'GB', 'FROM_5GB_TO_8GB'],
    [7.5, 'GB', 'FROM_5GB_TO_8GB'],
    [8191, 'MB', 'FROM_5GB_TO_8GB'],
    [8, 'GB', 'OVER_8GB'],
    [8192, 'MB', 'OVER_8GB'],
    [100, 'GB', 'OVER_8GB'],
    [-1, 'GB', 'OVER_8GB'],
    [-1, 'MB', 'OVER_8GB'],
  ] as const)('%d %s → %s', (basicMonthData, basicMonthDataUnit, expected) => {
    expect(planDataBucketOf({ basicMonthData, basicMonthDataUnit })).toBe(expected);
  });
});

describe('planFeeBucketOf', () => {
  it.each([
    [0, 'UNDER_20000'],
    [19999, 'UNDER_20000'],
    [20000, 'FROM_20000_TO_50000'],
    [33000, 'FROM_20000_TO_50000'],
    [49999, 'FROM_20000_TO_50000'],
    [50000, 'OVER_50000'],
    [89000, 'OVER_50000'],
  ] as const)('%i → %s', (price, expected) => {
    expect(planFeeBucketOf(price)).toBe(expected);
  });
});
