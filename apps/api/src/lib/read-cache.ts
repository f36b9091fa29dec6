import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { versiData } from '../db/schema';

/**
 * Areas of cached answers, each with its own data version per college, and the tables whose writes raise it: the
 * trigger lists of migration 0027 (`kelas`), 0028 (the meetings and each activity module's shared rows; what changes
 * per viewer is not cached) and 0029 (the score entry windows of `nilai`). A statement trigger per insert, update and
 * delete, unless `sebagian` names the operations that change what a cached answer shows. test/read-cache-tabel.test.ts
 * holds this list and the database's triggers equal, both ways.
 */
export const RUANG_CACHE = {
  kelas: {
    tabel: ['kelas_kuliah', 'mata_kuliah', 'jenis_kelas', 'label_kelas', 'prodi', 'dosen', 'mahasiswa', 'periode', 'pertemuan', 'kelas_prodi', 'kelas_pengajar', 'kelas_peserta', 'kelas_jadwal', 'users'],
    // The class list counts meetings; a user's row changes with every request (last_active): a row trigger on the
    // displayed columns only.
    sebagian: { pertemuan: ['INSERT', 'DELETE'], users: ['UPDATE'] },
  },
  pertemuan: { tabel: ['pertemuan'] },
  ujian: { tabel: ['ujian', 'ujian_kelompok_soal', 'ujian_soal'] },
  tugas: { tabel: ['tugas', 'tugas_kelompok', 'tugas_kelompok_anggota'] },
  forum: { tabel: ['forum'] },
  vidcon: { tabel: ['vidcon'] },
  materi: { tabel: ['materi'] },
  nilai: { tabel: ['siakad_waktu_entri_nilai'] },
} as const satisfies Record<string, { tabel: readonly string[]; sebagian?: Readonly<Record<string, readonly ('INSERT' | 'UPDATE' | 'DELETE')[]>> }>;

export type RuangCache = keyof typeof RUANG_CACHE;
type TabelRuang<R extends RuangCache> = (typeof RUANG_CACHE)[R]['tabel'][number];

/**
 * The finer version per class of the gradebook (versi_nilai_kelas, migration 0029): deferred row triggers on these
 * tables, whose WHEN clauses name the columns the gradebook shows (never a save that changes none of them).
 */
export const VERSI_NILAI_KELAS = {
  tabel: [
    'ujian_pengerjaan', 'tugas_pengumpulan', 'tugas_nilai', 'forum_peserta', 'job_status', 'nilai_komponen_aktivitas',
    'siakad_komponen_nilai', 'siakad_kunci_nilai', 'siakad_nilai',
  ],
} as const;

/**
 * What one cached builder reads. `tabel`: every table its build reads, each raising one of its areas (checked by the
 * type) or, with `versiNilaiKelas`, the class's grade version. `tanpaVersi`: a table read that no version covers, with
 * why the answer cannot go stale through it. test/read-cache-tabel.test.ts runs each builder and fails on a table
 * its statements read that is in neither list.
 */
export type BacaanCache = {
  /** The file and function of the builder (relative to apps/api/src). */
  berkas: string;
  ruang: readonly RuangCache[];
  tabel: readonly string[];
  versiNilaiKelas?: boolean;
  tanpaVersi?: Readonly<Record<string, string>>;
};

const bacaan = <const R extends RuangCache, const N extends boolean = false>(b: {
  berkas: string;
  ruang: readonly R[];
  tabel: readonly (TabelRuang<R> | (N extends true ? (typeof VERSI_NILAI_KELAS)['tabel'][number] : never))[];
  versiNilaiKelas?: N;
  tanpaVersi?: Readonly<Record<string, string>>;
}): BacaanCache => b;

const KELAS_BARIS = ['kelas_kuliah', 'mata_kuliah', 'label_kelas', 'jenis_kelas', 'kelas_pengajar', 'kelas_peserta', 'pertemuan', 'users'] as const;

/**
 * Every cached builder (each `readCache.get` / `bacaHalamanSegar` caller) and what it reads. A new cached read adds
 * its line here (docs/READ-CACHE.md).
 */
