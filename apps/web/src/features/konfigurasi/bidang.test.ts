import { describe, expect, it } from 'vitest';
import { KONFIGURASI_BAWAAN, PELAKU_INTEGRASI_NILAI_BAWAAN, PENGATURAN_KELAS_BAWAAN, PESAN_KEHADIRAN, UKURAN_MAX_FILE_BAWAAN } from '@lms/shared';
import { BIDANG_PENGATURAN } from './bidang';

/** Leaf paths of a settings section ('a.b.c'); arrays (hostnames) count as one leaf. */
function leaves(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const paths = (b: keyof typeof BIDANG_PENGATURAN) => BIDANG_PENGATURAN[b].flatMap((k) => k.bidang.map((f) => f.path));

describe('the settings form fields', () => {
  it('cover every setting of each section exactly once', () => {
    const sistem = { time_zone: '', sapaan: '', ukuran_max_file: { ...UKURAN_MAX_FILE_BAWAAN, tugas: { lampiran_soal: 1, lampiran_jawaban: 1 }, bank_soal: { lampiran_soal: 1, lampiran_kunci: 1 } } };
    const expected = {
      pengaturan_sistem: leaves(sistem),
      pengaturan_kelas: leaves(PENGATURAN_KELAS_BAWAAN),
      pelaku_integrasi_nilai: leaves(PELAKU_INTEGRASI_NILAI_BAWAAN),
      konfigurasi: leaves(KONFIGURASI_BAWAAN),
      multisite: ['copyright', 'url_sikad_legacy', 'color_mode', 'hostnames'],
    };
    for (const [b, want] of Object.entries(expected)) {
      const got = paths(b as keyof typeof BIDANG_PENGATURAN);
      expect(new Set(got).size, b).toBe(got.length);
      expect([...got].sort(), b).toEqual([...want].sort());
    }
  });

  it("labels the lecturer's attendance delay as what it does: minutes after the meeting started", () => {
    const f = BIDANG_PENGATURAN.pengaturan_kelas.flatMap((k) => k.bidang).find((b) => b.path === 'tampil_tombol_presensi_dosen.mulai')!;
    expect(f).toMatchObject({ jenis: 'angka', satuan: 'menit' });
    expect(f.label).toContain('setelah pertemuan dimulai');
    expect(f.label).not.toContain('sebelum');
    // The same words as the refusal the lecturer sees while waiting.
    expect(PESAN_KEHADIRAN.belumWaktunyaDosen(15)).toContain('setelah pertemuan dimulai');
  });
});
