import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPertemuanOnline, pertemuanSudahDimulai, type PengaturanKelas } from '@lms/shared';
import type { Db } from '../../db/client';
import { aktivitasKelas, dosen, kehadiranDosen, kehadiranMahasiswa, kelasKuliah, kelasPengajar, kelasPeserta, labelKelas, mataKuliah, pertemuan, users } from '../../db/schema';
import { totalOver } from '../../lib/page-query';

/**
 * THE presence of a lecturer in a meeting (issue 30 point 9): the meeting card, 'Ubah Kehadiran Pengajar', the BAP's
 * lecturer times, the kehadiran_pengajar and keaktifan_pengajar reports and their xlsx all read it from here: the
 * facts of one (meeting, lecturer) pair come from `faktaPengajarQuery` and the verdict from `presensiPengajar`.
 *
 * - A meeting that has not started (the shared `pertemuanSudahDimulai`; `pertemuanDimulaiSql` in the reports' filters)
 *   gives no presence, whatever is stored (a row left from before a reschedule does not count).
 * - An operator's row ('Ubah Kehadiran Pengajar') decides as stored.
 * - Without one, once the meeting ended its presence is derived from the college's
 *   syarat_kehadiran_{online|offline}_dosen: started by them, ended by them, class attendance at least the
 *   percentage, at least one activity in the meeting. With no requirement enabled nothing is derived.
 */

const SYARAT_LABEL = {
  mulai_kuliah: 'Memulai kuliah',
  akhiri_kuliah: 'Mengakhiri kuliah',
  presentase_kehadiran_kelas: 'Persentase kehadiran kelas',
  aktivitas_kuliah: 'Aktivitas kuliah',
} as const;
type KodeSyarat = keyof typeof SYARAT_LABEL;

export type FaktaPengajar = {
  jenis: string;
  status: string;
  waktuMulai: Date;
  startedBy: number | null;
  endedBy: number | null;
  mulaiKuliah: Date | null;
  selesaiKuliah: Date | null;
  /** The lecturer's user id (started_by / ended_by name users). */
  userId: number;
  /** The operator's row, when there is one. */
  tersimpan: { isHadir: boolean; isValid: boolean; mulaiKuliah: Date | null; selesaiKuliah: Date | null; updatedAt: Date } | null;
  /** Students of the class marked H in the meeting, and the class's students. */
  hadirKelas: number;
  pesertaKelas: number;
  /** Activities of the meeting (registry). */
  aktivitas: number;
};

export type PresensiPengajar = {
  dimulai: boolean;
  ada_presensi: boolean;
  is_hadir: boolean;
  is_valid: boolean;
  mulai_kuliah: Date | null;
  selesai_kuliah: Date | null;
  syarat: { kode: KodeSyarat; label: string; terpenuhi: boolean }[];
  /** The state as read, for the optimistic check of a change (updateKehadiranDosen). */
  versi: string;
};

