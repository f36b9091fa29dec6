import { isoUtc, type AkomodasiItem } from '@lms/shared';
import type { z } from 'zod';
import type { akomodasiBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { penulis } from '../pertemuan/pertemuan-akses';
import { deleteAkomodasi, findAkomodasi, findMahasiswaByNim, upsertAkomodasi } from './akomodasi.repo';

/**
 * Exam accommodations of the built-in academic system: extra minutes per student, which every attempt the student
 * starts adds to its deadline (AcademicSystem.getTambahanWaktuUjian). Operators with write on kelas_kuliah keep
 * them; a campus Siakad with its own accommodations replaces the lookup instead.
 */

export async function listAkomodasi(deps: Deps, actor: Actor): Promise<AkomodasiItem[]> {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'read');
  const rows = await findAkomodasi(deps.db, actor.college.id);
  return rows.map((r) => ({ nim: r.nim, nama: r.nama, tambahan_menit: r.a.tambahanMenit, keterangan: r.a.keterangan, updated_at: isoUtc(r.a.updatedAt) }));
}

/** PUT /v2/lms/akomodasi_ujian: sets a student's extra minutes (0 removes the accommodation). */
export async function simpanAkomodasi(deps: Deps, actor: Actor, body: z.output<typeof akomodasiBody>) {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  const m = await findMahasiswaByNim(deps.db, actor.college.id, body.nim);
  if (!m) throw fieldError('nim', 'NIM tidak ditemukan');
  await deps.db.transaction(async (tx) => {
    if (body.tambahan_menit === 0) await deleteAkomodasi(tx, actor.college.id, m.id);
    else await upsertAkomodasi(tx, actor.college.id, m.id, { tambahanMenit: body.tambahan_menit, keterangan: body.keterangan, updatedBy: penulis(actor) });
    await recordAktivitas(tx, actor, 'ubah_akomodasi_ujian', `Mengubah tambahan waktu ujian NIM ${body.nim} menjadi ${body.tambahan_menit} menit`);
  });
}

export async function hapusAkomodasi(deps: Deps, actor: Actor, nim: string) {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  if (!(await findMahasiswaByNim(deps.db, actor.college.id, nim))) throw notFound('NIM tidak ditemukan');
  await simpanAkomodasi(deps, actor, { nim, tambahan_menit: 0, keterangan: '' });
}
