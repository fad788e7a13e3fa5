import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerListSchema, bannerTypes, eventListSchema } from '@mvno/contract';
import { readEntity } from './test/read-entity.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Spec §3: a file's address is the file-server base, its type folder and its name. Moving the images to a
// CDN is one setting: every image address in every catalogue answer follows FILE_SERVER_URL.

const CDN = 'https://cdn.example.kr/files';

let onCdn: TestApp;
beforeAll(async () => {
  onCdn = await createTestApp({ FILE_SERVER_URL: CDN });
});
afterAll(() => onCdn.close());

/** Every catalogue read a page makes, whole lists. */
const catalogueReads = [
  ...bannerTypes.map((bannerType) => `/api/site/banner?bannerType=${bannerType}&limit=-1`),
  '/api/event?limit=-1',
  '/api/site/main/group/exposure',
  '/api/product/plan?limit=-1',
  '/api/product/plan/group',
  '/api/product/add-service/list',
];

describe('FILE_SERVER_URL', () => {
  it('moves every banner image: base + banners + file name, and none for a text banner', async () => {
    let images = 0;
    for (const bannerType of bannerTypes) {
      const { list } = await readEntity(
        onCdn.app,
        `/api/site/banner?bannerType=${bannerType}&limit=-1`,
        bannerListSchema,
      );
      for (const banner of list) {
        const urls = [banner.imageUrl, banner.imageUrlTab, banner.imageUrlMo, banner.imageUrlThumb];
        if (banner.contentType === 'TEXT') {
          expect(urls, banner.title).toEqual(['', '', '', '']);
          continue;
        }
        for (const url of urls)
          expect(url).toMatch(/^https:\/\/cdn\.example\.kr\/files\/banners\/[a-z0-9-]+\.svg$/);
        images += urls.length;
      }
    }
    expect(images).toBeGreaterThan(20);
  });

  it('moves every event image: base + events + file name', async () => {
    const { list } = await readEntity(onCdn.app, '/api/event?limit=-1', eventListSchema);
    expect(list.length).toBeGreaterThan(0);
    for (const event of list) {
      expect(event.mainImageUrl).toMatch(/^https:\/\/cdn\.example\.kr\/files\/events\/[a-z0-9-]+\.svg$/);
      expect(event.mainImageUrlMo).toMatch(/^https:\/\/cdn\.example\.kr\/files\/events\/[a-z0-9-]+-mo\.svg$/);
    }
  });

  it.each(catalogueReads)('leaves no image of %s on the site itself', async (url) => {
    const entity = await readEntity(onCdn.app, url, z.unknown());
    const imageAddresses = stringsIn(entity).filter((value) => /\.(svg|png|jpe?g|gif|webp)$/i.test(value));
    for (const address of imageAddresses) expect(address.startsWith(`${CDN}/`), address).toBe(true);
    expect(JSON.stringify(entity)).not.toContain('/images/');
  });
});

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}
