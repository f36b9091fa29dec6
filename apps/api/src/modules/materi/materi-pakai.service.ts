import {
  DETAIL_LOG_MATERI_PUTAR,
  ERROR_CODES,
  PESAN_MATERI,
  bacaCukup,
  batasiSegmen,
  gabungSegmen,
  isoUtc,
  persenSegmen,
  sisaDetikBaca,
  type MateriBukaResult,
  type Role,
  type SumberAktivitasSelesai,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { recordAktivitasSelesai } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { openDownload } from '../storager/storager.service';
import { aksesMateri, lihatSebelumTampil, requirePeserta, sudahTampil } from './materi.policy';
import { findCollege, findProgres, findTiket, insertTiket, lockProgres, tandaiSelesai, updateProgres, upsertProgresBuka, type MateriRow } from './materi.repo';

/**
 * Proof that a student used a material (spec 2 §4): downloading a required file (not an e-book), reading an e-book
 * for ebook_detik (counted by the server from when the card was opened), playing video / audio up to video_persen /
 * audio_persen (stretches credited by the server, see batasiSegmen), opening a link. Each writes the student's
 * attendance fact (aktivitas_selesai) once, in the transaction of the action, and only inside the material's window
 * (from its display time to its deadline, when it has one).
 */

/** How long a stream ticket lets the browser's player fetch the file. */
export const MATERI_TIKET_DETIK = 4 * 3600;
const streamUrl = (token: string) => `/api/v2/lms/materi/stream/${token}`;

const syarat = async (deps: Pick<Deps, 'db' | 'events'>, collegeId: number) =>
  (await getPengaturan(deps, collegeId)).pengaturan_kelas.syarat_kehadiran_online_mahasiswa;

/** Inside the window in which a use counts for attendance: displayed, and not past a deadline. */
const dalamJendela = (m: MateriRow['m'], now: Date) => sudahTampil(m, now) && (!m.deadline || now.getTime() <= m.deadline.getTime());

/**
 * Writes the student's fact (once) and mirrors it on their progress row, in the caller's transaction. Returns
 * whether this call wrote the fact; nothing happens outside the material's window.
 */
async function catatFakta(deps: Pick<Deps, 'events'>, tx: Db, actor: Actor, m: MateriRow['m'], sumber: SumberAktivitasSelesai, now: Date, detail: Record<string, unknown> = {}) {
  if (!dalamJendela(m, now)) return false;
  const collegeId = actor.college.id;
  const { recorded } = await recordAktivitasSelesai(deps, tx, { collegeId, jenis: 'materi', idSumber: m.id, idUser: actor.userId, sumber, waktu: now, detail });
  await tandaiSelesai(tx, { idMateri: m.id, idUser: actor.userId, collegeId, waktu: now });
  return recorded;
}

/** When the caller's use of the material was recorded (their progress row), or null. */
async function selesaiSaya(db: Db, actor: Actor, idMateri: number) {
  return (await findProgres(db, idMateri, actor.userId))?.selesaiPada ?? null;
}

const statusDari = (m: MateriRow['m'], peserta: boolean, selesai: Date | null) =>
  peserta && m.isSyaratHadir === true ? (selesai ? ('terpenuhi' as const) : ('belum_terpenuhi' as const)) : null;

/**
 * POST /v2/lms/materi/{id}/buka: the card was opened. For a student: the e-book countdown and the play reports start
 * now (server time), and opening a link counts at once. Video and audio get a stream ticket (everyone who may read).
 */
export async function bukaMateri(deps: Deps, actor: Actor, id: number): Promise<MateriBukaResult> {
  const { db } = deps;
  const now = new Date();
  const { m: r, akses } = await aksesMateri(db, actor, id, 'read', now);
  const m = r.m;
  const s = await syarat(deps, actor.college.id);
  const peserta = akses.isParticipant;
  const media = m.tipeFile === 'video' || m.tipeFile === 'audio';
  let token: string | null = null;
  const progres = await db.transaction(async (tx) => {
    const row = peserta ? await upsertProgresBuka(tx, { idMateri: id, idUser: actor.userId, collegeId: actor.college.id, now }) : null;
    if (peserta && m.tipeFile === 'url' && (await catatFakta(deps, tx, actor, m, 'buka_url', now))) {
      await recordAktivitas(tx, actor, 'buka_tautan_materi', `Membuka tautan materi "${m.judul}"`);
    }
    if (m.idFile && (media || m.tipeFile === 'ebook')) {
      token = newOpaqueToken();
      await insertTiket(tx, {
        tokenHash: hashToken(token),
        collegeId: actor.college.id,
        idMateri: id,
        idUser: actor.userId,
        role: actor.role,
        username: actor.username,
        operator: actor.operator,
        expiresAt: new Date(now.getTime() + MATERI_TIKET_DETIK * 1000),
      });
    }
    return row;
  });
  const selesai = peserta ? await selesaiSaya(db, actor, id) : null;
  return {
    id,
    tipe_file: m.tipeFile as MateriBukaResult['tipe_file'],
    waktu_buka: isoUtc(progres?.waktuBuka ?? now),
    ebook_detik: s.ebook_detik,
    sisa_detik: m.tipeFile === 'ebook' && peserta ? s.ebook_detik : 0,
    stream_url: token ? streamUrl(token) : null,
    url: m.tipeFile === 'url' ? m.fileUrl : null,
    durasi_detik: m.durasiDetik ?? progres?.durasiDetik ?? null,
    syarat_persen: m.tipeFile === 'video' ? s.video_persen : m.tipeFile === 'audio' ? s.audio_persen : null,
    progres_persen: media && peserta ? (progres?.persen ?? 0) : null,
    statusUnduh: statusDari(m, peserta, selesai),
  };
}

/** PUT /v2/lms/materi/{id}/sudah_baca: 'Sudah Baca' after the countdown; the server checks the time really passed. */
export async function sudahBacaMateri(deps: Deps, actor: Actor, id: number) {
  const { db } = deps;
  const now = new Date();
  const { m: r, akses } = await aksesMateri(db, actor, id, 'read', now);
  requirePeserta(akses);
  const m = r.m;
  if (m.tipeFile !== 'ebook') throw badRequest(PESAN_MATERI.bukanEbook);
  const { ebook_detik } = await syarat(deps, actor.college.id);
  await db.transaction(async (tx) => {
    const p = await lockProgres(tx, id, actor.userId);
    if (!p?.waktuBuka) throw conflict(PESAN_MATERI.bukaDulu);
    if (!bacaCukup(p.waktuBuka, now, ebook_detik)) throw conflict(PESAN_MATERI.bacaBelumCukup(sisaDetikBaca(p.waktuBuka, now, ebook_detik)));
    const detik = Math.round((now.getTime() - p.waktuBuka.getTime()) / 1000);
    if (await catatFakta(deps, tx, actor, m, 'baca', now, { detik_baca: detik })) {
      await recordAktivitas(tx, actor, 'baca_materi', `Membaca materi "${m.judul}" (${detik} detik)`);
    }
  });
  const selesai = await selesaiSaya(db, actor, id);
  return { statusUnduh: statusDari(m, true, selesai), terpenuhi: Boolean(selesai), waktu_unduh: selesai ? isoUtc(selesai) : null };
}

/**
 * PUT /v2/lms/materi/{id}/progres {dari, sampai, durasi?}: one stretch the player played. The server credits it only
 * up to what could have played since the previous report (or the opening), merges it with the stretches so far,
 * and records the fact when the share reaches video_persen / audio_persen (the one report logged: tonton_materi /
 * dengar_materi).
 */
export async function progresMateri(deps: Deps, actor: Actor, id: number, body: { dari: number; sampai: number; durasi?: number }) {
  const { db } = deps;
  const now = new Date();
  const { m: r, akses } = await aksesMateri(db, actor, id, 'read', now);
  requirePeserta(akses);
  const m = r.m;
  if (m.tipeFile !== 'video' && m.tipeFile !== 'audio') throw badRequest(PESAN_MATERI.bukanMedia);
  const s = await syarat(deps, actor.college.id);
  const syaratPersen = m.tipeFile === 'video' ? s.video_persen : s.audio_persen;
  const hasil = await db.transaction(async (tx) => {
    const p = await lockProgres(tx, id, actor.userId);
    if (!p?.waktuLapor) throw conflict(PESAN_MATERI.bukaDulu);
    // The file's own length wins; the player's is used (once, then kept) only when the file could not be read.
    const durasi = m.durasiDetik ?? p.durasiDetik ?? body.durasi ?? null;
    const seg = batasiSegmen(body.dari, body.sampai, now.getTime() - p.waktuLapor.getTime(), durasi);
    const segmen = seg ? gabungSegmen(p.segmen, seg) : p.segmen;
    const persen = persenSegmen(segmen, durasi);
    await updateProgres(tx, id, actor.userId, { segmen, persen, durasiDetik: durasi, waktuLapor: now });
    const video = m.tipeFile === 'video';
    const tercatat = persen >= syaratPersen && (await catatFakta(deps, tx, actor, m, video ? 'tonton' : 'dengar', now, { persen }));
    // The player's reports are heartbeats and stay unlogged; the one that completes the material (writes its fact, or
    // reaches the required share for the first time, e.g. after the deadline) is the student's activity, logged once.
    if (tercatat || (!p.selesaiPada && p.persen < syaratPersen && persen >= syaratPersen)) {
      await recordAktivitas(tx, actor, video ? 'tonton_materi' : 'dengar_materi', DETAIL_LOG_MATERI_PUTAR[video ? 'video' : 'audio'](m.judul, persen));
    }
    return persen;
  });
  const selesai = await selesaiSaya(db, actor, id);
  return { progres_persen: hasil, syarat_persen: syaratPersen, statusUnduh: statusDari(m, true, selesai), terpenuhi: Boolean(selesai) };
}

/**
 * GET /v2/lms/materi/{id}/unduh: the file (HTTP Range honoured). A download that starts at the beginning is logged
 * and, for a student and a required material that is not an e-book, records the fact.
 */
export async function unduhMateri(deps: Deps, actor: Actor, id: number, rangeHeader?: string) {
  const { db } = deps;
  const now = new Date();
  const { m: r, akses } = await aksesMateri(db, actor, id, 'read', now);
  const m = r.m;
  if (m.tipeFile === 'url') throw badRequest(PESAN_MATERI.urlTidakDapatDiunduh);
  if (!m.idFile) throw notFound(PESAN_MATERI.tidakDitemukan);
  const dl = await openDownload(deps, actor, m.idFile, rangeHeader);
  if (!dl.range || dl.range.start === 0) {
    try {
      await db.transaction(async (tx) => {
        if (akses.isParticipant && m.isSyaratHadir === true && m.tipeFile !== 'ebook') await catatFakta(deps, tx, actor, m, 'unduh', now);
        await recordAktivitas(tx, actor, 'unduh_materi', `Mengunduh materi "${m.judul}"`);
      });
    } catch (err) {
      dl.stream.destroy();
      throw err;
    }
  }
  return dl;
}

/**
 * GET /v2/lms/materi/stream/{tiket}: the browser's <video>/<audio>/PDF tab, which sends no headers. The ticket names
 * the user; their access to the class and (for a student) the display time are checked again on every request, and
 * the storager's read rule applies through openDownload.
 */
export async function streamMateri(deps: Deps, tiket: string, rangeHeader?: string) {
  const { db } = deps;
  const t = await findTiket(db, hashToken(tiket));
  if (!t || t.expiresAt.getTime() < Date.now()) throw new AppError(410, ERROR_CODES.notFound, PESAN_MATERI.tiketTidakBerlaku);
  const college = await findCollege(db, t.collegeId);
  if (!college) throw new AppError(410, ERROR_CODES.notFound, PESAN_MATERI.tiketTidakBerlaku);
  const actor: Actor = { userId: t.idUser, college, role: t.role as Role, username: t.username, operator: t.operator, ip: null };
  const { m: r, akses } = await aksesMateri(db, actor, t.idMateri, 'read');
  if (!r.m.idFile) throw notFound(PESAN_MATERI.tidakDitemukan);
  if (!lihatSebelumTampil(akses) && !sudahTampil(r.m, new Date())) throw notFound(PESAN_MATERI.tidakDitemukan);
  return openDownload(deps, actor, r.m.idFile, rangeHeader);
}

