import {
  ERROR_CODES,
  PESAN_KEHADIRAN,
  type KelayakanUjianItem,
  type PengecualianUjianBody,
  type PengecualianUjianItem,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { persentaseKehadiranMahasiswa } from './kehadiran-persentase';
import { iso } from './kehadiran.mapper';
import { deletePengecualianRow, findPengecualianItem, insertPengecualian, listKelasMahasiswa, listPengecualianPage, type PengecualianRow } from './kehadiran-kelayakan.repo';
import { findKelasInfo, findMahasiswaByUser, findPengecualian, findPeriodeBerjalan, identitasAktor, listPesertaKelas } from './kehadiran.repo';

/**
 * Exam eligibility by attendance (issue 16 point 7): the verdict of the one attendance percentage
 * (kehadiran-persentase.ts). A UAS refuses a student under the college's minimal_kehadiran_ujian with 403
 * `pembatasan_ujian_kehadiran` unless an operator granted an exception.
 */

export type KelayakanDeps = Pick<Deps, 'db' | 'events'>;

/**
 * THE eligibility check the exam module calls before a student opens or starts a UAS: throws 403 with code
 * `pembatasan_ujian_kehadiran` when the student's attendance in the class is under the college's minimum and no
 * exception was granted. Only students taking a 'uas' are checked; the setting may be switched off. `tx` may be the
 * caller's transaction.
 */
export async function assertKelayakanUjian(deps: KelayakanDeps, tx: Db, actor: Actor, input: { idKelas: string; jenis: string }): Promise<void> {
  if (input.jenis !== 'uas' || actor.role !== 'ROLE_MAHASISWA') return;
  const m = await findMahasiswaByUser(tx, actor.college.id, actor.userId);
  if (!m) return;
  const [k] = await persentaseKehadiranMahasiswa({ ...deps, db: tx }, actor.college.id, { idKelas: input.idKelas, idMahasiswa: m.id });
  if (k && k.status !== 'aman') {
    throw forbidden(PESAN_KEHADIRAN.pembatasanUjian(k.persentase, k.minimal), ERROR_CODES.pembatasanUjianKehadiran);
  }
}

/** GET /v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me: the student's classes of the current period (dashboard, Kehadiran). */
export async function getKelayakanMe(deps: Deps, actor: Actor): Promise<KelayakanUjianItem[]> {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const collegeId = actor.college.id;
  const m = await findMahasiswaByUser(deps.db, collegeId, actor.userId);
  if (!m) return [];
  const kelas = await listKelasMahasiswa(deps.db, collegeId, m.id, await findPeriodeBerjalan(deps.db, collegeId));
  const hitung = new Map((await persentaseKehadiranMahasiswa(deps, collegeId, { idKelas: kelas.map((k) => k.id), idMahasiswa: m.id })).map((p) => [p.idKelas, p]));
  return kelas.flatMap((k) => {
    const p = hitung.get(k.id);
    if (!p) return [];
    return [
      {
        id_kelas_kuliah: k.id,
        mata_kuliah: { kode: k.mkKode, nama: k.mkNama },
        kelas: { nama: k.labelNama },
        jumlah_pertemuan: p.jumlah_pertemuan,
        pertemuan_berlalu: p.pertemuan_berlalu,
        jumlah_hadir: p.hadir,
        persentase: p.persentase,
        minimal: p.minimal,
        status: p.status,
        pengecualian: p.pengecualian,
        pesan: p.status === 'aman' ? null : PESAN_KEHADIRAN.peringatanKehadiran(p.persentase, p.minimal),
      },
    ];
  });
}

function toItem(r: PengecualianRow): PengecualianUjianItem {
  return {
    id: r.id,
    id_kelas_kuliah: r.idKelas,
    mata_kuliah: { kode: r.mkKode, nama: r.mkNama },
    kelas: { nama: r.labelNama },
    mahasiswa: { nim: r.nim, nama: r.nama },
    alasan: r.alasan,
    created_by: r.olehUsername ? { username: r.olehUsername, name: r.olehNama ?? r.olehUsername } : null,
    created_at: iso(r.createdAt)!,
  };
}

/** GET /v2/lms/kehadiran_mahasiswa/pengecualian_ujian: operators with read on kelas_kuliah. */
export async function listPengecualian(deps: Deps, actor: Actor, q: { page: number; per_page: number; ignore_default_pagination?: boolean; id_kelas_kuliah?: string[]; search?: string }) {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'read');
  const pg = paging(q);
  const { rows, total } = await listPengecualianPage(deps.db, actor.college.id, { idKelas: q.id_kelas_kuliah, search: q.search }, pg);
  return { items: rows.map(toItem), meta: listMeta(pg, total) };
}

/** POST /v2/lms/kehadiran_mahasiswa/pengecualian_ujian: operators with write on kelas_kuliah; logged. */
export async function createPengecualian(deps: Deps, actor: Actor, body: PengecualianUjianBody): Promise<PengecualianUjianItem> {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  const collegeId = actor.college.id;
  const kelas = await findKelasInfo(deps.db, collegeId, body.id_kelas_kuliah);
  if (!kelas) throw notFound(PESAN_KEHADIRAN.kelasTidakDitemukan);
  const [m] = await listPesertaKelas(deps.db, collegeId, body.id_kelas_kuliah, { nim: body.nim });
  if (!m) throw fieldError('nim', PESAN_KEHADIRAN.nimBukanPeserta(body.nim));
  if (await findPengecualian(deps.db, collegeId, body.id_kelas_kuliah, m.idMahasiswa)) throw conflict(PESAN_KEHADIRAN.pengecualianSudahAda);
  const siapa = await identitasAktor(deps.db, actor);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertPengecualian(tx, { collegeId, idKelasKuliah: body.id_kelas_kuliah, idMahasiswa: m.idMahasiswa, alasan: body.alasan, createdBy: siapa.userId });
    if (!row) throw conflict(PESAN_KEHADIRAN.pengecualianSudahAda);
    await recordAktivitas(tx, actor, 'tambah_pengecualian_ujian', `Memberi pengecualian UAS ${m.nim} ${m.nama} di ${kelas.mkNama} ${kelas.labelNama}: ${body.alasan}`);
    return row.id;
  });
  return toItem((await findPengecualianItem(deps.db, id))!);
}

/** DELETE /v2/lms/kehadiran_mahasiswa/pengecualian_ujian/{id}. */
export async function deletePengecualian(deps: Deps, actor: Actor, id: number) {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  const r = await findPengecualianItem(deps.db, id, actor.college.id);
  if (!r) throw notFound(PESAN_KEHADIRAN.pengecualianTidakDitemukan);
  await deps.db.transaction(async (tx) => {
    await deletePengecualianRow(tx, actor.college.id, id);
    await recordAktivitas(tx, actor, 'hapus_pengecualian_ujian', `Menghapus pengecualian UAS ${r.nim} ${r.nama} di ${r.mkNama} ${r.labelNama}`);
  });
  return { id };
}
