import type { Banner } from '@mvno/contract';
import { MOBILE_IMAGE_MEDIA } from '../../../shared/ui/image-media.ts';

/** The `<picture>` breakpoints of banner images: phone (MOBILE_IMAGE_MEDIA), tablet ≤999 px, desktop above. */
const TABLET_IMAGE_MEDIA = '(max-width: 999px)';

type PictureBanner = Pick<
  Banner,
  | 'title'
  | 'imageUrl'
  | 'imageUrlTab'
  | 'imageUrlMo'
  | 'imageWidth'
  | 'imageHeight'
  | 'imageWidthMo'
  | 'imageHeightMo'
  | 'contentType'
  | 'content'
>;

/**
 * The one image of a banner each screen size loads, as preload links for the page's head: the same choice
 * the <picture> below makes, by media queries that exclude each other so a browser fetches one.
 */
export function bannerImagePreloads(
  banner: Pick<Banner, 'imageUrl' | 'imageUrlTab' | 'imageUrlMo'>,
): Array<{ href: string; media: string }> {
  const desktopUrl = banner.imageUrl || banner.imageUrlTab || banner.imageUrlMo;
  const tabletUrl = banner.imageUrlTab || desktopUrl;
  const mobileUrl = banner.imageUrlMo || tabletUrl;
  return [
    { href: mobileUrl, media: MOBILE_IMAGE_MEDIA },
    { href: tabletUrl, media: '(min-width: 744px) and (max-width: 999px)' },
    { href: desktopUrl, media: '(min-width: 1000px)' },
  ].filter((image) => image.href !== '');
}

/** Image banners carry their alternative text in `content`; the title stands in when it is empty. */
export function bannerAltOf(banner: Pick<Banner, 'title' | 'contentType' | 'content'>): string {
  return banner.contentType === 'IMAGE' && banner.content.trim() !== '' ? banner.content : banner.title;
}

function sizeOf(width: number, height: number): { width?: number; height?: number } {
  return width > 0 && height > 0 ? { width, height } : {};
}

interface BannerPictureProps {
  banner: PictureBanner;
  /** The first, above-the-fold slide: fetched at once and first. */
  isPriority?: boolean;
  className?: string;
}

/**
 * A banner image per screen size. Width and height go on every source, so the browser reserves the right
 * box before the image arrives.
 */
export function BannerPicture({ banner, isPriority = false, className }: BannerPictureProps) {
  const desktopUrl = banner.imageUrl || banner.imageUrlTab || banner.imageUrlMo;
  return (
    <picture>
      {banner.imageUrlMo !== '' && (
        <source
          media={MOBILE_IMAGE_MEDIA}
          srcSet={banner.imageUrlMo}
          {...sizeOf(banner.imageWidthMo, banner.imageHeightMo)}
        />
      )}
      {banner.imageUrlTab !== '' && (
        <source
          media={TABLET_IMAGE_MEDIA}
          srcSet={banner.imageUrlTab}
          {...sizeOf(banner.imageWidth, banner.imageHeight)}
        />
      )}
      <img
        src={desktopUrl}
        {...sizeOf(banner.imageWidth, banner.imageHeight)}
        alt={bannerAltOf(banner)}
        className={className}
        decoding="async"
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
      />
    </picture>
  );
}
