import type { BannerClick } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

/** Counts a banner click (spec §7); sent before the banner's link is followed, without the spinner. */
export function clickBanner(bannerNo: number): Promise<BannerClick> {
  return requestEntity<BannerClick>(`/site/banner/${bannerNo}/click`, { method: 'POST', isQuiet: true });
}
