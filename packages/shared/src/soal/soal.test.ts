import { describe, expect, it } from 'vitest';
import {
  MIN_PILIHAN,
  PESAN_SOAL,
  cocokCariSoal,
  ekstensiJawabanEsay,
  hapusPilihan,
  hurufPilihan,
  indexDariHuruf,
  maxLampiranKunciBytes,
  maxLampiranSoalBytes,
  pilihanAwal,
  semuaJenisFile,
  soalInput,
  tambahPilihan,
  teksPolos,
  toggleSemuaJenisFile,
} from './index';

const issues = (v: unknown) => {
  const r = soalInput.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('question model (soalInput)', () => {
  it('accepts each of the three types', () => {
    expect(issues({ jenis: 'pilihan', pertanyaan: '<p>2+2?</p>', pilihan: { pilihan: ['3', '4', '5'], kunci: 1 } })).toEqual([]);
    expect(issues({ jenis: 'benar_salah', pertanyaan: 'Bumi bulat', benar_salah: { kunci: 'benar' } })).toEqual([]);
    expect(issues({ jenis: 'esay', pertanyaan: 'Jelaskan', esay: { jenis_file_diterima: ['pdf', 'text'], kunci: 'x' } })).toEqual([]);
  });

  it('fills benar/salah texts and orders essay file types', () => {
    const bs = soalInput.parse({ jenis: 'benar_salah', pertanyaan: 'x', benar_salah: { kunci: 'salah' } });
    expect(bs.jenis === 'benar_salah' && bs.benar_salah.pilihan).toEqual({ benar: 'Benar', salah: 'Salah' });
    const es = soalInput.parse({ jenis: 'esay', pertanyaan: 'x', esay: { jenis_file_diterima: ['pdf', 'text', 'pdf'] } });
    expect(es.jenis === 'esay' && es.esay.jenis_file_diterima).toEqual(['text', 'pdf']);
  });

  it('refuses fewer than 3 options, an empty option and a key outside the options', () => {
    expect(issues({ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', 'b'], kunci: 0 } })).toEqual([`pilihan.pilihan: ${PESAN_SOAL.pilihanMin}`]);
    expect(issues({ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', ' ', 'c'], kunci: 0 } })).toEqual([`pilihan.pilihan.1: ${PESAN_SOAL.pilihanWajib}`]);
    expect(issues({ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', 'b', 'c'], kunci: 3 } })).toEqual([`pilihan.kunci: ${PESAN_SOAL.kunciTidakValid}`]);
    expect(issues({ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', 'b', 'c'] } })).toEqual([`pilihan.kunci: ${PESAN_SOAL.kunciWajib}`]);
  });

  it('refuses an essay without accepted file types, an unknown jenis and a missing key', () => {
    expect(issues({ jenis: 'esay', pertanyaan: 'x', esay: { jenis_file_diterima: [] } })).toEqual([`esay.jenis_file_diterima: ${PESAN_SOAL.jenisFileWajib}`]);
    expect(issues({ jenis: 'isian', pertanyaan: 'x' })[0]).toContain(PESAN_SOAL.jenisWajib);
    expect(issues({ jenis: 'benar_salah', pertanyaan: 'x', benar_salah: {} })).toEqual([`benar_salah.kunci: ${PESAN_SOAL.kunciWajib}`]);
  });
});

describe('option rules', () => {
  const s = { pilihan: ['a', 'b', 'c', 'd', 'e'], gambar: [null, 'g1', null, null, null], kunci: 2 as number | null };

  it('letters run from A', () => {
    expect([0, 1, 25].map(hurufPilihan)).toEqual(['A', 'B', 'Z']);
    expect(indexDariHuruf(' c ', 5)).toBe(2);
    expect(indexDariHuruf('F', 5)).toBeNull();
    expect(indexDariHuruf('AA', 30)).toBeNull();
  });

  it('deleting an option before the key shifts it, deleting the key clears it, after it keeps it', () => {
    const before = hapusPilihan(s, 1);
    expect(before).toEqual({ ok: true, state: { pilihan: ['a', 'c', 'd', 'e'], gambar: [null, null, null, null], kunci: 1 } });
    const key = hapusPilihan(s, 2);
    expect(key.ok && key.state.kunci).toBeNull();
    const after = hapusPilihan(s, 4);
    expect(after.ok && after.state.kunci).toBe(2);
  });

  it('refuses to delete at 3 options or fewer', () => {
    const three = { pilihan: ['a', 'b', 'c'], gambar: [], kunci: 0 };
    expect(hapusPilihan(three, 0)).toEqual({ ok: false, message: PESAN_SOAL.hapusPilihanDitolak });
    expect(pilihanAwal().pilihan).toHaveLength(MIN_PILIHAN);
    expect(tambahPilihan(three).pilihan).toEqual(['a', 'b', 'c', '']);
  });
});

describe('essay and attachments', () => {
  it("the 'all' toggle picks every type or none", () => {
    expect(semuaJenisFile(['text', 'image', 'pdf', 'docs', 'compressed'])).toBe(true);
    expect(toggleSemuaJenisFile(['pdf'])).toEqual(['text', 'image', 'pdf', 'docs', 'compressed']);
    expect(toggleSemuaJenisFile(['text', 'image', 'pdf', 'docs', 'compressed'])).toEqual([]);
    expect(ekstensiJawabanEsay(['text', 'compressed'])).toEqual(['.zip', '.rar']);
  });

  it('sizes come from ukuran_max_file.ujian in MB of 1,000,000 bytes', () => {
    const u = { ujian: { lampiran_soal: 5, lampiran_kunci: 2 } };
    expect(maxLampiranSoalBytes(u)).toBe(5_000_000);
    expect(maxLampiranKunciBytes(u)).toBe(2_000_000);
  });

  it('search matches the text of the question, not its markup', () => {
    expect(teksPolos('<p>Apa itu <strong>basis</strong>&nbsp;data?</p><p>Kedua</p>')).toBe('Apa itu basis data?\nKedua');
    expect(cocokCariSoal('<p>Apa itu <strong>basis</strong> data?</p>', 'BASIS data')).toBe(true);
    expect(cocokCariSoal('<p class="strong">x</p>', 'strong')).toBe(false);
  });
});
