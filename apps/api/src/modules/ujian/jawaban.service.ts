import {
  EKSTENSI_JAWABAN,
  JENIS_FILE_JAWABAN,
  PESAN_UJIAN,
  TOLERANSI_SIMPAN_MS,
  fileIdFromUrl,
  isoUtc,
  maxUploadBytes,
  type JenisFileJawaban,
  type PelanggaranBody,
  type SimpanJawabanBody,
  type SimpanJawabanResult,
  type SoalFile,
} from '@lms/shared';
import type { z } from 'zod';
import type { pelanggaranBody, simpanJawabanBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { FileTarget, ReceivedFile } from '../../lib/multipart';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { recordUpload } from '../storager/storager.service';
import { aksesPeserta } from './ujian.policy';
import { findFileJawaban, findPengerjaan, findSoalByIds, insertPelanggaran, touchPengerjaan, upsertJawaban } from './pengerjaan.repo';
import { findUjianRow } from './ujian.repo';

/**
 * The hot path of an exam: saving answers. A save is one statement (pengerjaan.repo upsertJawaban) after the
 * token check: the attempt itself is the student's right to write (it exists only after start passed the class
 * and exam checks), so no class lookup runs per save. Outcomes:
 * - written: `diterima: true` and the sequence stored;
 * - an older sequence than the stored one (a retry or a reordered request): `diterima: false` with the stored
 *   sequence — the client drops it, a newer answer is already safe;
 * - no open attempt, the deadline passed, a question outside the draw, an answer of the wrong kind: refused.
 */

type SimpanInput = z.output<typeof simpanJawabanBody>;

export async function simpanJawaban(deps: Deps, actor: Actor, idUjian: number, idSoal: number, body: SimpanInput | SimpanJawabanBody): Promise<SimpanJawabanResult> {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const input = body as SimpanInput;
  const j = input.jawaban;
  const jenis = j === null ? null : 'pilihan' in j ? 'pilihan' : 'benar_salah' in j ? 'benar_salah' : 'esay';
  const esay = j && 'esay' in j ? j.esay : null;
  if (esay && esay.files.length > 0) await periksaFileJawaban(deps, actor, idUjian, esay.files);
  const now = new Date();
  const r = await upsertJawaban(deps.db, {
    collegeId: actor.college.id,
    idUjian,
    idUser: actor.userId,
    idSoal,
    seq: input.seq,
    jawaban: j as Record<string, unknown> | null,
    jenis,
    indexPilihan: j && 'pilihan' in j ? j.pilihan : null,
    adaTeks: Boolean(esay && esay.teks.trim()),
    toleransiMs: TOLERANSI_SIMPAN_MS,
    now,
  });
  if (r.seq !== null) return { id_soal: idSoal, seq: r.seq, diterima: true, diterima_at: isoUtc(new Date(r.diterima_at!)) };
  if (r.id_pengerjaan !== null && r.soal_ok && r.seq_lama !== null) {
    return { id_soal: idSoal, seq: r.seq_lama, diterima: false, diterima_at: isoUtc(new Date(r.diterima_at_lama!)) };
  }
  return alasanTolak(deps, actor, idUjian, idSoal, r.id_pengerjaan !== null, now);
}

/** Why a save was refused (only on this rare path do we look further). */
async function alasanTolak(deps: Deps, actor: Actor, idUjian: number, idSoal: number, terbuka: boolean, now: Date): Promise<never> {
  if (terbuka) throw fieldError('jawaban', PESAN_UJIAN.jawabanTidakSesuai);
  await aksesPeserta(deps.db, actor, idUjian);
  const p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (!p) throw unprocessable(PESAN_UJIAN.belumMulai);
  if (p.waktuSelesai || p.batasWaktu.getTime() + TOLERANSI_SIMPAN_MS <= now.getTime()) throw conflict(PESAN_UJIAN.sudahBerakhir);
  if (!p.soalIds.includes(idSoal)) throw notFound(PESAN_UJIAN.soalBukanPengerjaan);
  throw fieldError('jawaban', PESAN_UJIAN.jawabanTidakSesuai);
}

async function periksaFileJawaban(deps: Deps, actor: Actor, idUjian: number, list: SoalFile[]) {
  const u = await findUjianRow(deps.db, actor.college.id, idUjian);
  if (!u) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
  const ids = list.map((f) => fileIdFromUrl(f.url));
  const found = new Set((await findFileJawaban(deps.db, actor.college.id, u.idKelasKuliah, actor.userId, ids.filter((x): x is string => !!x))).map((r) => r.id));
  ids.forEach((id, i) => {
    if (!id || !found.has(id)) throw fieldError(`jawaban.esay.files.${i}`, PESAN_UJIAN.fileTidakValid);
  });
}

/** The open attempt of the actor that holds an essay question, and that question's accepted file types. */
async function soalEsayTerbuka(deps: Deps, actor: Actor, idUjian: number, idSoal: number) {
  const { row: u } = await aksesPeserta(deps.db, actor, idUjian);
  const p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (!p) throw unprocessable(PESAN_UJIAN.belumMulai);
  if (p.waktuSelesai || p.batasWaktu.getTime() + TOLERANSI_SIMPAN_MS <= Date.now()) throw conflict(PESAN_UJIAN.sudahBerakhir);
  if (!p.soalIds.includes(idSoal)) throw notFound(PESAN_UJIAN.soalBukanPengerjaan);
  const [s] = await findSoalByIds(deps.db, idUjian, [idSoal]);
  if (!s || !('esay' in s.data)) throw fieldError('file', PESAN_UJIAN.jawabanTidakSesuai);
  const jenis = s.data.esay.jenis_file_diterima.filter((x): x is Exclude<JenisFileJawaban, 'text'> => x !== 'text' && (JENIS_FILE_JAWABAN as readonly string[]).includes(x));
  return { u, ekstensi: jenis.flatMap((x) => [...EKSTENSI_JAWABAN[x]]) };
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/jawaban/{idSoal}/files: one answer file of an essay (kind jawaban_ujian, the
 * college's lampiran_jawaban_esai limit, the question's accepted types). The answer names it by URL when saved.
 * The route reads the upload (`bacaFile`) only after the access check, with the target this service decides.
 */
export async function unggahFileJawaban(
  deps: Deps,
  actor: Actor,
  idUjian: number,
  idSoal: number,
  bacaFile: (target: FileTarget) => Promise<ReceivedFile | undefined>,
): Promise<SoalFile> {
  const { u, ekstensi } = await soalEsayTerbuka(deps, actor, idUjian, idSoal);
  if (ekstensi.length === 0) throw fieldError('file', PESAN_UJIAN.jenisFileDitolak);
  const max = maxUploadBytes((await getPengaturan(deps, actor.college.id)).pengaturan_sistem.ukuran_max_file, 'jawaban_ujian');
  const file = await bacaFile({ sink: 'storage', keyPrefix: `${actor.college.id}/jawaban_ujian`, maxBytes: max, allowedExtensions: ekstensi });
  if (!file) throw fieldError('file', 'File wajib dipilih');
  const stored = await recordUpload(deps, { collegeId: actor.college.id, kind: 'jawaban_ujian', idKelasKuliah: u.idKelasKuliah, ownerUserId: actor.userId, file });
  return { name: stored.name, content_length: stored.content_length, url: stored.url, extension: stored.extension };
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/pelanggaran: violations the page journaled (each with its own id, so a batch
 * sent again after a reconnect is stored once). Accepted after the attempt closed too: they are evidence.
 */
export async function catatPelanggaran(deps: Deps, actor: Actor, idUjian: number, body: z.output<typeof pelanggaranBody> | PelanggaranBody) {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (!p) {
    await aksesPeserta(deps.db, actor, idUjian);
    throw unprocessable(PESAN_UJIAN.belumMulai);
  }
  const list = (body as z.output<typeof pelanggaranBody>).list;
  const baru = await insertPelanggaran(
    deps.db,
    list.map((v) => ({ collegeId: actor.college.id, idPengerjaan: p.id, clientId: v.client_id, jenis: v.jenis, waktu: new Date(v.waktu) })),
  );
  return { diterima: list.length, baru };
}

/** PUT /v2/lms/ujian/{id}/pengerjaan/ping: a sign of life from an idle page; answers the deadline and server time. */
export async function pingPengerjaan(deps: Deps, actor: Actor, idUjian: number) {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (!p) {
    await aksesPeserta(deps.db, actor, idUjian);
    throw unprocessable(PESAN_UJIAN.belumMulai);
  }
  if (!p.waktuSelesai) await touchPengerjaan(deps.db, p.id);
  return { server_time: new Date().toISOString(), batas_waktu: isoUtc(p.batasWaktu), selesai: Boolean(p.waktuSelesai) };
}
