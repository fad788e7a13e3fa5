import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type Banner, latestEventTypeOf, pageMessages, textOf } from '@mvno/contract';
import { alertFailure } from '../../../shared/api/failure-alert.ts';
import { localizedHref } from '../../../shared/i18n/localized-href.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { pageOrigin, siteOrigin } from '../../../shared/client-config.ts';
import { isNativeApp, sendAppCommand } from '../../../shared/native/native-app.ts';
import { clickBanner } from '../api/click-banner.ts';
import { findLatestEventNo } from '../api/find-latest-event.ts';

export type LinkedBanner = Pick<Banner, 'bannerNo' | 'link' | 'linkMoveType'>;

export type BannerTarget =
  | { kind: 'none' }
  /** An own-site page: client navigation. */
  | { kind: 'route'; to: string }
  /** Another site, same window. */
  | { kind: 'location'; url: string }
  /** linkMoveType 'P': a new window, or the phone's browser inside the app. */
  | { kind: 'window'; url: string };

/**
 * Where a banner leads (spec §7 banner link handling). Only http(s) targets are followed, so a mistyped or
 * hostile `javascript:` link in the CMS can never run. An own-site link is one to the page's origin or to
 * the site's configured public address (spec §3 site URL), whichever the page was reached through.
 */
export function bannerTargetOf(
  banner: LinkedBanner,
  origin: string = pageOrigin(),
  publicOrigin: string = siteOrigin(),
): BannerTarget {
  const link = banner.link.trim();
  if (link === '') return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  const isOwnSite = url.origin === origin || url.origin === publicOrigin;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (banner.linkMoveType === 'P') {
    // An own page opens in the page's language, as a link inside the site would (/en/… on an English page).
    return { kind: 'window', url: isOwnSite ? `${url.origin}${localizedHref(path)}` : url.href };
  }
  if (isOwnSite) return { kind: 'route', to: path };
  return { kind: 'location', url: url.href };
}

/** How long a departure to another site waits for the click count, which unloading the page would cancel. */
const CLICK_COUNT_WAIT_MS = 800;

export function countBannerClick(bannerNo: number): Promise<void> {
  // A failed count never blocks the customer's way to the banner's page.
  return clickBanner(bannerNo).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Follows a banner's link, counting the click first. The one place banner links are handled: main, tip
 * and popup banners all use it.
 */
export function useFollowBanner(isApp: boolean = isNativeApp()) {
  const navigate = useNavigate();
  return useCallback(
    (banner: LinkedBanner) => {
      const target = bannerTargetOf(banner);
      if (target.kind === 'none') return;
      const counted = countBannerClick(banner.bannerNo);
      switch (target.kind) {
        case 'window':
          // A web view has no new windows: the app opens its browser (spec §7 banner link handling).
          if (isApp) sendAppCommand({ command: 'openBrowser', url: target.url }, isApp);
          // Opened synchronously inside the click, or popup blockers stop it.
          else window.open(target.url, '_blank', 'noopener');
          return;
        case 'route': {
          const latestType = latestEventTypeOf(target.to);
          if (latestType === undefined) {
            void navigate(target.to);
            return;
          }
          // The newest running event of the type, or the spec's own words when there is none (§4, §8).
          void findLatestEventNo(latestType).then(
            (eventNo) =>
              eventNo === undefined
                ? showAlert(textOf(pageMessages.noEventToMove))
                : navigate(`/event/${eventNo}`),
            alertFailure,
          );
          return;
        }
        case 'location': {
          const wait = new Promise<void>((resolve) => window.setTimeout(resolve, CLICK_COUNT_WAIT_MS));
          void Promise.race([counted, wait]).then(() => window.location.assign(target.url));
          return;
        }
      }
    },
    [navigate, isApp],
  );
}
