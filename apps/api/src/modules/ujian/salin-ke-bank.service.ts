import { PESAN_BANK_SOAL, PESAN_UJIAN } from '@lms/shared';
import type { z } from 'zod';
import type { salinKeBankBody } from '@lms/shared';
import type { SoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden } from '../../lib/errors';
import { hasOperatorAccess } from '../../lib/policy';
import { getBankSoal, tambahSoalSalinan } from '../bank-soal/bank-soal.service';
import { findSoalByUjian } from './soal-ujian.repo';
import { buangSalinan, denganSalinan, salinFileSoal } from './ujian.upload';
import { aksesUjian } from './ujian.policy';
import { findUjianView } from './ujian.repo';

/**
 * 'Salin dari Kuis/Ujian' (spec 2 §2 'Question bank'): chosen questions of an exam become questions of a bank of the
 * same course ('Anda dapat memasukkan soal kuis/ujian di mata kuliah yang sama'), with copies of their files. The
 * caller reads the exam as a teacher or operator, writes the bank, and — an operator — has write on kelas_kuliah.
 */
export async function salinSoalKeBank(deps: Deps, actor: Actor, idBank: number, body: z.output<typeof salinKeBankBody>) {
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  if (actor.role === 'ROLE_OPERATOR' && !(await hasOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write'))) throw forbidden();
  const bank = await getBankSoal(deps, actor, idBank);
  if (!bank.akses.can_write) throw forbidden();
  const a = await aksesUjian(deps.db, actor, body.id_ujian, 'read');
  if (a.peserta) throw forbidden();
  const view = await findUjianView(deps.db, actor.college.id, body.id_ujian, actor.userId);
  if (view?.mkId !== bank.id_mata_kuliah) throw fieldError('id_ujian', 'Soal kuis/ujian hanya dapat disalin ke bank soal mata kuliah yang sama');
  const want = new Set(body.list_id_soal);
  const sumber = (await findSoalByUjian(deps.db, body.id_ujian)).filter((s) => want.has(s.soal.id)).map(({ soal: s }) => ({ jenis: s.jenis, pertanyaan: s.pertanyaan, data: s.data, soalFiles: s.soalFiles }));
  if (sumber.length === 0) throw fieldError('list_id_soal', PESAN_UJIAN.tidakAdaSoalDipilih);
  const copies = await salinFileSoal(deps, actor, sumber, null);
  try {
    const items = sumber.map((s) => {
      const c = denganSalinan(s, copies);
      return { jenis: c.jenis, pertanyaan: c.pertanyaan, data: c.data as SoalData, soalFiles: c.soalFiles };
    });
    const n = await tambahSoalSalinan(deps, actor, idBank, items, `kuis/ujian "${view.u.judul}"`);
    return { jumlah: n, message: PESAN_BANK_SOAL.berhasilTambahSoal };
  } catch (err) {
    await buangSalinan(deps, actor.college.id, copies);
    throw err;
  }
}
