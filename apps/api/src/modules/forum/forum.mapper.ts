import { capaiMinimal, isoUtc, statusForum, type ForumItem } from '@lms/shared';
import type { HakForum } from './forum.policy';
import type { ForumView } from './forum.repo';

/** Forum rows → API shapes. */

export function toForumItem(v: ForumView, hak: HakForum, saya: { jumlahPost: number; jumlahBalasan: number } | null | undefined, now = new Date()): ForumItem {
  const f = v.forum;
  const joined = Number(v.jumlahJoin ?? 0);
  const jumlahSaya = saya ? saya.jumlahPost + saya.jumlahBalasan : 0;
  return {
    id: f.id,
    judul: f.judul,
    deskripsi: f.deskripsi,
    id_pertemuan: f.idPertemuan,
    id_kelas_kuliah: f.idKelasKuliah,
    waktu_mulai: isoUtc(f.waktuMulai),
    waktu_selesai: isoUtc(f.waktuSelesai),
    penilaian_keaktifan: f.penilaianKeaktifan,
    minimal_post: f.minimalPost,
    jumlah_peserta: Number(v.jumlahPeserta ?? 0),
    jumlah_peserta_join: joined,
    id_group_chat: f.idGroupChat,
    id_forum_chat: f.idForumChat,
    status: statusForum(f.waktuMulai, f.waktuSelesai, now),
    pertemuan: { id: f.idPertemuan, nomor: v.nomor },
    kelas_kuliah: {
      id: f.idKelasKuliah,
      periode: v.periode,
      mata_kuliah: { kode: v.mkKode, nama: v.mkNama },
      kelas: { nama: v.kelasNama, jenis: { nama: v.jenisNama } },
    },
    saya: saya === undefined ? null : { jumlah_komentar: jumlahSaya, tercapai: capaiMinimal(jumlahSaya, f.minimalPost) },
    can: { ubah: hak.tulis, hapus: hak.tulis, keaktifan: hak.keaktifan, ubah_waktu_mulai: hak.tulis && joined === 0 },
    created_by: f.createdBy !== null && v.pembuat !== null ? { id: f.createdBy, nama: v.pembuat } : null,
    created_at: isoUtc(f.createdAt),
    updated_by: f.updatedBy !== null && v.pengubah !== null ? { id: f.updatedBy, nama: v.pengubah } : null,
    updated_at: isoUtc(f.updatedAt),
  };
}