export const BACAAN_CACHE = {
  scopeKelas: bacaan({ berkas: 'modules/kelas/kelas-akses.ts scopeDiCache', ruang: ['kelas'], tabel: ['dosen', 'mahasiswa'] }),
  kelasList: bacaan({
    berkas: 'modules/kelas/kelas.service.ts listKelas',
    ruang: ['kelas'],
    tabel: ['kelas_kuliah', 'mata_kuliah', 'jenis_kelas', 'prodi', 'kelas_prodi', 'kelas_jadwal', 'kelas_pengajar', 'kelas_peserta', 'dosen', 'mahasiswa', 'pertemuan', 'users'],
  }),
  kelasDetail: bacaan({
    berkas: 'modules/kelas/kelas.service.ts getKelas',
    ruang: ['kelas'],
    tabel: ['kelas_kuliah', 'mata_kuliah', 'jenis_kelas', 'prodi', 'kelas_prodi', 'kelas_jadwal', 'kelas_pengajar', 'kelas_peserta', 'dosen', 'mahasiswa', 'pertemuan', 'users'],
  }),
  jadwalHarian: bacaan({
    berkas: 'modules/beranda/beranda.service.ts getJadwalHarian',
    ruang: ['kelas'],
    tabel: ['periode', 'kelas_kuliah', 'mata_kuliah', 'label_kelas', 'jenis_kelas', 'kelas_jadwal', 'kelas_pengajar', 'kelas_peserta'],
  }),
  nilaiKelasList: bacaan({
    berkas: 'modules/nilai/nilai-kelas.service.ts listKelasNilai',
    ruang: ['kelas'],
    tabel: ['kelas_kuliah', 'mata_kuliah', 'jenis_kelas', 'kelas_pengajar', 'dosen'],
  }),
  bukuNilai: bacaan({
    berkas: 'modules/nilai/nilai.service.ts bacaBukuNilaiCache',
    ruang: ['kelas', 'pertemuan', 'ujian', 'tugas', 'forum', 'nilai'],
    versiNilaiKelas: true,
    tabel: [
      ...['kelas_kuliah', 'mata_kuliah', 'jenis_kelas', 'kelas_peserta', 'mahasiswa', 'users', 'pertemuan'] as const,
      ...['ujian', 'tugas', 'tugas_kelompok', 'tugas_kelompok_anggota', 'forum', 'siakad_waktu_entri_nilai'] as const,
      ...VERSI_NILAI_KELAS.tabel,
    ],
  }),
  ujianList: bacaan({ berkas: 'modules/ujian/ujian-list.ts halamanUjian', ruang: ['kelas', 'pertemuan', 'ujian'], tabel: [...KELAS_BARIS, 'ujian', 'ujian_soal'] }),
  tugasList: bacaan({ berkas: 'modules/tugas/tugas.list.ts listTugasScoped', ruang: ['kelas', 'pertemuan', 'tugas'], tabel: [...KELAS_BARIS, 'tugas', 'tugas_kelompok'] }),
  forumList: bacaan({ berkas: 'modules/forum/forum-baca.service.ts listForum', ruang: ['kelas', 'pertemuan', 'forum'], tabel: [...KELAS_BARIS, 'forum'] }),
  vidconList: bacaan({ berkas: 'modules/vidcon/vidcon-read.service.ts listVidconScoped', ruang: ['kelas', 'pertemuan', 'vidcon'], tabel: [...KELAS_BARIS, 'vidcon'] }),
  materiList: bacaan({
    berkas: 'modules/materi/materi.service.ts listMateri',
    ruang: ['kelas', 'pertemuan', 'materi'],
    tabel: [...KELAS_BARIS, 'materi'],
    tanpaVersi: {
      files: "a file's name and size never change once written (only deleted_at is set); materi.id_file says which file",
      materi_progres: 'joined for user 0, which matches no row: the viewer\'s progress is read fresh (findPemakaian)',
    },
  }),
} satisfies Record<string, BacaanCache>;

