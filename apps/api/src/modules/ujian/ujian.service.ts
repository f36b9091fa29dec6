import {
  isoUtc,
  PESAN_UJIAN,
  periksaUjian,
  statusUjian,
  type UjianBodyParsed,
  type UjianDetail,
  type UjianItem,
  type UjianListQuery,
  hasAccess,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { listNimNamaKelas } from '../kelas/kelas.service';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan, penulis } from '../pertemuan/pertemuan-akses';
import { kelompokSoalItems } from './soal-ujian.service';
import { fileIdsUjian, hapusBytes, tandaiFileTerhapus } from './ujian.upload';
import { halamanUjian, type ListQuery } from './ujian-list';
import { toUjianItem, toUjianItemPada } from './ujian.mapper';
import { aksesUjian } from './ujian.policy';
import {
  countPengerjaan,
  deleteUjian,
  findRemedialIds,
  findUjianRow,
  findUjianView,
  insertUjian,
  lockUjian,
  recomputeBatasWaktu,
  updateUjian,
  type UjianRow,
} from './ujian.repo';

/** Exams: list, detail, create, update, delete (spec 2 §7 'Exams'). Questions: soal-ujian.service.ts. */

/**
 * GET /v2/lms/ujian: scope and rights resolved fresh on every request; the page's shared rows from the read cache,
 * the viewer's attempt and the attempt counts fresh (ujian-list.ts); statuses and can_take at this request's time.
 */
export async function listUjian(deps: Deps, actor: Actor, q: ListQuery | UjianListQuery) {
  const query = q as ListQuery;
  const pg = paging(query);
  const { scope, hak, rows, total, now } = await halamanUjian(deps, actor, query, pg);
  const peserta = scope.kind === 'peserta';
  const canWrite = scope.kind === 'pengajar' || hasAccess(hak, 'kelas_kuliah', 'write');
  const items = rows.map(({ r, tetap, s }) => toUjianItemPada(tetap, r.u, s, now, { peserta, canWrite, canTake: peserta && bisaMengerjakan(r.u, s.pengerjaan, now) }));
  return { items, meta: listMeta(pg, total) };
}

/** A student may start or continue while the exam runs and their attempt is not closed. */
function bisaMengerjakan(u: UjianRow, p: unknown, now: Date) {
  if (statusUjian({ waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai }, now) !== 'berlangsung' && !p) return false;
  if (!p) return true;
  const a = p as { waktu_selesai: string | null; batas_waktu: string };
  return !a.waktu_selesai && new Date(a.batas_waktu) > now;
}

export async function getUjian(deps: Deps, actor: Actor, id: number, diketahui?: AksesKelas): Promise<UjianDetail> {
  const a = await aksesUjian(deps.db, actor, id, 'read', diketahui);
  const view = await findUjianView(deps.db, actor.college.id, id, actor.userId, !a.peserta);
  if (!view) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
  const now = new Date();
  const item = toUjianItem(view, now, { peserta: a.peserta, canWrite: a.akses.canWrite, canTake: a.peserta && bisaMengerjakan(view.u, view.pengerjaan, now) });
  // Questions are never sent to a student here: they come with the attempt (pengerjaan/me).
  const kelompok_soal = await kelompokSoalItems(deps.db, id, { withSoal: a.akses.canWrite || (!a.peserta && a.akses.canRead) });
  return { ...item, kelompok_soal };
}

/** The stored values of a form already checked. */
function nilaiUjian(body: UjianBodyParsed, deskripsi: string) {
  return {
    jenis: body.jenis!,
    judul: body.judul!.trim(),
    deskripsi,
    sifat: body.sifat,
    acakSoal: body.acak_soal,
    ditampilkan: body.ditampilkan,
    gunakanBatasWaktu: body.gunakan_batas_waktu,
    durasi: body.gunakan_batas_waktu ? (body.durasi ?? null) : null,
    waktuMulai: new Date(body.waktu_mulai!),
    waktuSelesai: new Date(body.waktu_selesai!),
    tampilkanKunciJawaban: body.tampilkan_kunci_jawaban,
    waktuTampilKunci: body.tampilkan_kunci_jawaban && body.waktu_tampil_kunci ? new Date(body.waktu_tampil_kunci) : null,
    idUjianUtama: body.jenis === 'remedial' ? (body.id_ujian_utama ?? null) : null,
    pesertaRemedial: body.jenis === 'remedial' ? [...new Set(body.peserta_remedial)] : [],
  };
}

