import { describe, expect, it } from 'vitest';
import { PelacakPutar } from './pelacak-putar';

describe('PelacakPutar', () => {
  it('reports what played, then continues from where it stopped', () => {
    const p = new PelacakPutar();
    for (const t of [0, 0.25, 0.5, 1, 2, 3]) p.waktu(t);
    expect(p.ambil()).toEqual([[0, 3]]);
    p.waktu(3.5);
    p.waktu(4);
    expect(p.ambil()).toEqual([[3, 4]]);
    expect(p.ambil()).toEqual([]);
  });

  it('never reports the part that was skipped', () => {
    const p = new PelacakPutar();
    p.waktu(0);
    p.waktu(1);
    p.waktu(8); // skipped ahead without a seek event
    p.waktu(9);
    expect(p.ambil()).toEqual([
      [0, 1],
      [8, 9],
    ]);
  });

  it('a seek keeps the stretch so far for the next report', () => {
    const p = new PelacakPutar();
    p.waktu(2);
    p.waktu(3);
    p.lompat(7);
    p.waktu(7.5);
    expect(p.ambil()).toEqual([
      [2, 3],
      [7, 7.5],
    ]);
  });

  it('playing backwards after a rewind starts a new stretch', () => {
    const p = new PelacakPutar();
    p.waktu(5);
    p.waktu(6);
    p.waktu(1);
    p.waktu(2);
    expect(p.ambil()).toEqual([
      [5, 6],
      [1, 2],
    ]);
  });
});
