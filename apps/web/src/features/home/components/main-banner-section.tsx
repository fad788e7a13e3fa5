import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@mvno/contract';
import { MAIN_BANNER_AUTOPLAY_MS, THUMBNAIL_STRIP_SIZE } from '@mvno/contract';
import { Carousel, type CarouselControls } from '../../../shared/ui/carousel/carousel.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';
import { Skeleton } from './home-section.tsx';
import styles from './main-banner-section.module.css';

/**
 * The frame of every slide takes the first banner's proportions, its phone image's on a phone and its own
 * elsewhere, so slides of a slightly different size neither jump nor leave gaps (they are cropped to fit).
 * Both go to the stylesheet, which picks one by the window's width, as the <picture> picks the image: the
 * frame has its final size on the first paint, whatever width the server drew the page for.
 */
function proportionsOf(banner: Banner): CSSProperties {
  const ratioOf = (width: number, height: number) =>
    width > 0 && height > 0 ? `${width} / ${height}` : undefined;
  const ratio = ratioOf(banner.imageWidth, banner.imageHeight);
  const phoneRatio = ratioOf(banner.imageWidthMo, banner.imageHeightMo) ?? ratio;
  return {
    ...(ratio === undefined ? {} : { '--banner-ratio': ratio }),
    ...(phoneRatio === undefined ? {} : { '--banner-ratio-phone': phoneRatio }),
  };
}

function ThumbnailStrip({ banners, controls }: { banners: readonly Banner[]; controls: CarouselControls }) {
  const { t } = useLingui();
  const { index, goTo } = controls;
  // Four at a time; the window follows the current slide once it moves past the fourth.
  const start = Math.max(
    0,
    Math.min(index - (THUMBNAIL_STRIP_SIZE - 1), banners.length - THUMBNAIL_STRIP_SIZE),
  );
  const shown = banners.slice(start, start + THUMBNAIL_STRIP_SIZE);
  return (
    <ul className={styles.thumbnails} aria-label={t`배너 바로가기`}>
      {shown.map((banner, offset) => {
        const bannerIndex = start + offset;
        const isCurrent = bannerIndex === index;
        return (
          <li key={banner.bannerNo}>
            <button
              type="button"
              className={isCurrent ? `${styles.thumbnail} ${styles.current}` : styles.thumbnail}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => goTo(bannerIndex)}
            >
              <img
                src={banner.imageUrlThumb || banner.imageUrlMo || banner.imageUrl}
                alt=""
                width={96}
                height={48}
                loading="lazy"
                decoding="async"
                className={styles.thumbnailImage}
              />
              <span className={styles.thumbnailTitle}>{banner.title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function MainBannerSection({ banners }: { banners: readonly Banner[] | undefined }) {
  const { t } = useLingui();

  const moreLink = (
    <Link to="/event" className={styles.more}>
      <Trans>전체 이벤트 보기</Trans>
      <ChevronRightIcon />
    </Link>
  );

  if (banners === undefined) {
    return (
      <div className={styles.block}>
        <div className={styles.carousel} aria-hidden="true">
          <Skeleton className={styles.frame} />
          <Skeleton className={styles.thumbnailsSkeleton} />
        </div>
        {moreLink}
      </div>
    );
  }
  const [first] = banners;
  if (first === undefined) return null;

  const proportions = proportionsOf(first);
  return (
    <div className={styles.block}>
      <Carousel
        label={t`메인 배너`}
        items={banners}
        getKey={(banner) => banner.bannerNo}
        autoplayMs={MAIN_BANNER_AUTOPLAY_MS}
        controlsPlacement="overlay"
        className={styles.carousel}
        renderSlide={(banner, index) => (
          <BannerLink banner={banner} className={styles.slideLink}>
            <div className={styles.frame} style={proportions}>
              <BannerPicture banner={banner} isPriority={index === 0} className={styles.image} />
            </div>
          </BannerLink>
        )}
        // Drawn at every width; the stylesheet shows the strip where it fits.
        renderFooter={
          banners.length > 1
            ? (controls) => <ThumbnailStrip banners={banners} controls={controls} />
            : undefined
        }
      />
      {moreLink}
    </div>
  );
}
