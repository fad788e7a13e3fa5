import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startBuiltServer } from '../../scripts/built-server.mjs';

export interface Site {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own storage), sized like a phone or a desktop. */
  newPage(
    viewport?: 'phone' | 'desktop',
    options?: { reducedMotion?: boolean; userAgent?: string; javaScriptEnabled?: boolean },
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

export async function startSite(options: { browserArgs?: string[] } = {}): Promise<Site> {
  const server = await startBuiltServer({ label: 'e2e' });
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
        viewport: viewports[viewport],
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
