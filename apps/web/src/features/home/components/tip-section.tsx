import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@mvno/contract';
import { MAIN_BANNER_AUTOPLAY_MS } from '@mvno/contract';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { HomeSection, Skeleton } from './home-section.tsx';
import styles from './tip-section.module.css';

const WIDE_SLIDES = 2;

export function TipSection({ banners }: { banners: readonly Banner[] | undefined }) {
  const { t } = useLingui();

  if (banners?.length === 0) return null;

  const first = banners?.[0];
  const frameStyle =
    first !== undefined && first.imageWidth > 0 && first.imageHeight > 0
      ? { aspectRatio: `${first.imageWidth} / ${first.imageHeight}` }
      : undefined;

  return (
    <HomeSection title={t`알뜰 팁`} description={t`알아두면 통신비가 줄어드는 이야기`}>
      <HomeCarousel
        label={t`알뜰 팁`}
        items={banners}
        getKey={(banner) => banner.bannerNo}
        slidesPerView={WIDE_SLIDES}
        // Tip banners rotate at the banner pace; the spec names no cadence of their own.
        autoplayMs={MAIN_BANNER_AUTOPLAY_MS}
        renderSlide={(banner) => (
          <BannerLink banner={banner} className={styles.link}>
            <div className={styles.frame} style={frameStyle}>
              <BannerPicture banner={banner} className={styles.image} />
            </div>
          </BannerLink>
        )}
        renderPlaceholder={() => <Skeleton className={styles.frame} />}
      />
    </HomeSection>
  );
}
