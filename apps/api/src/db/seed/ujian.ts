import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashSeed, undiSoal } from '@lms/shared';
import { registerAktivitas } from '../../modules/aktivitas/aktivitas.service';
import { muatKonteksNilai, simpanNilaiPengerjaan } from '../../modules/ujian/penilaian-hitung';
import type { Db } from '../client';
import {
  aktivitasSelesai,
  dosen,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  mahasiswa,
  mataKuliah,
  pertemuan,
  ujian,
  ujianJawaban,
  ujianKelompokSoal,
  ujianPengerjaan,
  ujianSoal,
  users,
  type UjianSoalData,
} from '../schema';

/**
 * Demo exams. In each class the demo lecturer teaches and the demo student takes (two per college), one exam of
 * every type and status: a quiz running now (two groups, one drawing 1 of 2 essays per student), a finished quiz
 * with submitted attempts (and their attendance facts), a remedial of it open now to the demo student and one
 * classmate, an upcoming UTS and an upcoming UAS. Everything goes in a few bulk INSERTs; the registry rows through
 * the registry's own writer.
 */

const MIN = 60_000;
const HARI = 24 * 60 * MIN;
const DEMO = [
  { dosen: 'dosen', mahasiswa: 'mahasiswa' },
  { dosen: 'dosen2', mahasiswa: 'mahasiswa2' },
];

type SoalDemo = { jenis: 'pilihan' | 'benar_salah' | 'esay'; pertanyaan: string; data: UjianSoalData };

