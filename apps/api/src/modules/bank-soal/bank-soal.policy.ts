import { PESAN_BANK_SOAL, hasAccess } from '@lms/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';
import { findDosenByUser, isMakulDiampu, scopeDosen, type BankRow } from './bank-soal.repo';

/**
 * Who may do what with question banks (spec 2 §6, spec 1 §2.4):
 * - an operator needs read on bank_soal to see every bank of the college, write to change any of them
 *   (create for a lecturer they pick, update, duplicate, delete, questions, import);
 * - a lecturer writes their own banks and sees banks of other lecturers only when shown (Ditampilkan) and of a
 *   course they teach; they may duplicate those into a bank of their own;
 * - students (and anyone else) never reach banks or keys.
 * Refusal order reveals nothing: 403 for a role or operator level that can never do it, then 404 for a bank that is
 * not one of the college or that the lecturer may not see, then 403 for a write on a bank they may only see.
 */
export type Pemirsa = { kind: 'operator'; write: boolean; userId: number } | { kind: 'dosen'; idDosen: number; userId: number };

export async function resolvePemirsa(db: Db, actor: Actor): Promise<Pemirsa> {
  if (actor.role === 'ROLE_OPERATOR' || actor.role === 'SYSTEM') {
    const hak = await hakAksesOf(db, actor);
    if (!hasAccess(hak, 'bank_soal', 'read')) throw forbidden();
    return { kind: 'operator', write: hasAccess(hak, 'bank_soal', 'write'), userId: actor.userId };
  }
  if (actor.role === 'ROLE_DOSEN') {
    const d = await findDosenByUser(db, actor.college.id, actor.userId);
    if (d) return { kind: 'dosen', idDosen: d.id, userId: actor.userId };
  }
  throw forbidden();
}

/** Refuses (403) an operator without write before anything is looked up. */
export function requirePenulis(p: Pemirsa) {
  if (p.kind === 'operator' && !p.write) throw forbidden();
}

export type AksesBank = { read: boolean; write: boolean; duplicate: boolean; delete: boolean };

/** The viewer's rights on one bank; `mengampu`: the lecturer teaches the bank's course. */
export function aksesBank(p: Pemirsa, bank: Pick<BankRow, 'idDosen' | 'dibagikan'>, mengampu: boolean): AksesBank {
  if (p.kind === 'operator') return { read: true, write: p.write, duplicate: p.write, delete: p.write };
  if (bank.idDosen === p.idDosen) return { read: true, write: true, duplicate: true, delete: true };
  const read = bank.dibagikan && mengampu;
  return { read, write: false, duplicate: read, delete: false };
}

/** The lecturer's list scope (undefined for operators: the whole college). */
export const scopeOf = (p: Pemirsa, collegeId: number): SQL | undefined => (p.kind === 'dosen' ? scopeDosen(collegeId, p.idDosen) : undefined);

/** Rights on a bank already loaded; 404 when the viewer may not even see it. */
export async function requireAksesBank(db: Db, collegeId: number, p: Pemirsa, bank: BankRow | null, need: keyof AksesBank) {
  if (!bank) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
  const mengampu = p.kind === 'dosen' && bank.idDosen !== p.idDosen ? await isMakulDiampu(db, collegeId, p.idDosen, bank.idMataKuliah) : true;
  const akses = aksesBank(p, bank, mengampu);
  if (!akses.read) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
  if (!akses[need]) throw forbidden();
  return akses;
}
