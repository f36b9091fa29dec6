import { PESAN_VIDCON, batasTerlambat, isJoinTerlambat, isSyaratKehadiran, isoUtc, statusVidcon, type VidconJoinResult } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { recordAktivitasSelesai } from '../aktivitas/aktivitas.service';
import { assertAksesKelas, resolveAksesKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { publishVidcon } from './vidcon.events';
import { hakVidcon, terlambatMenit } from './vidcon.policy';
import { findPertemuanVidcon, findVidcon, upsertJoin } from './vidcon.repo';

/**
 * PUT /v2/lms/vidcon/{id}/join (spec 2 §4 'Vidcon join'): records the join and answers the link to open.
 *
 * A participant joins only while the vidcon is berlangsung. Their first join decides: later than start +
 * terlambat_vidcon_menit it is flagged late and writes no attendance fact; in time it writes the `aktivitas_selesai`
 * fact (sumber 'join') in the same transaction, which counts when the meeting requires vidcon attendance. A teacher
 * may open the room at any time; the join is recorded, never late, never a fact. Every join is logged.
 */
export async function joinVidcon(deps: Deps, actor: Actor, id: number): Promise<VidconJoinResult> {
  const collegeId = actor.college.id;
  const awal = await findVidcon(deps.db, collegeId, id);
  const akses = assertAksesKelas(await resolveAksesKelas(deps.db, actor, awal?.idKelasKuliah ?? null), actor, 'read', PESAN_VIDCON.tidakDitemukan);
  const hak = hakVidcon(akses);
  if (!hak.joinPeserta && !hak.joinPengajar) throw forbidden(PESAN_VIDCON.hanyaAnggota);
  const menit = await terlambatMenit(deps, collegeId);

  return deps.db.transaction(async (tx) => {
    // A share lock: joins run side by side, but an edit (FOR UPDATE) waits, so it sees every participant.
    const row = await findVidcon(tx, collegeId, id, 'share');
    if (!row) throw notFound(PESAN_VIDCON.tidakDitemukan);
    const now = new Date();
    const peserta = hak.joinPeserta;
    if (peserta) {
      const status = statusVidcon(row.waktuMulai, row.waktuSelesai, now);
      if (status === 'belum_dimulai') throw unprocessable(PESAN_VIDCON.belumDimulai);
      if (status === 'selesai') throw unprocessable(PESAN_VIDCON.sudahSelesai);
    }
    const j = await upsertJoin(tx, {
      collegeId,
      idVidcon: id,
      idUser: actor.userId,
      role: actor.role,
      username: actor.username,
      waktu: now,
      terlambat: peserta && isJoinTerlambat(now, row.waktuMulai, menit),
    });
    const batas = batasTerlambat(row.waktuMulai, menit);
    const tercatat = peserta && !j.terlambat;
    if (tercatat) {
      await recordAktivitasSelesai(deps, tx, {
        collegeId,
        jenis: 'vidcon',
        idSumber: id,
        idUser: actor.userId,
        sumber: 'join',
        waktu: j.waktuJoin,
        detail: { waktu_join: isoUtc(j.waktuJoin), batas_terlambat: isoUtc(batas) },
      });
    }
    const p = await findPertemuanVidcon(tx, collegeId, row.idPertemuan);
    const catatan = peserta && j.terlambat ? ' (terlambat)' : '';
    await recordAktivitas(tx, actor, 'join_vidcon', `Bergabung ke vidcon "${row.judul}" pada Pertemuan ${p?.nomor ?? 0}${catatan}`);
    // 'x/y Peserta' moves only with a participant's first join.
    if (peserta && j.pertama) await publishVidcon(deps, tx, actor, row, 'join');
    return {
      link: row.link,
      waktu_join: isoUtc(j.waktuJoin),
      jumlah_join: j.jumlahJoin,
      terlambat: peserta && j.terlambat,
      is_syarat_hadir: isSyaratKehadiran('vidcon', true, p?.parameterKehadiran),
      kehadiran_tercatat: tercatat,
      batas_terlambat: isoUtc(batas),
    };
  });
}
