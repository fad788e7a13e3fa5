import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLayoutShifts } from './support/layout-shift.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const KB = 1024;
/** The home page's script budget by a browser's count (compressed bodies and headers), docs/testing.md. */
const HOME_PAGE_SCRIPT_KB = 130;

/**
 * A phone's browser that does not say it is one (a tablet's or a phone's "desktop site", an in-app browser):
 * the server draws the page for a desktop's width, and the stylesheet alone must lay it out for the phone.
 */
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Which features' sources each built chunk carries (apps/web/vite.config.ts, screenChunks). */
const featureSourcesOf: Record<string, string[]> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/feature-sources.json'), 'utf8'),
) as Record<string, string[]>;

/**
 * What the home page may carry of a feature: the home page's own, the not-found page's route (the catch-all
 * every address falls back on) and the parts of every page's frame that live in their feature (the footer's
 * tracking switch and newest notice, the header's search box, the page-view count).
 */
const homePageFeatures = new Set(['home', 'not-found']);
const frameParts = new Set([
  'src/features/analytics/components/tracking-switch.tsx',
  'src/features/analytics/api/record-page-view.ts',
  'src/features/customer/api/find-boards.ts',
  'src/features/search/components/search-word-form.tsx',
  'src/features/search/hooks/recent-searches.ts',
  'src/features/search/search-address.ts',
]);

/** The home page's scripts, each with its compressed size and headers as the browser counts them. */
async function scriptsOf(address: string): Promise<{ file: string; bytes: number }[]> {
  const page = await site.newPage('phone');
  const scripts: Promise<{ file: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          file: new URL(response.url()).pathname.slice(1),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
    );
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  return Promise.all(scripts);
}

/** The client build's manifest: each chunk's file and the chunks it imports. */
const manifest: Record<string, { file: string; src?: string; imports?: string[] }> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; src?: string; imports?: string[] }>;

// A drawn page names one script, which asks for the app only once the page has painted
// (docs/server-rendering.md): what that script imports is fetched at once, beside the styles, before the
// first paint. It must stay a few hundred bytes, never the frame or React.
it('the boot script and what it imports stay under 2 KB before compression', () => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/boot.ts');
  const bytes = [...files].reduce(
    (sum, file) => sum + readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist', file)).length,
    0,
  );
  expect([...files].some((file) => file.includes('boot-'))).toBe(true);
  expect(bytes).toBeLessThan(2 * KB);
});

describe('home page budget on a phone', () => {
  // Only the page's language is sent: the English home page carries the same weight as the Korean one.
  it.each(['/main', '/en/main'])(
    `%s loads at most ${HOME_PAGE_SCRIPT_KB} KB of compressed JavaScript`,
    async (address) => {
      const scripts = await scriptsOf(address);
      const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
      console.log(`${address} on a phone: JS ${(bytes / KB).toFixed(1)} KB in ${scripts.length} files`);
      expect(bytes).toBeGreaterThan(10 * KB);
      expect(bytes).toBeLessThanOrEqual(HOME_PAGE_SCRIPT_KB * KB);
    },
  );

  // A feature's route table, screens and texts load when one of its addresses is visited: a new feature adds
  // one line to the areas (its paths and where its table is) and nothing else to the home page.
  it.each(['/main', '/en/main'])(
    '%s loads no other feature’s route table, screens, texts or components',
    async (address) => {
      const scripts = await scriptsOf(address);
      const carried = scripts.flatMap(({ file }) => featureSourcesOf[file] ?? []);
      expect(carried.some((source) => source.startsWith('src/features/home/pages/'))).toBe(true);
      const others = carried.filter(
        (source) =>
          !homePageFeatures.has(source.split('/')[2] ?? '') &&
          !frameParts.has(source) &&
          !source.endsWith('.css'),
      );
      expect(others).toEqual([]);
    },
  );
});

// A phone on a slow network paints the server's HTML well before its scripts take the page over: whatever
// moves then is seen to jump. Here every script arrives a while after the page, so the first paint comes
// before the takeover, as it does on such a phone.
const SCRIPT_DELAY_MS = 800;

const cases = ['/main', '/en/main'].flatMap((address) =>
  (['standard', 'large'] as const).flatMap((textSize) =>
    [390, 412].map((width) => [address, textSize, width] as const),
  ),
);

/** Where the home page's blocks stand: every carousel and every section's heading, top and height. */
function blocksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main [aria-roledescription="carousel"], main h2'))
      // A popup is the browser's, over the page: not part of the page the server drew.
      .filter((element) => element.closest('dialog') === null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
      }),
  );
}

describe.concurrent('home page layout on a phone', () => {
  it.for(cases)(
    '%s in %s text at %i px moves by at most 0.01 from navigation to a second after it settles',
    { timeout: 60_000 },
    async ([address, textSize, width], { expect }) => {
      const page = await site.newPage('phone', { width });
      await page.context().addCookies([{ name: 'text-size', value: textSize, url: site.baseUrl }]);
      await page.route(
        (url) => url.pathname.endsWith('.js'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
          await route.continue();
        },
      );
      const layoutShift = await watchLayoutShifts(page);
      await page.goto(address, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      expect(await layoutShift()).toBeLessThanOrEqual(0.01);
    },
  );

  // A phone whose browser does not say it is one (a "desktop site" request, an in-app browser) gets a page
  // drawn for a desktop's width: the stylesheet alone must lay it out for the phone, before any script runs.
  it.for(cases)(
    '%s in %s text at %i px is laid out for the phone by its HTML and styles, whatever width it was drawn for',
    { timeout: 60_000 },
    async ([address, textSize, width], { expect }) => {
      const drawn = await site.newPage('phone', {
        width,
        javaScriptEnabled: false,
        userAgent: DESKTOP_USER_AGENT,
      });
      const running = await site.newPage('phone', { width });
      for (const page of [drawn, running]) {
        await page.context().addCookies([{ name: 'text-size', value: textSize, url: site.baseUrl }]);
        await page.goto(address, { waitUntil: 'networkidle' });
      }
      const blocks = await blocksOf(running);
      expect(blocks.length).toBeGreaterThan(4);
      expect(await blocksOf(drawn)).toEqual(blocks);
    },
  );
});
