import {
  BAGIAN_PERTEMUAN_LABEL,
  DETAIL_LOG_PERTEMUAN,
  PESAN_PERTEMUAN,
  bolehUbahJadwal,
  namaKelasLog,
  lokalKeUtc,
  normalizeParameterKehadiran,
  parseJam,
  waktuLokal,
  type PertemuanUpdateBody,
} from '@lms/shared';
import type { pertemuan } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound, unprocessable } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findPengaturanCollege, findRuanganInCollege, findSesiInCollege, lockJadwalCollege } from './pertemuan-bentrok.repo';
import { findBentrok, waktuValid } from './pertemuan-bentrok.service';
import { loadDetail } from './pertemuan-detail.service';
import { aksesPertemuan } from './pertemuan-akses';
import { conflictWith, toDate } from './pertemuan.mapper';
import { findNamaKelas, lockPertemuan, updatePertemuan } from './pertemuan.repo';

/**
 * PUT /v2/lms/pertemuan/{id}: a teacher of the class or an operator with write. Details change freely; the
 * schedule (times, session, room) only before the meeting starts, when the college's setting allows it for the
 * meeting's jenis, and without a clash (checked under a per-college lock, so two edits cannot clash each other).
 */
export async function updatePertemuanById(deps: Deps, actor: Actor, id: number, body: PertemuanUpdateBody) {
  const { db } = deps;
  const { akses } = await aksesPertemuan(db, actor, id, 'write');
  const collegeId = actor.college.id;

  // Read before the transaction: on a cache miss the settings service queries outside it.
  const setting = await findPengaturanCollege(deps, collegeId);
  const tz = setting.timeZone;
  await db.transaction(async (tx) => {
    const p = await lockPertemuan(tx, collegeId, id);
    if (!p) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);

    const patch: Partial<typeof pertemuan.$inferInsert> = {};
    if (body.judul !== undefined) patch.judul = body.judul;
    if (body.deskripsi !== undefined) patch.deskripsi = sanitizeRichText(body.deskripsi);
    if (body.jenis !== undefined) patch.jenis = body.jenis;
    if (body.parameter_kehadiran !== undefined) {
      patch.parameterKehadiran = { ...normalizeParameterKehadiran(p.parameterKehadiran), ...body.parameter_kehadiran };
    }
    if (body.waktu_batas_aktivitas !== undefined) patch.waktuBatasAktivitas = toDate(body.waktu_batas_aktivitas);
    if (body.default_deadline_materi !== undefined) patch.defaultDeadlineMateri = toDate(body.default_deadline_materi);

    // References of the same college only.
    const idSesi = body.id_sesi !== undefined ? body.id_sesi : p.idSesi;
    const idRuangan = body.id_ruangan !== undefined ? body.id_ruangan : p.idRuangan;
    const sesi = body.id_sesi ? await findSesiInCollege(tx, collegeId, body.id_sesi) : undefined;
    if (body.id_sesi && !sesi) throw fieldError('id_sesi', PESAN_PERTEMUAN.sesiTidakDitemukan);
    if (body.id_ruangan && !(await findRuanganInCollege(tx, collegeId, body.id_ruangan))) {
      throw fieldError('id_ruangan', PESAN_PERTEMUAN.ruanganTidakDitemukan);
    }

    let mulai = body.waktu_mulai ? new Date(body.waktu_mulai) : p.waktuMulai;
    let selesai = body.waktu_selesai ? new Date(body.waktu_selesai) : p.waktuSelesai;
    if (sesi && body.waktu_mulai === undefined && body.waktu_selesai === undefined) {
      // Picking a session without times moves the meeting to that session's hours on the same local day.
      const hari = waktuLokal(p.waktuMulai, tz);
      const at = (jam: string) => {
        const s = parseJam(jam) ?? 0;
        return lokalKeUtc({ ...hari, jam: Math.floor(s / 3600), menit: Math.floor((s % 3600) / 60), detik: s % 60 }, tz);
      };
      mulai = at(sesi.jamMulai);
      selesai = at(sesi.jamSelesai);
    }
    waktuValid(mulai, selesai);

    const jadwalBerubah =
      +mulai !== +p.waktuMulai || +selesai !== +p.waktuSelesai || (idSesi ?? null) !== p.idSesi || (idRuangan ?? null) !== p.idRuangan;
    if (jadwalBerubah) {
      if (p.status !== 'belum_dimulai') throw unprocessable(PESAN_PERTEMUAN.ubahJadwalSudahDimulai);
      // The rule applies to the meeting's jenis, and to the new one when the same request changes it.
      for (const jenis of new Set([p.jenis, patch.jenis ?? p.jenis])) {
        if (!bolehUbahJadwal(setting?.pengaturanKelas, jenis)) throw unprocessable(PESAN_PERTEMUAN.ubahJadwalTidakDiizinkan(jenis));
      }
      await lockJadwalCollege(tx, collegeId);
      const daftar = await findBentrok(tx, actor, tz, {
        collegeId,
        idKelasKuliah: p.idKelasKuliah,
        mulai,
        selesai,
        idRuangan,
        kecuali: p.id,
      });
      if (daftar.length) {
        const message = PESAN_PERTEMUAN.jadwalBentrok(daftar.length);
        throw conflictWith(message, { detail: message, bentrok: true, daftar });
      }
      Object.assign(patch, { waktuMulai: mulai, waktuSelesai: selesai, idSesi: idSesi ?? null, idRuangan: idRuangan ?? null });
    }
    await updatePertemuan(tx, collegeId, id, patch);
    const k = await findNamaKelas(tx, collegeId, p.idKelasKuliah);
    const bagian = (Object.keys(BAGIAN_PERTEMUAN_LABEL) as (keyof typeof BAGIAN_PERTEMUAN_LABEL)[])
      .filter((b) => (b === 'jadwal' ? jadwalBerubah : body[b] !== undefined))
      .map((b) => BAGIAN_PERTEMUAN_LABEL[b]);
    await recordAktivitas(tx, actor, 'ubah_pertemuan', DETAIL_LOG_PERTEMUAN.ubah(p.nomor, namaKelasLog(k?.mkNama, k?.labelNama), bagian));
  });
  return loadDetail(deps, actor, id, akses);
}

