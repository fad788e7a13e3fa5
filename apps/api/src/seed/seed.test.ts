import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bannerTypes,
  eventTypes,
  faqCategories,
  networkTypes,
  planDataBucketOf,
  planDataBuckets,
  planFeeBucketOf,
  planFeeBuckets,
  planIcons,
  planPrice,
  formatWon,
  USIM_PRICES,
  USIM_PUBLIC_KINDS,
} from '@mvno/contract';
import { boardSeeds } from './customer.ts';
import { eventSeeds } from './event.ts';
import { addServiceSeeds, categorySeeds, planGroupSeeds, planNoticesOf, planSeeds } from './product.ts';
import { bannerSeeds } from './site.ts';
import { usimPurchaseTerms } from './terms/service-terms.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

describe('seeded plans', () => {
  it('has at least 26 plans with unique codes', () => {
    expect(planSeeds.length).toBeGreaterThanOrEqual(26);
    expect(new Set(planSeeds.map((plan) => plan.planCode)).size).toBe(planSeeds.length);
  });

  it.each(networkTypes.flatMap((network) => planDataBuckets.map((bucket) => [network, bucket] as const)))(
    'has %s plans in data bucket %s',
    (network, bucket) => {
      expect(
        planSeeds.some((plan) => plan.networkType === network && planDataBucketOf(plan) === bucket),
      ).toBe(true);
    },
  );

  it.each(networkTypes.flatMap((network) => planFeeBuckets.map((bucket) => [network, bucket] as const)))(
    'has %s plans in price bucket %s',
    (network, bucket) => {
      expect(
        planSeeds.some((plan) => plan.networkType === network && planFeeBucketOf(planPrice(plan)) === bucket),
      ).toBe(true);
    },
  );

  it('has unlimited, speed-capped, MB and unlimited-voice plans, with and without discounts', () => {
    expect(planSeeds.some((plan) => plan.basicMonthData === -1)).toBe(true);
    expect(planSeeds.some((plan) => plan.basicQos === '3Mbps')).toBe(true);
    expect(planSeeds.some((plan) => plan.basicQos === '5Mbps' && plan.basicMonthData === 100)).toBe(true);
    expect(planSeeds.some((plan) => plan.basicMonthDataUnit === 'MB')).toBe(true);
    expect(planSeeds.some((plan) => plan.basicVoice === -1 && plan.basicSms === -1)).toBe(true);
    expect(planSeeds.some((plan) => plan.saleList.some((sale) => sale.ltSaleAmount > 0))).toBe(true);
    expect(planSeeds.some((plan) => plan.saleList.some((sale) => sale.prSaleAmount > 0))).toBe(true);
    expect(planSeeds.some((plan) => plan.saleList.length === 0)).toBe(true);
  });

  it.each(planIcons)('uses the %s icon', (icon) => {
    expect(planSeeds.some((plan) => plan.icon.includes(icon))).toBe(true);
  });

  it('gives some plans two icons', () => {
    expect(planSeeds.filter((plan) => plan.icon.length === 2).length).toBeGreaterThanOrEqual(2);
  });

  it.each(planSeeds.map((plan) => [plan.planCode, plan] as const))(
    '%s reads like a real offer',
    (_code, plan) => {
      for (const amount of [
        plan.basicAmount,
        planPrice(plan),
        ...plan.saleList.flatMap((sale) => [sale.ltSaleAmount, sale.prSaleAmount]),
      ]) {
        expect(amount % 10).toBe(0);
      }
      expect(plan.summary.length).toBeGreaterThan(10);
      expect(plan.benefitList.length).toBeGreaterThanOrEqual(2);
      expect(plan.benefitList.length).toBeLessThanOrEqual(4);
      expect(planNoticesOf(plan).length).toBeGreaterThanOrEqual(2);
      expect(planNoticesOf(plan).length).toBeLessThanOrEqual(4);
    },
  );

  it('picks 6 to 9 plans, in distinct places, for exactly one home page group', () => {
    const picked = planSeeds.filter((plan) => plan.mainExposureOrder !== null);
    expect(picked.length).toBeGreaterThanOrEqual(6);
    expect(picked.length).toBeLessThanOrEqual(9);
    expect(new Set(picked.map((plan) => plan.mainExposureOrder)).size).toBe(picked.length);
    expect(planGroupSeeds.filter((group) => group.isMainExposure)).toHaveLength(1);
  });
});

