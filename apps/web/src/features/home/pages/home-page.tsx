import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../shared/chunk/load-chunk.ts';
import { OptionalPart } from '../../../shared/chunk/optional-part.tsx';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { maintenanceQueryOptions } from '../../../shared/maintenance/maintenance-windows.ts';
import { PageHead, SITE_DESCRIPTION } from '../../../shared/head/page-head.tsx';
import { useIsHydrated } from '../../../shared/store.ts';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { bannersQueryOptions } from '../api/find-banners.ts';
import { mainEventsQueryOptions } from '../api/find-main-events.ts';
import { mainPlanGroupQueryOptions } from '../api/find-main-plan-group.ts';
import { bannerImagePreloads } from '../components/banner-picture.tsx';
import { EventSection } from '../components/event-section.tsx';
import { MainBannerSection } from '../components/main-banner-section.tsx';
import { PlanSection } from '../components/plan-section.tsx';
import { QuickHelp } from '../components/quick-help.tsx';
import { CallCentreSection } from '../components/call-centre-section.tsx';
import { useTextSize } from '../../../shared/display/text-size.ts';
import { TipSection } from '../components/tip-section.tsx';
import styles from './home-page.module.css';

// Popups bring the HTML sanitiser with them: it loads only when there is a popup to show, off the first paint.
const MainPopups = lazy(() =>
  loadChunk(() => import('../components/main-popups.tsx')).then((module) => ({ default: module.MainPopups })),
);

/** The home page is drawn with its banners, recommended plans and events (docs/server-rendering.md). */
export const prefetch: Prefetch = ({ queryClient }) =>
  prefetchAll([
    queryClient.query(bannersQueryOptions('MAIN')),
    queryClient.query(bannersQueryOptions('TIP')),
    queryClient.query(bannersQueryOptions('POPUP')),
    queryClient.query(mainPlanGroupQueryOptions()),
    queryClient.query(mainEventsQueryOptions()),
    queryClient.query(maintenanceQueryOptions()),
  ]);

/**
 * The home page (spec §2.3). Every block reserves its space while loading and disappears when it has
 * nothing to show. The spec's "reload on a change of window width" is a re-layout here: the carousels
 * read the width rules from matchMedia and follow the window without losing the page.
 */
export default function HomePage() {
  const mainBanners = useQuery(bannersQueryOptions('MAIN'));
  const tipBanners = useQuery(bannersQueryOptions('TIP'));
  const popupBanners = useQuery(bannersQueryOptions('POPUP'));
  const planGroup = useQuery(mainPlanGroupQueryOptions());
  const events = useQuery(mainEventsQueryOptions());
  const maintenance = useQuery(maintenanceQueryOptions());

  // Popups wait for the whole page, so they never open over a page that is still moving into place, and
  // for the browser: they are dialogs it opens, never part of the page the server draws.
  const isHydrated = useIsHydrated();
  const isPageReady =
    isHydrated &&
    [mainBanners, tipBanners, popupBanners, planGroup, events, maintenance].every(
      (query) => !query.isPending,
    );

  const popups = popupBanners.data?.list ?? [];
  const maintenanceWindows = maintenance.data?.list ?? [];
  const firstMainBanner = mainBanners.data?.list[0];
  // Large text puts help first: the four ways to get it and the customer centre's numbers, then the rest.
  const isHelpFirst = useTextSize() === 'large';

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title=""
        description={SITE_DESCRIPTION}
        canonicalPath="/main"
        preloadImages={firstMainBanner === undefined ? undefined : bannerImagePreloads(firstMainBanner)}
      />
      <h1 className="visually-hidden">
        <Trans>바로모바일 홈</Trans>
      </h1>
      {isHelpFirst && (
        <>
          <QuickHelp />
          <CallCentreSection />
        </>
      )}
      {/* A block that could not load hides, as an empty one does: the home page names no failures. */}
      <QueryState
        query={mainBanners}
        failed={() => null}
        placeholder={<MainBannerSection banners={undefined} />}
      >
        {({ list }) => <MainBannerSection banners={list} />}
      </QueryState>
      <QueryState query={planGroup} failed={() => null} placeholder={<PlanSection group={undefined} />}>
        {(group) => <PlanSection group={group} />}
      </QueryState>
      <QueryState query={events} failed={() => null} placeholder={<EventSection events={undefined} />}>
        {({ list }) => <EventSection events={list} />}
      </QueryState>
      <QueryState query={tipBanners} failed={() => null} placeholder={<TipSection banners={undefined} />}>
        {({ list }) => <TipSection banners={list} />}
      </QueryState>
      {!isHelpFirst && <QuickHelp />}
      {isPageReady && (popups.length > 0 || maintenanceWindows.length > 0) && (
        <OptionalPart>
          <Suspense fallback={null}>
            <MainPopups popups={popups} maintenanceWindows={maintenanceWindows} />
          </Suspense>
        </OptionalPart>
      )}
    </PageContainer>
  );
}
