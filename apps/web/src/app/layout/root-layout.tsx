import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../../shared/chunk/load-chunk.ts';
import { OptionalPart } from '../../shared/chunk/optional-part.tsx';
import { PageHead, SITE_DESCRIPTION } from '../../shared/head/page-head.tsx';
import { useIsPartnerLayout } from '../../shared/native/alliance.ts';
import { useStore } from '../../shared/store.ts';
import { useRouteLayout } from '../../shared/routing/route-layout.ts';
import { ScrollRestoration } from '../../shared/routing/scroll-restoration.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { GreetingBar } from './greeting-bar.tsx';
import { Header } from './header.tsx';
import { KeptAliveOutlet } from './kept-alive-outlet.tsx';
import { openMenuStore } from './menu-store.ts';
import styles from './root-layout.module.css';

// The slide-in menu is a closed dialog until the menu button is pressed: its chunk comes with the first press,
// so a page read without opening it (the home page's first visit) does not carry it.
const MobileMenu = lazy(() =>
  loadChunk(() => import('./mobile-menu.tsx')).then((module) => ({ default: module.MobileMenu })),
);

export function RootLayout() {
  const { i18n } = useLingui();
  const layout = useRouteLayout();
  const { isBack, isNav } = layout;
  const titleName = layout.titleName === undefined ? '' : i18n._(layout.titleName);
  // A visit through partner ALAC1026 shows no header or footer (spec §1).
  const isPartnerLayout = useIsPartnerLayout();
  const isHeader = layout.isHeader && !isPartnerLayout;
  const isFooter = layout.isFooter && !isPartnerLayout;
  const { pathname } = useLocation();
  const openMenuAt = useStore(openMenuStore);
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const isMenuOpen = openMenuAt === pathname;
  // Once opened it stays drawn (closed), so opening it again is immediate.
  const [isMenuLoaded, setMenuLoaded] = useState(false);
  if (isMenuOpen && !isMenuLoaded) setMenuLoaded(true);

  return (
    <>
      {/* A page without a head of its own is named by its route; the site's description stands for it. */}
      <PageHead level={0} title={titleName} description={SITE_DESCRIPTION} />
      <a href="#main-content" className={styles.skipLink}>
        <Trans>본문 바로가기</Trans>
      </a>
      {isHeader && (
        <>
          <Header isBack={isBack} titleName={titleName} onOpenMenu={() => openMenuStore.set(pathname)} />
          <GreetingBar />
          {isMenuLoaded && (
            <OptionalPart>
              <Suspense fallback={null}>
                <MobileMenu isOpen={isMenuOpen} onClose={() => openMenuStore.set(null)} />
              </Suspense>
            </OptionalPart>
          )}
        </>
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <KeptAliveOutlet />
      </main>
      {isFooter && <Footer />}
      {isNav && <BottomNav />}
      <ScrollRestoration />
    </>
  );
}
