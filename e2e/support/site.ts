import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import './seeds-setup.ts';

export interface Site {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own storage), sized like a phone or a desktop. */
  newPage(
    viewport?: 'phone' | 'desktop',
    options?: { reducedMotion?: boolean; userAgent?: string; javaScriptEnabled?: boolean; width?: number },
  ): Promise<Page>;
  close(): Promise<void>;
}

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Starts the production server (built web app + API) on a free port with a fresh embedded database,
 * and a headless Chromium from the machine.
 */
/** A current Android phone's Chrome. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * A page used as a visitor uses it once the site runs: a server-drawn page reads before its scripts arrive,
 * and a tap on a button before the app has taken the page over does nothing. Every load (goto, reload,
 * back and forward) waits until the app says it runs (`<html data-app="running">`, set by AppTree).
 */
function waitingForTheApp(page: Page): Page {
  const untilRunning = () =>
    page.waitForFunction(() => document.documentElement.dataset.app === 'running', undefined, {
      timeout: 15_000,
    });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await untilRunning();
        return response;
      },
    });
  }
  return page;
}

/**
 * The seed reads the clock to the quarter hour (apps/api/src/test/seed-cache.ts), so a server started within
 * the quarter hour a seed was made in starts from a copy of it, as if it had been running since: the demo's
 * year of ledger takes seconds to make, a copy a fraction of one.
 */
const SEED_SLOT_MS = 15 * 60 * 1000;

/**
 * A freshly seeded data directory of this quarter hour. Files run side by side: two that find none make one
 * each, the first rename puts its seed in place, and the other's equal seed is dropped.
 */
async function seededDataDir(): Promise<string | undefined> {
  const seeds = inject('e2eSeeds');
  if (seeds === undefined) return undefined;
  const seed = path.join(seeds, `seed-${Math.floor(Date.now() / SEED_SLOT_MS)}`);
  if (!existsSync(seed)) {
    const seeding = await startBuiltServer({ label: 'e2e-seed', keepsData: true });
    await seeding.stop();
    try {
      await rename(seeding.dataDir, seed);
    } catch (error) {
      await rm(seeding.dataDir, { recursive: true, force: true });
      if (!existsSync(seed)) throw error;
    }
  }
  return seed;
}

export async function startSite(options: { browserArgs?: string[] } = {}): Promise<Site> {
  const server = await startBuiltServer({ label: 'e2e', seededFrom: await seededDataDir() });
  const { baseUrl } = server;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(options.browserArgs ?? []),
    ],
  });
  const contexts: BrowserContext[] = [];

  return {
    baseUrl,
    browser,
    async newPage(viewport = 'desktop', options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: {
          ...viewports[viewport],
          ...(options.width === undefined ? {} : { width: options.width }),
        },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        reducedMotion: options.reducedMotion === true ? 'reduce' : 'no-preference',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(viewport === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
        // A phone says so in its user agent: the server lays its pages out for a phone.
        ...(options.userAgent !== undefined
          ? { userAgent: options.userAgent }
          : viewport === 'phone'
            ? { userAgent: PHONE_USER_AGENT }
            : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      return options.javaScriptEnabled === false ? page : waitingForTheApp(page);
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop();
    },
  };
}
