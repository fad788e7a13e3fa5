import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRouteLayout } from '../route-layout.ts';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './root-layout.module.css';

const siteName = '바로모바일';

export function RootLayout() {
  const { isHeader, isBack, isNav, isFooter, titleName } = useRouteLayout();
  const { pathname } = useLocation();
  const [openMenuAt, setOpenMenuAt] = useState<string | null>(null);
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const isMenuOpen = openMenuAt === pathname;

  useEffect(() => {
    document.title = titleName === '' ? `${siteName} | 합리적인 알뜰폰` : `${titleName} | ${siteName}`;
  }, [titleName]);

  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        본문 바로가기
      </a>
      {isHeader && (
        <>
          <Header isBack={isBack} titleName={titleName} onOpenMenu={() => setOpenMenuAt(pathname)} />
          <MobileMenu isOpen={isMenuOpen} onClose={() => setOpenMenuAt(null)} />
        </>
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooter && <Footer />}
      {isNav && <BottomNav />}
      <ScrollRestoration />
    </>
  );
}
