import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PRESENSI_LABEL, formatPersen } from '@lms/shared';
import { bacaXlsx, get, getData, harapanKehadiran, harapanSel, kehadiranMentah, persenDariSel, teksPdf, type Kode, type SelXlsx } from './semester-hitung';
import { bangunSemester, type Semester } from './semester.fixture';

/**
 * The semester's attendance invariants (issue 30 'What must exist' 5): every student's presence per meeting and
 * attendance percentage is the same on every surface — the recap API (lecturer and the student), the student's
 * dashboard and attendance page (kelayakan_ujian/me), the meeting pages, the recap xlsx, the BAP PDF and the UAS
 * attendance restriction — and equals the count made by hand from what the students did and from the raw rows.
 * Nothing is recorded for a meeting that has not started, including the work done ahead of time; a meeting that has
 * started without a decision for a student (meeting 7, running now) counts in that student's denominator.
 */

let sem: Semester;
type Rekap = {
  pertemuan: { id: number; nomor: number }[];
  peserta: {
    mahasiswa: { nim: string };
    sel: ({ presensi: string | null; ada_presensi: boolean } | null)[];
    jumlah: Record<Kode, number>;
    pertemuan_berlalu: number;
    persentase: number | null;
  }[];
};
let rekap: Rekap;
const base = () => `/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(sem.idKelas)}`;

beforeAll(async () => {
  sem = await bangunSemester();
  rekap = await getData<Rekap>(sem, base(), sem.dosen.headers);
}, 240_000);
afterAll(async () => sem?.t.close());

const nomorPertemuan = () => sem.p.slice(1).map((p) => p.nomor);
const barisRekap = (nim: string) => rekap.peserta.find((r) => r.mahasiswa.nim === nim)!;

describe('what is stored', () => {
  it('every decision is what the student did; a meeting that has not started has no attendance row at all', async () => {
    const rows = await sem.q<{ nim: string; nomor: number; presensi: string | null; ada: boolean }>(
      `select m.nim, p.nomor, km.presensi, km.ada_presensi as ada from kehadiran_mahasiswa km
       join pertemuan p on p.id = km.id_pertemuan join mahasiswa m on m.id = km.id_mahasiswa where km.id_kelas_kuliah = $1`,
      [sem.idKelas],
    );
    const tersimpan = new Map(rows.map((r) => [`${r.nim}:${r.nomor}`, r.ada ? r.presensi : null]));
    for (const s of sem.semuaSiswa) {
      for (const nomor of nomorPertemuan()) {
        expect(tersimpan.get(`${s.nim}:${nomor}`) ?? null, `${s.kebiasaan} pertemuan ${nomor}`).toBe(harapanSel(sem, s, nomor));
      }
    }
    const nanti = sem.p.filter((p) => p?.waktu === 'nanti').map((p) => p.id);
    expect(rows.filter((r) => nanti.includes(sem.p[r.nomor]!.id))).toEqual([]);
    // The work done ahead of time is kept as facts (it counts once the meeting starts), not as presence.
    const [{ n }] = (await sem.q<{ n: number }>('select count(*)::int n from aktivitas_selesai where id_pertemuan = any($1::int[]) and id_user = $2', [
      nanti,
      sem.siswa.duluan.userId,
    ])) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(3);
    // Nor does the meeting's own present count move.
    const ringkas = await sem.q<{ nomor: number; hadir: number | null }>('select nomor, peserta_hadir as hadir from pertemuan where id = any($1::int[])', [nanti]);
    for (const r of ringkas) expect(r.hadir ?? 0, `peserta_hadir P${r.nomor}`).toBe(0);
  });

  it('the percentage counted from the raw rows is the one the script predicts', async () => {
    const mentah = await kehadiranMentah(sem);
    for (const s of sem.semuaSiswa) {
      const h = harapanKehadiran(sem, s);
      expect(mentah.get(s.nim), s.kebiasaan).toMatchObject({ hadir: h.hadir, tanpa: h.tanpa, berlalu: h.berlalu, persen: h.persen });
    }
    // The habits make different numbers (a test of one number would prove little).
    expect(new Set(sem.semuaSiswa.map((s) => harapanKehadiran(sem, s).persen)).size).toBeGreaterThanOrEqual(4);
  });

  it('someone has a started meeting without a decision, so H over the decisions is not the percentage', () => {
    // Without it a surface dividing H by H+I+S+A instead of by the started meetings would show the same numbers.
    const beda = sem.semuaSiswa.filter((s) => {
      const h = harapanKehadiran(sem, s);
      const keputusan = h.berlalu - h.tanpa;
      return h.tanpa > 0 && keputusan > 0 && Math.round((h.hadir * 1000) / keputusan) / 10 !== h.persen;
    });
    expect(beda.map((s) => s.kebiasaan)).not.toEqual([]);
  });
});

