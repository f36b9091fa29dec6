import { DETAIL_LOG_PERTEMUAN, GeneratePertemuanError, PESAN_PERTEMUAN, generatePertemuan, namaKelasLog } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findPengaturanCollege, findRuanganIds } from './pertemuan-bentrok.repo';
import {
  deletePertemuanByIds,
  findJadwalKelas,
  findPeriode,
  findPertemuanNomorStatus,
  findRencanaMakul,
  findSesiAll,
  insertPertemuan,
  lockKelasForGenerate,
} from './pertemuan-generate.repo';
import { conflictWith, toListItem } from './pertemuan.mapper';
import { listPertemuanKelas, updatePertemuan } from './pertemuan.repo';

/**
 * POST /v2/lms/kelas_kuliah/{id}/pertemuan/generate. With ulang=true (and no meeting started) the meetings are
 * rewritten in place by nomor, so their ids — and what later modules attach to them — survive; surplus numbers
 * are deleted and missing ones inserted.
 */
export async function generatePertemuanKelas(deps: Deps, actor: Actor, idKelasKuliah: string, ulang: boolean) {
  const { db } = deps;
  await requireOperatorAccess(db, actor, 'kelas_kuliah', 'write');
  const collegeId = actor.college.id;
  // Read before the transaction: on a cache miss the settings service queries outside it.
  const setting = await findPengaturanCollege(deps, collegeId);
  return db.transaction(async (tx) => {
    const kelas = await lockKelasForGenerate(tx, collegeId, idKelasKuliah);
    if (!kelas) throw notFound(PESAN_PERTEMUAN.kelasTidakDitemukan);
    const existing = await findPertemuanNomorStatus(tx, collegeId, idKelasKuliah);
    if (existing.length && !ulang) throw conflictWith(PESAN_PERTEMUAN.sudahDibuat);
    if (existing.some((e) => e.status !== 'belum_dimulai')) throw conflictWith(PESAN_PERTEMUAN.tidakBisaDibuatUlang);

    const per = await findPeriode(tx, collegeId, kelas.periode);
    const jadwal = await findJadwalKelas(tx, idKelasKuliah);
    const rencana = await findRencanaMakul(tx, collegeId, kelas.idMataKuliah);
    const sesi = await findSesiAll(tx, collegeId);
    if (!per?.tanggalMulai) throw unprocessable(PESAN_PERTEMUAN.periodeBelumDiatur);
    const rooms = await findRuanganIds(tx, collegeId, jadwal.flatMap((j) => (j.idRuangan ? [j.idRuangan] : [])));
    let generated;
    try {
      generated = generatePertemuan({
        jadwal: jadwal.map((j) => ({
          hari: j.hari,
          jam_mulai: j.jamMulai,
          jam_selesai: j.jamSelesai,
          id_ruangan: j.idRuangan && rooms.has(j.idRuangan) ? j.idRuangan : null,
          id_sesi: sesi.find((s) => s.jamMulai === j.jamMulai && s.jamSelesai === j.jamSelesai)?.id ?? null,
        })),
        tanggal_mulai: per.tanggalMulai,
        time_zone: setting.timeZone,
        mode_kuliah: kelas.modeKuliah,
        rencana,
      });
    } catch (err) {
      if (err instanceof GeneratePertemuanError) throw unprocessable(err.message);
      throw err;
    }

    const byNomor = new Map(existing.map((e) => [e.nomor, e.id]));
    const values = generated.map((g) => ({
      collegeId,
      idKelasKuliah,
      nomor: g.nomor,
      judul: g.judul,
      kategori: g.kategori,
      jenis: g.jenis,
      status: 'belum_dimulai',
      waktuMulai: new Date(g.waktu_mulai),
      waktuSelesai: new Date(g.waktu_selesai),
      idRuangan: g.id_ruangan,
      idSesi: g.id_sesi,
    }));
    await deletePertemuanByIds(tx, collegeId, existing.filter((e) => e.nomor > generated.length).map((e) => e.id));
    for (const v of values) {
      const idLama = byNomor.get(v.nomor);
      if (idLama) await updatePertemuan(tx, collegeId, idLama, v);
    }
    await insertPertemuan(tx, values.filter((v) => !byNomor.has(v.nomor)));
    const rows = (await listPertemuanKelas(tx, collegeId, idKelasKuliah)).map(toListItem);
    await recordAktivitas(tx, actor, 'tambah_pertemuan', DETAIL_LOG_PERTEMUAN.buat(rows.length, namaKelasLog(kelas.mkNama, kelas.labelNama), existing.length > 0));
    return { jumlah_pertemuan: rows.length, pertemuan: rows };
  });
}

