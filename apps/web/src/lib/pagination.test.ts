import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from './pagination';

describe('pageWindow (at most n page buttons, spec 1 §9)', () => {
  it('keeps the current page in the middle of a window of 3', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(2, 10, 3)).toEqual([1, 2, 3]);
  });

  it('slides against the edges instead of shrinking', () => {
    expect(pageWindow(1, 10, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10, 3)).toEqual([8, 9, 10]);
    expect(pageWindow(9, 10, 3)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than the cap', () => {
    expect(pageWindow(1, 1, 3)).toEqual([1]);
    expect(pageWindow(2, 2, 3)).toEqual([1, 2]);
  });

  it('never shows more than the cap, whatever the page', () => {
    for (let total = 1; total <= 12; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const w = pageWindow(page, total, 3);
        expect(w.length).toBe(Math.min(3, total));
        expect(w).toContain(page);
        expect(w[0]).toBeGreaterThanOrEqual(1);
        expect(w[w.length - 1]).toBeLessThanOrEqual(total);
      }
    }
  });

  it('clamps out-of-range and broken input', () => {
    expect(pageWindow(99, 4, 3)).toEqual([2, 3, 4]);
    expect(pageWindow(0, 4, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(Number.NaN, 0, 3)).toEqual([1]);
    expect(pageWindow(3, 5, 4)).toEqual([2, 3, 4, 5]);
  });

  it('counts pages from the total, at least one', () => {
    expect(totalPagesOf(0, 5)).toBe(1);
    expect(totalPagesOf(30, 5)).toBe(6);
    expect(totalPagesOf(31, 5)).toBe(7);
  });
});