describe('every surface shows the same presence and percentage', () => {
  it("the lecturer's recap: each cell, the counts and the percentage", () => {
    expect(rekap.pertemuan.map((p) => p.nomor)).toEqual(nomorPertemuan());
    for (const s of sem.semuaSiswa) {
      const r = barisRekap(s.nim);
      const h = harapanKehadiran(sem, s);
      rekap.pertemuan.forEach((p, i) => {
        const c = r.sel[i];
        expect(c?.ada_presensi ? c.presensi : null, `${s.kebiasaan} P${p.nomor}`).toBe(harapanSel(sem, s, p.nomor));
      });
      expect(r.persentase, s.kebiasaan).toBe(h.persen);
      expect(r.jumlah, s.kebiasaan).toEqual(h.jumlah);
      expect(r.pertemuan_berlalu, s.kebiasaan).toBe(h.berlalu);
    }
  });

  it("each student's own recap (their attendance page of the class) is their row of the lecturer's", async () => {
    for (const s of sem.semuaSiswa) {
      const own = await getData<Rekap>(sem, base(), s.headers);
      expect(own.peserta.map((r) => r.mahasiswa.nim)).toEqual([s.nim]);
      expect(own.peserta[0]).toEqual(barisRekap(s.nim));
    }
  });

  it('the dashboard warning and the Kehadiran page (kelayakan_ujian/me): percentage, counts, text in the Indonesian way', async () => {
    for (const s of sem.semuaSiswa) {
      const items = await getData<{ id_kelas_kuliah: string; persentase: number | null; jumlah_hadir: number; pertemuan_berlalu: number; minimal: number; status: string; pesan: string | null }[]>(
        sem,
        '/v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me',
        s.headers,
      );
      const k = items.find((x) => x.id_kelas_kuliah === sem.idKelas)!;
      const h = harapanKehadiran(sem, s);
      expect(k, s.kebiasaan).toMatchObject({ persentase: h.persen, jumlah_hadir: h.hadir, pertemuan_berlalu: h.berlalu });
      expect(k.persentase).toBe(barisRekap(s.nim).persentase);
      expect(k.status === 'aman', s.kebiasaan).toBe(h.persen >= k.minimal);
      if (k.pesan) {
        expect(k.pesan).toContain(formatPersen(h.persen));
        expect(k.pesan).not.toMatch(/\d\.\d%/);
      }
    }
  });

  it('each meeting page shows the cells of the recap and the meeting detail its present count; a meeting not yet held, nobody', async () => {
    for (const p of sem.p.slice(1)) {
      const page = await getData<{ jumlah_hadir: number; peserta: { mahasiswa: { nim: string }; presensi: string | null; ada_presensi: boolean }[] }>(
        sem,
        `/v2/lms/kehadiran_mahasiswa/pertemuan/${p.id}`,
        sem.dosen.headers,
      );
      const i = rekap.pertemuan.findIndex((x) => x.id === p.id);
      for (const row of page.peserta) {
        const c = barisRekap(row.mahasiswa.nim).sel[i];
        expect(row.ada_presensi ? row.presensi : null, `P${p.nomor} ${row.mahasiswa.nim}`).toBe(c?.ada_presensi ? c.presensi : null);
      }
      const hadir = sem.semuaSiswa.filter((s) => harapanSel(sem, s, p.nomor) === 'H').length;
      expect(page.jumlah_hadir, `P${p.nomor}`).toBe(hadir);
      if (p.waktu === 'nanti') expect(page.peserta.some((r) => r.ada_presensi), `P${p.nomor}`).toBe(false);
      // The meeting's detail (class page) shows the same present count.
      const detail = await getData<{ peserta_hadir: number }>(sem, `/v2/lms/pertemuan/${p.id}`, sem.dosen.headers);
      expect(detail.peserta_hadir, `P${p.nomor} detail`).toBe(hadir);
    }
  });

  it('the paged attendance list holds the same presences and none for a meeting not yet held', async () => {
    const list = await getData<{ mahasiswa: { nim: string }; pertemuan: { id: number; nomor: number }; presensi: string | null; ada_presensi: boolean }[]>(
      sem,
      `/v2/lms/kehadiran_mahasiswa?id_kelas_kuliah=${encodeURIComponent(sem.idKelas)}&ignore_default_pagination=true`,
      sem.dosen.headers,
    );
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      const s = sem.semuaSiswa.find((x) => x.nim === r.mahasiswa.nim)!;
      expect(r.ada_presensi ? r.presensi : null, `${s.kebiasaan} P${r.pertemuan.nomor}`).toBe(harapanSel(sem, s, r.pertemuan.nomor));
    }
  });

  it("the operator's report gives the class's total: every student's H over every student's counted meetings", async () => {
    const items = await getData<{ id_kelas_kuliah: string; persentase_kehadiran: number | null }[]>(
      sem,
      '/v2/lms/laporan/kehadiran_peserta?search=SMT901&per_page=50',
      sem.operator.headers,
    );
    const semua = sem.semuaSiswa.map((s) => harapanKehadiran(sem, s));
    const hadir = semua.reduce((a, h) => a + h.hadir, 0);
    const berlalu = semua.reduce((a, h) => a + h.berlalu, 0);
    expect(items.find((k) => k.id_kelas_kuliah === sem.idKelas)?.persentase_kehadiran).toBe(Math.round((hadir * 1000) / berlalu) / 10);
  });

  it('the recap xlsx: every code and each percentage as the recap has it', async () => {
    const res = await get(sem, `${base()}/export_excel`, sem.dosen.headers);
    expect(res.statusCode).toBe(200);
    const rows = await bacaXlsx(res.rawPayload);
    const header = rows.find((r) => r[0]?.value === 'No')!.map((c) => String(c.value ?? ''));
    const kolomPersen = header.findIndex((h) => /persentase|kehadiran/i.test(h) && !/^P\d+$/.test(h));
    expect(kolomPersen).toBeGreaterThan(0);
    for (const s of sem.semuaSiswa) {
      const row = rows.find((r) => r.some((c) => String(c.value) === s.nim))!;
      const h = harapanKehadiran(sem, s);
      const sel: SelXlsx = row[kolomPersen]!;
      expect(persenDariSel(sel), `${s.kebiasaan}: ${JSON.stringify(sel.value)}`).toBe(h.persen);
      for (const p of sem.p.slice(1)) {
        const c = row[header.indexOf(`P${p.nomor}`)]!;
        expect(String(c.value ?? '-'), `${s.kebiasaan} P${p.nomor}`).toBe(harapanSel(sem, s, p.nomor) ?? '-');
      }
    }
  });

  it("the BAP PDF: each student's percentage, each meeting's participants; nothing for a meeting not yet held", async () => {
    const res = await get(sem, `/v2/lms/kelas_kuliah/${encodeURIComponent(sem.idKelas)}/bap/unduh?include_laporan_kelas=true&include_laporan_pertemuan_detail=true`, sem.dosen.headers);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { text } = await teksPdf(res.rawPayload);
    for (const s of sem.semuaSiswa) {
      // The student's line of the attendance recap: NIM, name, counts, then the percentage.
      const m = text.match(new RegExp(`${s.nim}\\s[^%\\n]*?\\s(\\d{1,3},\\d%)`));
      expect(m?.[1], `${s.kebiasaan} di BAP`).toBe(formatPersen(harapanKehadiran(sem, s).persen));
    }
    // The detail report: one section per meeting held, headed 'Pertemuan n · date · time · method'.
    const kepala = [...text.matchAll(/Pertemuan (\d+) · /g)];
    const seksi = new Map(kepala.map((k, i) => [Number(k[1]), text.slice(k.index, kepala[i + 1]?.index)]));
    for (const p of sem.p.slice(1)) {
      if (p.waktu === 'nanti') {
        expect(seksi.has(p.nomor), `P${p.nomor}`).toBe(false);
        continue;
      }
      const bagian = seksi.get(p.nomor);
      expect(bagian, `P${p.nomor} di laporan detail`).toBeDefined();
      const hadir = sem.semuaSiswa.filter((s) => harapanSel(sem, s, p.nomor) === 'H').length;
      expect(bagian!, `P${p.nomor}`).toMatch(new RegExp(`hadir ${hadir},`));
      for (const s of sem.semuaSiswa) {
        const kode = harapanSel(sem, s, p.nomor);
        const label = kode ? PRESENSI_LABEL[kode] : '-';
        expect(bagian!, `P${p.nomor} ${s.kebiasaan}`).toMatch(new RegExp(`${s.nim} ${s.nama.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${label}(\\s|$)`));
      }
    }
  });
});

