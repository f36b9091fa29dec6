import { asc, eq, inArray } from 'drizzle-orm';
import { capaiMinimal, idGrupForum, idThreadForum } from '@lms/shared';
import { barisAktivitas } from '../../modules/aktivitas/aktivitas.service';
import type { Db } from '../client';
import { aktivitasKelas, aktivitasSelesai, chatGrup, chatThread, dosen, forum, forumPeserta, kelasPengajar, kelasPeserta, mahasiswa, pertemuan, users } from '../schema';
import { insertPesanBulk, type PesanRencana } from './chat';

/**
 * Demo forums. Every class the demo lecturers (`dosen`, `dosen2`) teach and every class of the demo student gets
 * three forums, one per status: a finished one in a past meeting with a full discussion (graded, minimum 2), one
 * running now in the latest started meeting with a few posts (the demo student has not written yet, to try), and
 * one starting tomorrow in the next meeting. The activity ledger, the registry rows and the attendance facts are
 * written as the forum module writes them. Authors and counts follow a fixed hash, so every seed is the same.
 */

const H = 3600_000;
const DEMO = ['dosen', 'dosen2'];
const DEMO_MAHASISWA = 'mahasiswa';

const TOPIK = [
  { judul: 'Diskusi Studi Kasus', deskripsi: 'Pilih satu studi kasus nyata yang berkaitan dengan materi pertemuan ini. Tuliskan analisis Anda, lalu tanggapi minimal satu pendapat teman.' },
  { judul: 'Refleksi Materi', deskripsi: 'Tuliskan satu konsep yang paling Anda pahami dan satu yang masih membingungkan dari pertemuan ini, beserta alasannya.' },
  { judul: 'Tanya Jawab Persiapan Kuis', deskripsi: 'Ajukan pertanyaan tentang materi yang akan diujikan. Teman yang tahu jawabannya dipersilakan membantu menjawab.' },
];
const POST = [
  'Menurut saya, konsep yang dibahas minggu ini sangat relevan dengan dunia kerja, terutama saat menangani data dalam jumlah besar.',
  'Saya masih bingung pada contoh kedua. Apakah langkah ketiga memang harus dilakukan sebelum langkah pertama diulang?',
  'Sebagai studi kasus saya memilih sistem antrean di puskesmas dekat rumah. Prosesnya bisa dibuat lebih efisien dengan pendekatan dari materi ini.',
  'Dari bacaan tambahan yang dibagikan, ternyata pendekatan ini juga dipakai di aplikasi transportasi daring untuk mencocokkan pengemudi.',
  'Saya mencoba latihan di modul dan hasilnya berbeda dari contoh. Ternyata saya salah memahami syarat awalnya.',
  'Bagian yang paling saya pahami adalah perbandingan kelebihan dan kekurangan tiap metode. Tabel di salindia sangat membantu.',
  'Apakah untuk kuis nanti kita perlu menghafal rumus, atau cukup memahami cara menurunkannya?',
  'Saya setuju dengan pembahasan di kelas, tetapi ada kasus khusus ketika datanya sudah terurut sejak awal.',
];
const BALAS = [
  'Setuju, saya juga menemukan hal yang sama waktu mengerjakan latihan.',
  'Contohnya menarik. Bisa dijelaskan lebih rinci bagian keduanya?',
  'Menurut saya langkahnya memang harus berurutan, coba lihat lagi salindia halaman 12.',
  'Terima kasih, penjelasannya membantu saya memahami materi ini.',
  'Pendapat saya sedikit berbeda: untuk data kecil, cara sederhana justru lebih cepat.',
  'Betul, dan itu juga dibahas di buku referensi bab 4.',
];
const BALAS_DOSEN = [
  'Pendapat yang bagus. Coba kaitkan juga dengan materi pertemuan sebelumnya.',
  'Pertanyaan yang baik. Rumus tidak perlu dihafal; pahami cara penurunannya.',
  'Tepat sekali. Perhatikan juga kompleksitas waktunya.',
];

