import {
  keNilaiApi,
  keadaanHalamanNilai,
  skalaNilai,
  type AktivitasNilaiItem,
  type MasukanHalamanNilai,
  type JenisNilai,
  type KomponenSikad,
  type NilaiKelasKuliah,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { KomponenNilaiSiakad } from '../../lib/academic-system';
import { GRADE_PROVIDERS, type AktivitasDinilai } from '../aktivitas/grade-provider';
import { resolveAksesNilai, type AksesNilaiKelas } from './nilai.policy';
import { findKelasNilai, findVersiBukuNilai, RUANG_BUKU_NILAI, type KelasNilai } from './nilai.repo';
import { jenisHadir, rataRataMahasiswa } from './nilai-rerata';

export { jenisHadir, rataRataMahasiswa, type RataRataMahasiswa } from './nilai-rerata';

/**
 * The gradebook of a class (spec 2 §3 'Class grade data'): every graded activity of every provider in
 * GRADE_PROVIDERS as a column, averages per column type, and the Siakad components with the LMS value each would
 * receive. Scores are scaled to 0..100 and rounded to 2 decimals; null (no submission) becomes -1.618 only here.
 */

export const LABEL_JENIS_NILAI: Record<JenisNilai, string> = {
  tugas: 'Tugas',
  kuis: 'Kuis',
  uts: 'UTS',
  uas: 'UAS',
  remedial: 'Remedial',
  forum: 'Forum',
};

type Kolom = AktivitasDinilai & { kunci: string; labelPertemuan: string; nomor: number };
type Siswa = KelasNilai['siswa'][number];

export type BukuNilai = {
  kelas: KelasNilai;
  kolom: Kolom[];
  siswa: Siswa[];
  /** Scaled score per column key and student user id (null = no submission). */
  nilai: Map<string, Map<number, number | null>>;
  komponen: (KomponenNilaiSiakad & { aktivitas: Kolom[]; mulai: Date | null; selesai: Date | null })[];
  dikunci: boolean;
  /** Siakad's values per `${idKomponen}:${idMahasiswa}`. */
  sikad: Map<string, { nilai: number | null; updateBySikad: boolean }>;
  windows: { jenis: string; mulai: Date; selesai: Date }[];
};

export const kunciKolom = (jenis: string, idSumber: string) => `${jenis}:${idSumber}`;

type SisiLms = Pick<BukuNilai, 'kelas' | 'kolom' | 'siswa' | 'nilai'>;
type SisiSiakad = {
  komponenSiakad: KomponenNilaiSiakad[];
  windows: BukuNilai['windows'];
  dikunci: boolean;
  sikadRows: Awaited<ReturnType<Deps['academic']['listNilai']>>;
};

/** The LMS's side: the class, its graded activities as columns (every grade provider) and their scores. */
async function bacaSisiLms(db: Deps['db'], collegeId: number, kelasP: Promise<KelasNilai>, idKelas: string): Promise<SisiLms> {
  const [kelas, lists] = await Promise.all([kelasP, Promise.all(GRADE_PROVIDERS.map((p) => p.listGradedActivities(db, collegeId, idKelas)))]);
  const nomor = kelas.nomorPertemuan;
  const kolom: Kolom[] = lists
    .flat()
    .map((a) => {
      const n = a.idPertemuan !== null ? (nomor.get(a.idPertemuan) ?? 0) : 0;
      return { ...a, kunci: kunciKolom(a.jenis, a.idSumber), nomor: n, labelPertemuan: n ? `Pertemuan ${n}` : '-' };
    })
    .sort((x, y) => x.nomor - y.nomor || (x.waktuSelesai?.getTime() ?? 0) - (y.waktuSelesai?.getTime() ?? 0) || x.kunci.localeCompare(y.kunci));
  // One batched read per graded kind, not one per column (a class of 40 activities was 80+ queries).
  const perJenis = new Map(
    await Promise.all(
      GRADE_PROVIDERS.map(async (p) => {
        const ids = kolom.filter((k) => k.jenis === p.jenis).map((k) => k.idSumber);
        return [p.jenis, ids.length ? await p.scoresMany(db, collegeId, ids) : new Map()] as const;
      }),
    ),
  );
  const nilai = new Map<string, Map<number, number | null>>();
  for (const k of kolom) {
    const scaled = new Map<number, number | null>();
    for (const [u, v] of perJenis.get(k.jenis)?.get(k.idSumber) ?? []) scaled.set(u, skalaNilai(v, k.nilaiMaks));
    nilai.set(k.kunci, scaled);
  }
  return { kelas, kolom, siswa: kelas.siswa, nilai };
}

/** The academic system's side: the class's components, its period's entry windows, its lock and the scores it holds. */
async function bacaSisiSiakad(academic: Deps['academic'], collegeId: number, idKelas: string, periode: Promise<number>): Promise<SisiSiakad> {
  const [komponenSiakad, windows, dikunci, sikadRows] = await Promise.all([
    academic.listKomponenNilai(collegeId, idKelas),
    periode.then((p) => academic.listWaktuEntriNilai(collegeId, p)),
    academic.isNilaiDikunci(collegeId, idKelas),
    academic.listNilai(collegeId, idKelas),
  ]);
  return { komponenSiakad, windows, dikunci, sikadRows };
}

function gabung(l: SisiLms, s: SisiSiakad): BukuNilai {
  const byKunci = new Map(l.kolom.map((k) => [k.kunci, k]));
  const komponen = s.komponenSiakad.map((c) => {
    const w = s.windows.find((x) => x.jenis === c.jenis);
    const aktivitas = l.kelas.pilihan
      .filter((p) => p.idKomponen === c.id)
      .map((p) => byKunci.get(kunciKolom(p.jenisAktivitas, p.idSumber)))
      .filter((k): k is Kolom => !!k);
    return { ...c, aktivitas, mulai: w?.mulai ?? null, selesai: w?.selesai ?? null };
  });
  const sikad = new Map(s.sikadRows.map((r) => [`${r.idKomponen}:${r.idMahasiswa}`, { nilai: r.nilai, updateBySikad: r.updateBySikad }]));
  return { ...l, komponen, dikunci: s.dikunci, sikad, windows: s.windows };
}

/**
 * The LMS's side of a class's gradebook and, when `denganSiakad`, the academic system's side, read at once: the
 * LMS's own rows in one named statement, each grade provider's list then its scores, and the academic system's
 * four reads, all started together except what waits for its input (the period's windows, the scores of the
 * listed activities).
 */
async function bacaSisi(deps: Pick<Deps, 'db' | 'academic'>, collegeId: number, idKelas: string, denganSiakad: boolean) {
  const kelasP = findKelasNilai(deps.db, collegeId, idKelas).then((k) => k ?? Promise.reject(notFound()));
  const siakadP = denganSiakad ? bacaSisiSiakad(deps.academic, collegeId, idKelas, kelasP.then((k) => k.periode)) : null;
  // The Siakad side must not fail unobserved while the LMS side is still reading.
  siakadP?.catch(() => undefined);
  const lms = await bacaSisiLms(deps.db, collegeId, kelasP, idKelas);
  return { lms, siakad: siakadP && (await siakadP) };
}

/** Reads everything the gradebook shows, fresh, for an actor already allowed to read it (a send decides on it). */
export async function bacaBukuNilai(deps: Pick<Deps, 'db' | 'academic'>, collegeId: number, idKelas: string): Promise<BukuNilai> {
  const { lms, siakad } = await bacaSisi(deps, collegeId, idKelas, true);
  return gabung(lms, siakad!);
}

/**
 * When a cached gradebook stops being right with no data changed: the first end of an activity still ahead when it
 * was built. Every column's grading state turns at its end (an exam's at the end itself, a task's and a forum's the
 * millisecond after), so both moments count.
 */
export function sampaiBukuNilai(kolom: readonly Pick<Kolom, 'waktuSelesai'>[], dibangun: number): number | null {
  let sampai: number | null = null;
  for (const k of kolom) {
    const t = k.waktuSelesai?.getTime();
    if (t === undefined) continue;
    for (const x of [t, t + 1]) if (x > dibangun && (sampai === null || x < sampai)) sampai = x;
  }
  return sampai;
}

/**
 * The gradebook for display, from the read cache (lib/read-cache.ts) while every version it depends on holds: the
 * college's areas of its class, meetings, activities and score windows, and the class's grade version, which the
 * scores, grading states, component choices and built-in Siakad rows raise (migration 0029); or until an activity's
 * end turns a grading state. A campus Siakad's side has no version: it is read fresh and joined to the cached LMS side
 * (a new gradebook object per request). The caller has checked access; `versi` are the versions it read for this
 * request (findVersiBukuNilai).
 */
export async function bacaBukuNilaiCache(
  deps: Pick<Deps, 'db' | 'academic' | 'readCache'>,
  collegeId: number,
  idKelas: string,
  versi: number[],
): Promise<BukuNilai> {
  const denganSiakad = !!deps.academic.nilaiBerversi;
  const r = await deps.readCache.get(
    deps.db,
    collegeId,
    RUANG_BUKU_NILAI,
    // Whether the entry holds the Siakad side is part of the key (one academic system per process, but not per test).
    `buku_nilai\u0000${denganSiakad ? 'lengkap' : 'lms'}\u0000${idKelas}`,
    async () => {
      const dibangun = Date.now();
      const { lms, siakad } = await bacaSisi(deps, collegeId, idKelas, denganSiakad);
      return { lms, buku: siakad && gabung(lms, siakad), sampai: sampaiBukuNilai(lms.kolom, dibangun) };
    },
    { versi, sampai: (x) => x.sampai },
  );
  return r.buku ?? gabung(r.lms, await bacaSisiSiakad(deps.academic, collegeId, idKelas, Promise.resolve(r.lms.kelas.periode)));
}

/** Access to a class's gradebook and the versions of its cached answer, read side by side (two statements at once). */
async function aksesDanVersi(deps: Deps, actor: Actor, idKelas: string) {
  const versiP = findVersiBukuNilai(deps.db, actor.college.id, idKelas);
  versiP.catch(() => undefined);
  const a = await resolveAksesNilai(deps, actor, idKelas);
  return { a, b: await bacaBukuNilaiCache(deps, actor.college.id, idKelas, await versiP) };
}

const aktivitasRef = (k: Kolom) => ({ id: k.idSumber, jenis: k.jenisNilai, jenis_aktivitas: k.jenis, label: k.judul });

export function toKomponenSikad(c: BukuNilai['komponen'][number]): KomponenSikad {
  return {
    id: c.id,
    jenis: c.jenis,
    label: c.label,
    bobot: c.bobot,
    aktivitas: c.aktivitas.map(aktivitasRef),
    waktu_entri_nilai_start: c.mulai?.toISOString() ?? null,
    waktu_entri_nilai_end: c.selesai?.toISOString() ?? null,
  };
}

/** The page-state rule's input from a gradebook (the web builds the same from the answer, masukanHalamanNilai). */
export function masukanHalaman(a: AksesNilaiKelas, b: BukuNilai, now: Date): MasukanHalamanNilai {
  return {
    peran: a.peran,
    tulis: a.tulis,
    pelaku: a.pelaku,
    dikunci: b.dikunci,
    now,
    komponen: b.komponen.map((c) => ({ id: c.id, jenis: c.jenis, jumlahAktivitas: c.aktivitas.length, mulai: c.mulai, selesai: c.selesai })),
  };
}

/** The viewer's part of the page answer: rights, and the page state of the one rule (keadaanHalamanNilai). */
export function aksesResponse(deps: Pick<Deps, 'academic'>, a: AksesNilaiKelas, b: BukuNilai, now: Date): NilaiKelasKuliah['akses'] {
  const k = keadaanHalamanNilai(masukanHalaman(a, b, now));
  return {
    peran: a.peran,
    baca_kelas: a.akses.canRead,
    boleh_ubah_komponen: k.boleh_ubah_komponen,
    boleh_kirim: k.boleh_kirim,
    pesan_kirim: k.pesan,
    waktu_entri_dibuka: k.waktu_entri_dibuka,
    kelola_siakad: a.peran === 'operator' && a.akses.operatorWrite && !!deps.academic.administrasiNilai,
    tulis: a.tulis,
    pelaku: a.pelaku,
    banner_entri: k.banner_entri,
    pesan_ubah_komponen: k.pesan_ubah_komponen,
    kirim_komponen: k.kirim,
  };
}

/**
 * Everything of the gradebook's answer but `akses` (the viewer's rights and the clock's entry window), a function of
 * the gradebook alone: computed once per cached gradebook (the cache shares one BukuNilai object between requests and
 * never mutates it), not once per request — for a class of 40 students and 20 columns that is 800 cells and 80
 * averages.
 */
const isiBukuNilai = new WeakMap<BukuNilai, Omit<NilaiKelasKuliah, 'akses'>>();

function isiNilaiKelas(b: BukuNilai): Omit<NilaiKelasKuliah, 'akses'> {
  const ada = isiBukuNilai.get(b);
  if (ada) return ada;
  const jenis = jenisHadir(b);
  const k = b.kelas;
  // Looked up once, not once per student: each column's scores and the small objects every row repeats.
  const nilaiKolom = b.kolom.map((c) => b.nilai.get(c.kunci));
  const refKolom = b.kolom.map((c) => ({ id: c.idSumber, jenis: c.jenisNilai }));
  const refKomponen = b.komponen.map((c) => ({ id: c.id, bobot: c.bobot }));
  const isi: Omit<NilaiKelasKuliah, 'akses'> = {
    kelas: {
      id: k.id,
      periode: k.periode,
      mata_kuliah: { kode: k.mkKode, nama: k.mkNama },
      kelas: { nama: k.labelNama, jenis: { id: k.jenisId, nama: k.jenisNama } },
      kampus: { nama: k.kampusNama },
      mode: ['online', 'offline', 'campuran'].includes(k.modeKuliah) ? k.modeKuliah : '-',
      is_nilai_dikunci: b.dikunci,
    },
    header_aktivitas: b.kolom.map((c) => ({
      aktivitas: aktivitasRef(c),
      label_pertemuan: c.labelPertemuan,
      status_nilai: c.statusNilai,
      sedang_dihitung: !!c.sedangDihitung,
    })),
    header_rerata: jenis.map((j) => ({ jenis: j, label: `Rata-rata ${LABEL_JENIS_NILAI[j]}` })),
    header_sikad: b.komponen.map(toKomponenSikad),
    waktu_entri_nilai: b.windows.map((w) => ({ jenis: w.jenis, waktu_entri_nilai_start: w.mulai.toISOString(), waktu_entri_nilai_end: w.selesai.toISOString() })),
    nilai_mahasiswa: b.siswa.map((s) => {
      // The one computation of a student's averages (nilai-rerata.ts), shared with the xlsx and the Siakad send.
      const r = rataRataMahasiswa(b, s.userId);
      return {
        mahasiswa: { id_user: s.userId, nama: s.nama, nim: s.nim },
        nilai_pertemuan: b.kolom.map((c, i) => ({ aktivitas: refKolom[i]!, nilai: keNilaiApi(nilaiKolom[i]?.get(s.userId) ?? null) })),
        rata_rata_lms: r.jenis,
        nilai_sikad: b.komponen.map((c, i) => {
          const sk = b.sikad.get(`${c.id}:${s.idMahasiswa}`);
          return {
            komponen: refKomponen[i]!,
            nilai: r.komponen[i]!.nilai,
            nilai_di_sikad: sk?.nilai ?? null,
            update_by_sikad: sk?.updateBySikad ?? false,
          };
        }),
      };
    }),
  };
  isiBukuNilai.set(b, isi);
  return isi;
}

/**
 * GET /v2/lms/nilai/kelas_kuliah/{id} in two parts: `isi`, shared by every request while the cached gradebook holds
 * (the route sends its serialised bytes again, lib/serialized-once.ts), and the viewer's `akses`.
 */
export async function bacaNilaiKelas(deps: Deps, actor: Actor, idKelas: string): Promise<{ isi: Omit<NilaiKelasKuliah, 'akses'>; akses: NilaiKelasKuliah['akses'] }> {
  const { a, b } = await aksesDanVersi(deps, actor, idKelas);
  return { isi: isiNilaiKelas(b), akses: aksesResponse(deps, a, b, new Date()) };
}

/** GET /v2/lms/nilai/kelas_kuliah/{id} as one object. */
export async function getNilaiKelas(deps: Deps, actor: Actor, idKelas: string): Promise<NilaiKelasKuliah> {
  const { isi, akses } = await bacaNilaiKelas(deps, actor, idKelas);
  return { ...isi, akses };
}

/** GET …/aktivitas: the graded activities a component may take. */
export async function listAktivitasNilai(deps: Deps, actor: Actor, idKelas: string): Promise<AktivitasNilaiItem[]> {
  const { b } = await aksesDanVersi(deps, actor, idKelas);
  return b.kolom.map((c) => ({ ...aktivitasRef(c), label_pertemuan: c.labelPertemuan, status_nilai: c.statusNilai }));
}
