import { useLingui } from '@lingui/react/macro';
import type { Event } from '@mvno/contract';
import {
  EVENT_CAROUSEL_AUTOPLAY_MS,
  EVENT_CAROUSEL_TRANSITION_MS,
  PLAN_CAROUSEL_SLIDES,
} from '@mvno/contract';
import { EventCard, EventCardSkeleton } from '../../../shared/ui/event-card.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { HomeSection } from './home-section.tsx';

export function EventSection({ events }: { events: readonly Event[] | undefined }) {
  const { t } = useLingui();

  if (events?.length === 0) return null;

  return (
    <HomeSection title={t`이달의 이벤트`} more={{ to: '/event', label: t`이벤트 전체보기` }}>
      <HomeCarousel
        label={t`이달의 이벤트`}
        items={events}
        getKey={(event) => event.eventNo}
        // Events follow the plan carousel's grid, so the two rows of cards line up on wide screens.
        slidesPerView={PLAN_CAROUSEL_SLIDES}
        autoplayMs={EVENT_CAROUSEL_AUTOPLAY_MS}
        transitionMs={EVENT_CAROUSEL_TRANSITION_MS}
        renderSlide={(event) => <EventCard event={event} />}
        renderPlaceholder={() => <EventCardSkeleton />}
      />
    </HomeSection>
  );
}
