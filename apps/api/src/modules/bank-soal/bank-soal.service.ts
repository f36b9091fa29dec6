import {
  MAX_SOAL_PER_BANK,
  PESAN_BANK_SOAL,
  namaLengkapDosen,
  toUtcIso,
  type BankSoalBody,
  type BankSoalDetail,
  type BankSoalListItem,
  type BankSoalListQuery,
  type SoalItem,
} from '@lms/shared';
import type { z } from 'zod';
import type { mataKuliahRefQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import type { SoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { hasOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesBank, requireAksesBank, requirePenulis, resolvePemirsa, scopeOf, type AksesBank, type Pemirsa } from './bank-soal.policy';
import {
  countSoal,
  deleteBank,
  findBankPage,
  findBankView,
  findDosen,
  findDosenByUser,
  findMataKuliahRef,
  findPeriodeMengajar,
  findSoalByBank,
  insertBank,
  insertSoal,
  isMakulDiampu,
  lockBank,
  updateBank,
  type BankListRow,
  type SoalViewRow,
} from './bank-soal.repo';
import { copyFiles, discardAll, fileIdsOfSoal, removeBytes, softDeleteFileIds, withCopiedFiles } from './bank-soal.upload';

/** Question banks: list, detail, create, update, duplicate, delete; references of the bank dialog. */

function toListItem(r: Omit<BankListRow, 'total'>, akses: AksesBank): BankSoalListItem {
  const b = r.bank;
  return {
    id: b.id,
    judul: b.judul,
    deskripsi: b.deskripsi,
    id_dosen: b.idDosen,
    dosen: { id: b.idDosen, id_user: r.dosenUserId, nama: namaLengkapDosen({ nama: r.dosenNama, gelar_depan: r.dosenGelarDepan, gelar_akademik: r.dosenGelarAkademik }) },
    id_mata_kuliah: b.idMataKuliah,
    mata_kuliah: { id: b.idMataKuliah, kode: r.makulKode, nama: r.makulNama },
    id_prodi_mata_kuliah: r.makulIdProdi,
    prodi_mata_kuliah: r.prodiNama,
    ditampilkan: b.dibagikan,
    jumlah_soal: r.jumlahSoal,
    created_at: toUtcIso(b.createdAt)!,
    akses: { can_write: akses.write, can_duplicate: akses.duplicate, can_delete: akses.delete },
  };
}

export function toSoalItem(r: SoalViewRow): SoalItem {
  const s = r.soal;
  const data = s.data as SoalData;
  return {
    id: s.id,
    nomor: s.urutan,
    jenis: s.jenis as SoalItem['jenis'],
    pertanyaan: s.pertanyaan,
    soal_files: s.soalFiles,
    created_by: r.creatorUsername ? { name: r.creatorNama ?? '', username: r.creatorUsername } : null,
    ...(data as Pick<SoalItem, 'pilihan' | 'benar_salah' | 'esay'>),
    created_at: toUtcIso(s.createdAt)!,
    updated_at: toUtcIso(s.updatedAt)!,
  } as SoalItem;
}

/** Rights of the viewer on a listed row: the lecturer's scope already limits rows to what they may see. */
const aksesRow = (p: Pemirsa, r: Pick<BankListRow, 'bank'>) => aksesBank(p, r.bank, true);

export async function listBankSoal(deps: Deps, actor: Actor, q: BankSoalListQuery) {
  const p = await resolvePemirsa(deps.db, actor);
  const pg = paging(q);
  const rows = await findBankPage(
    deps.db,
    actor.college.id,
    { scope: scopeOf(p, actor.college.id), search: q.search || undefined, idMataKuliah: q.id_mata_kuliah, idProdi: q.id_prodi },
    pg,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && pg.offset > 0) {
    const all = await findBankPage(deps.db, actor.college.id, { scope: scopeOf(p, actor.college.id), search: q.search || undefined, idMataKuliah: q.id_mata_kuliah, idProdi: q.id_prodi }, { offset: 0 });
    total = all.length;
  }
  return { items: rows.map((r) => toListItem(r, aksesRow(p, r))), meta: listMeta(pg, total) };
}

/** A bank the actor may see (404 otherwise) with its rights. */
export async function loadBank(db: Db, actor: Actor, id: number, need: keyof AksesBank) {
  const p = await resolvePemirsa(db, actor);
  if (need !== 'read') requirePenulis(p);
  const view = await findBankView(db, actor.college.id, id);
  const akses = await requireAksesBank(db, actor.college.id, p, view?.bank ?? null, need);
  return { p, view: view!, akses };
}

export async function getBankSoal(deps: Deps, actor: Actor, id: number): Promise<BankSoalDetail> {
  const { view, akses } = await loadBank(deps.db, actor, id, 'read');
  const soal = await findSoalByBank(deps.db, actor.college.id, id);
  return { ...toListItem(view, akses), list_soal: soal.map(toSoalItem) };
}

/**
 * The owner and course of a bank from the dialog: a lecturer always owns what they create; an operator picks the
 * lecturer. The course must be one the owner teaches (the dialog lists only those).
 */
async function resolvePemilik(db: Db, actor: Actor, p: Pemirsa, body: BankSoalBody, current?: number) {
  const idDosen = p.kind === 'dosen' ? (current ?? p.idDosen) : (body.id_dosen ?? current);
  if (!idDosen) throw fieldError('id_dosen', PESAN_BANK_SOAL.dosenWajib);
  if (!(await findDosen(db, actor.college.id, idDosen))) throw fieldError('id_dosen', PESAN_BANK_SOAL.dosenTidakDitemukan);
  if (!(await isMakulDiampu(db, actor.college.id, idDosen, body.id_mata_kuliah))) {
    throw fieldError('id_mata_kuliah', PESAN_BANK_SOAL.mataKuliahTidakDiajar);
  }
  return idDosen;
}

/** The row of a new bank (created or duplicated) from the dialog's fields. */
const newBankValues = (actor: Actor, body: BankSoalBody, idDosen: number) => ({
  collegeId: actor.college.id,
  judul: body.judul,
  deskripsi: body.deskripsi,
  idDosen,
  idMataKuliah: body.id_mata_kuliah,
  dibagikan: body.dibagikan,
  createdBy: actor.userId || null,
});

export async function createBankSoal(deps: Deps, actor: Actor, body: BankSoalBody) {
  const p = await resolvePemirsa(deps.db, actor);
  requirePenulis(p);
  const idDosen = await resolvePemilik(deps.db, actor, p, body);
  const bank = await deps.db.transaction(async (tx) => {
    const row = await insertBank(tx, newBankValues(actor, body, idDosen));
    await recordAktivitas(tx, actor, 'tambah_bank_soal', `Menambah bank soal "${body.judul}"`);
    return row;
  });
  return getBankSoal(deps, actor, bank.id);
}

export async function updateBankSoal(deps: Deps, actor: Actor, id: number, body: BankSoalBody) {
  const { p, view } = await loadBank(deps.db, actor, id, 'write');
  // Only an operator hands a bank to another lecturer; a lecturer's bank stays theirs.
  const idDosen = await resolvePemilik(deps.db, actor, p, body, p.kind === 'dosen' ? view.bank.idDosen : undefined);
  await deps.db.transaction(async (tx) => {
    if (!(await lockBank(tx, actor.college.id, id))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
    await updateBank(tx, actor.college.id, id, {
      judul: body.judul,
      deskripsi: body.deskripsi,
      idDosen,
      idMataKuliah: body.id_mata_kuliah,
      dibagikan: body.dibagikan,
    });
    await recordAktivitas(tx, actor, 'ubah_bank_soal', `Mengubah bank soal "${body.judul}"`);
  });
  return getBankSoal(deps, actor, id);
}

/**
 * 'Duplikat Data': a new bank with the dialog's fields and a copy of every question, files included. A lecturer
 * may duplicate their own banks and shown banks of their courses; the copy is theirs.
 */
export async function duplicateBankSoal(deps: Deps, actor: Actor, id: number, body: BankSoalBody) {
  const { p } = await loadBank(deps.db, actor, id, 'duplicate');
  const idDosen = await resolvePemilik(deps.db, actor, p, body);
  const source = await findSoalByBank(deps.db, actor.college.id, id);
  const copies = await copyFiles(deps, actor, [...new Set(source.flatMap((s) => fileIdsOfSoal(s.soal)))]);
  try {
    const bank = await deps.db.transaction(async (tx) => {
      const row = await insertBank(tx, newBankValues(actor, body, idDosen));
      const items = source.map(({ soal }) => {
        const c = withCopiedFiles(soal, copies);
        return { jenis: c.jenis, pertanyaan: c.pertanyaan, data: c.data, soalFiles: c.soalFiles };
      });
      await insertSoal(tx, actor.college.id, row.id, actor.userId || null, items, 1);
      await recordAktivitas(tx, actor, 'duplikat_bank_soal', `Menduplikat bank soal #${id} menjadi "${body.judul}"`);
      return row;
    });
    return getBankSoal(deps, actor, bank.id);
  } catch (err) {
    await discardAll(deps, actor.college.id, [...copies.values()]);
    throw err;
  }
}

export async function deleteBankSoal(deps: Deps, actor: Actor, id: number) {
  await loadBank(deps.db, actor, id, 'delete');
  const removed = await deps.db.transaction(async (tx) => {
    const bank = await lockBank(tx, actor.college.id, id);
    if (!bank) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
    const soal = await findSoalByBank(tx, actor.college.id, id);
    const ids = [...new Set(soal.flatMap((s) => fileIdsOfSoal(s.soal)))];
    await deleteBank(tx, actor.college.id, id);
    const keys = await softDeleteFileIds(tx, actor.college.id, ids);
    await recordAktivitas(tx, actor, 'hapus_bank_soal', `Menghapus bank soal "${bank.judul}"`);
    return keys;
  });
  await removeBytes(deps, removed);
}

/** GET /v2/lms/mata_kuliah/ref: a lecturer asks for their own courses; an operator (bank_soal read) for anyone's. */
export async function listMataKuliahRef(deps: Deps, actor: Actor, q: z.infer<typeof mataKuliahRefQuery>) {
  const p = await resolvePemirsa(deps.db, actor);
  let idDosen = q.id_dosen;
  if (p.kind === 'dosen') {
    if (idDosen !== undefined && idDosen !== p.idDosen) throw forbidden();
    idDosen = p.idDosen;
  }
  const pg = paging(q);
  const rows = await findMataKuliahRef(deps.db, actor.college.id, { idDosen, search: q.search || undefined }, pg);
  const items = rows.map((r) => ({ id: r.id, kode: r.kode, nama: r.nama, id_prodi: r.idProdi, prodi: r.prodi }));
  return { items, meta: listMeta(pg, rows[0]?.total ?? 0) };
}

/** GET /v1/dosen/{id}/periode_mengajar: the lecturer themself, or an operator with read on bank_soal or kelas_kuliah. */
export async function listPeriodeMengajar(deps: Deps, actor: Actor, idDosen: number) {
  if (actor.role === 'ROLE_DOSEN') {
    const me = await findDosenByUser(deps.db, actor.college.id, actor.userId);
    if (!me || me.id !== idDosen) throw forbidden();
  } else if (!(await hasOperatorAccess(deps.db, actor, 'bank_soal', 'read')) && !(await hasOperatorAccess(deps.db, actor, 'kelas_kuliah', 'read'))) {
    throw forbidden();
  }
  if (!(await findDosen(deps.db, actor.college.id, idDosen))) throw notFound(PESAN_BANK_SOAL.dosenTidakDitemukan);
  const periode = await findPeriodeMengajar(deps.db, actor.college.id, idDosen);
  const [current] = await deps.academic.listPeriode(actor.college.id).then((all) => all.filter((x) => x.isCurrent));
  return periode.map((kode) => ({ periode: kode, is_current: kode === current?.kode }));
}

/**
 * Questions of a bank the actor may read (404/403 as the bank detail), in bank order, for another module to take
 * a snapshot of (exams copy them with their files). Ids not in the bank are left out.
 */
export async function findSoalBankUntukSalin(deps: Deps, actor: Actor, idBank: number, idSoal: readonly number[]): Promise<SoalItem[]> {
  await loadBank(deps.db, actor, idBank, 'read');
  const want = new Set(idSoal);
  return (await findSoalByBank(deps.db, actor.college.id, idBank)).filter((r) => want.has(r.soal.id)).map(toSoalItem);
}

/**
 * Appends questions another module hands over (copies of an exam's questions, their files already the bank's):
 * the bank's write rule and its limit of MAX_SOAL_PER_BANK apply, all or nothing. Returns how many were added.
 */
export async function tambahSoalSalinan(deps: Deps, actor: Actor, idBank: number, items: { jenis: string; pertanyaan: string; data: SoalData; soalFiles: SoalItem['soal_files'] }[], asal: string) {
  await loadBank(deps.db, actor, idBank, 'write');
  return deps.db.transaction(async (tx) => {
    if (!(await lockBank(tx, actor.college.id, idBank))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
    const n = await countSoal(tx, idBank);
    if (n + items.length > MAX_SOAL_PER_BANK) throw unprocessable(PESAN_BANK_SOAL.importMelebihiBatas(n, items.length));
    await insertSoal(tx, actor.college.id, idBank, actor.userId || null, items, n + 1);
    await recordAktivitas(tx, actor, 'tambah_soal_bank_soal', `Menyalin ${items.length} soal dari ${asal} ke bank soal #${idBank}`);
    return items.length;
  });
}
