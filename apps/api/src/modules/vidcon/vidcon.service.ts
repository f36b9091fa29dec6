import {
  PESAN_VIDCON,
  awalKemarin,
  normalizeLinkVidcon,
  statusVidcon,
  type VidconCreateBody,
  type VidconUpdateBody,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { vidcon } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan, penulis } from '../pertemuan/pertemuan-akses';
import { publishVidcon } from './vidcon.events';
import { getVidcon } from './vidcon-read.service';
import { aksesTulisVidcon } from './vidcon.policy';
import { countPesertaJoin, deleteVidcon, findPertemuanVidcon, findVidcon, insertVidcon, updateVidcon } from './vidcon.repo';

/**
 * Adding, changing and deleting vidcons (spec 2 §5 vidcon form). Each write is one transaction with its registry
 * row (modules/aktivitas: every vidcon counts for attendance when its meeting enables hadir_vidcon), its activity-log
 * entry and its live event.
 */

type VidconRow = typeof vidcon.$inferSelect;

function cekLink(raw: string) {
  const link = normalizeLinkVidcon(raw);
  if (!link) throw fieldError('link', PESAN_VIDCON.linkTidakValid);
  return link;
}

const detailLog = (judul: string, nomor: number) => `"${judul}" pada Pertemuan ${nomor}`;

async function daftarkan(tx: Db, v: Pick<VidconRow, 'id' | 'collegeId' | 'idKelasKuliah' | 'idPertemuan' | 'judul' | 'waktuMulai' | 'waktuSelesai'>) {
  await registerAktivitas(tx, {
    collegeId: v.collegeId,
    idKelasKuliah: v.idKelasKuliah,
    idPertemuan: v.idPertemuan,
    jenis: 'vidcon',
    idSumber: v.id,
    judul: v.judul,
    waktuMulai: v.waktuMulai,
    waktuSelesai: v.waktuSelesai,
    // A vidcon has no flag of its own: the meeting's parameter_kehadiran.hadir_vidcon decides.
    syaratHadir: true,
  });
}

/** POST /v2/lms/vidcon: a teacher of the meeting's class or an operator with write on kelas_kuliah. */
export async function createVidcon(deps: Deps, actor: Actor, body: VidconCreateBody) {
  const { p, akses } = await aksesPertemuan(deps.db, actor, body.id_pertemuan, 'write');
  const link = cekLink(body.link);
  const waktuMulai = new Date(body.waktu_mulai);
  const waktuSelesai = new Date(body.waktu_selesai);
  if (waktuMulai < awalKemarin(Date.now(), actor.college.timeZone)) throw fieldError('waktu_mulai', PESAN_VIDCON.waktuMulaiKemarin);
  const collegeId = actor.college.id;
  const id = await deps.db.transaction(async (tx) => {
    const values = {
      collegeId,
      idKelasKuliah: p.idKelasKuliah,
      idPertemuan: p.id,
      judul: body.judul,
      aplikasi: body.aplikasi,
      link,
      catatan: body.catatan ?? '',
      waktuMulai,
      waktuSelesai,
      createdBy: penulis(actor),
      updatedBy: penulis(actor),
    };
    const idBaru = await insertVidcon(tx, values);
    await daftarkan(tx, { ...values, id: idBaru });
    await recordAktivitas(tx, actor, 'tambah_vidcon', `Menambah vidcon ${detailLog(body.judul, p.nomor)}`);
    await publishVidcon(deps, tx, actor, { id: idBaru, idKelasKuliah: p.idKelasKuliah, idPertemuan: p.id }, 'tambah');
    return idBaru;
  });
  return getVidcon(deps, actor, id, akses);
}

/**
 * The time rules of an edit (spec 2 §5), checked against the row locked in the transaction: the end after the start;
 * with participants the start stays and the end may not move earlier; a finished vidcon keeps its times; a moved
 * start is not before yesterday.
 */
function cekWaktu(row: VidconRow, mulai: Date, selesai: Date, jumlahPeserta: number, actor: Actor, now: Date) {
  if (selesai <= mulai) throw fieldError('waktu_selesai', PESAN_VIDCON.waktuSelesaiKurang);
  const mulaiBerubah = mulai.getTime() !== row.waktuMulai.getTime();
  const selesaiBerubah = selesai.getTime() !== row.waktuSelesai.getTime();
  if (jumlahPeserta > 0) {
    if (selesai < row.waktuSelesai) throw fieldError('waktu_selesai', PESAN_VIDCON.waktuSelesaiDimajukan);
    if (mulaiBerubah) throw fieldError('waktu_mulai', PESAN_VIDCON.waktuMulaiTerkunci);
  }
  if ((mulaiBerubah || selesaiBerubah) && statusVidcon(row.waktuMulai, row.waktuSelesai, now) === 'selesai') {
    throw fieldError(mulaiBerubah ? 'waktu_mulai' : 'waktu_selesai', PESAN_VIDCON.waktuSelesaiTerkunci);
  }
  if (mulaiBerubah && mulai < awalKemarin(now, actor.college.timeZone)) throw fieldError('waktu_mulai', PESAN_VIDCON.waktuMulaiKemarin);
  return mulaiBerubah || selesaiBerubah;
}

