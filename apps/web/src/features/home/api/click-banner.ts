import type { BannerClick } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/** Counts a banner click (spec §7); sent before the banner's link is followed, without the spinner. */
export function clickBanner(bannerNo: number): Promise<BannerClick> {
  return callApi('clickBanner', { params: { id: bannerNo } }, { isQuiet: true });
}
