import { hasAccess, type HakAkses, type PaginationMeta, type TugasItem, type TugasListQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import type { RuangCache } from '../../lib/read-cache';
import { bacaHalamanSegar } from '../kelas/halaman-segar';
import { resolveScopeKelasHak, type ScopeKelas } from '../kelas/kelas-akses';
import { toTugasItemPada, toTugasItemTetap } from './tugas.mapper';
import { batasPengumpulanKampus } from './tugas.policy';
import { hitunganTetapMany, listTugas, rekapSegarMany, stateMahasiswaSegar, type TugasFilter, type TugasRow } from './tugas.repo';

/**
 * GET /v2/lms/tugas. The page's shared part (rows, class and meeting labels, participant and group counts) comes
 * from the read cache while the college's versions of kelas, pertemuan and tugas hold; what students' work changes
 * (submissions, late ones, not yet graded, the student's own submission, group and score) is read fresh in one
 * statement, and what the clock changes (status, status_nilai, boleh_kumpul) is computed per request.
 */

type ListDeps = Pick<Deps, 'db' | 'events' | 'readCache'>;

const RUANG: readonly RuangCache[] = ['kelas', 'pertemuan', 'tugas'];

/** A cached row: the item without the viewer's and the clock's fields, and what computes them. Never mutated. */
type BarisTugas = { t: TugasRow; tetap: TugasItem; peserta: number; kelompok: number };
type HalamanTugas = { baris: BarisTugas[]; meta: PaginationMeta; sampai: number | null };

function filterOf(collegeId: number, scope: ScopeKelas, q: TugasListQuery, now: Date): TugasFilter {
  return {
    collegeId,
    scope,
    jenis: q.jenis_tugas,
    idKelasKuliah: q.id_kelas_kuliah,
    periode: q.periode,
    idPertemuan: q.id_pertemuan,
    status: q.status,
    now,
    search: q.search || undefined,
    belumDikumpulkanOleh: q.belum_dikumpulkan && scope.kind === 'peserta' ? scope.idMahasiswa : undefined,
    urutan: q.urutan,
  };
}

/**
 * `hitungan`: the participant and group counts, which only teachers' and operators' items show; `disimpan`: the
 * page goes into the cache, so it needs the instant at which the clock alone changes it.
 */
async function buildHalaman(db: Db, collegeId: number, scope: ScopeKelas, q: TugasListQuery, hitungan: boolean, disimpan: boolean, now: Date): Promise<HalamanTugas> {
  const p = paging(q);
  const { rows, total, sampai } = await listTugas(db, filterOf(collegeId, scope, q, now), p, { sampai: disimpan });
  const ids = rows.map((r) => r.t.id);
  const h = new Map((hitungan ? await hitunganTetapMany(db, ids) : []).map((x) => [x.id, x]));
  return {
    baris: rows.map((r) => ({ t: r.t, tetap: toTugasItemTetap(r), peserta: h.get(r.t.id)?.peserta ?? 0, kelompok: h.get(r.t.id)?.kelompok ?? 0 })),
    meta: listMeta(p, total),
    sampai: sampai ? sampai.getTime() : null,
  };
}

type StateSaya = Awaited<ReturnType<typeof stateMahasiswaSegar>>[number];
type RekapSegar = Awaited<ReturnType<typeof rekapSegarMany>>[number];

/** GET /v2/lms/tugas: tasks of the caller's classes (students: enrolled; lecturers: taught; operators: all, read). */
export async function listTugasScoped(deps: ListDeps, actor: Actor, q: TugasListQuery): Promise<{ items: TugasItem[]; meta: PaginationMeta }> {
  const { db } = deps;
  const collegeId = actor.college.id;
  const isMahasiswa = actor.role === 'ROLE_MAHASISWA';
  // The viewer's fresh part: a student's own state, the others' live counts; with the versions (one round trip).
  const segar = async (ids: number[], scope: ScopeKelas): Promise<{ rows: (StateSaya | RekapSegar)[]; versi: readonly number[] | undefined }> => {
    const rows = isMahasiswa
      ? scope.kind === 'peserta'
        ? await stateMahasiswaSegar(db, collegeId, scope.idMahasiswa, ids, RUANG)
        : []
      : await rekapSegarMany(db, collegeId, ids, RUANG);
    return { rows, versi: rows[0]?.versi };
  };
  let r: { scope: ScopeKelas; hak: HakAkses; halaman: HalamanTugas; segar: (StateSaya | RekapSegar)[]; now: Date };
  if (q.belum_dikumpulkan && isMahasiswa) {
    // A student's "still to hand in" filter selects by their submissions (no trigger): never cached.
    const { scope, hak } = await resolveScopeKelasHak(db, actor);
    const now = new Date();
    const halaman = await buildHalaman(db, collegeId, scope, q, false, false, now);
    const ids = halaman.baris.map((b) => b.t.id);
    r = { scope, hak, halaman, segar: ids.length ? (await segar(ids, scope)).rows : [], now };
  } else {
    // Access and scope are resolved fresh on every request; the scope is part of the key, only data is reused.
    r = await bacaHalamanSegar(deps, actor, {
      ruang: RUANG,
      key: (scope) => `tugas-list\u0000${JSON.stringify(scope)}\u0000${isMahasiswa ? 'mahasiswa' : 'pengajar'}\u0000${JSON.stringify(q)}`,
      build: (scope, now) => buildHalaman(db, collegeId, scope, q, !isMahasiswa, true, now),
      sampai: (h) => h.sampai,
      ids: (h) => h.baris.map((b) => b.t.id),
      segar,
    });
  }
  // Each item's status and own state at the instant the page's rows are right for (bacaHalamanSegar).
  const { halaman, segar: fresh, now } = r;
  // Listed classes are the lecturer's own; operators write with write on kelas_kuliah; students never.
  const canWrite = actor.role === 'ROLE_DOSEN' || actor.role === 'SYSTEM' || (actor.role === 'ROLE_OPERATOR' && hasAccess(r.hak, 'kelas_kuliah', 'write'));
  const batasKampus = await batasPengumpulanKampus(deps, collegeId);
  const byId = new Map(fresh.map((x) => [x.id, x]));
  if (isMahasiswa) {
    const items = halaman.baris.map((b) => toTugasItemPada(b.tetap, b.t, { now, batasKampus, canWrite, isMahasiswa, saya: byId.get(b.t.id) as StateSaya | undefined }));
    return { items, meta: halaman.meta };
  }
  const items = halaman.baris.map((b) => {
    const s = byId.get(b.t.id) as RekapSegar | undefined;
    const rekap = { id: b.t.id, peserta: b.peserta, kelompok: b.kelompok, pengumpulan: s?.pengumpulan ?? 0, terlambat: s?.terlambat ?? 0, belumDinilai: s?.belumDinilai ?? 0 };
    return toTugasItemPada(b.tetap, b.t, { now, batasKampus, canWrite, isMahasiswa, rekap });
  });
  return { items, meta: halaman.meta };
}
