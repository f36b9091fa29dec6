import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { THREAD_KOMENTAR, idGrupKomentar } from '@lms/shared';
import type { Db } from '../client';
import { aktivitasKelas, chatGrup, chatPesan, chatThread, dosen, kelasPengajar, kelasPeserta, mahasiswa } from '../schema';

/**
 * Demo chat: the comments of the demo campus's tasks and exams (groups `LMS-TUGAS-{id}` / `LMS-UJIAN-{id}` with their
 * `KOMENTAR` thread), found through the activity registry their seeds wrote. Also the bulk writer the forum seed uses
 * for its threads. Everything is computed in memory and written with bulk INSERTs.
 */

export type PesanRencana = { userId: number; isi: string; at: Date; balasan?: PesanRencana[] };

/** Writes top-level messages, then their answers (which need their parents' ids), in two INSERTs. */
export async function insertPesanBulk(db: Db, collegeId: number, idGrup: number, idThread: number, pesan: PesanRencana[]) {
  if (pesan.length === 0) return [];
  const top = await db
    .insert(chatPesan)
    .values(pesan.map((p) => ({ collegeId, idGrup, idThread, userId: p.userId, isi: p.isi, createdAt: p.at })))
    .returning({ id: chatPesan.id });
  const replies = pesan.flatMap((p, i) => (p.balasan ?? []).map((b) => ({ collegeId, idGrup, idThread, idInduk: top[i]!.id, userId: b.userId, isi: b.isi, createdAt: b.at })));
  if (replies.length) await db.insert(chatPesan).values(replies);
  return top.map((t) => t.id);
}

const KOMENTAR_MAHASISWA = [
  'Permisi, apakah jawabannya dikumpulkan dalam satu file PDF?',
  'Untuk soal nomor 3, apakah boleh memakai contoh dari luar modul?',
  'Apakah batas waktunya bisa diperpanjang sehari? Beberapa dari kami sedang praktikum lapangan.',
  'Saya sudah mengunggah, tetapi nama filenya salah. Apakah perlu diunggah ulang?',
];
const JAWABAN_DOSEN = [
  'Ya, satukan dalam satu PDF dan beri nama sesuai NIM.',
  'Boleh, asalkan sumbernya dicantumkan.',
  'Batas waktu tetap. Hubungi saya lewat pesan bila ada kendala khusus.',
  'Tidak perlu, yang penting isinya benar.',
];

const p = (s: string) => `<p>${s}</p>`;

export async function seedChat(db: Db, collegeIds: number[], now: Date = new Date()) {
  const konten = await db
    .select({ collegeId: aktivitasKelas.collegeId, jenis: aktivitasKelas.jenis, idSumber: aktivitasKelas.idSumber, judul: aktivitasKelas.judul, idKelas: aktivitasKelas.idKelasKuliah })
    .from(aktivitasKelas)
    .where(and(inArray(aktivitasKelas.collegeId, collegeIds), or(eq(aktivitasKelas.jenis, 'tugas'), eq(aktivitasKelas.jenis, 'ujian'))))
    .orderBy(asc(aktivitasKelas.collegeId), asc(aktivitasKelas.id));
  if (konten.length === 0) return { grup: 0, pesan: 0 };
  const kelasIds = [...new Set(konten.map((k) => k.idKelas))];
  const [pengajar, peserta] = [
    await db.select({ idKelas: kelasPengajar.idKelasKuliah, userId: dosen.userId }).from(kelasPengajar).innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen)).where(inArray(kelasPengajar.idKelasKuliah, kelasIds)),
    await db
      .select({ idKelas: kelasPeserta.idKelasKuliah, userId: mahasiswa.userId })
      .from(kelasPeserta)
      .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
      .where(inArray(kelasPeserta.idKelasKuliah, kelasIds))
      .orderBy(asc(mahasiswa.userId)),
  ];
  const by = (rows: { idKelas: string; userId: number }[]) => {
    const m = new Map<string, number[]>();
    for (const r of rows) m.set(r.idKelas, [...(m.get(r.idKelas) ?? []), r.userId]);
    return m;
  };
  const dosenOf = by(pengajar);
  const mhsOf = by(peserta);

  // One in two contents has a conversation; every one of them gets its group so the panel opens at once.
  const groups = await db
    .insert(chatGrup)
    .values(
      konten.map((k) => ({
        collegeId: k.collegeId,
        id: idGrupKomentar(k.jenis as 'tugas' | 'ujian', k.idSumber),
        nama: `Komentar ${k.judul}`,
        konteks: k.jenis,
        idKonteks: k.idSumber,
        idKelasKuliah: k.idKelas,
        keanggotaan: 'kelas',
      })),
    )
    .onConflictDoNothing()
    .returning({ pk: chatGrup.pk, id: chatGrup.id, collegeId: chatGrup.collegeId });
  if (groups.length === 0) return { grup: 0, pesan: 0 };
  const threads = await db
    .insert(chatThread)
    .values(groups.map((g) => ({ idGrup: g.pk, id: THREAD_KOMENTAR, judul: 'Komentar' })))
    .returning({ pk: chatThread.pk, idGrup: chatThread.idGrup });
  const threadOf = new Map(threads.map((t) => [t.idGrup, t.pk]));
  let n = 0;
  for (const [i, g] of groups.entries()) {
    const k = konten.find((x) => x.collegeId === g.collegeId && idGrupKomentar(x.jenis as 'tugas' | 'ujian', x.idSumber) === g.id)!;
    const mhs = mhsOf.get(k.idKelas) ?? [];
    const dsn = dosenOf.get(k.idKelas)?.[0];
    if (i % 2 === 1 || i > 24 || mhs.length === 0 || dsn === undefined) continue;
    const at = (jam: number) => new Date(now.getTime() - jam * 3600_000);
    const pesan: PesanRencana[] = [0, 1].map((j) => {
      const t = (i + j) % KOMENTAR_MAHASISWA.length;
      return {
        userId: mhs[(i + j * 3) % mhs.length]!,
        isi: p(KOMENTAR_MAHASISWA[t]!),
        at: at(30 - j * 10),
        balasan: [{ userId: dsn, isi: p(JAWABAN_DOSEN[t]!), at: at(28 - j * 10) }],
      };
    });
    await insertPesanBulk(db, g.collegeId, g.pk, threadOf.get(g.pk)!, pesan);
    n += 4;
  }
  return { grup: groups.length, pesan: n };
}