export function syaratPertemuan(jenis: string, k: PengaturanKelas) {
  const s = isPertemuanOnline(jenis) ? k.syarat_kehadiran_online_dosen : k.syarat_kehadiran_offline_dosen;
  const aktif = (Object.keys(SYARAT_LABEL) as KodeSyarat[]).filter((kode) => s[kode]);
  return { s, aktif };
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

function versiOf(r: Omit<PresensiPengajar, 'versi' | 'syarat' | 'dimulai'>, tersimpan: FaktaPengajar['tersimpan']): string {
  const state = [r.ada_presensi, r.is_hadir, r.is_valid, ms(r.mulai_kuliah), ms(r.selesai_kuliah), ms(tersimpan?.updatedAt ?? null)];
  return createHash('sha1').update(JSON.stringify(state)).digest('base64url').slice(0, 16);
}

export function presensiPengajar(f: FaktaPengajar, k: PengaturanKelas, now: Date): PresensiPengajar {
  const { s, aktif } = syaratPertemuan(f.jenis, k);
  const dimulai = pertemuanSudahDimulai(f, now);
  const memulai = dimulai && f.startedBy === f.userId && f.mulaiKuliah !== null;
  const mengakhiri = dimulai && f.endedBy === f.userId && f.selesaiKuliah !== null;
  const persenKelas = f.pesertaKelas ? (f.hadirKelas / f.pesertaKelas) * 100 : 0;
  const cek: Record<KodeSyarat, boolean> = {
    mulai_kuliah: memulai,
    akhiri_kuliah: mengakhiri,
    presentase_kehadiran_kelas: dimulai && persenKelas >= s.presentase_kehadiran_kelas_persen,
    aktivitas_kuliah: dimulai && f.aktivitas > 0,
  };
  const syarat = aktif.map((kode) => ({
    kode,
    label: kode === 'presentase_kehadiran_kelas' ? `${SYARAT_LABEL[kode]} minimal ${s.presentase_kehadiran_kelas_persen}%` : SYARAT_LABEL[kode],
    terpenuhi: cek[kode],
  }));
  let r: Omit<PresensiPengajar, 'versi' | 'syarat' | 'dimulai'>;
  if (!dimulai) {
    r = { ada_presensi: false, is_hadir: false, is_valid: false, mulai_kuliah: null, selesai_kuliah: null };
  } else if (f.tersimpan) {
    const t = f.tersimpan;
    r = { ada_presensi: true, is_hadir: t.isHadir, is_valid: t.isValid, mulai_kuliah: t.mulaiKuliah, selesai_kuliah: t.selesaiKuliah };
  } else {
    const ada = f.status === 'selesai' && aktif.length > 0;
    r = {
      ada_presensi: ada,
      is_hadir: ada && syarat.every((x) => x.terpenuhi),
      is_valid: false,
      mulai_kuliah: memulai ? f.mulaiKuliah : null,
      selesai_kuliah: mengakhiri ? f.selesaiKuliah : null,
    };
  }
  return { ...r, dimulai, syarat, versi: versiOf(r, dimulai ? f.tersimpan : null) };
}

// ---------------------------------------------------------------------------------------------------------------
// The facts, one row per (meeting, lecturer of its class)

const pengubah = alias(users, 'pengubah_kehadiran_dosen');

/**
 * Every (meeting, teacher) pair matching `where`, with the facts `presensiPengajar` needs and what the screens and
 * reports print beside them. One statement; `$dynamic()` so a report pages it (runPage) and a screen filters it.
 */
export function faktaPengajarQuery(db: Db, where: (SQL | undefined)[], orderBy: SQL[] = [asc(pertemuan.id), asc(kelasPengajar.urutan), asc(dosen.id)]) {
  return db
    .select({
      idPertemuan: pertemuan.id,
      nomor: pertemuan.nomor,
      jenis: pertemuan.jenis,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      waktuSelesai: pertemuan.waktuSelesai,
      startedBy: pertemuan.startedBy,
      endedBy: pertemuan.endedBy,
      pMulaiKuliah: pertemuan.mulaiKuliah,
      pSelesaiKuliah: pertemuan.selesaiKuliah,
      kkId: kelasKuliah.id,
      periode: kelasKuliah.periode,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelNama: labelKelas.nama,
      idDosen: dosen.id,
      nidn: dosen.nidn,
      userId: dosen.userId,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
      kdId: kehadiranDosen.id,
      kdHadir: kehadiranDosen.isHadir,
      kdValid: kehadiranDosen.isValid,
      kdMulai: kehadiranDosen.mulaiKuliah,
      kdSelesai: kehadiranDosen.selesaiKuliah,
      kdUpdatedAt: kehadiranDosen.updatedAt,
      kdUpdatedByUsername: pengubah.username,
      kdUpdatedByNama: pengubah.nama,
      hadirKelas: sql<number>`(select count(*) from ${kehadiranMahasiswa} where ${kehadiranMahasiswa.idPertemuan} = ${pertemuan.id}
        and ${kehadiranMahasiswa.adaPresensi} and ${kehadiranMahasiswa.presensi} = 'H')`.mapWith(Number),
      pesertaKelas: sql<number>`(select count(*) from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${pertemuan.idKelasKuliah})`.mapWith(Number),
      aktivitas: sql<number>`(select count(*) from ${aktivitasKelas} where ${aktivitasKelas.idPertemuan} = ${pertemuan.id})`.mapWith(Number),
      total: totalOver(),
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(kelasPengajar, eq(kelasPengajar.idKelasKuliah, kelasKuliah.id))
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .leftJoin(kehadiranDosen, and(eq(kehadiranDosen.idPertemuan, pertemuan.id), eq(kehadiranDosen.idDosen, dosen.id)))
    .leftJoin(pengubah, eq(pengubah.id, kehadiranDosen.updatedBy))
    .where(and(...where))
    .orderBy(...orderBy)
    .$dynamic();
}

export type FaktaPengajarRow = Awaited<ReturnType<typeof faktaPengajarQuery>>[number];

/** The row's facts as presensiPengajar reads them. */
export function faktaOf(r: FaktaPengajarRow): FaktaPengajar {
  return {
    jenis: r.jenis,
    status: r.status,
    waktuMulai: r.waktuMulai,
    startedBy: r.startedBy,
    endedBy: r.endedBy,
    mulaiKuliah: r.pMulaiKuliah,
    selesaiKuliah: r.pSelesaiKuliah,
    userId: r.userId,
    tersimpan:
      r.kdId !== null
        ? { isHadir: r.kdHadir ?? false, isValid: r.kdValid ?? false, mulaiKuliah: r.kdMulai, selesaiKuliah: r.kdSelesai, updatedAt: r.kdUpdatedAt ?? new Date(0) }
        : null,
    hadirKelas: r.hadirKelas,
    pesertaKelas: r.pesertaKelas,
    aktivitas: r.aktivitas,
  };
}

/** The facts of one meeting's teachers (the meeting card, the change, the BAP), in the class's teacher order. */
export function faktaPengajarPertemuan(db: Db, collegeId: number, idPertemuan: number, idDosen?: number) {
  return faktaPengajarQuery(db, [
    eq(pertemuan.collegeId, collegeId),
    eq(pertemuan.id, idPertemuan),
    idDosen !== undefined ? eq(dosen.id, idDosen) : undefined,
  ]);
}
