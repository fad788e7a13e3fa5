import { z } from 'zod';
import { bannerContentTypes, bannerTypes, linkMoveTypes } from '../enums.ts';
import { listEntitySchema, pageQuerySchema, queryBooleanSchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';

export const bannerSchema = z.object({
  bannerNo: z.number().int(),
  bannerType: z.enum(bannerTypes),
  title: z.string(),
  /** Empty when the banner links nowhere. */
  link: z.string(),
  linkMoveType: z.enum(linkMoveTypes),
  imageUrl: z.string(),
  imageUrlTab: z.string(),
  imageUrlMo: z.string(),
  imageUrlThumb: z.string(),
  /** Intrinsic size of imageUrl / imageUrlMo, so the screen reserves the space before the image loads. */
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  imageWidthMo: z.number().int(),
  imageHeightMo: z.number().int(),
  contentType: z.enum(bannerContentTypes),
  /** Sanitised HTML for TEXT popups, alternative text for IMAGE banners. */
  content: z.string(),
  displayOrder: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const findBannersRequestSchema = pageQuerySchema.extend({
  bannerType: z.enum(bannerTypes),
  isUser: queryBooleanSchema.default(true),
  orderType: z.enum(['displayOrder']).default('displayOrder'),
});
export type FindBannersRequest = z.input<typeof findBannersRequestSchema>;

export const bannerListSchema = listEntitySchema(bannerSchema);
export type BannerList = z.infer<typeof bannerListSchema>;

/** `POST site/banner/{id}/click`. */
export const clickBannerRequestSchema = z.object({ id: coercedIdSchema });
export type ClickBannerRequest = z.input<typeof clickBannerRequestSchema>;

export const bannerClickSchema = z.object({ bannerNo: z.number().int(), clickCount: z.number().int() });
export type BannerClick = z.infer<typeof bannerClickSchema>;
