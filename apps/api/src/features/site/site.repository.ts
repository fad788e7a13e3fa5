import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Banner, BannerClick, BannerType } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/site.ts';
import type { RowWindow } from '../../shared/paging.ts';

/** A banner as stored: its images are file names in the file server's banners folder, not addresses. */
export type BannerRecord = Omit<Banner, 'imageUrl' | 'imageUrlTab' | 'imageUrlMo' | 'imageUrlThumb'> & {
  imageFile: string;
  imageFileTab: string;
  imageFileMo: string;
  imageFileThumb: string;
};

export function createSiteRepository(db: Database) {
  return {
    /** Banners of one type whose display period contains `now`, in display order, with the total before paging. */
    async findDisplayedBanners(filter: {
      bannerType: BannerType;
      now: Date;
      window: RowWindow;
    }): Promise<{ list: BannerRecord[]; totalCount: number }> {
      const where = and(
        eq(banners.bannerType, filter.bannerType),
        lte(banners.displayStartAt, filter.now),
        gte(banners.displayEndAt, filter.now),
      );
      const query = db
        .select({
          bannerNo: banners.bannerNo,
          bannerType: banners.bannerType,
          title: banners.title,
          link: banners.link,
          linkMoveType: banners.linkMoveType,
          imageFile: banners.imageFile,
          imageFileTab: banners.imageFileTab,
          imageFileMo: banners.imageFileMo,
          imageFileThumb: banners.imageFileThumb,
          imageWidth: banners.imageWidth,
          imageHeight: banners.imageHeight,
          imageWidthMo: banners.imageWidthMo,
          imageHeightMo: banners.imageHeightMo,
          contentType: banners.contentType,
          content: banners.content,
          displayOrder: banners.displayOrder,
        })
        .from(banners)
        .where(where)
        .orderBy(asc(banners.displayOrder), asc(banners.bannerNo))
        .offset(filter.window.offset)
        .$dynamic();
      const list: BannerRecord[] = await (filter.window.limit === undefined
        ? query
        : query.limit(filter.window.limit));
      const counted = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(banners)
        .where(where);
      return { list, totalCount: counted[0]?.count ?? 0 };
    },

    /** One statement, so concurrent clicks on several API processes never lose a count. */
    async incrementClickCount(bannerNo: number): Promise<BannerClick | undefined> {
      const rows = await db
        .update(banners)
        .set({ clickCount: sql`${banners.clickCount} + 1` })
        .where(eq(banners.bannerNo, bannerNo))
        .returning({ bannerNo: banners.bannerNo, clickCount: banners.clickCount });
      return rows[0];
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
