import {
  fileExtension,
  isoUtc,
  namaLengkapDosen,
  type ChatBalasan,
  type ChatLampiran,
  type ChatPengguna,
  type ChatPesan,
  type ChatThreadItem,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { peranChatOf, threadTerbuka, type AksesGrup } from './chat.policy';
import { findPengguna, listBalasan, listLampiranPesan, type PenggunaRow, type PesanRow, type ThreadRow } from './chat.repo';

/** Chat rows → API shapes (messages with their authors and attachments, in batched reads). */

const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);

export function toThreadItem(t: ThreadRow & { jumlahPesan?: number; pesanTerakhirAt?: Date | null }, now = new Date()): ChatThreadItem {
  return {
    id: t.id,
    judul: t.judul,
    konteks: t.konteks,
    id_konteks: t.idKonteks,
    waktu_mulai: iso(t.waktuMulai),
    waktu_selesai: iso(t.waktuSelesai),
    terbuka: threadTerbuka(t, now),
    jumlah_pesan: t.jumlahPesan ?? 0,
    pesan_terakhir_at: iso(t.pesanTerakhirAt),
    created_at: isoUtc(t.createdAt),
  };
}

export function toPengguna(u: PenggunaRow): ChatPengguna {
  const isDosen = u.role === 'ROLE_DOSEN';
  return {
    id: u.id,
    nama: isDosen ? namaLengkapDosen({ nama: u.nama, gelar_depan: u.gelarDepan, gelar_akademik: u.gelarAkademik }) : u.nama,
    role: peranChatOf(u.role) ?? 'Mahasiswa',
    avatar_url: u.avatarUrl,
    nomor_induk: (isDosen ? u.nidn : u.nim) ?? null,
  };
}

export const lampiranUrl = (idGroup: string, idFile: string, name: string) =>
  `/api/v2/chat/group/${encodeURIComponent(idGroup)}/lampiran/${idFile}/${encodeURIComponent(name)}`;

/**
 * Response shapes of messages with their authors, attachments and what the caller may do (two batched queries
 * whatever the page size). `balasan` are attached to their top-level message.
 */
export async function mapPesan(db: Db, actor: Actor, akses: AksesGrup, thread: ThreadRow, utama: PesanRow[], now = new Date()): Promise<ChatPesan[]> {
  const balasan = await listBalasan(
    db,
    utama.map((p) => p.id),
  );
  const all = [...utama, ...balasan];
  const [penulis, lampiran] = await Promise.all([
    findPengguna(
      db,
      actor.college.id,
      all.map((p) => p.userId).filter((id): id is number => id !== null),
    ),
    listLampiranPesan(
      db,
      all.map((p) => p.id),
    ),
  ]);
  const penulisById = new Map(penulis.map((u) => [u.id, toPengguna(u)]));
  const lampiranByPesan = new Map<number, ChatLampiran[]>();
  for (const f of lampiran) {
    const list = lampiranByPesan.get(f.idPesan!) ?? [];
    list.push({ id: f.id, name: f.name, content_length: Number(f.size), extension: fileExtension(f.name), url: lampiranUrl(akses.grup.id, f.id, f.name) });
    lampiranByPesan.set(f.idPesan!, list);
  }
  const terbuka = threadTerbuka(thread, now);
  const one = (p: PesanRow): ChatBalasan => {
    const dihapus = p.deletedAt !== null;
    const milikSaya = p.userId !== null && p.userId === actor.userId && akses.canPost;
    return {
      id: p.id,
      id_thread: thread.id,
      id_induk: p.idInduk,
      isi: dihapus ? '' : p.isi,
      penulis: p.userId !== null ? (penulisById.get(p.userId) ?? null) : null,
      lampiran: dihapus ? [] : (lampiranByPesan.get(p.id) ?? []),
      created_at: isoUtc(p.createdAt),
      edited_at: iso(p.editedAt),
      dihapus,
      can: { ubah: !dihapus && milikSaya && terbuka, hapus: !dihapus && ((milikSaya && terbuka) || akses.canModerate) },
    };
  };
  const byInduk = new Map<number, ChatBalasan[]>();
  for (const b of balasan) {
    const list = byInduk.get(b.idInduk!) ?? [];
    list.push(one(b));
    byInduk.set(b.idInduk!, list);
  }
  return utama.map((p) => ({ ...one(p), balasan: byInduk.get(p.id) ?? [] }));
}
