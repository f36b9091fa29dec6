import {
  batasTerlambat,
  isSyaratKehadiran,
  isoUtc,
  statusVidcon,
  type AplikasiVidcon,
  type VidconItem,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { bolehJoin, type HakVidcon } from './vidcon.policy';
import type { VidconItemRow } from './vidcon.repo';

/** Pieces the vidcon services share: the lateness setting, the row → item mapping, the live event. */

/** terlambat_vidcon_menit of the college (spec 1 §3 syarat_kehadiran_online_mahasiswa). */
export async function terlambatMenit(deps: Pick<Deps, 'db' | 'events'>, collegeId: number) {
  return (await getPengaturan(deps, collegeId)).pengaturan_kelas.syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit;
}

/** The author as the API names it; null for nobody (the system actor, a deleted user). */
const orang = (id: number | null, o: { nama: string; username: string } | null) => (id !== null && o ? { id, nama: o.nama, username: o.username } : null);

export function toVidconItem(r: VidconItemRow, hak: HakVidcon, menit: number, now: Date): VidconItem {
  const v = r.v;
  const status = statusVidcon(v.waktuMulai, v.waktuSelesai, now);
  const isPeserta = r.joinRole === 'ROLE_MAHASISWA';
  return {
    id: v.id,
    id_kelas_kuliah: v.idKelasKuliah,
    id_pertemuan: v.idPertemuan,
    judul: v.judul,
    aplikasi: v.aplikasi as AplikasiVidcon,
    link: hak.lihatLink ? v.link : null,
    catatan: v.catatan,
    status,
    waktu_mulai: isoUtc(v.waktuMulai),
    waktu_selesai: isoUtc(v.waktuSelesai),
    jumlah_peserta: Number(r.jumlahPeserta),
    jumlah_peserta_kelas: Number(r.jumlahPesertaKelas),
    is_syarat_hadir: isSyaratKehadiran('vidcon', true, r.parameterKehadiran),
    batas_terlambat: isoUtc(batasTerlambat(v.waktuMulai, menit)),
    join_data:
      r.joinWaktu !== null
        ? {
            waktu_join: isoUtc(r.joinWaktu),
            jumlah_join: r.joinJumlah ?? 1,
            terlambat: r.joinTerlambat ?? false,
            // The join service writes the attendance fact exactly for a student's first join in time.
            kehadiran_tercatat: isPeserta && !(r.joinTerlambat ?? false),
          }
        : null,
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
    can: { edit: hak.tulis, delete: hak.tulis, join: bolehJoin(hak, status), lihat_peserta: hak.lihatPeserta },
  };
}

/** Tells the class (its members and reading operators) that a vidcon changed; delivered on commit. */
export async function publishVidcon(
  deps: Pick<Deps, 'events'>,
  tx: Db,
  actor: Actor,
  v: { id: number; idKelasKuliah: string; idPertemuan: number },
  aksi: 'tambah' | 'ubah' | 'hapus' | 'join',
) {
  await deps.events.publish(
    {
      stream: 'vidcon',
      event: 'vidcon_changed',
      collegeId: actor.college.id,
      audience: { kind: 'kelas', id_kelas_kuliah: v.idKelasKuliah },
      data: { id: v.id, id_kelas_kuliah: v.idKelasKuliah, id_pertemuan: v.idPertemuan, aksi },
    },
    { db: tx },
  );
}

/** The user id recorded as author; the system actor is nobody. */
export const penulis = (actor: Actor) => (actor.role === 'SYSTEM' ? null : actor.userId);
