import { describe, expect, it } from 'vitest';
import {
  aturanKumpul,
  bagiKelompokAcak,
  hapusAnggota,
  jadikanKetua,
  namaKelompokBerikut,
  pastikanKetua,
  statusNilaiTugas,
  statusPengumpulan,
  statusTugas,
  type JendelaTugas,
} from './rules';
import { tugasBody } from './schemas';

const H = 3600_000;
const t0 = Date.parse('2026-11-20T00:00:00Z');
const jendela = (o: Partial<JendelaTugas> = {}): JendelaTugas => ({
  waktu_mulai: new Date(t0),
  waktu_selesai: new Date(t0 + 48 * H),
  izinkan_terlambat: false,
  batas_terlambat: null,
  ...o,
});

describe('statusTugas', () => {
  it('follows the window, the due time itself still open', () => {
    const t = jendela();
    expect(statusTugas(t, t0 - 1)).toBe('belum_dimulai');
    expect(statusTugas(t, t0)).toBe('berlangsung');
    expect(statusTugas(t, t0 + 48 * H)).toBe('berlangsung');
    expect(statusTugas(t, t0 + 48 * H + 1)).toBe('selesai');
  });
});

describe('aturanKumpul', () => {
  const due = t0 + 48 * H;
  it('refuses before the start and after the due time without late submissions', () => {
    expect(aturanKumpul(jendela(), t0 - 1, null)).toEqual({ boleh: false, alasan: 'belum_dimulai' });
    expect(aturanKumpul(jendela(), due + 1, null)).toEqual({ boleh: false, alasan: 'lewat_batas' });
  });
  it('allows replacing until the due time', () => {
    expect(aturanKumpul(jendela(), due, { terlambat: false, sudahDinilai: false })).toEqual({ boleh: true, terlambat: false });
  });
  it('accepts late work until the late limit, flagged late', () => {
    const t = jendela({ izinkan_terlambat: true, batas_terlambat: new Date(due + 24 * H) });
    expect(aturanKumpul(t, due + H, null)).toEqual({ boleh: true, terlambat: true });
    expect(aturanKumpul(t, due + 25 * H, null)).toEqual({ boleh: false, alasan: 'lewat_batas' });
    // a late submission may be replaced while late work is still accepted
    expect(aturanKumpul(t, due + 2 * H, { terlambat: true, sudahDinilai: false })).toEqual({ boleh: true, terlambat: true });
  });
  it('keeps an on-time submission as it is after the due time, and never lets a graded one change', () => {
    const t = jendela({ izinkan_terlambat: true });
    expect(aturanKumpul(t, due + H, { terlambat: false, sudahDinilai: false })).toEqual({ boleh: false, alasan: 'tepat_waktu_terkunci' });
    expect(aturanKumpul(t, t0 + H, { terlambat: false, sudahDinilai: true })).toEqual({ boleh: false, alasan: 'sudah_dinilai' });
  });
  it('has no late limit when batas_terlambat is null', () => {
    expect(aturanKumpul(jendela({ izinkan_terlambat: true }), due + 1000 * H, null)).toEqual({ boleh: true, terlambat: true });
  });
});

describe('statusPengumpulan and statusNilaiTugas', () => {
  it('names the submission state', () => {
    expect(statusPengumpulan(null)).toBe('belum_mengumpulkan');
    expect(statusPengumpulan({ terlambat: false })).toBe('tepat_waktu');
    expect(statusPengumpulan({ terlambat: true })).toBe('terlambat');
  });
  it('gives the four grading states', () => {
    const t = jendela();
    const after = t0 + 49 * H;
    expect(statusNilaiTugas(t, t0 + H, { pengumpulan: 3, belumDinilai: 3 })).toBe('belum_berakhir');
    expect(statusNilaiTugas(t, after, { pengumpulan: 0, belumDinilai: 0 })).toBe('tidak_ada_pengerjaan');
    expect(statusNilaiTugas(t, after, { pengumpulan: 2, belumDinilai: 1 })).toBe('belum_dinilai');
    expect(statusNilaiTugas(t, after, { pengumpulan: 2, belumDinilai: 0 })).toBe('sudah_dinilai');
  });
});