export type ReadCacheOptions<T> = {
  /**
   * When a time-dependent answer stops being right although no data changed (an activity's start or end passing
   * a status filter): epoch ms, or null for never. Read from the built answer.
   */
  sampai?: (value: T) => number | null;
  /**
   * The versions of the areas, in their order, when the caller read them already (`ReadCache.versi`), followed by any
   * finer version named by the key that the answer also depends on (a class's grade version, modules/nilai).
   */
  versi?: readonly number[];
  /** A part of another answer (a list's scope): not counted in `stats`, which counts answers. */
  bagian?: boolean;
};

export type ReadCacheStats = { hits: number; misses: number; entries: number };

export interface ReadCache {
  /**
   * The answer stored under `key` while the college's version of `ruang` is the one it was built at; else
   * `build()`, stored under the version read before it. The answer is shared between requests: never mutate it.
   */
  get<T>(
    db: Db,
    collegeId: number,
    ruang: RuangCache | readonly RuangCache[],
    key: string,
    build: () => Promise<T>,
    options?: ReadCacheOptions<T>,
  ): Promise<T>;
  /** The college's versions of the areas, in their order: read once and passed to several `get`s of one request. */
  versi(db: Db, collegeId: number, ruang: readonly RuangCache[]): Promise<number[]>;
  /**
   * The answer stored under `key` once built, with the versions it was stored under, whatever the data's versions
   * now (no lookup, no LRU refresh, not counted). For a read that fetches its per-viewer part together with the
   * versions (`kolomVersi`) in one round trip, then confirms with `get` under those versions.
   */
  peek<T>(collegeId: number, ruang: RuangCache | readonly RuangCache[], key: string): { versi: readonly number[]; value: T } | undefined;
  stats(): ReadCacheStats;
  clear(): void;
}

type Entry = { versi: readonly number[]; value: Promise<unknown>; sampai: number; hasil?: { v: unknown } };

/** The college's current version of an area (0 before its first write): one prepared primary-key lookup. */
export async function versiOf(db: Db, collegeId: number, ruang: RuangCache): Promise<number> {
  const q = prepared(db, 'versi_data', () =>
    db
      .select({ versi: versiData.versi })
      .from(versiData)
      .where(and(eq(versiData.collegeId, sql.placeholder('collegeId')), eq(versiData.ruang, sql.placeholder('ruang'))))
      .prepare('versi_data'),
  );
  const [row] = await q.execute({ collegeId, ruang });
  return row ? Number(row.versi) : 0;
}

/** The college's versions of several areas in one prepared lookup (its few rows of versi_data), in their order. */
export async function versiOfAll(db: Db, collegeId: number, ruang: readonly RuangCache[]): Promise<number[]> {
  const q = prepared(db, 'versi_data_semua', () =>
    db
      .select({ ruang: versiData.ruang, versi: versiData.versi })
      .from(versiData)
      .where(eq(versiData.collegeId, sql.placeholder('collegeId')))
      .prepare('versi_data_semua'),
  );
  const rows = await q.execute({ collegeId });
  return ruang.map((r) => Number(rows.find((x) => x.ruang === r)?.versi ?? 0));
}

/**
 * The college's versions of `ruang`, in their order, as one column (bigint[], 0 for an area never written): put in
 * the statement that reads a cached answer's per-viewer part, so one round trip both reads that part and tells
 * whether the cached answer still holds. Uncorrelated, so evaluated once per statement whatever its rows.
 */
export function kolomVersi(collegeId: SQL | number, ruang: readonly RuangCache[]): SQL<number[]> {
  // The areas are this file's fixed names (checked), so they are written into the text of a prepared statement.
  if (!ruang.every((r) => /^[a-z]+$/.test(r))) throw new Error('kolomVersi: unknown area');
  const daftar = sql.raw(`array[${ruang.map((r) => `'${r}'`).join(',')}]::text[]`);
  return sql<number[]>`(select array_agg(coalesce(v.versi, 0) order by a.i) from unnest(${daftar}) with ordinality as a(r, i) left join ${versiData} v on v.college_id = ${collegeId}::int and v.ruang = a.r)`.mapWith(
    bacaVersiArray,
  );
}

