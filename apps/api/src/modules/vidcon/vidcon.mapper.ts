import {
  batasTerlambat,
  isSyaratKehadiran,
  isoUtc,
  statusVidcon,
  type AplikasiVidcon,
  type VidconItem,
} from '@lms/shared';
import { bolehJoin, type HakVidcon } from './vidcon.policy';
import type { VidconItemRow } from './vidcon.repo';

/** Vidcon rows → API shapes. */

/** The author as the API names it; null for nobody (the system actor, a deleted user). */
const orang = (id: number | null, o: { nama: string; username: string } | null) => (id !== null && o ? { id, nama: o.nama, username: o.username } : null);

/** What a vidcon item shows fresh per viewer: the live participant count and the viewer's own join. */
export type VidconSegar = Pick<VidconItemRow, 'jumlahPeserta' | 'joinWaktu' | 'joinJumlah' | 'joinTerlambat' | 'joinRole'>;

/** The item's fields that depend neither on the viewer, the clock nor the college's lateness setting. */
export type VidconItemTetap = Omit<VidconItem, 'link' | 'status' | 'jumlah_peserta' | 'batas_terlambat' | 'join_data' | 'can'>;

/** Built once per cached list row (kept beside it), so a list hit only adds the fresh fields. Never mutated. */
export function toVidconItemTetap(r: Omit<VidconItemRow, keyof VidconSegar>): VidconItemTetap {
  const v = r.v;
  return {
    id: v.id,
    id_kelas_kuliah: v.idKelasKuliah,
    id_pertemuan: v.idPertemuan,
    judul: v.judul,
    aplikasi: v.aplikasi as AplikasiVidcon,
    catatan: v.catatan,
    waktu_mulai: isoUtc(v.waktuMulai),
    waktu_selesai: isoUtc(v.waktuSelesai),
    jumlah_peserta_kelas: Number(r.jumlahPesertaKelas),
    is_syarat_hadir: isSyaratKehadiran('vidcon', true, r.parameterKehadiran),
    pertemuan: { id: v.idPertemuan, nomor: r.pertemuanNomor, judul: r.pertemuanJudul, jenis: r.pertemuanJenis },
    kelas_kuliah: {
      id: v.idKelasKuliah,
      periode: r.kkPeriode,
      mata_kuliah: { kode: r.mkKode, nama: r.mkNama },
      kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    },
    created_at: isoUtc(v.createdAt),
    created_by: orang(v.createdBy, r.pembuat),
    updated_at: isoUtc(v.updatedAt),
    updated_by: orang(v.updatedBy, r.pengubah),
  };
}

/** The item for this viewer at `now`: a copy of `tetap` with the viewer's, the clock's and the setting's fields. */
export function toVidconItemPada(tetap: VidconItemTetap, v: VidconItemRow['v'], j: VidconSegar, hak: HakVidcon, menit: number, now: Date): VidconItem {
  const status = statusVidcon(v.waktuMulai, v.waktuSelesai, now);
  const isPeserta = j.joinRole === 'ROLE_MAHASISWA';
  // Every field named, in the answer's order, rather than `...tetap`: one object shape for all items, which the
  // compiled serializer reads fast (a spread plus added fields was far slower under load).
  return {
    id: tetap.id,
    id_kelas_kuliah: tetap.id_kelas_kuliah,
    id_pertemuan: tetap.id_pertemuan,
    judul: tetap.judul,
    aplikasi: tetap.aplikasi,
    link: hak.lihatLink ? v.link : null,
    catatan: tetap.catatan,
    status,
    waktu_mulai: tetap.waktu_mulai,
    waktu_selesai: tetap.waktu_selesai,
    jumlah_peserta: Number(j.jumlahPeserta),
    jumlah_peserta_kelas: tetap.jumlah_peserta_kelas,
    is_syarat_hadir: tetap.is_syarat_hadir,
    batas_terlambat: isoUtc(batasTerlambat(v.waktuMulai, menit)),
    join_data:
      j.joinWaktu !== null
        ? {
            waktu_join: isoUtc(j.joinWaktu),
            jumlah_join: j.joinJumlah ?? 1,
            terlambat: j.joinTerlambat ?? false,
            // The join service writes the attendance fact exactly for a student's first join in time.
            kehadiran_tercatat: isPeserta && !(j.joinTerlambat ?? false),
          }
        : null,
    pertemuan: tetap.pertemuan,
    kelas_kuliah: tetap.kelas_kuliah,
    created_at: tetap.created_at,
    created_by: tetap.created_by,
    updated_at: tetap.updated_at,
    updated_by: tetap.updated_by,
    can: { edit: hak.tulis, delete: hak.tulis, join: bolehJoin(hak, status), lihat_peserta: hak.lihatPeserta },
  };
}

export function toVidconItem(r: VidconItemRow, hak: HakVidcon, menit: number, now: Date): VidconItem {
  return toVidconItemPada(toVidconItemTetap(r), r.v, r, hak, menit, now);
}
