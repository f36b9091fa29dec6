import {
  isoUtc,
  statusNilaiTugas,
  statusPengumpulan,
  statusTugas,
  storagerFileUrl,
  aturanKumpul,
  type JenisTugas,
  type PengumpulanItem,
  type RekapTugas,
  type TugasFile,
  type TugasItem,
  type TugasSaya,
} from '@lms/shared';
import type { TugasFileRef } from '../../db/schema';
import type { PengumpulanRow } from './pengumpulan.repo';
import { batasPengumpulan, jendelaOf } from './tugas.policy';
import type { TugasListRow, TugasRow, rekapTugasMany, stateMahasiswaMany } from './tugas.repo';

/** Row shapes → API items, shared by the task, submission and grading services. */

export const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);

export const toLampiranFile = (f: TugasFileRef): TugasFile => ({ ...f, url: storagerFileUrl(f.id, f.name) });

/** Submission files are served by the task's own route, which applies the group rule. */
export const pengumpulanFileUrl = (idTugas: number, idPengumpulan: number, idFile: string) =>
  `/api/v2/lms/tugas/${idTugas}/pengumpulan/${idPengumpulan}/file/${idFile}`;

export function toPengumpulanItem(r: { p: PengumpulanRow; olehNama: string | null; olehUsername: string | null }): PengumpulanItem {
  const p = r.p;
  return {
    id: p.id,
    id_tugas: p.idTugas,
    id_mahasiswa: p.idMahasiswa,
    id_kelompok: p.idKelompok,
    teks: p.teks,
    files: p.files.map((f) => ({ ...f, url: pengumpulanFileUrl(p.idTugas, p.id, f.id) })),
    terlambat: p.terlambat,
    status: statusPengumpulan(p),
    waktu_kumpul: isoUtc(p.waktuKumpul),
    waktu_update: isoUtc(p.waktuUpdate),
    dikumpulkan_oleh: r.olehNama !== null && r.olehUsername !== null ? { nama: r.olehNama, username: r.olehUsername } : null,
  };
}

type Rekap = Awaited<ReturnType<typeof rekapTugasMany>>[number];
type State = Awaited<ReturnType<typeof stateMahasiswaMany>>[number];

export function toRekap(t: Pick<TugasRow, 'waktuSelesai'>, r: Rekap | undefined, now: Date): RekapTugas {
  const pengumpulan = r?.pengumpulan ?? 0;
  const belumDinilai = r?.belumDinilai ?? 0;
  return {
    jumlah_peserta: r?.peserta ?? 0,
    jumlah_pengumpulan: pengumpulan,
    jumlah_terlambat: r?.terlambat ?? 0,
    jumlah_belum_dinilai: belumDinilai,
    jumlah_kelompok: r?.kelompok ?? 0,
    status_nilai: statusNilaiTugas({ waktu_selesai: t.waktuSelesai }, now, { pengumpulan, belumDinilai }),
  };
}

export function toSaya(t: TugasRow, s: State | undefined, now: Date): TugasSaya {
  const ada = s?.pengumpulanId ? { terlambat: Boolean(s.terlambat) } : null;
  const dinilai = s?.nilai !== null && s?.nilai !== undefined;
  const butuhKelompok = t.jenis === 'kelompok' && !s?.idKelompok;
  const aturan = aturanKumpul(jendelaOf(t), now, ada ? { terlambat: ada.terlambat, sudahDinilai: dinilai } : null);
  return {
    status_pengumpulan: statusPengumpulan(ada),
    waktu_kumpul: iso(s?.waktuUpdate ?? null),
    nilai: t.tampilkanNilai && dinilai ? Number(s!.nilai) : null,
    id_kelompok: s?.idKelompok ?? null,
    nama_kelompok: s?.namaKelompok ?? null,
    boleh_kumpul: aturan.boleh && !butuhKelompok,
  };
}

export type ItemContext = {
  now: Date;
  batasKampus: number;
  canWrite: boolean;
  /** Teachers and operators: the grading counts. */
  rekap?: Rekap;
  /** Students: their own state. */
  saya?: State;
  isMahasiswa: boolean;
};

/**
 * The part of a task item that neither the clock nor the viewer changes (the list keeps it in the read cache). The
 * viewer's and the clock's fields are placeholders in their places, so toTugasItemPada keeps the key order.
 */
export function toTugasItemTetap(r: Omit<TugasListRow, 'total'>): TugasItem {
  const t = r.t;
  return {
    id: t.id,
    id_kelas_kuliah: t.idKelasKuliah,
    id_pertemuan: t.idPertemuan,
    judul: t.judul,
    deskripsi: t.deskripsi,
    jenis: t.jenis as JenisTugas,
    waktu_mulai: isoUtc(t.waktuMulai),
    waktu_selesai: isoUtc(t.waktuSelesai),
    izinkan_terlambat: t.izinkanTerlambat,
    batas_terlambat: t.izinkanTerlambat ? iso(t.batasTerlambat) : null,
    pengumpulan_teks: t.pengumpulanTeks,
    pengumpulan_file: t.pengumpulanFile,
    jenis_file_diterima: t.jenisFileDiterima,
    ukuran_maks_mb: t.ukuranMaksMb,
    ukuran_maks_byte: 0,
    maks_file: t.maksFile,
    nilai_maks: t.nilaiMaks,
    is_syarat_hadir: t.syaratHadir,
    is_tampilkan_nilai: t.tampilkanNilai,
    status: 'belum_dimulai',
    lampiran: t.lampiran.map(toLampiranFile),
    pertemuan: { id: t.idPertemuan, nomor: r.pertemuanNomor, judul: r.pertemuanJudul },
    kelas_kuliah: {
      id: t.idKelasKuliah,
      periode: r.kkPeriode,
      mata_kuliah: { kode: r.mkKode, nama: r.mkNama },
      kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    },
    created_by: r.creatorNama !== null && r.creatorUsername !== null ? { nama: r.creatorNama, username: r.creatorUsername } : null,
    created_at: isoUtc(t.createdAt),
    updated_at: isoUtc(t.updatedAt),
    rekap: null,
    saya: null,
    can: { edit: false, nilai: false, kumpul: false },
  };
}

/** The item for this viewer at `ctx.now`: a copy of `tetap` (never changed: it may be shared) with their fields. */
export function toTugasItemPada(tetap: TugasItem, t: TugasRow, ctx: ItemContext): TugasItem {
  const saya = ctx.isMahasiswa ? toSaya(t, ctx.saya, ctx.now) : null;
  return {
    ...tetap,
    ukuran_maks_byte: batasPengumpulan(t, ctx.batasKampus),
    status: statusTugas({ waktu_mulai: t.waktuMulai, waktu_selesai: t.waktuSelesai }, ctx.now),
    rekap: ctx.isMahasiswa ? null : toRekap(t, ctx.rekap, ctx.now),
    saya,
    can: { edit: ctx.canWrite, nilai: ctx.canWrite, kumpul: saya?.boleh_kumpul ?? false },
  };
}

export function toTugasItem(r: Omit<TugasListRow, 'total'>, ctx: ItemContext): TugasItem {
  return toTugasItemPada(toTugasItemTetap(r), r.t, ctx);
}