/** A stable pseudo-random number in [0, 1) from integers. */
function hash(...n: number[]) {
  let h = 2166136261;
  for (const c of n.join(':')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 2 ** 32;
}
const p = (s: string) => `<p>${s}</p>`;

type Rencana = {
  collegeId: number;
  idKelas: string;
  idPertemuan: number;
  judul: string;
  deskripsi: string;
  mulai: Date;
  selesai: Date;
  penilaian: boolean;
  minimal: number;
  author: number | null;
  /** Share of participants who write, and how many comments each at most. */
  ramai: number;
};

export async function seedForum(db: Db, collegeIds: number[], now: Date = new Date()) {
  const kelasRows = await db
    .select({ idKelas: kelasPengajar.idKelasKuliah })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(inArray(users.username, DEMO))
    .unionAll(
      db
        .select({ idKelas: kelasPeserta.idKelasKuliah })
        .from(kelasPeserta)
        .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
        .innerJoin(users, eq(users.id, mahasiswa.userId))
        .where(eq(users.username, DEMO_MAHASISWA)),
    );
  const kelasIds = [...new Set(kelasRows.map((r) => r.idKelas))];
  if (kelasIds.length === 0) return { forum: 0, pesan: 0 };
  const meetings = await db
    .select({ id: pertemuan.id, collegeId: pertemuan.collegeId, idKelas: pertemuan.idKelasKuliah, nomor: pertemuan.nomor, status: pertemuan.status, mulai: pertemuan.waktuMulai })
    .from(pertemuan)
    .where(inArray(pertemuan.idKelasKuliah, kelasIds))
    .orderBy(asc(pertemuan.waktuMulai));
  const pengajar = await db
    .select({ idKelas: kelasPengajar.idKelasKuliah, userId: dosen.userId })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(inArray(kelasPengajar.idKelasKuliah, kelasIds))
    .orderBy(asc(kelasPengajar.urutan));
  const peserta = await db
    .select({ idKelas: kelasPeserta.idKelasKuliah, userId: mahasiswa.userId, username: users.username })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(inArray(kelasPeserta.idKelasKuliah, kelasIds))
    .orderBy(asc(mahasiswa.id));

  const jam = Math.floor(now.getTime() / H) * H;
  const rencana: Rencana[] = [];
  for (const idKelas of kelasIds) {
    const ms = meetings.filter((m) => m.idKelas === idKelas && collegeIds.includes(m.collegeId));
    if (ms.length === 0) continue;
    const base = { collegeId: ms[0]!.collegeId, idKelas, author: pengajar.find((x) => x.idKelas === idKelas)?.userId ?? null };
    const lalu = ms.filter((m) => m.status === 'selesai').at(-1);
    const kini = ms.filter((m) => m.status !== 'belum_dimulai').at(-1) ?? ms[0]!;
    const nanti = ms.find((m) => m.status === 'belum_dimulai') ?? ms.at(-1)!;
    const t = (i: number) => TOPIK[i % TOPIK.length]!;
    if (lalu) {
      const mulai = new Date(Math.min(lalu.mulai.getTime(), jam - 5 * 24 * H));
      rencana.push({ ...base, idPertemuan: lalu.id, judul: `${t(lalu.nomor).judul} Pertemuan ${lalu.nomor}`, deskripsi: t(lalu.nomor).deskripsi, mulai, selesai: new Date(mulai.getTime() + 3 * 24 * H), penilaian: true, minimal: 2, ramai: 0.8 });
    }
    rencana.push({ ...base, idPertemuan: kini.id, judul: `${t(kini.nomor + 1).judul} Pertemuan ${kini.nomor}`, deskripsi: t(kini.nomor + 1).deskripsi, mulai: new Date(jam - 2 * H), selesai: new Date(jam + 2 * 24 * H), penilaian: false, minimal: 1, ramai: 0.35 });
    rencana.push({ ...base, idPertemuan: nanti.id, judul: `${t(nanti.nomor + 2).judul} Pertemuan ${nanti.nomor}`, deskripsi: t(nanti.nomor + 2).deskripsi, mulai: new Date(jam + 24 * H), selesai: new Date(jam + 4 * 24 * H), penilaian: true, minimal: 2, ramai: 0 });
  }
  if (rencana.length === 0) return { forum: 0, pesan: 0 };

  const rows = await db
    .insert(forum)
    .values(
      rencana.map((r) => ({
        collegeId: r.collegeId,
        idKelasKuliah: r.idKelas,
        idPertemuan: r.idPertemuan,
        judul: r.judul,
        deskripsi: p(r.deskripsi),
        waktuMulai: r.mulai,
        waktuSelesai: r.selesai,
        penilaianKeaktifan: r.penilaian,
        minimalPost: r.minimal,
        idGroupChat: idGrupForum(r.idKelas),
        idForumChat: '',
        createdBy: r.author,
        updatedBy: r.author,
        createdAt: new Date(r.mulai.getTime() - 24 * H),
        updatedAt: new Date(r.mulai.getTime() - 24 * H),
      })),
    )
    .returning({ id: forum.id });
  for (const { id } of rows) await db.update(forum).set({ idForumChat: idThreadForum(id) }).where(eq(forum.id, id));

  const grupRows = await db
    .insert(chatGrup)
    .values([...new Map(rencana.map((r) => [r.idKelas, r])).values()].map((r) => ({ collegeId: r.collegeId, id: idGrupForum(r.idKelas), nama: 'Forum Kelas', konteks: 'forum', idKelasKuliah: r.idKelas, keanggotaan: 'kelas', createdBy: r.author })))
    .returning({ pk: chatGrup.pk, idKelas: chatGrup.idKelasKuliah });
  const grupOf = new Map(grupRows.map((g) => [g.idKelas!, g.pk]));
  const threads = await db
    .insert(chatThread)
    .values(rencana.map((r, i) => ({ idGrup: grupOf.get(r.idKelas)!, id: idThreadForum(rows[i]!.id), judul: r.judul, konteks: 'forum', idKonteks: String(rows[i]!.id), waktuMulai: r.mulai, waktuSelesai: r.selesai, createdBy: r.author })))
    .returning({ pk: chatThread.pk });
  // Registry rows built as registerAktivitas builds them (calendar instant included).
  const reg = await db
    .insert(aktivitasKelas)
    .values(
      rencana.map((r, i) =>
        barisAktivitas({
          collegeId: r.collegeId,
          idKelasKuliah: r.idKelas,
          idPertemuan: r.idPertemuan,
          jenis: 'forum',
          idSumber: rows[i]!.id,
          judul: r.judul,
          waktuMulai: r.mulai,
          waktuSelesai: r.selesai,
          syaratHadir: true,
          dinilai: r.penilaian,
        }),
      ),
    )
    .returning({ id: aktivitasKelas.id });

  const ledger: (typeof forumPeserta.$inferInsert)[] = [];
  const fakta: (typeof aktivitasSelesai.$inferInsert)[] = [];
  let jumlahPesan = 0;
  for (const [i, r] of rencana.entries()) {
    const idForum = rows[i]!.id;
    const mhs = peserta.filter((x) => x.idKelas === r.idKelas && !(r.ramai < 0.5 && x.username === DEMO_MAHASISWA));
    const penulis = mhs.filter((m) => hash(idForum, m.userId) < r.ramai);
    if (penulis.length === 0) continue;
    const selesai = Math.min(r.selesai.getTime(), now.getTime() - 5 * 60_000);
    const at = (k: number) => new Date(r.mulai.getTime() + ((selesai - r.mulai.getTime()) * (k + 1)) / (penulis.length * 3 + 2));
    const hitung = new Map<number, { post: number; balas: number; last: Date }>();
    const tambah = (userId: number, balas: boolean, t: Date) => {
      const h = hitung.get(userId) ?? { post: 0, balas: 0, last: t };
      if (balas) h.balas += 1;
      else h.post += 1;
      h.last = t;
      hitung.set(userId, h);
    };
    const pesan: PesanRencana[] = penulis.map((m, k) => {
      const t0 = at(k * 3);
      tambah(m.userId, false, t0);
      const balasan: PesanRencana[] = [];
      const lain = penulis[(k + 1) % penulis.length]!;
      if (lain.userId !== m.userId && hash(idForum, m.userId, 2) < 0.7) {
        balasan.push({ userId: lain.userId, isi: p(BALAS[(k + idForum) % BALAS.length]!), at: at(k * 3 + 1) });
        tambah(lain.userId, true, at(k * 3 + 1));
      }
      if (r.author !== null && k % 3 === 0) balasan.push({ userId: r.author, isi: p(BALAS_DOSEN[k % BALAS_DOSEN.length]!), at: at(k * 3 + 2) });
      return { userId: m.userId, isi: p(POST[(k + idForum) % POST.length]!), at: t0, balasan };
    });
    await insertPesanBulk(db, r.collegeId, grupOf.get(r.idKelas)!, threads[i]!.pk, pesan);
    jumlahPesan += pesan.reduce((n, x) => n + 1 + (x.balasan?.length ?? 0), 0);
    for (const [userId, h] of hitung) {
      const tercapai = capaiMinimal(h.post + h.balas, r.minimal);
      ledger.push({ idForum, userId, peran: 'Mahasiswa', jumlahPost: h.post, jumlahBalasan: h.balas, pertamaAt: r.mulai, terakhirAt: h.last, tercapaiAt: tercapai ? h.last : null });
      if (tercapai) fakta.push({ collegeId: r.collegeId, idPertemuan: r.idPertemuan, idAktivitas: reg[i]!.id, jenis: 'forum', idUser: userId, waktu: h.last, sumber: 'posting', detail: { jumlah_komentar: h.post + h.balas, minimal_post: r.minimal } });
    }
    if (r.author !== null) {
      const n = pesan.filter((_, k) => k % 3 === 0).length;
      if (n > 0) ledger.push({ idForum, userId: r.author, peran: 'Dosen', jumlahPost: 0, jumlahBalasan: n, pertamaAt: r.mulai, terakhirAt: new Date(selesai) });
    }
  }
  if (ledger.length) await db.insert(forumPeserta).values(ledger);
  if (fakta.length) await db.insert(aktivitasSelesai).values(fakta).onConflictDoNothing();
  return { forum: rows.length, pesan: jumlahPesan };
}