describe('seeded add-on services', () => {
  it('has 4 categories and 14 or more services, free and paid, some only through the customer centre', () => {
    expect(categorySeeds).toHaveLength(4);
    expect(addServiceSeeds.length).toBeGreaterThanOrEqual(14);
    expect(addServiceSeeds.some((addService) => addService.monthlyAmount === 0)).toBe(true);
    expect(addServiceSeeds.some((addService) => addService.monthlyAmount > 0)).toBe(true);
    expect(addServiceSeeds.some((addService) => !addService.isSelfJoin)).toBe(true);
    expect(addServiceSeeds.some((addService) => addService.isRecommend)).toBe(true);
    for (const category of categorySeeds) {
      expect(addServiceSeeds.some((addService) => addService.category === category.key)).toBe(true);
    }
  });
});

describe('seeded content', () => {
  it.each(bannerTypes)('has %s banners', (type) => {
    expect(bannerSeeds.some((banner) => banner.bannerType === type)).toBe(true);
  });

  it('has events of several types, main ones, an ended one and a draw with its rules', () => {
    expect(eventSeeds.length).toBeGreaterThanOrEqual(6);
    expect(new Set(eventSeeds.map((event) => event.eventType)).size).toBe(eventTypes.length);
    expect(
      eventSeeds.filter((event) => event.mainFlag === 'Y' && event.useFlag === 'Y').length,
    ).toBeGreaterThanOrEqual(4);
    expect(eventSeeds.some((event) => Date.parse(event.endAt) < Date.now())).toBe(true);
    expect(eventSeeds.some((event) => event.eventType === 'DRAW' && event.drawContents !== '')).toBe(true);
  });

  it('has 12 or more notices, 2 important, and FAQ in every category', () => {
    const notices = boardSeeds.filter((board) => board.type === 'NOTICE' && board.isVisible);
    expect(notices.length).toBeGreaterThanOrEqual(12);
    expect(notices.filter((board) => board.isImportant)).toHaveLength(2);
    const faqs = boardSeeds.filter((board) => board.type === 'FAQ');
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    for (const category of faqCategories)
      expect(faqs.some((board) => board.category === category)).toBe(true);
  });
});

describe('seeded images', () => {
  const imagePaths = [
    ...bannerSeeds
      .filter((banner) => banner.contentType === 'IMAGE')
      .flatMap((banner) =>
        banner.bannerType === 'MAIN'
          ? [
              `banners/${banner.image}.svg`,
              `banners/${banner.image}-mo.svg`,
              `banners/${banner.image}-thumb.svg`,
            ]
          : [`banners/${banner.image}.svg`],
      ),
    ...eventSeeds.flatMap((event) => [`events/${event.image}.svg`, `events/${event.image}-mo.svg`]),
  ];

  it.each(imagePaths)('images/%s is committed, small and self-contained', (imagePath) => {
    const file = path.join(publicDir, 'images', imagePath);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    // Nothing that loads from elsewhere or runs: no links, images, scripts or embedded fonts.
    expect(svg).not.toMatch(/href|<image|<script|@font-face|url\(|data:/i);
  });
});

describe('the SIM purchase terms', () => {
  it('quote the prices the site charges and the refunds it makes, from the contract', () => {
    const text = usimPurchaseTerms;
    for (const kind of USIM_PUBLIC_KINDS)
      expect(text).toContain(USIM_PRICES[kind] === 0 ? '무료' : formatWon(USIM_PRICES[kind], 'ko'));
    expect(text).toContain('배송비는 받지 않습니다');
    expect(text).toContain('보내기 전');
    // What they once quoted: a 7,700 won standard SIM, a 2,750 won eSIM, a 3,300 won rider.
    expect(text).not.toMatch(/7,700|2,750|3,300/);
  });
});
