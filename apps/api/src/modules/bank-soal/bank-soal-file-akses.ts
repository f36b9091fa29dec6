import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankSoal, bankSoalSoal } from '../../db/schema';
import type { Actor } from '../../deps';
import type { FileKind } from '@lms/shared';
import type { AturanBaca } from '../storager/aturan-baca';
import { findDosenByUser, scopeDosen } from './bank-soal.repo';

/**
 * Whether a lecturer may read a file of a bank question: the file belongs to a question of a bank they may read
 * (their own, or one shown (Ditampilkan) of a course they teach — the bank list's scope, bank-soal.policy). Key
 * attachments follow the same rule, as the bank's detail shows its keys to those readers. Operators read bank files
 * by their bank_soal area and students never, so the file layer asks this for lecturers only. A question names
 * its files by URL, so the file id is looked for in its text, attachments and type block.
 */
export async function fileBankTerbaca(db: Db, actor: Actor, fileId: string) {
  if (actor.role !== 'ROLE_DOSEN') return false;
  const d = await findDosenByUser(db, actor.college.id, actor.userId);
  if (!d) return false;
  const [row] = await db
    .select({ id: bankSoalSoal.id })
    .from(bankSoal)
    .innerJoin(bankSoalSoal, eq(bankSoalSoal.idBankSoal, bankSoal.id))
    .where(
      and(
        eq(bankSoal.collegeId, actor.college.id),
        scopeDosen(actor.college.id, d.id),
        sql`position(${fileId}::text in (${bankSoalSoal.pertanyaan} || ${bankSoalSoal.soalFiles}::text || ${bankSoalSoal.data}::text)) > 0`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The bank's read rule of its file kinds, registered with the storager (registries.ts). */
export const aturanBacaBankSoal: Partial<Record<FileKind, AturanBaca>> = {
  soal_bank_soal: (k) => fileBankTerbaca(k.db, k.actor, k.file.id),
  kunci_bank_soal: (k) => fileBankTerbaca(k.db, k.actor, k.file.id),
};
