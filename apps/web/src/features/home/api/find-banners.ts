import { queryOptions } from '@tanstack/react-query';
import type { BannerType } from '@mvno/contract';
import { BANNER_PAGE_SIZE } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/**
 * Banners on display now, in display order (spec §7: page 1, limit 10, isUser true). A failing banner list
 * is silent (spec §8) and quiet: the home page reserves the space with skeletons instead of a spinner.
 */
export const bannersQueryOptions = (bannerType: BannerType) =>
  queryOptions({
    queryKey: ['site', 'banner', bannerType],
    queryFn: () =>
      callApi(
        'findBanners',
        {
          query: { page: 1, limit: BANNER_PAGE_SIZE, bannerType, isUser: 'true', orderType: 'displayOrder' },
        },
        { isQuiet: true },
      ),
    meta: { isSilent: true },
  });
