import type { z } from 'zod';
import type { Banner, BannerClick, BannerList, findBannersRequestSchema } from '@mvno/contract';
import { fileUrl } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { BannerRecord, SiteRepository } from './site.repository.ts';

type FindBannersQuery = z.output<typeof findBannersRequestSchema>;

export function createSiteService(deps: {
  siteRepository: SiteRepository;
  catalogueCache: ReadCache;
  /** FILE_SERVER_URL: fixed for the process's life, so cached answers stay right. */
  fileServerUrl: string;
}) {
  const { siteRepository, catalogueCache, fileServerUrl } = deps;

  /** The stored file names as addresses on the file server (spec §3: base + type folder + file name). */
  const bannerOf = ({
    imageFile,
    imageFileTab,
    imageFileMo,
    imageFileThumb,
    ...banner
  }: BannerRecord): Banner => ({
    ...banner,
    imageUrl: fileUrl(fileServerUrl, 'banners', imageFile),
    imageUrlTab: fileUrl(fileServerUrl, 'banners', imageFileTab),
    imageUrlMo: fileUrl(fileServerUrl, 'banners', imageFileMo),
    imageUrlThumb: fileUrl(fileServerUrl, 'banners', imageFileThumb),
  });

  return {
    /**
     * Banners on display now. `isUser` does not widen the list: there is no staff area in this API yet, and
     * a banner outside its display period must never reach a visitor. A cached answer can lag a period
     * boundary by the cache's lifetime, which is well inside what a display period means.
     */
    findBannersJson(query: FindBannersQuery): Promise<CachedAnswer> {
      return catalogueCache.getJson(
        `site:banners|${query.bannerType}|${query.orderType}|${pageKeyOf(query)}`,
        async (): Promise<BannerList> => {
          const { list, totalCount } = await siteRepository.findDisplayedBanners({
            bannerType: query.bannerType,
            now: new Date(),
            window: rowWindowOf(query),
          });
          return { list: list.map(bannerOf), totalCount };
        },
      );
    },

    async clickBanner(bannerNo: number): Promise<BannerClick> {
      const click = await siteRepository.incrementClickCount(bannerNo);
      if (click === undefined) throw AppError.notFound();
      return click;
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
