import { PESAN_PERTEMUAN, isoUtc, type PertemuanTeksBody, type PertemuanTeksItem } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { aksesPertemuan, penulis } from './pertemuan.common';
import { deleteTeks, findTeks, insertTeks, listTeks, updateTeks } from './pertemuan-teks.repo';

/** Text activities of a meeting ('Tambah Teks Pertemuan'): members read them, teachers and operators with write edit. */

type TeksRow = NonNullable<Awaited<ReturnType<typeof findTeks>>>;
function toTeksItem(r: TeksRow): PertemuanTeksItem {
  return {
    id: r.id,
    id_pertemuan: r.idPertemuan,
    judul: r.judul,
    isi: r.isi,
    created_by: r.creatorId !== null && r.creatorNama !== null ? { id: r.creatorId, nama: r.creatorNama } : null,
    created_at: isoUtc(r.createdAt),
    updated_at: isoUtc(r.updatedAt),
  };
}

function cleanIsi(isi: string) {
  const clean = sanitizeRichText(isi);
  if (isBlankHtml(clean)) throw fieldError('isi', PESAN_PERTEMUAN.teksWajib);
  return clean;
}

export async function listTeksPertemuan({ db }: Deps, actor: Actor, idPertemuan: number) {
  await aksesPertemuan(db, actor, idPertemuan, 'read');
  return (await listTeks(db, actor.college.id, idPertemuan)).map(toTeksItem);
}

export async function createTeksPertemuan({ db }: Deps, actor: Actor, idPertemuan: number, body: PertemuanTeksBody) {
  const { p } = await aksesPertemuan(db, actor, idPertemuan, 'write');
  const isi = cleanIsi(body.isi);
  const collegeId = actor.college.id;
  const id = await db.transaction(async (tx) => {
    const idTeks = await insertTeks(tx, { collegeId, idPertemuan, judul: body.judul, isi, createdBy: penulis(actor) });
    await registerAktivitas(tx, { collegeId, idKelasKuliah: p.idKelasKuliah, idPertemuan, jenis: 'teks', idSumber: idTeks, judul: body.judul });
    return idTeks;
  });
  return toTeksItem((await findTeks(db, collegeId, idPertemuan, id))!);
}

export async function updateTeksPertemuan({ db }: Deps, actor: Actor, idPertemuan: number, idTeks: number, body: Partial<PertemuanTeksBody>) {
  const { p } = await aksesPertemuan(db, actor, idPertemuan, 'write');
  const patch: { judul?: string; isi?: string } = {};
  if (body.judul !== undefined) patch.judul = body.judul;
  if (body.isi !== undefined) patch.isi = cleanIsi(body.isi);
  const collegeId = actor.college.id;
  const found = await db.transaction(async (tx) => {
    if (!Object.keys(patch).length) return Boolean(await findTeks(tx, collegeId, idPertemuan, idTeks));
    if (!(await updateTeks(tx, collegeId, idPertemuan, idTeks, patch))) return false;
    if (patch.judul !== undefined) {
      await registerAktivitas(tx, { collegeId, idKelasKuliah: p.idKelasKuliah, idPertemuan, jenis: 'teks', idSumber: idTeks, judul: patch.judul });
    }
    return true;
  });
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
  return toTeksItem((await findTeks(db, collegeId, idPertemuan, idTeks))!);
}

export async function deleteTeksPertemuan({ db }: Deps, actor: Actor, idPertemuan: number, idTeks: number) {
  await aksesPertemuan(db, actor, idPertemuan, 'write');
  const found = await db.transaction(async (tx) => {
    if (!(await deleteTeks(tx, actor.college.id, idPertemuan, idTeks))) return false;
    await unregisterAktivitas(tx, actor.college.id, 'teks', idTeks);
    return true;
  });
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
}
