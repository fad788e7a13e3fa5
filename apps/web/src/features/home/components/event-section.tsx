import type { Event } from '@mvno/contract';
import {
  EVENT_CAROUSEL_AUTOPLAY_MS,
  EVENT_CAROUSEL_TRANSITION_MS,
  PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH,
  PLAN_CAROUSEL_SLIDES,
} from '@mvno/contract';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { Carousel, CarouselPlaceholder } from '../../../shared/ui/carousel/carousel.tsx';
import { EventCard, EventCardSkeleton } from './event-card.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './event-section.module.css';

const more = { to: '/event', label: '이벤트 전체보기' };

export function EventSection({ events }: { events: readonly Event[] | undefined }) {
  const isWide = useMediaQuery(`(min-width: ${PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH}px)`);
  // Events follow the plan carousel's grid, so the two rows of cards line up on wide screens.
  const slidesPerView = isWide ? PLAN_CAROUSEL_SLIDES : 1;

  if (events === undefined) {
    return (
      <HomeSection title="이달의 이벤트" more={more}>
        <CarouselPlaceholder
          slidesPerView={slidesPerView}
          className={styles.carousel}
          viewportClassName={styles.viewport}
          renderSlide={() => <EventCardSkeleton />}
        />
      </HomeSection>
    );
  }
  if (events.length === 0) return null;

  return (
    <HomeSection title="이달의 이벤트" more={more}>
      <Carousel
        label="이달의 이벤트"
        items={events}
        getKey={(event) => event.eventNo}
        slidesPerView={slidesPerView}
        autoplayMs={EVENT_CAROUSEL_AUTOPLAY_MS}
        transitionMs={EVENT_CAROUSEL_TRANSITION_MS}
        className={styles.carousel}
        viewportClassName={styles.viewport}
        renderSlide={(event) => <EventCard event={event} />}
      />
    </HomeSection>
  );
}