const pilihan = (pertanyaan: string, opsi: string[], kunci: number): SoalDemo => ({
  jenis: 'pilihan',
  pertanyaan: `<p>${pertanyaan}</p>`,
  data: { pilihan: { pilihan: opsi, kunci, gambar: opsi.map(() => null) } },
});
const benarSalah = (pertanyaan: string, kunci: 'benar' | 'salah'): SoalDemo => ({
  jenis: 'benar_salah',
  pertanyaan: `<p>${pertanyaan}</p>`,
  data: { benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci } },
});
const esay = (pertanyaan: string): SoalDemo => ({
  jenis: 'esay',
  pertanyaan: `<p>${pertanyaan}</p>`,
  data: { esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Jawaban memuat konsep, contoh dan alasannya.', kunci_files: [] } },
});

function soalUntuk(makul: string): { nama: string; aturan: 'semua' | 'random'; jumlah: number | null; soal: SoalDemo[] }[] {
  return [
    {
      nama: 'Pilihan Ganda',
      aturan: 'semua',
      jumlah: null,
      soal: [
        pilihan(`Tujuan utama mempelajari ${makul} adalah ...`, ['Menghafal istilah', 'Memahami konsep dan menerapkannya', 'Menghindari praktik', 'Menyalin contoh'], 1),
        pilihan('Langkah pertama menyelesaikan studi kasus adalah ...', ['Menulis kesimpulan', 'Mengidentifikasi masalah', 'Membuat presentasi', 'Menunggu arahan'], 1),
        pilihan('Sumber belajar yang paling dapat dipercaya adalah ...', ['Forum anonim', 'Buku ajar dan jurnal', 'Tebakan', 'Iklan'], 1),
        benarSalah(`Materi ${makul} dapat diterapkan pada masalah sehari-hari.`, 'benar'),
        benarSalah('Tugas kelompok boleh dikerjakan tanpa diskusi anggota.', 'salah'),
      ],
    },
    {
      nama: 'Esai',
      aturan: 'random',
      jumlah: 1,
      soal: [esay(`Jelaskan satu konsep utama ${makul} beserta contohnya.`), esay(`Bagaimana ${makul} digunakan di dunia kerja? Berikan dua contoh.`)],
    },
  ];
}

const mu = alias(users, 'mu');

export async function seedUjian(db: Db, collegeIds: number[], now: Date = new Date()) {
  const targets: { collegeId: number; idKelas: string; makul: string; author: number; nimDemo: string }[] = [];
  for (const d of DEMO) {
    // Sequential: the seed runs inside one transaction (one connection).
    const rows = await db
      .select({ collegeId: kelasKuliah.collegeId, idKelas: kelasKuliah.id, makul: mataKuliah.nama, author: users.id, nim: mahasiswa.nim })
      .from(kelasKuliah)
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .innerJoin(kelasPengajar, eq(kelasPengajar.idKelasKuliah, kelasKuliah.id))
      .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
      .innerJoin(users, and(eq(users.id, dosen.userId), eq(users.username, d.dosen)))
      .innerJoin(kelasPeserta, eq(kelasPeserta.idKelasKuliah, kelasKuliah.id))
      .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
      .innerJoin(mu, and(eq(mu.id, mahasiswa.userId), eq(mu.username, d.mahasiswa)))
      .where(inArray(kelasKuliah.collegeId, collegeIds))
      .orderBy(asc(kelasKuliah.id))
      .limit(2);
    targets.push(...rows.map((r) => ({ collegeId: r.collegeId, idKelas: r.idKelas, makul: r.makul, author: r.author, nimDemo: r.nim })));
  }
  let jumlah = 0;
  for (const t of targets) jumlah += await seedKelas(db, t, now);
  return { ujian: jumlah };
}

async function seedKelas(db: Db, t: { collegeId: number; idKelas: string; makul: string; author: number; nimDemo: string }, now: Date) {
  const meetings = await db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor, kategori: pertemuan.kategori, status: pertemuan.status, mulai: pertemuan.waktuMulai, selesai: pertemuan.waktuSelesai })
    .from(pertemuan)
    .where(eq(pertemuan.idKelasKuliah, t.idKelas))
    .orderBy(asc(pertemuan.nomor));
  if (meetings.length === 0) return 0;
  const dekat = [...meetings].sort((a, b) => Math.abs(a.mulai.getTime() - now.getTime()) - Math.abs(b.mulai.getTime() - now.getTime()));
  const run = meetings.find((m) => m.status === 'berlangsung') ?? dekat[0]!;
  const lalu = [...meetings].reverse().find((m) => m.selesai < now) ?? meetings[0]!;
  const uts = meetings.find((m) => m.kategori === 'uts') ?? meetings[Math.min(7, meetings.length - 1)]!;
  const uas = meetings.find((m) => m.kategori === 'uas') ?? meetings[meetings.length - 1]!;
  const at = (ms: number) => new Date(Math.floor((now.getTime() + ms) / MIN) * MIN);
  const peserta = await db
    .select({ id: mahasiswa.id, userId: mahasiswa.userId, nim: mahasiswa.nim })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(eq(kelasPeserta.idKelasKuliah, t.idKelas))
    .orderBy(asc(mahasiswa.nim));
  const teman = peserta.find((p) => p.nim !== t.nimDemo);
  const base = { collegeId: t.collegeId, idKelasKuliah: t.idKelas, deskripsi: '<p>Kerjakan dengan jujur. Jawaban tersimpan otomatis setiap kali Anda menjawab.</p>', createdBy: t.author, updatedBy: t.author };
  const lampau = lalu.mulai < at(-HARI) ? lalu.mulai : at(-3 * HARI);
  const exams = await db
    .insert(ujian)
    .values([
      { ...base, idPertemuan: run.id, jenis: 'kuis', judul: `Kuis ${t.makul}`, sifat: 'open', gunakanBatasWaktu: true, durasi: 60, waktuMulai: at(-15 * MIN), waktuSelesai: at(3 * 60 * MIN) },
      // Finished, its scores published and its key shown from its end (the student's resume).
      {
        ...base,
        idPertemuan: lalu.id,
        jenis: 'kuis',
        judul: 'Kuis Pendahuluan',
        gunakanBatasWaktu: true,
        durasi: 30,
        waktuMulai: lampau,
        waktuSelesai: new Date(lampau.getTime() + 60 * MIN),
        acakSoal: true,
        isTampilkanNilai: true,
        tampilkanKunciJawaban: true,
        waktuTampilKunci: new Date(lampau.getTime() + 60 * MIN),
      },
      { ...base, idPertemuan: uts.id, jenis: 'uts', judul: 'Ujian Tengah Semester', gunakanBatasWaktu: true, durasi: 90, waktuMulai: at(7 * HARI), waktuSelesai: at(7 * HARI + 120 * MIN) },
      { ...base, idPertemuan: uas.id, jenis: 'uas', judul: 'Ujian Akhir Semester', gunakanBatasWaktu: true, durasi: 120, waktuMulai: at(30 * HARI), waktuSelesai: at(30 * HARI + 150 * MIN), tampilkanKunciJawaban: true, waktuTampilKunci: at(31 * HARI) },
    ])
    .returning();
  const selesai = exams[1]!;
  const [remedial] = await db
    .insert(ujian)
    .values({ ...base, idPertemuan: run.id, jenis: 'remedial', idUjianUtama: selesai.id, judul: 'Remedial Kuis Pendahuluan', gunakanBatasWaktu: true, durasi: 45, waktuMulai: at(-5 * MIN), waktuSelesai: at(4 * 60 * MIN), pesertaRemedial: [t.nimDemo, ...(teman ? [teman.nim] : [])] })
    .returning();
  const semua = [...exams, remedial!];

  // Groups and questions of every exam, in two bulk inserts.
  const rencana = soalUntuk(t.makul);
  const kelompok = await db
    .insert(ujianKelompokSoal)
    .values(semua.flatMap((u) => rencana.map((k, i) => ({ collegeId: t.collegeId, idUjian: u.id, urutan: i + 1, nama: k.nama, aturan: k.aturan, jumlahWajibDijawab: k.jumlah }))))
    .returning();
  const soal = await db
    .insert(ujianSoal)
    .values(
      kelompok.flatMap((k) =>
        rencana[k.urutan - 1]!.soal.map((s, i) => ({ collegeId: t.collegeId, idUjian: k.idUjian, idKelompok: k.id, urutan: i + 1, jenis: s.jenis, pertanyaan: s.pertanyaan, data: s.data, bobot: s.jenis === 'esay' ? 5 : 1, createdBy: t.author })),
      ),
    )
    .returning();
  const registry = new Map<number, number>();
  for (const u of semua) {
    registry.set(
      u.id,
      await registerAktivitas(db, {
        collegeId: u.collegeId,
        idKelasKuliah: u.idKelasKuliah,
        idPertemuan: u.idPertemuan,
        jenis: 'ujian',
        idSumber: u.id,
        judul: u.judul,
        waktuMulai: u.waktuMulai,
        waktuSelesai: u.waktuSelesai,
        syaratHadir: u.ditampilkan && u.jenis !== 'remedial',
      }),
    );
  }

  // Submitted attempts of the finished quiz (the demo student's among them), with answers and attendance facts.
  const takers = peserta.slice(0, 8);
  if (takers.length) {
    const grup = kelompok.filter((k) => k.idUjian === selesai.id);
    const attempts = await db
      .insert(ujianPengerjaan)
      .values(
        takers.map((p, i) => {
          const susunan = undiSoal(
            grup.map((k) => ({ id: k.id, aturan: k.aturan as 'semua', jumlah_wajib_dijawab: k.jumlahWajibDijawab, soal: soal.filter((s) => s.idKelompok === k.id).map((s) => s.id) })),
            { acakSoal: selesai.acakSoal, seed: hashSeed(`${selesai.id}:${p.userId}`) },
          );
          const mulai = new Date(selesai.waktuMulai.getTime() + (i % 5) * MIN);
          const soalIds = susunan.flatMap((g) => g.soal);
          return {
            collegeId: t.collegeId,
            idUjian: selesai.id,
            idUser: p.userId,
            idMahasiswa: p.id,
            waktuMulai: mulai,
            batasWaktu: new Date(mulai.getTime() + 30 * MIN),
            waktuSelesai: new Date(mulai.getTime() + (15 + (i % 10)) * MIN),
            caraSelesai: i === takers.length - 1 && i > 0 ? 'waktu_habis' : 'kirim',
            susunan,
            soalIds,
            jumlahSoal: soalIds.length,
          };
        }),
      )
      .returning();
    const byId = new Map(soal.map((s) => [s.id, s]));
    await db.insert(ujianJawaban).values(
      attempts.flatMap((a, i) =>
        a.soalIds.flatMap((idSoal, n) => {
          const s = byId.get(idSoal)!;
          if ((i + n) % 7 === 6) return [];
          const jawaban =
            'pilihan' in s.data ? { pilihan: (i + n) % 3 === 0 ? 0 : s.data.pilihan.kunci } : 'benar_salah' in s.data ? { benar_salah: i % 4 === 0 ? 'salah' : s.data.benar_salah.kunci } : { esay: { teks: 'Konsep ini dipakai untuk menyelesaikan masalah nyata, misalnya dalam proyek kelompok.', files: [] } };
          return [{ idPengerjaan: a.id, idSoal, collegeId: t.collegeId, jawaban, seq: 1 + n, diterimaAt: new Date(a.waktuMulai.getTime() + (n + 1) * MIN) }];
        }),
      ),
    );
    // Scores as the server gives them at close; the lecturer graded the essays of all but the last two attempts,
    // so the exam shows 'Belum Dinilai' 2 with something left to grade.
    const konteks = await muatKonteksNilai(db, selesai.id);
    for (const [i, a] of attempts.entries()) {
      if (i < attempts.length - 2) {
        const esai = a.soalIds.filter((id) => byId.get(id)!.jenis === 'esay');
        for (const idSoal of esai) await db.update(ujianJawaban).set({ nilai: 3 + (i % 3) }).where(and(eq(ujianJawaban.idPengerjaan, a.id), eq(ujianJawaban.idSoal, idSoal)));
      }
      await simpanNilaiPengerjaan(db, konteks, a, a.waktuSelesai!);
    }
    await db.insert(aktivitasSelesai).values(
      attempts.map((a) => ({
        collegeId: t.collegeId,
        idPertemuan: selesai.idPertemuan,
        idAktivitas: registry.get(selesai.id)!,
        jenis: 'ujian',
        idUser: a.idUser,
        waktu: a.waktuSelesai!,
        sumber: 'kerjakan',
        detail: { cara_selesai: a.caraSelesai, jumlah_soal: a.jumlahSoal },
      })),
    );
  }
  return semua.length;
}
