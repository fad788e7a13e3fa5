import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const KB = 1024;

describe('home page budget on a phone', () => {
  // Only the page's language is sent: the English home page carries the same weight as the Korean one.
  it.each(['/main', '/en/main'])(
    '%s loads at most 150 KB of compressed JavaScript, 600 KB in all, with no layout shift',
    async (address) => {
      const page = await site.newPage('phone');
      const bytesByType = new Map<string, number>();
      page.on('response', (response) => {
        void response
          .request()
          .sizes()
          .then((sizes) => {
            const type = response.request().resourceType();
            bytesByType.set(
              type,
              (bytesByType.get(type) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize,
            );
          });
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { layoutShifts: shifts });
      });
      await page.goto(address, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);

      const script = bytesByType.get('script') ?? 0;
      const total = [...bytesByType.values()].reduce((sum, bytes) => sum + bytes, 0);
      const layoutShift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      console.log(
        `${address} on a phone: JS ${(script / KB).toFixed(1)} KB, all ${(total / KB).toFixed(1)} KB, CLS ${layoutShift.toFixed(4)}`,
      );
      expect(script).toBeGreaterThan(10 * KB);
      expect(script).toBeLessThanOrEqual(150 * KB);
      expect(total).toBeLessThanOrEqual(600 * KB);
      expect(layoutShift).toBeLessThan(0.01);
    },
  );
});
