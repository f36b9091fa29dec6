import { PESAN_UJIAN, type UjianSalinBody } from '@lms/shared';
import type { z } from 'zod';
import type { ujianSalinBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden } from '../../lib/errors';
import { aksesPertemuan } from '../pertemuan/pertemuan-akses';
import { salinStruktur, soalSumber } from './soal-ujian.service';
import { buangSalinan, salinFileSoal } from './ujian.upload';
import { aksesUjian } from './ujian.policy';
import { buatUjian, getUjian } from './ujian.service';

/**
 * POST /v2/lms/ujian/salin ('Salin Kuis/Ujian Lain'): a new exam from the form, with a copy of the chosen exam's
 * groups and questions (and their files, copied into the new class). The source must be an exam the actor may
 * read as a teacher or operator (the copy tab lists those).
 */
export async function salinUjian(deps: Deps, actor: Actor, body: z.output<typeof ujianSalinBody> | UjianSalinBody) {
  const b = body as z.output<typeof ujianSalinBody>;
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  if (!b.id_ujian) throw fieldError('id_ujian', PESAN_UJIAN.pilihUjian);
  const sumber = await aksesUjian(deps.db, actor, b.id_ujian, 'read');
  if (sumber.peserta) throw forbidden();
  if (!b.id_pertemuan) throw fieldError('id_pertemuan', PESAN_UJIAN.pertemuanWajib);
  const { p, akses } = await aksesPertemuan(deps.db, actor, b.id_pertemuan, 'write');
  const copies = await salinFileSoal(deps, actor, await soalSumber(deps.db, b.id_ujian), p.idKelasKuliah);
  try {
    const { row } = await buatUjian(deps, actor, b, (tx, tujuan) => salinStruktur(tx, actor, b.id_ujian!, tujuan, copies), akses);
    return getUjian(deps, actor, row.id, akses);
  } catch (err) {
    await buangSalinan(deps, actor.college.id, copies);
    throw err;
  }
}
