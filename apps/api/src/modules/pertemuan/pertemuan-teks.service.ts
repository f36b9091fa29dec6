import { DETAIL_LOG_PERTEMUAN, PESAN_PERTEMUAN, isoUtc, namaKelasLog, type PertemuanTeksBody, type PertemuanTeksItem } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan, penulis } from './pertemuan-akses';
import { deleteTeks, findTeks, insertTeks, listTeks, updateTeks } from './pertemuan-teks.repo';
import { findNamaKelas } from './pertemuan.repo';

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

/** The meeting as the activity log names it: its number and its class. */
async function pertemuanLog(tx: Db, collegeId: number, p: { nomor: number; idKelasKuliah: string }) {
  const k = await findNamaKelas(tx, collegeId, p.idKelasKuliah);
  return [p.nomor, namaKelasLog(k?.mkNama, k?.labelNama)] as const;
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
    await recordAktivitas(tx, actor, 'tambah_teks_pertemuan', DETAIL_LOG_PERTEMUAN.tambahTeks(body.judul, ...(await pertemuanLog(tx, collegeId, p))));
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
    // Nothing to change: nothing written, nothing logged.
    if (!Object.keys(patch).length) return Boolean(await findTeks(tx, collegeId, idPertemuan, idTeks));
    if (!(await updateTeks(tx, collegeId, idPertemuan, idTeks, patch))) return false;
    if (patch.judul !== undefined) {
      await registerAktivitas(tx, { collegeId, idKelasKuliah: p.idKelasKuliah, idPertemuan, jenis: 'teks', idSumber: idTeks, judul: patch.judul });
    }
    const judul = patch.judul ?? (await findTeks(tx, collegeId, idPertemuan, idTeks))!.judul;
    await recordAktivitas(tx, actor, 'ubah_teks_pertemuan', DETAIL_LOG_PERTEMUAN.ubahTeks(judul, ...(await pertemuanLog(tx, collegeId, p))));
    return true;
  });
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
  return toTeksItem((await findTeks(db, collegeId, idPertemuan, idTeks))!);
}

export async function deleteTeksPertemuan({ db }: Deps, actor: Actor, idPertemuan: number, idTeks: number) {
  const { p } = await aksesPertemuan(db, actor, idPertemuan, 'write');
  const collegeId = actor.college.id;
  const found = await db.transaction(async (tx) => {
    const teks = await findTeks(tx, collegeId, idPertemuan, idTeks);
    if (!teks || !(await deleteTeks(tx, collegeId, idPertemuan, idTeks))) return false;
    await unregisterAktivitas(tx, collegeId, 'teks', idTeks);
    await recordAktivitas(tx, actor, 'hapus_teks_pertemuan', DETAIL_LOG_PERTEMUAN.hapusTeks(teks.judul, ...(await pertemuanLog(tx, collegeId, p))));
    return true;
  });
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
}
