import { PESAN_FORUM, capaiMinimal, isoUtc, statusForum, type ForumItem } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { assertAksesKelas, resolveAksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findForum, type ForumView } from './forum.repo';

/** Pieces the forum services share: access through the forum's class, and the response shape. */

/** What the caller may do with forums of a class. */
export type HakForum = { tulis: boolean; keaktifan: boolean };

/**
 * The forum and the actor's access to its class (kelas-akses), refused in the order that reveals nothing: role or
 * operator level (403), a forum that is not one of the college (404), not a member of its class (403).
 */
export async function aksesForum(db: Db, actor: Actor, id: number, need: KebutuhanAkses) {
  const f = await findForum(db, actor.college.id, id);
  const akses = assertAksesKelas(await resolveAksesKelas(db, actor, f?.idKelasKuliah ?? null), actor, need, PESAN_FORUM.tidakDitemukan);
  const hak: HakForum = { tulis: akses.canWrite, keaktifan: akses.canWrite || akses.operatorRead };
  return { forum: f!, akses, hak };
}

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
