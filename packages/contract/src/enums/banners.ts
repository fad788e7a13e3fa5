// Enumerations of spec §3 — banners and where they lead.

export const bannerTypes = ['MAIN', 'ADS', 'TIP', 'POPUP'] as const;
export type BannerType = (typeof bannerTypes)[number];

/** S = move inside the site (SELF), P = open a new window (POPUP). */
export const linkMoveTypes = ['S', 'P'] as const;
export type LinkMoveType = (typeof linkMoveTypes)[number];

export const bannerContentTypes = ['TEXT', 'IMAGE'] as const;
export type BannerContentType = (typeof bannerContentTypes)[number];
