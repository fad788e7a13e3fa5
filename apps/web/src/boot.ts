import { isLocale, LOCALE_COOKIE } from '@mvno/contract';

// The one script a server-drawn page names (docs/server-rendering.md). The page is complete without the app:
// its text, links and images are in the HTML. So the app's scripts are asked for only once the page has
// loaded and painted, and never compete with the styles, the banner image or the first paint on a phone's
// slow link. The script element carries what to load: data-entry (the app) and data-preload (the chunks
// it and the page's screens import, fetched side by side instead of one after another).

/** A page whose images crawl on a poor link is taken over all the same, after this long. */
const LATEST_START_MS = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
let isStarted = false;

function startApp(): void {
  if (isStarted || script === null) return;
  isStarted = true;
  const { entry = '', preload = '' } = script.dataset;
  for (const href of preload.split(' ').filter((file) => file !== '')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.src = entry;
  document.head.append(app);
}

/** After the next paint: a frame, then a task once that frame is on screen. */
function startAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(startApp, 0));
}

/** Once the page's text or image is on screen (its first contentful paint), then after the next frame. */
function startAfterContentfulPaint(): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return startAfterPaint();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startAfterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// The page's images first: a load event can come before the first paint, so both are waited for.
if (document.readyState === 'complete') startAfterContentfulPaint();
else window.addEventListener('load', startAfterContentfulPaint, { once: true });
// A tab opened in the background paints no frame until it is shown.
setTimeout(startApp, LATEST_START_MS);

/** How long a visitor's display choices (language, text size) are kept: as the app's switches keep them. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

// The language switch is a plain link the app's handler remembers (shared/i18n/language-switch.tsx): one
// tapped before the app has taken the page over is remembered here, for the addresses that name no language.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
    const language = link?.getAttribute('hreflang');
    if (isLocale(language))
      document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
  },
  { capture: true },
);