/** PUT /v2/lms/vidcon/{id}: what is sent replaces what is stored; the meeting may change within the class. */
export async function updateVidconById(deps: Deps, actor: Actor, id: number, body: VidconUpdateBody) {
  const { row: awal, akses } = await aksesTulisVidcon(deps.db, actor, id);
  const collegeId = actor.college.id;
  let nomor: number | null = null;
  if (body.id_pertemuan !== undefined && body.id_pertemuan !== awal.idPertemuan) {
    const p = await findPertemuanVidcon(deps.db, collegeId, body.id_pertemuan);
    if (!p) throw fieldError('id_pertemuan', PESAN_VIDCON.pertemuanTidakDitemukan);
    if (p.idKelasKuliah !== awal.idKelasKuliah) throw fieldError('id_pertemuan', PESAN_VIDCON.pertemuanLainKelas);
    nomor = p.nomor;
  }
  const link = body.link !== undefined ? cekLink(body.link) : undefined;
  await deps.db.transaction(async (tx) => {
    // Locked: joins hold a share lock, so the participant count below cannot change until this commits.
    const row = await findVidcon(tx, collegeId, id, true);
    if (!row) throw notFound(PESAN_VIDCON.tidakDitemukan);
    const mulai = body.waktu_mulai ? new Date(body.waktu_mulai) : row.waktuMulai;
    const selesai = body.waktu_selesai ? new Date(body.waktu_selesai) : row.waktuSelesai;
    const waktuBerubah = cekWaktu(row, mulai, selesai, await countPesertaJoin(tx, id), actor, new Date());
    const patch: Partial<VidconRow> = {};
    if (body.judul !== undefined && body.judul !== row.judul) patch.judul = body.judul;
    if (body.aplikasi !== undefined && body.aplikasi !== row.aplikasi) patch.aplikasi = body.aplikasi;
    if (link !== undefined && link !== row.link) patch.link = link;
    if (body.catatan !== undefined && (body.catatan ?? '') !== row.catatan) patch.catatan = body.catatan ?? '';
    if (body.id_pertemuan !== undefined && body.id_pertemuan !== row.idPertemuan) patch.idPertemuan = body.id_pertemuan;
    if (waktuBerubah) Object.assign(patch, { waktuMulai: mulai, waktuSelesai: selesai });
    if (Object.keys(patch).length === 0) return;
    await updateVidcon(tx, collegeId, id, { ...patch, updatedBy: penulis(actor) });
    const baru = { ...row, ...patch };
    await daftarkan(tx, baru);
    const nomorPertemuan = nomor ?? (await findPertemuanVidcon(tx, collegeId, baru.idPertemuan))?.nomor ?? 0;
    await recordAktivitas(tx, actor, 'ubah_vidcon', `Mengubah vidcon ${detailLog(baru.judul, nomorPertemuan)}`);
    await publishVidcon(deps, tx, actor, baru, 'ubah');
  });
  return getVidcon(deps, actor, id, akses);
}

/** DELETE /v2/lms/vidcon/{id}: its joins and attendance facts go with it. */
export async function deleteVidconById(deps: Deps, actor: Actor, id: number) {
  await aksesTulisVidcon(deps.db, actor, id);
  const collegeId = actor.college.id;
  await deps.db.transaction(async (tx) => {
    const row = await findVidcon(tx, collegeId, id, true);
    if (!row || !(await deleteVidcon(tx, collegeId, id))) throw notFound(PESAN_VIDCON.tidakDitemukan);
    await unregisterAktivitas(tx, collegeId, 'vidcon', id);
    const p = await findPertemuanVidcon(tx, collegeId, row.idPertemuan);
    await recordAktivitas(tx, actor, 'hapus_vidcon', `Menghapus vidcon ${detailLog(row.judul, p?.nomor ?? 0)}`);
    await publishVidcon(deps, tx, actor, row, 'hapus');
  });
}
