import {
  JUMLAH_PERTEMUAN_DEFAULT,
  PESAN_KELAS,
  type KelasDetail,
  type KelasListItem,
  type KelasListQuery,
  type NimNamaItem,
  type PengajarKelasItem,
  type PesertaKelasItem,
  type PesertaKelasQuery,
  type SilabusKelas,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { assertAksesKelas, requireBacaKelas, resolveAksesKelas, resolveScopeKelasVersi, type AksesKelas, type ScopeKelas } from './kelas-akses';
import { aksesKelasOf, precheckKelas, requireLihatSilabus } from './kelas.policy';
import {
  findKelasDetail,
  findKelasPage,
  findNimNamaByKelas,
  findPengajarByKelas,
  findPengajarKelas,
  findPesertaPage,
  type KelasFilter,
  type KelasRow,
} from './kelas.repo';
import { findNestedByKelas, parseJsonArray, pengajarKelasJson, type KelasNested, type PengajarNested } from './kelas-nested.repo';

/**
 * GET /v2/lms/kelas_kuliah: the caller's classes (scope first), filtered and paged.
 * One paged query for the classes and the total, then one statement for every nested list: no N+1.
 */
const RUANG_KELAS = ['kelas'] as const;

export async function listKelas({ db, readCache }: Pick<Deps, 'db' | 'readCache'>, actor: Actor, q: KelasListQuery) {
  // The scope is resolved on every request (a lecturer's or student's record kept under the same version) and is
  // part of the key: only the data is reused.
  const { scope, versi } = await resolveScopeKelasVersi({ db, readCache }, actor, RUANG_KELAS);
  return readCache.get(db, actor.college.id, RUANG_KELAS, `list\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(q)}`, () => buildKelasPage(db, actor.college.id, scope, q), {
    versi,
  });
}

async function buildKelasPage(db: Db, collegeId: number, scope: ScopeKelas, q: KelasListQuery) {
  const p = paging(q);
  const { rows, total } = await findKelasPage(db, collegeId, scope, kelasFilterOf(q, q.periode), { limit: p.limit, offset: p.offset });
  const meta = listMeta(p, total);
  if (rows.length === 0) return { items: [] as KelasListItem[], meta };

  const items = await buildKelasItems(db, rows);
  return { items, meta };
}

/** The class-list query's filters as the repo's filter (also the BAP zip's choice of classes). */
export function kelasFilterOf(q: Omit<KelasListQuery, 'page' | 'per_page' | 'ignore_default_pagination' | 'periode'>, periode: number[] | undefined): KelasFilter {
  return {
    periode,
    idMataKuliah: q.id_mata_kuliah,
    idLabelKelas: q.id_kelas,
    idJenisKelas: q.id_jenis_kelas,
    idProdi: q.id_prodi,
    idProdiKelas: q.id_prodi_kelas,
    idProdiMataKuliah: q.id_prodi_mata_kuliah,
    modeKuliah: q.mode_kuliah,
    idDosen: q.id_dosen,
    status: q.status,
    search: q.search || undefined,
  };
}

const prodiOf = (nama: string | null, jenjang: string | null) => (nama !== null && jenjang !== null ? { nama, jenjang } : null);

/**
 * List items for the given class rows: every nested list (teachers, class programmes, schedule, participant and
 * meeting counts) in one statement for all the rows, never one per class.
 */
export async function buildKelasItems(db: Db, rows: KelasRow[]): Promise<KelasListItem[]> {
  if (rows.length === 0) return [];
  const nested = new Map((await findNestedByKelas(db, rows.map((r) => r.id))).map((n) => [n.idKelasKuliah, n]));
  return rows.map((r) => kelasItem(r, nested.get(r.id)));
}

function kelasItem(r: KelasRow, n: KelasNested | undefined): KelasListItem {
  return {
    id: r.id,
    status: r.status,
    banner_url: r.bannerUrl ?? null,
    banner_color_idx: r.bannerColorIdx,
    periode: r.periode,
    mata_kuliah: {
      id: r.mkId,
      kode: r.mkKode,
      nama: r.mkNama,
      sks: r.mkSks,
      prodi: prodiOf(r.mkProdiNama, r.mkProdiJenjang),
    },
    kelas: { id_kelas: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama }, jenis_kelas: r.jenisId },
    pengajar: (n?.pengajar ?? []).map((t) => ({
      id_dosen: t.idDosen,
      id_user: t.idUser,
      nidn: t.nidn,
      jabatan: t.jabatan,
      avatar_url: t.avatarUrl ?? null,
      gelar_depan: t.gelarDepan,
      nama_pengajar: t.nama,
      gelar_akademik: t.gelarAkademik,
    })),
    mode_kuliah: r.modeKuliah,
    prodi_kelas: (n?.prodiKelas ?? []).map((x) => ({ nama: x.nama, jenjang: x.jenjang })),
    lingkup: r.lingkup,
    kapasitas: r.kapasitas,
    kampus: { nama: r.kampusNama },
    // The real number of meetings, or the shared default while a class has none generated yet.
    jumlah_pertemuan: n?.jumlahPertemuan || JUMLAH_PERTEMUAN_DEFAULT,
    jumlah_peserta: n?.jumlahPeserta ?? 0,
    jadwal: (n?.jadwal ?? []).map((j) => ({ hari: j.hari, jam_mulai: j.jamMulai, jam_selesai: j.jamSelesai })),
  };
}

