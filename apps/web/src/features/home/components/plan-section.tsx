import { useLingui } from '@lingui/react/macro';
import type { MainPlanGroup } from '@mvno/contract';
import {
  MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS,
  MOBILE_PLAN_CAROUSEL_MAX_WIDTH,
  PLAN_CAROUSEL_SLIDES,
} from '@mvno/contract';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { PlanCard, PlanCardSkeleton } from '../../../shared/ui/plan-card/plan-card.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './plan-section.module.css';

export function PlanSection({ group }: { group: MainPlanGroup | undefined }) {
  const { t } = useLingui();
  // Autoplay only on phones (spec §9): on wider screens every card is in reach of the pointer.
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_PLAN_CAROUSEL_MAX_WIDTH}px)`);

  if (group?.planList.length === 0) return null;

  return (
    <HomeSection
      title={group === undefined ? <span className={styles.titleSkeleton} /> : group.groupName}
      more={{ to: '/plan', label: t`요금제 전체보기` }}
    >
      <HomeCarousel
        label={t`추천 요금제`}
        items={group?.planList}
        getKey={(plan) => plan.planNo}
        slidesPerView={PLAN_CAROUSEL_SLIDES}
        autoplayMs={isPhone ? MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS : undefined}
        renderSlide={(plan) => <PlanCard plan={plan} />}
        renderPlaceholder={() => <PlanCardSkeleton />}
      />
    </HomeSection>
  );
}
