// The home page's layout shift on a phone (390 × 844, Chromium, a phone's user agent), in both languages and
// both text sizes: every shift from navigation to a second after the page settles, with the scripts arriving
// late as on a slow network, as e2e/budget.test.ts checks it in CI.
import { chromium } from 'playwright-core';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
/** The target: what a visitor does not see move. */
export const layoutShiftTarget = 0.01;
const SCRIPT_DELAY_MS = 800;

/** The layout shift of /main and /en/main at 390 px in standard and large text: one row each. */
export async function measureHomeLayoutShift(baseUrl) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const address of ['/main', '/en/main'])
      for (const textSize of ['standard', 'large']) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          userAgent: PHONE_USER_AGENT,
        });
        await context.addCookies([{ name: 'text-size', value: textSize, url: baseUrl }]);
        const page = await context.newPage();
        await page.route(
          (url) => url.pathname.endsWith('.js'),
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
            await route.continue();
          },
        );
        await page.addInitScript(() => {
          const shifts = [];
          Object.assign(globalThis, { layoutShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${baseUrl}${address}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        const shift = await page.evaluate(() =>
          globalThis.layoutShifts.reduce((sum, value) => sum + value, 0),
        );
        await context.close();
        rows.push({
          page: address,
          'text size': textSize,
          width: 390,
          CLS: Number(shift.toFixed(4)),
          target: `≤ ${layoutShiftTarget}`,
        });
      }
  } finally {
    await browser.close();
  }
  return rows.map((row) => ({ row, isMissed: row.CLS > layoutShiftTarget }));
}