/** The form's rules (spec 2 §5) and the references it names (main exam, remedial participants). */
async function periksaForm(deps: Deps, actor: Actor, idKelas: string, body: UjianBodyParsed, lama: UjianRow | null) {
  const deskripsi = sanitizeRichText(body.deskripsi ?? '');
  const masalah = periksaUjian(
    { ...body, deskripsiTeks: isBlankHtml(deskripsi) ? '' : 'ada' },
    { now: new Date(), timeZone: actor.college.timeZone, perluPertemuan: true, waktuMulaiLama: lama ? lama.waktuMulai.toISOString() : null },
  );
  if (masalah[0]) throw fieldError(masalah[0].field, masalah[0].message);
  if (body.jenis === 'remedial') {
    const utama = await findUjianRow(deps.db, actor.college.id, body.id_ujian_utama!);
    if (!utama || utama.idKelasKuliah !== idKelas || utama.jenis === 'remedial' || utama.id === lama?.id) {
      throw fieldError('id_ujian_utama', PESAN_UJIAN.ujianUtamaTidakValid);
    }
    if (lama && lama.jenis !== 'remedial' && (await findRemedialIds(deps.db, actor.college.id, lama.id)).length > 0) {
      throw fieldError('jenis', PESAN_UJIAN.ujianPunyaRemedial);
    }
    const peserta = new Set((await listNimNamaKelas(deps, actor, idKelas)).map((p) => p.nim));
    const asing = body.peserta_remedial.find((nim) => !peserta.has(nim));
    if (asing) throw fieldError('peserta_remedial', PESAN_UJIAN.pesertaRemedialBukanPeserta(asing));
  }
  return nilaiUjian(body, deskripsi);
}

/**
 * Exams count for attendance through their meeting's kerjakan_kuis_ujian flag; a hidden exam and a remedial (open
 * to a few) never do, since not every participant could fulfil them.
 */
export async function daftarkanAktivitas(tx: Db, row: UjianRow) {
  await registerAktivitas(tx, {
    collegeId: row.collegeId,
    idKelasKuliah: row.idKelasKuliah,
    idPertemuan: row.idPertemuan,
    jenis: 'ujian',
    idSumber: row.id,
    judul: row.judul,
    waktuMulai: row.waktuMulai,
    waktuSelesai: row.waktuSelesai,
    syaratHadir: row.ditampilkan && row.jenis !== 'remedial',
  });
}

/** Refuses a student or an operator without write before the form is read (403 before 400). */
async function requirePenulis(db: Db, actor: Actor) {
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  // Only an operator's level is in question here; a lecturer's class is checked with the meeting.
  if (actor.role === 'ROLE_OPERATOR' && !(await resolveAksesKelas(db, actor, null)).operatorWrite) throw forbidden();
}

/**
 * Creates the exam row (and its registry row) from a checked form; used by create and copy. Returns the row and the
 * class access it was written with (`diketahui`: the access the caller already resolved for the target meeting).
 */
export async function buatUjian(deps: Deps, actor: Actor, body: UjianBodyParsed, tambahan?: (tx: Db, row: UjianRow) => Promise<void>, diketahui?: AksesKelas) {
  await requirePenulis(deps.db, actor);
  if (!body.id_pertemuan) throw fieldError('id_pertemuan', PESAN_UJIAN.pertemuanWajib);
  const { p, akses } = await aksesPertemuan(deps.db, actor, body.id_pertemuan, 'write', diketahui);
  const values = await periksaForm(deps, actor, p.idKelasKuliah, body, null);
  const row = await deps.db.transaction(async (tx) => {
    const row = await insertUjian(tx, {
      collegeId: actor.college.id,
      idKelasKuliah: p.idKelasKuliah,
      idPertemuan: p.id,
      ...values,
      createdBy: penulis(actor),
      updatedBy: penulis(actor),
    });
    await daftarkanAktivitas(tx, row);
    await tambahan?.(tx, row);
    await recordAktivitas(tx, actor, tambahan ? 'salin_ujian' : 'tambah_ujian', `${tambahan ? 'Menyalin' : 'Menambah'} kuis/ujian "${row.judul}"`);
    return row;
  });
  return { row, akses };
}

