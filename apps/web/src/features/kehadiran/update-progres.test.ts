import { describe, expect, it } from 'vitest';
import { terapkanEventPersentase, tombolUpdateProgres } from './update-progres';

describe('Update Progres button', () => {
  it('is disabled with the spec tooltip while processing or sending', () => {
    expect(tombolUpdateProgres({ status: 'processing', progress: 10 })).toEqual({ disabled: true, tooltip: 'Sedang ada proses update' });
    expect(tombolUpdateProgres(null, true).disabled).toBe(true);
  });
  it('is enabled before any run and after completed or failed', () => {
    expect(tombolUpdateProgres(null)).toEqual({ disabled: false, tooltip: null });
    expect(tombolUpdateProgres({ status: 'completed', progress: 100 }).disabled).toBe(false);
    expect(tombolUpdateProgres({ status: 'failed', progress: 40 }).disabled).toBe(false);
  });
  it('follows calc-percentage events of its own class only', () => {
    const s = terapkanEventPersentase(null, 'K1', { id_kelas_kuliah: 'K2', status: 'processing', progress: 0 });
    expect(s).toBeNull();
    expect(terapkanEventPersentase(s, 'K1', { id_kelas_kuliah: 'K1', status: 'processing', progress: 20 })).toEqual({ status: 'processing', progress: 20 });
  });
});