/**
 * Access to one class (kelas-akses, one query): the data-free refusals first (operator level, student write,
 * operator-only change), then 404 for a class that is not one of the college; membership is the caller's check.
 */
export async function aksesKelas(db: Db, actor: Actor, id: string, need: 'read' | 'write' | 'operator') {
  const akses = await resolveAksesKelas(db, actor, id);
  precheckKelas(akses, actor, need);
  return akses;
}

/** The class detail for a caller whose rights are known (also the answer of PUT /kelas_kuliah/{id}). */
export async function buildKelasDetail(db: Db, collegeId: number, id: string, akses: AksesKelas): Promise<KelasDetail> {
  return { ...(await buildKelasData(db, collegeId, id)), akses: aksesKelasOf(akses) };
}

/** The class detail without the caller's rights: the same for every caller, so it can be cached. */
async function buildKelasData(db: Db, collegeId: number, id: string): Promise<Omit<KelasDetail, 'akses'>> {
  const row = await findKelasDetail(db, collegeId, id);
  if (!row) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
  const [nested] = await findNestedByKelas(db, [id], { ketua: true });
  const item = kelasItem(row, nested);
  const ketua = nested?.ketua ?? [];
  return {
    ...item,
    mata_kuliah: {
      ...item.mata_kuliah,
      pendahuluan: { silabus: { teks: row.silabusTeks, files: row.silabusFiles ?? [] } },
      id_dosen_koordinator: row.idDosenKoordinator,
      id_dosen_pengembang_rps: row.idDosenPengembangRps,
    },
    ketua_kelas: ketua[0] ? { nim: ketua[0].nim, nama: ketua[0].nama } : null,
  };
}

/** GET /v2/lms/kelas_kuliah/{id}: access checked fresh, the class's data from the read cache. */
export async function getKelas({ db, readCache }: Pick<Deps, 'db' | 'readCache'>, actor: Actor, id: string): Promise<KelasDetail> {
  const akses = assertAksesKelas(await resolveAksesKelas(db, actor, id), actor, 'read');
  const data = await readCache.get(db, actor.college.id, 'kelas', `detail\u0000${id}`, () => buildKelasData(db, actor.college.id, id));
  return { ...data, akses: aksesKelasOf(akses) };
}

/** GET /v2/lms/kelas_kuliah/{id}/peserta: paged, search by nim or name, the class leader first. */
export async function listPesertaKelas({ db }: Deps, actor: Actor, id: string, q: PesertaKelasQuery) {
  await requireBacaKelas(db, actor, id);
  const p = paging(q);
  const { rows, total } = await findPesertaPage(db, id, q.search || undefined, { limit: p.limit, offset: p.offset });
  const items: PesertaKelasItem[] = rows.map((r) => ({
    nim: r.nim,
    nama: r.nama,
    prodi: prodiOf(r.prodiNama, r.prodiJenjang),
    angkatan: r.angkatan,
    jabatan: r.jabatan,
    avatar_url: r.avatarUrl ?? null,
  }));
  return { items, meta: listMeta(p, total) };
}

