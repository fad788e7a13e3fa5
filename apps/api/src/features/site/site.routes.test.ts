import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bannerClickSchema,
  bannerListSchema,
  type BannerType,
  bannerTypes,
  envelopeSchema,
  mainPlanGroupSchema,
  messages,
  planSchema,
  textOf,
} from '@mvno/contract';
import { planSeeds } from '../../seed/product.ts';
import { bannerSeeds } from '../../seed/site.ts';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

const testApp = useTestApp();

const read = <T extends z.ZodType>(url: string, entity: T) => readEntity(testApp.app, url, entity);

async function click(bannerNo: number | string) {
  const response = await testApp.app.inject({ method: 'POST', url: `/api/site/banner/${bannerNo}/click` });
  return { statusCode: response.statusCode, body: response.json<unknown>() };
}

const onDisplayNow = (type: BannerType) =>
  bannerSeeds.filter(
    (banner) =>
      banner.bannerType === type &&
      new Date(banner.displayStartAt).getTime() <= Date.now() &&
      Date.now() <= new Date(banner.displayEndAt).getTime(),
  );

describe('GET site/banner', () => {
  it.each([
    ['MAIN', 6],
    ['ADS', 4],
    ['TIP', 4],
    ['POPUP', 3],
  ] as const)('lists the %s banners on display (%i)', async (bannerType, count) => {
    const entity = await read(`/api/site/banner?bannerType=${bannerType}&limit=-1`, bannerListSchema);
    expect(entity.totalCount).toBe(count);
    expect(entity.list.map((banner) => banner.title)).toEqual(
      onDisplayNow(bannerType)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((banner) => banner.title),
    );
    expect(entity.list.every((banner) => banner.bannerType === bannerType)).toBe(true);
  });

  it('never lists a banner whose display period ended or has not begun', async () => {
    const outOfPeriod = bannerSeeds.filter((banner) => !onDisplayNow(banner.bannerType).includes(banner));
    expect(outOfPeriod.map((banner) => banner.title)).toEqual([
      '2025 연말 감사 이벤트',
      '2028 새해 요금제 미리 보기',
    ]);
    for (const isUser of ['true', 'false']) {
      const entity = await read(
        `/api/site/banner?bannerType=MAIN&isUser=${isUser}&limit=-1`,
        bannerListSchema,
      );
      const titles = entity.list.map((banner) => banner.title);
      for (const banner of outOfPeriod) expect(titles).not.toContain(banner.title);
    }
  });

  it('sorts by displayOrder then bannerNo', async () => {
    const entity = await read('/api/site/banner?bannerType=MAIN&limit=-1', bannerListSchema);
    for (let i = 1; i < entity.list.length; i += 1) {
      const previous = entity.list[i - 1]!;
      const current = entity.list[i]!;
      expect(
        previous.displayOrder < current.displayOrder ||
          (previous.displayOrder === current.displayOrder && previous.bannerNo < current.bannerNo),
      ).toBe(true);
    }
  });

  it('answers the home page call with its default page of 10', async () => {
    const entity = await read(
      '/api/site/banner?page=1&limit=10&bannerType=POPUP&isUser=true&orderType=displayOrder',
      bannerListSchema,
    );
    expect(entity.list.map((banner) => banner.contentType)).toEqual(['TEXT', 'IMAGE', 'IMAGE']);
  });

  it('gives the next banners on page 2 with the same totalCount', async () => {
    const all = await read('/api/site/banner?bannerType=MAIN&limit=-1', bannerListSchema);
    const second = await read('/api/site/banner?bannerType=MAIN&page=2&limit=2', bannerListSchema);
    expect(second.list.map((banner) => banner.bannerNo)).toEqual(
      all.list.slice(2, 4).map((banner) => banner.bannerNo),
    );
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('links MAIN banners to a plan, an event, the SIM and self-activation pages, an outside site and nowhere', async () => {
    const entity = await read('/api/site/banner?bannerType=MAIN&limit=-1', bannerListSchema);
    const links = entity.list.map((banner) => banner.link);
    expect(links.some((link) => /^\/plan\/\d+$/.test(link))).toBe(true);
    expect(links.some((link) => /^\/event\/\d+$/.test(link))).toBe(true);
    expect(links).toContain('/usim');
    expect(links).toContain('/self');
    expect(links).toContain('');
    const external = entity.list.find((banner) => banner.link.startsWith('https://'));
    expect(external?.linkMoveType).toBe('P');

    const planLink = links.find((link) => link.startsWith('/plan/'))!;
    const plan = await read(`/api/product${planLink}`, planSchema);
    expect(plan.planCode).toBe('BARO-LTE-11G');
  });

  it('gives IMAGE banners their images, sizes and alternative text', async () => {
    for (const bannerType of bannerTypes) {
      const entity = await read(`/api/site/banner?bannerType=${bannerType}&limit=-1`, bannerListSchema);
      for (const banner of entity.list.filter((listed) => listed.contentType === 'IMAGE')) {
        expect(banner.content.length, banner.title).toBeGreaterThan(5);
        for (const url of [banner.imageUrl, banner.imageUrlTab, banner.imageUrlMo, banner.imageUrlThumb]) {
          expect(url).toMatch(/^\/images\/banners\/[a-z0-9-]+\.svg$/);
        }
        expect(
          banner.imageWidth * banner.imageHeight * banner.imageWidthMo * banner.imageHeightMo,
        ).toBeGreaterThan(0);
      }
    }
    const main = await read('/api/site/banner?bannerType=MAIN&limit=1', bannerListSchema);
    expect(main.list[0]).toMatchObject({
      imageWidth: 1200,
      imageHeight: 400,
      imageWidthMo: 720,
      imageHeightMo: 720,
    });
    expect(main.list[0]?.imageUrlMo).toMatch(/-mo\.svg$/);
    expect(main.list[0]?.imageUrlThumb).toMatch(/-thumb\.svg$/);
  });

  it('gives the TEXT popup sanitised HTML', async () => {
    const entity = await read('/api/site/banner?bannerType=POPUP', bannerListSchema);
    const text = entity.list.find((banner) => banner.contentType === 'TEXT');
    expect(text?.content).toMatch(/^<p>[^<]*<strong>[^<]+<\/strong>/);
    expect(text?.content).not.toMatch(/<script|on\w+=/i);
    expect(text?.imageUrl).toBe('');
  });

  it.each([
    ['', 'bannerType'],
    ['bannerType=HERO', 'bannerType'],
    ['bannerType=MAIN&isUser=yes', 'isUser'],
    ['bannerType=MAIN&orderType=title', 'orderType'],
    ['bannerType=MAIN&page=0', 'page'],
    ['bannerType=MAIN&limit=101', 'limit'],
  ])('rejects "%s" naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/site/banner?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});

describe('POST site/banner/:id/click', () => {
  it('counts each click', async () => {
    const listed = await read('/api/site/banner?bannerType=TIP&limit=1', bannerListSchema);
    const bannerNo = listed.list[0]!.bannerNo;
    const first = await click(bannerNo);
    const second = await click(bannerNo);
    expect(first.statusCode).toBe(200);
    const firstCount = envelopeSchema(bannerClickSchema).parse(first.body).entity;
    const secondCount = envelopeSchema(bannerClickSchema).parse(second.body).entity;
    expect(firstCount).toEqual({ bannerNo, clickCount: 1 });
    expect(secondCount).toEqual({ bannerNo, clickCount: 2 });
  });

  it('loses no click when many arrive at once', async () => {
    const listed = await read('/api/site/banner?bannerType=ADS&limit=1', bannerListSchema);
    const bannerNo = listed.list[0]!.bannerNo;
    await Promise.all(Array.from({ length: 20 }, () => click(bannerNo)));
    const after = envelopeSchema(bannerClickSchema).parse((await click(bannerNo)).body).entity;
    expect(after.clickCount).toBe(21);
  });

  it('answers 4040 for an unknown banner', async () => {
    expect(await click(99999)).toEqual({
      statusCode: 200,
      body: { code: 4040, message: textOf(messages.notFound), entity: null },
    });
  });

  it('rejects a non-numeric id and counts nothing', async () => {
    const listed = await read('/api/site/banner?bannerType=POPUP&limit=1', bannerListSchema);
    const bannerNo = listed.list[0]!.bannerNo;
    expect(await click(`${bannerNo}x`)).toEqual({
      statusCode: 400,
      body: { code: 4000, message: textOf(messages.invalidInput('id')), entity: null },
    });
    const after = envelopeSchema(bannerClickSchema).parse((await click(bannerNo)).body).entity;
    expect(after.clickCount).toBe(1);
  });
});

describe('GET site/main/group/exposure', () => {
  it('gives the recommended group with its picked plans in exposure order', async () => {
    const entity = await read('/api/site/main/group/exposure', mainPlanGroupSchema);
    const expected = planSeeds
      .filter((plan) => plan.mainExposureOrder !== null)
      .sort((a, b) => (a.mainExposureOrder ?? 0) - (b.mainExposureOrder ?? 0))
      .map((plan) => plan.planCode);
    expect(entity.groupName).toBe('이달의 추천 요금제');
    expect(entity.planList.length).toBeGreaterThanOrEqual(6);
    expect(entity.planList.length).toBeLessThanOrEqual(9);
    expect(entity.planList.map((plan) => plan.planCode)).toEqual(expected);
    expect(entity.planList[0]?.planCode).toBe('BARO-LTE-11G');
    expect(entity.planList[0]?.saleList).toEqual([
      { saleName: '개통 프로모션 할인', ltSaleAmount: 0, prSaleAmount: 11000 },
    ]);
  });
});
