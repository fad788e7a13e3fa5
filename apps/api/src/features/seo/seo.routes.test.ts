import { describe, expect, it } from 'vitest';
import {
  addServiceListSchema,
  boardListSchema,
  eventListSchema,
  planListSchema,
  termsTypes,
} from '@mvno/contract';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';
import { disallowedPaths, publicPagePaths } from './seo.routes.ts';

const testApp = useTestApp({ PUBLIC_URL: 'https://www.baro.example/' });

// Whatever host a request names, the addresses are the configured public ones.
const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

describe('the sitemap', () => {
  it('lists the public pages, every plan and add-on on sale, every open event and every notice, at the public address', async () => {
    const notices = await readEntity(
      testApp.app,
      '/api/customer/board?type=NOTICE&limit=-1',
      boardListSchema,
    );
    const plans = await readEntity(testApp.app, '/api/product/plan?page=1&limit=-1', planListSchema);
    const events = await readEntity(testApp.app, '/api/event?limit=-1', eventListSchema);
    const addServices = await readEntity(testApp.app, '/api/product/add-service/list', addServiceListSchema);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const korean = locations.filter((location) => !location?.startsWith('https://www.baro.example/en'));
    // Each page in English right after it in Korean.
    expect(locations).toEqual(
      korean.flatMap((location) => [location, location?.replace('.example/', '.example/en/')]),
    );
    expect(korean).toEqual([
      ...publicPagePaths.map((path) => `https://www.baro.example${path}`),
      ...plans.list.map((plan) => `https://www.baro.example/plan/${plan.planNo}`),
      ...addServices.list.map(
        (addService) => `https://www.baro.example/add-service/${addService.addServiceNo}`,
      ),
      ...[...events.list]
        .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.eventNo - a.eventNo)
        .map((event) => `https://www.baro.example/event/${event.eventNo}`),
      ...[...notices.list]
        .sort((a, b) => b.regDate.localeCompare(a.regDate) || b.boardNo - a.boardNo)
        .map((notice) => `https://www.baro.example/customer/notice/${notice.boardNo}`),
    ]);
    expect(notices.list.length).toBeGreaterThan(0);
    expect(plans.list.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('evil.example');
  });

  it('names each page in the other language, and Korean as the default', async () => {
    const response = await get('/sitemap.xml');
    const entry = /<url><loc>https:\/\/www\.baro\.example\/en\/plan\/all<\/loc>(.*?)<\/url>/.exec(
      response.body,
    );
    expect(entry?.[1]).toBe(
      '<xhtml:link rel="alternate" hreflang="ko" href="https://www.baro.example/plan/all"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.baro.example/en/plan/all"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.baro.example/plan/all"/>',
    );
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists the document of each of the eleven terms types', async () => {
    const response = await get('/sitemap.xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const termsLocations = locations.filter((location) =>
      location?.startsWith('https://www.baro.example/terms'),
    );
    expect(termsLocations).toEqual(termsTypes.map((type) => `https://www.baro.example/terms?type=${type}`));
    expect(termsLocations).toHaveLength(11);
  });
});

describe('robots.txt', () => {
  it('keeps my-page, the flows and the API out, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of disallowedPaths) expect(response.body).toContain(`\nDisallow: ${path}\n`);
    for (const path of ['/en/my-page', '/en/user/', '/en/usim'])
      expect(response.body).toContain(`\nDisallow: ${path}\n`);
    expect(response.body).not.toContain('Disallow: /en/api/');
    for (const path of ['/my-page', '/user/', '/self', '/usim', '/api/'])
      expect(disallowedPaths).toContain(path);
    expect(response.body).toContain('Sitemap: https://www.baro.example/sitemap.xml');
  });
});
