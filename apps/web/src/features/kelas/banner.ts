import { bannerIndex } from '@lms/shared';
import banner0 from '@/assets/banners/banner-0.svg';
import banner1 from '@/assets/banners/banner-1.svg';
import banner2 from '@/assets/banners/banner-2.svg';
import banner3 from '@/assets/banners/banner-3.svg';
import banner4 from '@/assets/banners/banner-4.svg';
import banner5 from '@/assets/banners/banner-5.svg';
import banner6 from '@/assets/banners/banner-6.svg';

export const DEFAULT_BANNERS = [banner0, banner1, banner2, banner3, banner4, banner5, banner6] as const;

/**
 * Default banner 0-6 picked by banner_color_idx modulo 7 (spec 1 §3). A class's own banner_url is a stored file
 * that needs the session headers: render it with AuthImage (src = banner_url, fallbackSrc = this).
 */
export function defaultBannerUrl(bannerColorIdx: number): string {
  return DEFAULT_BANNERS[bannerIndex(bannerColorIdx)];
}

