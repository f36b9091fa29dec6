import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOADS,
  BANNER_UPLOAD_EXTENSIONS,
  BREAKPOINTS,
  DEFAULT_BANNER_COUNT,
  KELAS_LIST_PER_PAGE,
  KELAS_LIST_PER_PAGE_OPTIONS,
  PER_PAGE_OPTIONS,
  allowedExtensions,
  bannerIndex,
  isAllowedExtension,
} from './limits';

describe('bannerIndex', () => {
  it('wraps into 0-6, negatives included', () => {
    expect([0, 6, 7, 13, 14, -1, -7, -8].map(bannerIndex)).toEqual([0, 6, 0, 6, 0, 6, 0, 6]);
    for (let i = -20; i <= 20; i++) {
      const b = bannerIndex(i);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(DEFAULT_BANNER_COUNT);
    }
  });
  it('non-integers fall back to 0', () => {
    expect(bannerIndex(NaN)).toBe(0);
    expect(bannerIndex(2.5)).toBe(0);
  });
});

describe('uploads', () => {
  it('lists extensions by group and all of them by default', () => {
    expect(allowedExtensions(['image', 'pdf'])).toEqual(['.jpg', '.jpeg', '.png', '.pdf']);
    const all = allowedExtensions();
    expect(all).toHaveLength(Object.values(ALLOWED_UPLOADS).flat().length);
    expect(all).toEqual(expect.arrayContaining(['.rar', '.webm', '.pptx']));
  });
  it('checks an extension case-insensitively, with or without the dot', () => {
    expect(isAllowedExtension('Banner.JPG', BANNER_UPLOAD_EXTENSIONS)).toBe(true);
    expect(isAllowedExtension('banner.gif', BANNER_UPLOAD_EXTENSIONS)).toBe(false);
    expect(isAllowedExtension('laporan.pdf', ['pdf'])).toBe(true);
    expect(isAllowedExtension('pdf', ['pdf'])).toBe(false);
    expect(isAllowedExtension('virus.pdf.exe', allowedExtensions())).toBe(false);
  });
});

describe('page sizes and breakpoints', () => {
  it('the class list default is one of its options', () => {
    expect(KELAS_LIST_PER_PAGE_OPTIONS).toContain(KELAS_LIST_PER_PAGE);
    expect(PER_PAGE_OPTIONS).toContain(10);
  });
  it('breakpoints ascend', () => {
    const v = Object.values(BREAKPOINTS);
    expect([...v].sort((a, b) => a - b)).toEqual(v);
  });
});