describe('group leadership (spec 2 §4)', () => {
  const g = [
    { id_mahasiswa: 1, jabatan: 'ketua' as const },
    { id_mahasiswa: 2, jabatan: 'anggota' as const },
    { id_mahasiswa: 3, jabatan: 'anggota' as const },
  ];
  it('making a member leader sets all others to anggota', () => {
    expect(jadikanKetua(g, 3).map((a) => a.jabatan)).toEqual(['anggota', 'anggota', 'ketua']);
  });
  it('deleting the leader promotes the first remaining member', () => {
    expect(hapusAnggota(g, 1)).toEqual([
      { id_mahasiswa: 2, jabatan: 'ketua' },
      { id_mahasiswa: 3, jabatan: 'anggota' },
    ]);
    expect(hapusAnggota(g, 2).map((a) => a.jabatan)).toEqual(['ketua', 'anggota']);
    expect(hapusAnggota([{ id_mahasiswa: 9, jabatan: 'ketua' as const }], 9)).toEqual([]);
  });
  it('a group without a leader gets its first member', () => {
    expect(pastikanKetua([{ id_mahasiswa: 5, jabatan: 'anggota' as const }, { id_mahasiswa: 6, jabatan: 'anggota' as const }]).map((a) => a.jabatan)).toEqual([
      'ketua',
      'anggota',
    ]);
  });
});

describe('bagiKelompokAcak', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const sizes = (n: number, k: number) => bagiKelompokAcak(ids(n), k, () => 0.5).map((g) => g.length);
  it('makes groups of the size, spreading a small remainder and keeping a large one apart', () => {
    expect(sizes(9, 3)).toEqual([3, 3, 3]);
    expect(sizes(10, 3)).toEqual([4, 3, 3]);
    expect(sizes(11, 3)).toEqual([3, 3, 3, 2]);
    expect(sizes(2, 3)).toEqual([2]);
    expect(sizes(0, 3)).toEqual([]);
  });
  it('places every student exactly once', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const groups = bagiKelompokAcak(ids(38), 4, rnd);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(ids(38));
    expect(Math.max(...groups.map((g) => g.length)) - Math.min(...groups.map((g) => g.length))).toBeLessThanOrEqual(1);
  });
  it('continues group numbering', () => {
    expect(namaKelompokBerikut(['Kelompok 2', 'Tim Hebat'], 2)).toEqual(['Kelompok 3', 'Kelompok 4']);
  });
});

describe('tugasBody', () => {
  const base = { id_pertemuan: 1, judul: 'Laporan', jenis: 'individu', waktu_mulai: '2026-11-20T00:00:00Z', waktu_selesai: '2026-11-22T00:00:00Z' };
  it('applies the defaults', () => {
    const b = tugasBody.parse(base);
    expect(b).toMatchObject({ maks_file: 5, nilai_maks: 100, pengumpulan_teks: true, pengumpulan_file: true, batas_terlambat: null, ukuran_maks_mb: null });
  });
  it('names the field of each refusal in Indonesian', () => {
    const msg = (body: object) => tugasBody.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(msg({ ...base, id_pertemuan: null })).toEqual(['id_pertemuan: Pertemuan wajib diisi']);
    expect(msg({ ...base, judul: '  ' })).toEqual(['judul: Judul wajib diisi']);
    expect(msg({ ...base, waktu_selesai: '2026-11-19T00:00:00Z' })).toEqual(['waktu_selesai: Waktu selesai tidak boleh kurang dari waktu mulai']);
    expect(msg({ ...base, izinkan_terlambat: true, batas_terlambat: '2026-11-21T00:00:00Z' })).toEqual([
      'batas_terlambat: Batas keterlambatan tidak boleh kurang dari waktu selesai',
    ]);
    expect(msg({ ...base, pengumpulan_teks: false, pengumpulan_file: false })).toEqual(['pengumpulan_file: Pilih minimal satu cara pengumpulan (teks atau file)']);
    expect(msg({ ...base, waktu_mulai: undefined })).toEqual(['waktu_mulai: Waktu mulai wajib diisi']);
  });
});