export async function createUjian(deps: Deps, actor: Actor, body: UjianBodyParsed) {
  const { row, akses } = await buatUjian(deps, actor, body);
  return getUjian(deps, actor, row.id, akses);
}

const waktuBerubah = (a: UjianRow, b: UjianRow) =>
  a.waktuMulai.getTime() !== b.waktuMulai.getTime() ||
  a.waktuSelesai.getTime() !== b.waktuSelesai.getTime() ||
  a.durasi !== b.durasi ||
  a.gunakanBatasWaktu !== b.gunakanBatasWaktu;

/**
 * PUT /v2/lms/ujian/{id}: the whole form. A change of window or duration moves the deadline of every open attempt
 * in the same transaction and tells the takers (time_changed), whose countdown follows at once.
 */
export async function updateUjianById(deps: Deps, actor: Actor, id: number, body: UjianBodyParsed) {
  const { row: lama, akses } = await aksesUjian(deps.db, actor, id, 'write');
  let idPertemuan = lama.idPertemuan;
  if (body.id_pertemuan && body.id_pertemuan !== lama.idPertemuan) {
    const { p } = await aksesPertemuan(deps.db, actor, body.id_pertemuan, 'write', akses);
    if (p.idKelasKuliah !== lama.idKelasKuliah) throw fieldError('id_pertemuan', PESAN_UJIAN.pertemuanLainKelas);
    idPertemuan = p.id;
  }
  const values = await periksaForm(deps, actor, lama.idKelasKuliah, { ...body, id_pertemuan: idPertemuan }, lama);
  await deps.db.transaction(async (tx) => {
    const before = await lockUjian(tx, actor.college.id, id);
    if (!before) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
    const after = (await updateUjian(tx, actor.college.id, id, { ...values, idPertemuan, updatedBy: penulis(actor) }))!;
    await daftarkanAktivitas(tx, after);
    if (waktuBerubah(before, after)) {
      await recomputeBatasWaktu(tx, id, after);
      await deps.events.publish(
        {
          stream: 'ujian',
          event: 'time_changed',
          collegeId: actor.college.id,
          audience: { kind: 'ujian', id_kelas_kuliah: after.idKelasKuliah, id_ujian: id },
          data: {
            id_ujian: id,
            id_kelas_kuliah: after.idKelasKuliah,
            waktu_mulai: isoUtc(after.waktuMulai),
            waktu_selesai: isoUtc(after.waktuSelesai),
            durasi: after.durasi,
            gunakan_batas_waktu: after.gunakanBatasWaktu,
          },
        },
        { db: tx },
      );
    }
    await recordAktivitas(tx, actor, 'ubah_ujian', `Mengubah kuis/ujian "${after.judul}"`);
  });
  return getUjian(deps, actor, id, akses);
}

/**
 * DELETE /v2/lms/ujian/{id}: the exam with its questions, attempts and answers, and its remedials with theirs
 * (spec 2 §8; the page asks first). Their registry rows (and attendance facts) go in the same transaction.
 */
export async function deleteUjianById(deps: Deps, actor: Actor, id: number) {
  const { row } = await aksesUjian(deps.db, actor, id, 'write');
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await lockUjian(tx, actor.college.id, id))) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
    const remedial = await findRemedialIds(tx, actor.college.id, id);
    const pengerjaan = await countPengerjaan(tx, [id, ...remedial]);
    // The exams' files (questions, keys, answers) go with them: rows now, bytes after the commit.
    const removed = await tandaiFileTerhapus(tx, actor.college.id, await fileIdsUjian(tx, [id, ...remedial]));
    await deleteUjian(tx, actor.college.id, id);
    for (const idSumber of [id, ...remedial]) await unregisterAktivitas(tx, actor.college.id, 'ujian', idSumber);
    const rincian = [remedial.length ? `${remedial.length} remedial` : '', pengerjaan ? `${pengerjaan} pengerjaan` : ''].filter(Boolean).join(', ');
    await recordAktivitas(tx, actor, 'hapus_ujian', `Menghapus kuis/ujian "${row.judul}"${rincian ? ` (beserta ${rincian})` : ''}`);
    return removed;
  });
  await hapusBytes(deps, keys);
}

export type { UjianItem };
