import { PESAN_PERTEMUAN, dateFilterRange, type PertemuanListQuery } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireBacaKelas, resolveScopeKelas } from '../kelas/kelas-akses';
import { toDate, toListItem } from './pertemuan.mapper';
import { listPertemuan, listPertemuanKelas } from './pertemuan.repo';

/** GET /v2/lms/pertemuan: students their classes, lecturers the classes they teach, operators (read) all. */
export async function listPertemuanScoped({ db }: Deps, actor: Actor, q: PertemuanListQuery) {
  const scope = await resolveScopeKelas(db, actor);
  const range = dateFilterRange(q.waktu_awal, q.waktu_akhir, actor.college.timeZone);
  const p = paging(q);
  const { rows, total } = await listPertemuan(
    db,
    {
      collegeId: actor.college.id,
      scope,
      idKelasKuliah: q.id_kelas_kuliah,
      periode: q.periode,
      status: q.status,
      jenis: q.jenis,
      kategori: q.kategori,
      waktuAwal: toDate(range.start),
      waktuAkhir: toDate(range.end),
      search: q.search || undefined,
      urutan: q.urutan,
    },
    p,
  );
  return { items: rows.map(toListItem), meta: listMeta(p, total) };
}

/** GET /v2/lms/kelas_kuliah/{id}/pertemuan: every meeting of the class by nomor (class page navigation). */
export async function listPertemuanByKelas({ db }: Deps, actor: Actor, idKelasKuliah: string) {
  await requireBacaKelas(db, actor, idKelasKuliah, PESAN_PERTEMUAN.kelasTidakDitemukan);
  const rows = await listPertemuanKelas(db, actor.college.id, idKelasKuliah);
  return rows.map(toListItem);
}