export async function pengajarItems(db: Db, id: string): Promise<PengajarKelasItem[]> {
  const rows = await findPengajarByKelas(db, [id]);
  return rows.map((t) => ({
    id_dosen: t.idDosen,
    id_user: t.idUser,
    nidn: t.nidn,
    jabatan: t.jabatan,
    prodi: prodiOf(t.prodiNama, t.prodiJenjang),
    avatar_url: t.avatarUrl ?? null,
    gelar_depan: t.gelarDepan,
    nama_pengajar: t.nama,
    gelar_akademik: t.gelarAkademik,
  }));
}

/** GET /v2/lms/kelas_kuliah/{id}/pengajar: every teacher by urutan. */
export async function listPengajarKelas({ db }: Deps, actor: Actor, id: string) {
  await requireBacaKelas(db, actor, id);
  return pengajarItems(db, id);
}

/** GET /v2/lms/kelas_kuliah/{id}/peserta/nim_nama: all participants' nim and name. */
export async function listNimNamaKelas({ db }: Deps, actor: Actor, id: string): Promise<NimNamaItem[]> {
  await requireBacaKelas(db, actor, id);
  return findNimNamaByKelas(db, id);
}

export async function buildSilabusKelas(db: Db, collegeId: number, id: string): Promise<SilabusKelas> {
  const row = await findKelasDetail(db, collegeId, id);
  if (!row) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
  const [item] = await buildKelasItems(db, [row]);
  return {
    id,
    periode: row.periode,
    mata_kuliah: { id: row.mkId, kode: row.mkKode, nama: row.mkNama, sks: row.mkSks },
    kelas: { nama_kelas: row.labelNama, jenis_kelas: row.jenisNama },
    jumlah_pertemuan: item!.jumlah_pertemuan,
    prodi_kelas: item!.prodi_kelas,
    pengajar: item!.pengajar.map((t) => ({
      id_dosen: t.id_dosen,
      gelar_depan: t.gelar_depan,
      nama_pengajar: t.nama_pengajar,
      gelar_akademik: t.gelar_akademik,
      jabatan: t.jabatan,
    })),
    silabus: { teks: row.silabusTeks, files: row.silabusFiles ?? [] },
  };
}

/** GET /v2/lms/kelas_kuliah/{id}/silabus: syllabus data (spec 2 §3 Other). */
export async function getSilabusKelas({ db }: Deps, actor: Actor, id: string) {
  requireLihatSilabus(await aksesKelas(db, actor, id, 'read'));
  return buildSilabusKelas(db, actor.college.id, id);
}

// ---------------------------------------------------------------------------------------------------------------
// For other modules (BAP, nilai, pertemuan): what they read of a class without its repo.

/** Whether the lecturer teaches the class (any jabatan). */
export async function isPengajarKelas(db: Db, idKelas: string, idDosen: number) {
  return Boolean(await findPengajarKelas(db, idKelas, idDosen));
}

/** The class's period, or null for a class that is not one of the college. */
export async function findPeriodeKelas(db: Db, collegeId: number, id: string): Promise<number | null> {
  return (await findKelasDetail(db, collegeId, id))?.periode ?? null;
}

/** Every class of the scope the class-list filters pick, unpaged (the BAP zip's choice of classes). */
export async function listIdKelasTerfilter(db: Db, collegeId: number, scope: ScopeKelas, f: KelasFilter): Promise<string[]> {
  const { rows } = await findKelasPage(db, collegeId, scope, f, { offset: 0 });
  return rows.map((r) => r.id);
}

/**
 * A class's teachers (by urutan) as one column of the caller's statement over a class id (the meeting page), so
 * they come in its round trip; `parse` reads the column back.
 */
export const pengajarKelasKolom = {
  sql: pengajarKelasJson,
  parse: (v: PengajarNested[] | string): PengajarNested[] => parseJsonArray(v),
};
