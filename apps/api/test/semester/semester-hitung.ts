import ExcelJS from 'exceljs';
import type { Headers } from './semester-kelas';
import { KOMENTAR_FORUM, MANUAL, QR, ikut } from './semester-kegiatan';
import { JAWABAN, KELOMPOK_T2, NILAI_T1 } from './semester-penilaian';
import type { Semester } from './semester.fixture';
import type { Kebiasaan, Siswa } from './semester-kelas';

/**
 * What the semester must show, counted independently of the modules: from the script the students followed (who
 * did what, which scores were given) and from the raw rows, never through the services under test. The tests
 * compare every surface to these and to each other.
 */

export const get = (sem: Semester, url: string, headers: Headers) => sem.t.app.inject({ method: 'GET', url: `/api${url}`, headers });

export async function getData<T>(sem: Semester, url: string, headers: Headers): Promise<T> {
  const res = await get(sem, url, headers);
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json().data as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Attendance

export type Kode = 'H' | 'A' | 'I' | 'S';

/**
 * The presence the script leads to for a student at a meeting: a lecturer's decision where one was made, the QR
 * scan of the UAS meeting, else, for an online meeting that has started, H when the student did its required work
 * and A once it was settled (it ended: 'lalu'), nothing while it runs; nothing at all for a meeting that has not
 * started, whatever was done ahead of time.
 */
export function harapanSel(sem: Semester, s: Siswa, nomor: number): Kode | null {
  const p = sem.p[nomor]!;
  if (p.waktu === 'nanti') return null;
  const manual = MANUAL[nomor]?.presensi[s.kebiasaan];
  if (manual) return manual;
  if (p.jenis === 'offline') return nomor === 16 && QR.includes(s.kebiasaan) ? 'H' : null;
  if (ikut(nomor, s)) return 'H';
  return p.waktu === 'lalu' ? 'A' : null;
}

/**
 * The rule, counted by hand: H over the kuliah meetings that have started (UTS, UAS and future ones left out),
 * whatever the other meetings hold — I, S, A or no decision yet (`tanpa`, a started meeting still open) all count in
 * the denominator and none in the numerator.
 */
export function harapanKehadiran(sem: Semester, s: Siswa) {
  const dihitung = sem.p.slice(1).filter((p) => p.kategori === 'kuliah' && p.waktu !== 'nanti');
  const kode = dihitung.map((p) => harapanSel(sem, s, p.nomor));
  const n = (k: Kode | null) => kode.filter((x) => x === k).length;
  const hadir = n('H');
  return {
    hadir,
    jumlah: { H: hadir, I: n('I'), S: n('S'), A: n('A') },
    tanpa: n(null),
    berlalu: dihitung.length,
    persen: Math.round((hadir * 1000) / dihitung.length) / 10,
  };
}

/**
 * The same count straight from the stored rows (kehadiran_mahasiswa × pertemuan), one SQL statement; `tanpa` is the
 * started kuliah meetings with no decision row (or one without a presence).
 */
export async function kehadiranMentah(sem: Semester) {
  const dimulai = `p.kategori = 'kuliah' and (p.status <> 'belum_dimulai' or p.waktu_mulai <= now())`;
  const rows = await sem.q<{ nim: string; hadir: number; tanpa: number; berlalu: number }>(
    `select m.nim,
       count(*) filter (where ${dimulai})::int as berlalu,
       count(km.id) filter (where ${dimulai} and km.ada_presensi and km.presensi = 'H')::int as hadir,
       count(*) filter (where ${dimulai} and (km.id is null or not km.ada_presensi))::int as tanpa
     from kelas_peserta kp
     join mahasiswa m on m.id = kp.id_mahasiswa
     join pertemuan p on p.id_kelas_kuliah = kp.id_kelas_kuliah
     left join kehadiran_mahasiswa km on km.id_pertemuan = p.id and km.id_mahasiswa = m.id
     where kp.id_kelas_kuliah = $1 group by m.nim`,
    [sem.idKelas],
  );
  return new Map(rows.map((r) => [r.nim, { ...r, persen: r.berlalu ? Math.round((r.hadir * 1000) / r.berlalu) / 10 : null }]));
}

// ---------------------------------------------------------------------------------------------------------------
// Grades

const bulat2 = (n: number) => Math.round(n * 100 + Number.EPSILON * 100) / 100;
/** Mean with no submission as 0, two decimals (docs/DECISIONS.md 'Grades': score rules). */
export const rerata = (xs: (number | null)[]) => (xs.length ? bulat2(xs.reduce<number>((a, x) => a + (x ?? 0), 0) / xs.length) : 0);

/** Column key of the gradebook: the activity kind and its id. */
export const kunci = (jenis: string, id: number | string) => `${jenis}:${id}`;

/**
 * Every score the gradebook must show, from the script: tasks as graded (scaled to 100), a task handed in and not
 * graded yet as 0, exams from the answer sheets (1 point per right automatic answer, the essay's points, out of 3
 * or 5), the forum from the number of comments against its minimum; null where nothing was handed in.
 */
export function harapanNilai(sem: Semester, s: Siswa): Map<string, number | null> {
  const k = s.kebiasaan;
  const out = new Map<string, number | null>();
  const [t1, t2, t3] = sem.tugas;
  out.set(kunci('tugas', t1!.id), ikut(9, s) ? (NILAI_T1[k] ?? 0) : null);
  const g = KELOMPOK_T2.find((x) => x.anggota.includes(k))!;
  out.set(kunci('tugas', t2!.id), bulat2((g.nilai / t2!.nilaiMaks) * 100));
  out.set(kunci('tugas', t3!.id), ikut(15, s) ? 0 : null);
  for (const u of sem.ujian) {
    const j = JAWABAN[k];
    out.set(kunci('ujian', u.id), u.peserta.includes(k) ? bulat2(((j.benar + (u.esai ? j.esai : 0)) / (u.esai ? 5 : 3)) * 100) : null);
  }
  for (const f of sem.forum.filter((x) => x.dinilai)) {
    const n = KOMENTAR_FORUM[k];
    out.set(kunci('forum', f.id), n === 0 ? null : bulat2(Math.min(100, (100 * n) / f.minimalPost)));
  }
  return out;
}

/** The gradebook column type of each activity (an exam's kind; tasks and forums their own). */
export function jenisKolom(sem: Semester): Map<string, string> {
  const m = new Map<string, string>();
  for (const t of sem.tugas) m.set(kunci('tugas', t.id), 'tugas');
  for (const u of sem.ujian) m.set(kunci('ujian', u.id), u.jenis);
  for (const f of sem.forum.filter((x) => x.dinilai)) m.set(kunci('forum', f.id), 'forum');
  return m;
}

export const siswaDari = (sem: Semester, nim: string) => sem.semuaSiswa.find((s) => s.nim === nim)!;
export const namaKebiasaan = (sem: Semester, nim: string): Kebiasaan => siswaDari(sem, nim).kebiasaan;

// ---------------------------------------------------------------------------------------------------------------
// Files

export type SelXlsx = { value: unknown; numFmt: string | undefined; text: string };

/** Every row of the first sheet, each cell with its value, number format and the text a spreadsheet shows. */
export async function bacaXlsx(body: Buffer): Promise<SelXlsx[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: SelXlsx[][] = [];
  ws.eachRow((r) => {
    const cells: SelXlsx[] = [];
    for (let c = 1; c <= r.cellCount; c++) {
      const cell = r.getCell(c);
      cells.push({ value: cell.value, numFmt: cell.numFmt, text: cell.text });
    }
    rows.push(cells);
  });
  return rows;
}

/**
 * A percentage cell as a number of percent: a number formatted with '%' holds the fraction (0.357 → 35.7), a plain
 * number is the percent itself, a text is read the Indonesian way ('35,7%').
 */
export function persenDariSel(c: SelXlsx): number | null {
  if (typeof c.value === 'number') return c.numFmt?.includes('%') ? Math.round(c.value * 1000) / 10 : c.value;
  if (typeof c.value === 'string' && /^\d+(,\d+)?%?$/.test(c.value.trim())) return Number(c.value.trim().replace('%', '').replace(',', '.'));
  return null;
}

export { teksPdf } from '../../src/modules/bap/bap.fixtures';
