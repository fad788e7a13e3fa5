import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  // A name that is neither localhost nor an IP literal: the browser treats it as any other plain-HTTP
  // site, as it does the machine's LAN address, where an upgrade to HTTPS has nothing to reach.
  site = await startSite({ browserArgs: ['--host-resolver-rules=MAP mvno-lan.test 127.0.0.1'] });
});
afterAll(() => site.close());

describe('the site at a plain-HTTP address other than localhost', () => {
  it('draws the home page with every script and style loaded', async () => {
    const page = await site.newPage('desktop');
    const failedLoads: string[] = [];
    page.on('requestfailed', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType()))
        failedLoads.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    const address = `http://mvno-lan.test:${new URL(site.baseUrl).port}/main`;
    await page.goto(address, { waitUntil: 'load' });

    // The page behind the main popups is inert to role queries; its text is still drawn.
    await page.locator('h2', { hasText: '추천 요금제' }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator('header').getByText('바로모바일').first().isVisible()).toBe(true);
    expect(failedLoads).toEqual([]);
    expect(page.url()).toBe(address);
  });
});
