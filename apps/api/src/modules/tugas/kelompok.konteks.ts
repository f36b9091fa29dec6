import { PESAN_TUGAS } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { GrupBaru, KonteksChat } from '../chat/chat-konteks';
import { resolveAksesKelas } from '../kelas/kelas-akses';
import { findKelompokById, findKelompokMahasiswa, listAnggota, listPengajarUserIds } from './kelompok.repo';
import { findTugas, type TugasRow } from './tugas.repo';

/**
 * The chat group of a task group (spec 2 §4: group-type tasks use the group id as is): the group's members as
 * Mahasiswa and the class's teachers as Dosen. Registered in the chat module's contexts so a group made before
 * (the demo data) is created on first use, after the rule: the group's members, the class's teachers and operators.
 * This file imports nothing of the chat module but its types (registries.ts registers it there).
 */

export async function bentukGrupKelompok(db: Db, t: TugasRow, idKelompok: number, nama: string): Promise<GrupBaru> {
  const anggota = await listAnggota(db, t.id, [idKelompok]);
  const guru = await listPengajarUserIds(db, t.idKelasKuliah);
  return {
    nama: `${nama} · ${t.judul}`,
    konteks: 'kelompok',
    idKonteks: String(idKelompok),
    idKelasKuliah: t.idKelasKuliah,
    keanggotaan: 'daftar',
    anggota: [...anggota.map((a) => ({ userId: a.idUser, peran: 'Mahasiswa' as const })), ...guru.filter((u) => !anggota.some((a) => a.idUser === u)).map((u) => ({ userId: u, peran: 'Dosen' as const }))],
  };
}

export const kelompokKonteksChat: KonteksChat = {
  klaimGrup: (id) => /^\d{1,9}$/.test(id),
  async bentukGrup(db, actor, id) {
    const k = await findKelompokById(db, actor.college.id, Number(id));
    const t = k ? await findTugas(db, actor.college.id, k.idTugas) : undefined;
    if (!k || !t) throw notFound(PESAN_TUGAS.kelompokTidakDitemukan);
    const akses = await resolveAksesKelas(db, actor, t.idKelasKuliah);
    if (!akses.canRead) throw forbidden();
    if (!akses.isTeacher && !akses.operatorRead) {
      const own = akses.idMahasiswa !== null ? await findKelompokMahasiswa(db, t.id, akses.idMahasiswa) : undefined;
      if (own?.idKelompok !== k.id) throw forbidden();
    }
    return bentukGrupKelompok(db, t, k.id, k.nama);
  },
  konteksGrup: ['kelompok'],
};