describe('the UAS attendance restriction', () => {
  it('turns away exactly the students under the minimum, naming their percentage the Indonesian way', async () => {
    const uas = sem.ujian.find((u) => u.jenis === 'uas')!;
    const [{ persen: minimal }] = (await sem.q<{ persen: number }>(
      "select coalesce((pengaturan_kelas->'minimal_kehadiran_ujian'->>'persen')::int, 75) as persen from colleges where id = 1",
    )) as [{ persen: number }];
    for (const s of sem.semuaSiswa) {
      const h = harapanKehadiran(sem, s);
      const tolak = uas.ditolak.get(s.kebiasaan);
      if (h.persen >= minimal) {
        expect(tolak, s.kebiasaan).toBeUndefined();
        expect(uas.peserta).toContain(s.kebiasaan);
        continue;
      }
      expect(tolak, s.kebiasaan).toMatchObject({ status: 403, kode: ERROR_CODES.pembatasanUjianKehadiran });
      expect(tolak!.pesan).toContain(formatPersen(h.persen));
      expect(tolak!.pesan).toContain(formatPersen(barisRekap(s.nim).persentase));
    }
    // Both sides of the line are exercised: someone is turned away, someone exactly at or above it sits the exam.
    expect(uas.ditolak.size).toBeGreaterThan(0);
    expect(uas.peserta.length).toBeGreaterThan(0);
    const attempts = await sem.q<{ id_user: number }>('select id_user from ujian_pengerjaan where id_ujian = $1', [uas.id]);
    expect(attempts.map((a) => a.id_user).sort()).toEqual(uas.peserta.map((k) => sem.siswa[k].userId).sort());
  });
});
