import type { z } from 'zod';
import type { BannerClick, BannerList, findBannersRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { SiteRepository } from './site.repository.ts';

type FindBannersQuery = z.output<typeof findBannersRequestSchema>;

export function createSiteService(deps: { siteRepository: SiteRepository; catalogueCache: ReadCache }) {
  const { siteRepository, catalogueCache } = deps;

  return {
    /**
     * Banners on display now. `isUser` does not widen the list: there is no staff area in this API yet, and
     * a banner outside its display period must never reach a visitor. A cached answer can lag a period
     * boundary by the cache's lifetime, which is well inside what a display period means.
     */
    findBannersJson(query: FindBannersQuery): Promise<CachedAnswer> {
      return catalogueCache.getJson(
        `site:banners|${query.bannerType}|${query.orderType}|${pageKeyOf(query)}`,
        (): Promise<BannerList> =>
          siteRepository.findDisplayedBanners({
            bannerType: query.bannerType,
            now: new Date(),
            window: rowWindowOf(query),
          }),
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
