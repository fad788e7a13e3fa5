import type { MainPlanGroup } from '@mvno/contract';
import {
  MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS,
  MOBILE_PLAN_CAROUSEL_MAX_WIDTH,
  PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH,
  PLAN_CAROUSEL_SLIDES,
} from '@mvno/contract';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { Carousel, CarouselPlaceholder } from '../../../shared/ui/carousel/carousel.tsx';
import { HomeSection } from './home-section.tsx';
import { PlanCard, PlanCardSkeleton } from './plan-card.tsx';
import styles from './plan-section.module.css';

const more = { to: '/plan', label: '요금제 전체보기' };

export function PlanSection({ group }: { group: MainPlanGroup | undefined }) {
  const isWide = useMediaQuery(`(min-width: ${PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH}px)`);
  // Autoplay only on phones (spec §9): on wider screens every card is in reach of the pointer.
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_PLAN_CAROUSEL_MAX_WIDTH}px)`);
  const slidesPerView = isWide ? PLAN_CAROUSEL_SLIDES : 1;

  if (group === undefined) {
    return (
      <HomeSection title={<span className={styles.titleSkeleton} />} more={more}>
        <CarouselPlaceholder
          slidesPerView={slidesPerView}
          className={styles.carousel}
          viewportClassName={styles.viewport}
          renderSlide={() => <PlanCardSkeleton />}
        />
      </HomeSection>
    );
  }
  if (group.planList.length === 0) return null;

  return (
    <HomeSection title={group.groupName} more={more}>
      <Carousel
        label="추천 요금제"
        items={group.planList}
        getKey={(plan) => plan.planNo}
        slidesPerView={slidesPerView}
        autoplayMs={isPhone ? MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS : undefined}
        className={styles.carousel}
        viewportClassName={styles.viewport}
        renderSlide={(plan) => <PlanCard plan={plan} />}
      />
    </HomeSection>
  );
}
