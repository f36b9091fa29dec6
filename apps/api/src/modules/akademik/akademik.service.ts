import { REF_DEFAULT_PER_PAGE, type RefQuery } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/academic-system';
import { requireCourseReader, requireMahasiswaListReader } from './akademik.policy';

export type AkademikDeps = Pick<Deps, 'db' | 'academic'>;

export const PESAN_MAKUL_TIDAK_DITEMUKAN = 'Mata kuliah tidak ditemukan';
export const pesanKonfigurasiTidakDitemukan = (keyword: string) => `Konfigurasi ${keyword} tidak ditemukan`;

/** itemsPerPage (spec name) wins over per_page; default 10. */
export function refPaging(q: RefQuery) {
  const perPage = q.itemsPerPage ?? q.per_page ?? REF_DEFAULT_PER_PAGE;
  return { page: q.page, perPage, limit: perPage, offset: (q.page - 1) * perPage };
}

export function refResult<T>(p: ReturnType<typeof refPaging>, page: Page<T>) {
  return { items: page.items, meta: listMeta(p, page.total) };
}

type ListQuery = RefQuery & { id_prodi?: number[]; periode?: number };

export async function listMakulRef({ academic }: AkademikDeps, actor: Actor, q: ListQuery) {
  const p = refPaging(q);
  return refResult(p, await academic.listMataKuliah(actor.college.id, { ...p, search: q.search, idProdi: q.id_prodi, periode: q.periode }));
}

export async function listProdiRef({ academic }: AkademikDeps, actor: Actor, q: ListQuery) {
  const p = refPaging(q);
  return refResult(p, await academic.listProdi(actor.college.id, { ...p, search: q.search, periode: q.periode }));
}

export async function listLabelKelasRef({ academic }: AkademikDeps, actor: Actor, q: ListQuery) {
  const p = refPaging(q);
  return refResult(p, await academic.listLabelKelas(actor.college.id, { ...p, search: q.search, periode: q.periode }));
}

export async function listJenisKelasRef({ academic }: AkademikDeps, actor: Actor, q: ListQuery) {
  const p = refPaging(q);
  return refResult(p, await academic.listJenisKelas(actor.college.id, { ...p, search: q.search, periode: q.periode }));
}

export async function listDosenRef({ academic }: AkademikDeps, actor: Actor, q: ListQuery) {
  const p = refPaging(q);
  return refResult(p, await academic.listDosen(actor.college.id, { ...p, search: q.search, idProdi: q.id_prodi, periode: q.periode }));
}

export async function listMahasiswaAktif(
  { db, academic }: AkademikDeps,
  actor: Actor,
  q: RefQuery & { periode: number; id_prodi?: number[]; angkatan?: number[] },
) {
  await requireMahasiswaListReader(db, actor);
  const p = refPaging(q);
  return refResult(
    p,
    await academic.listMahasiswaAktif(actor.college.id, { ...p, search: q.search, periode: q.periode, idProdi: q.id_prodi, angkatan: q.angkatan }),
  );
}

async function loadMataKuliahOrThrow({ db, academic }: AkademikDeps, actor: Actor, courseId: number) {
  await requireCourseReader(db, actor);
  const mk = await academic.getMataKuliah(actor.college.id, courseId);
  if (!mk) throw notFound(PESAN_MAKUL_TIDAK_DITEMUKAN);
  return mk;
}

export const getMataKuliahInfo = loadMataKuliahOrThrow;

export async function listRencanaPembelajaran(
  deps: AkademikDeps,
  actor: Actor,
  courseId: number,
  q: { page: number; per_page: number; ignore_default_pagination?: boolean },
) {
  await loadMataKuliahOrThrow(deps, actor, courseId);
  const p = paging(q);
  const page = await deps.academic.listRencanaPembelajaran(actor.college.id, courseId, p);
  return { items: page.items, meta: listMeta(p, page.total) };
}

export async function listRencanaEvaluasi(deps: AkademikDeps, actor: Actor, courseId: number) {
  await loadMataKuliahOrThrow(deps, actor, courseId);
  return deps.academic.listRencanaEvaluasi(actor.college.id, courseId);
}

export async function getKonfigurasi({ academic }: AkademikDeps, actor: Actor, keyword: string) {
  const value = await academic.getKonfigurasi(actor.college.id, keyword);
  if (value === null) throw notFound(pesanKonfigurasiTidakDitemukan(keyword));
  return { keyword, value };
}
