import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** Requests that leave this machine: the test page itself and its modules come from localhost. */
const isOutside = (url: URL) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1';

/**
 * A browser without internet, whatever the machine running the tests can reach: every request to another
 * host fails as a dropped connection does. The page's own server stays reachable.
 */
const goOffline: BrowserCommand = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('goOffline needs the playwright provider');
  await context.page.route(isOutside, (route) => route.abort('internetdisconnected'));
};

/** A network that never answers: requests to other hosts hang, as behind a captive portal or a dead link. */
const stallInternet: BrowserCommand = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('stallInternet needs the playwright provider');
  await context.page.route(isOutside, () => undefined);
};

/** The internet as the machine has it, after either of the above. */
const restoreInternet: BrowserCommand = async (context) => {
  if (context.provider.name !== 'playwright')
    throw new Error('restoreInternet needs the playwright provider');
  await context.page.unroute(isOutside);
};

export const browserCommands = { goOffline, stallInternet, restoreInternet };

declare module 'vitest/browser' {
  interface BrowserCommands {
    goOffline: () => Promise<void>;
    stallInternet: () => Promise<void>;
    restoreInternet: () => Promise<void>;
  }
}