/** bigint[] as the drivers return it (an array of strings or numbers, or its text form) to numbers. */
function bacaVersiArray(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string') return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/**
 * The clock guard of an answer kept until its `sampai`: a build shared with an earlier request can have started before
 * a start or end that this request, at instant `pada` (epoch ms), is already past. Then this request builds its own
 * answer, uncached; else it keeps the one it got.
 */
export async function tetapBerlaku<T>(value: T, sampai: number | null, pada: number, bangun: () => Promise<T>): Promise<T> {
  return sampai === null || pada < sampai ? value : bangun();
}

/** Whether two version lists (of the same areas, in their order) are equal. */
export const samaVersi = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const lebihBaru = (a: readonly number[], b: readonly number[]) => a.some((v, i) => v > b[i]!);

/**
 * Whole answers of the hottest reads (class list, class detail, the dashboard's day schedule, the activity lists'
 * shared rows), kept per process and checked against the data
 * version on every read, so a write committed by any process, job or SQL session is seen by the next read that
 * starts after it: the version is read BEFORE the answer is built, so what is stored is at least as new as the
 * version it is stored under. An answer built from several areas is kept while each of their versions holds, and a
 * time-dependent one until its `sampai`. The caller resolves access and scope fresh on every request and puts the scope into
 * the key; only the data is reused. Least recently used entries go beyond `maxEntries`; 0 turns the cache off.
 * Concurrent misses of one key and version share one build (no stampede after a write).
 */
export function createReadCache(maxEntries: number): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  const bacaVersi = (db: Db, collegeId: number, areas: readonly RuangCache[]) =>
    areas.length === 1 ? versiOf(db, collegeId, areas[0]!).then((v) => [v]) : versiOfAll(db, collegeId, areas);

  return {
    versi: bacaVersi,
    peek<T>(collegeId: number, ruang: RuangCache | readonly RuangCache[], key: string) {
      const areas: readonly RuangCache[] = typeof ruang === 'string' ? [ruang] : ruang;
      const e = entries.get(`${collegeId}\u0000${areas.join(',')}\u0000${key}`);
      return e?.hasil && Date.now() < e.sampai ? { versi: e.versi, value: e.hasil.v as T } : undefined;
    },
    async get<T>(
      db: Db,
      collegeId: number,
      ruang: RuangCache | readonly RuangCache[],
      key: string,
      build: () => Promise<T>,
      options?: ReadCacheOptions<T>,
    ): Promise<T> {
      if (maxEntries <= 0) return build();
      const areas: readonly RuangCache[] = typeof ruang === 'string' ? [ruang] : ruang;
      const versi = options?.versi ?? (await bacaVersi(db, collegeId, areas));
      const k = `${collegeId}\u0000${areas.join(',')}\u0000${key}`;
      const hit = entries.get(k);
      if (hit && samaVersi(hit.versi, versi) && Date.now() < hit.sampai) {
        if (!options?.bagian) hits++;
        // Refresh its place in the LRU order (a Map iterates in insertion order).
        entries.delete(k);
        entries.set(k, hit);
        return hit.value as Promise<T>;
      }
      if (!options?.bagian) misses++;
      const value = build();
      // Another read already stored a newer version's answer: keep that one.
      if (hit && lebihBaru(hit.versi, versi)) return value;
      entries.delete(k);
      const entry: Entry = { versi, value, sampai: Number.POSITIVE_INFINITY };
      entries.set(k, entry);
      const sampai = options?.sampai;
      value.then(
        (v) => {
          if (sampai) entry.sampai = sampai(v) ?? Number.POSITIVE_INFINITY;
          entry.hasil = { v };
        },
        () => undefined,
      );
      // A failed build is not kept: the next read tries again.
      value.catch(() => {
        if (entries.get(k)?.value === value) entries.delete(k);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    stats: () => ({ hits, misses, entries: entries.size }),
    clear: () => entries.clear(),
  };
}
