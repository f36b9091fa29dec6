import { deflateSync } from 'node:zlib';
import { and, asc, eq, sql } from 'drizzle-orm';
import { normalizeHakAkses, type SoalFile } from '@lms/shared';
import type { StorageBackend } from '../../plugins/storage';
import { saveGeneratedFile } from '../../modules/storager/storager.service';
import { teksPdf } from '../../modules/bank-soal/bank-soal-pdf';
import type { Db } from '../client';
import { bankSoal, bankSoalSoal, dosen, kelasKuliah, kelasPengajar, mataKuliah, operators, users, type SoalData } from '../schema';

/**
 * Question banks of the demo campus: every course gets a shown bank of its coordinator and a hidden bank of another
 * lecturer of the course, each with questions of all three types. Files (an option image, an attachment) are
 * added by seedBankSoalFiles, which runs with the storage like the other demo files. Also the demo operator
 * 'operator.banksoal' with read-only bank_soal, to show the read-only screens.
 */

type Soal = { jenis: 'pilihan' | 'benar_salah' | 'esay'; pertanyaan: string; data: SoalData };

function soalUntuk(nama: string): Soal[] {
  return [
    {
      jenis: 'pilihan',
      pertanyaan: `<p>Manakah pernyataan yang paling tepat tentang tujuan mata kuliah <strong>${nama}</strong>?</p>`,
      data: {
        pilihan: {
          pilihan: [
            'Menghafal definisi tanpa memahami penerapannya',
            `Memahami konsep dasar ${nama} dan menerapkannya pada masalah nyata`,
            'Menghindari praktik dan studi kasus',
            'Hanya mempelajari sejarah bidang ilmu',
          ],
          kunci: 1,
          gambar: [null, null, null, null],
        },
      },
    },
    {
      jenis: 'pilihan',
      pertanyaan: '<p>Langkah pertama yang paling tepat saat menyelesaikan studi kasus adalah ...</p>',
      data: {
        pilihan: {
          pilihan: ['Menulis kesimpulan', 'Mengidentifikasi masalah dan data yang tersedia', 'Membuat presentasi', 'Menyalin solusi dari internet', 'Menunggu arahan'],
          kunci: 1,
          gambar: [null, null, null, null, null],
        },
      },
    },
    {
      jenis: 'benar_salah',
      pertanyaan: `<p>Materi ${nama} pada pertemuan pertama membahas kontrak kuliah dan rencana pembelajaran semester.</p>`,
      data: { benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' } },
    },
    {
      jenis: 'benar_salah',
      pertanyaan: '<p>Tugas kelompok boleh dikumpulkan oleh setiap anggota dengan isi yang berbeda-beda.</p>',
      data: { benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'salah' } },
    },
    {
      jenis: 'esay',
      pertanyaan: `<p>Jelaskan dengan contoh bagaimana konsep utama ${nama} digunakan di dunia kerja.</p><ul><li>Sertakan minimal dua contoh.</li><li>Panjang jawaban 150–300 kata.</li></ul>`,
      data: {
        esay: {
          jenis_file_diterima: ['text', 'pdf', 'docs'],
          kunci: 'Jawaban memuat definisi konsep, dua contoh penerapan yang relevan, dan alasan mengapa konsep tersebut dipakai.',
          kunci_files: [],
        },
      },
    },
  ];
}

/** The demo operator who reads banks but changes nothing. */
export async function seedBankSoalOperator(db: Db, collegeId: number, passwordHash: string) {
  const [u] = await db
    .insert(users)
    .values({ collegeId, username: 'operator.banksoal', passwordHash, role: 'ROLE_OPERATOR', nama: 'Siti Rahmawati', email: 'siti.rahmawati@unm.ac.id' })
    .returning();
  await db.insert(operators).values({ userId: u!.id, collegeId, hakAkses: normalizeHakAkses({ bank_soal: 'read' }) });
}

export async function seedBankSoal(db: Db, collegeIds: number[], passwordHash: string) {
  await seedBankSoalOperator(db, collegeIds[0]!, passwordHash);
  for (const collegeId of collegeIds) {
    const courses = await db
      .select({ id: mataKuliah.id, nama: mataKuliah.nama, koordinator: mataKuliah.idDosenKoordinator })
      .from(mataKuliah)
      .where(eq(mataKuliah.collegeId, collegeId))
      .orderBy(asc(mataKuliah.kode));
    const teachers = await db
      .selectDistinct({ idMataKuliah: kelasKuliah.idMataKuliah, idDosen: kelasPengajar.idDosen })
      .from(kelasPengajar)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPengajar.idKelasKuliah))
      .where(eq(kelasKuliah.collegeId, collegeId))
      .orderBy(asc(kelasPengajar.idDosen));
    const owners = await db.select({ id: dosen.id, userId: dosen.userId }).from(dosen).where(eq(dosen.collegeId, collegeId));
    const userOf = new Map(owners.map((o) => [o.id, o.userId]));
    let minute = 0;
    for (const c of courses) {
      const first = c.koordinator ?? teachers.find((x) => x.idMataKuliah === c.id)?.idDosen;
      if (!first) continue;
      const second = teachers.find((x) => x.idMataKuliah === c.id && x.idDosen !== first)?.idDosen ?? first;
      const banks = [
        { judul: `Latihan ${c.nama}`, deskripsi: `Kumpulan soal latihan mandiri ${c.nama} untuk persiapan kuis.`, idDosen: first, dibagikan: true },
        { judul: `Soal UTS ${c.nama}`, deskripsi: `Draf soal ujian tengah semester ${c.nama}; belum dibagikan.`, idDosen: second, dibagikan: false },
      ];
      for (const b of banks) {
        minute += 7;
        const createdAt = new Date(Date.UTC(2026, 9, 1, 1, 0) + minute * 60_000);
        const [row] = await db
          .insert(bankSoal)
          .values({ collegeId, ...b, idMataKuliah: c.id, createdBy: userOf.get(b.idDosen) ?? null, createdAt, updatedAt: createdAt })
          .returning({ id: bankSoal.id });
        await db.insert(bankSoalSoal).values(
          soalUntuk(c.nama).map((s, i) => ({ collegeId, idBankSoal: row!.id, urutan: i + 1, createdBy: userOf.get(b.idDosen) ?? null, createdAt, updatedAt: createdAt, ...s })),
        );
      }
    }
  }
}

const STUDI_KASUS = [
  'Sebuah unit layanan kampus mencatat antrean mahasiswa setiap hari. Data menunjukkan lonjakan pada pekan pertama semester.',
  'Bacalah data pada lampiran ini, lalu jawab soal dengan memilih langkah analisis yang paling tepat.',
];

/** A small chart-like PNG (bars on white) for option images. */
export function diagramPng(bars: number[]): Buffer {
  const w = 160;
  const h = 100;
  const raw = Buffer.alloc((w * 3 + 1) * h, 255);
  const bw = Math.floor(w / (bars.length * 2));
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    bars.forEach((v, i) => {
      if (h - y > v) return;
      for (let x = bw * (2 * i) + bw / 2; x < bw * (2 * i + 1) + bw / 2; x++) {
        const o = y * (w * 3 + 1) + 1 + x * 3;
        raw[o] = 30;
        raw[o + 1] = 100 + i * 30;
        raw[o + 2] = 200;
      }
    });
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Files of the demo banks: in every other shown bank, the first choice question gets a chart image on each option
 * and the second an attachment. Stored through the storage service like user uploads.
 */
export async function seedBankSoalFiles(deps: { db: Db; storage: StorageBackend }, collegeId = 1) {
  const banks = await deps.db
    .select({ id: bankSoal.id, judul: bankSoal.judul, userId: dosen.userId })
    .from(bankSoal)
    .innerJoin(dosen, eq(dosen.id, bankSoal.idDosen))
    .where(and(eq(bankSoal.collegeId, collegeId), eq(bankSoal.dibagikan, true)))
    .orderBy(asc(bankSoal.id));
  for (const [i, b] of banks.entries()) {
    if (i % 2 !== 0) continue;
    const soal = await deps.db
      .select()
      .from(bankSoalSoal)
      .where(and(eq(bankSoalSoal.idBankSoal, b.id), eq(bankSoalSoal.jenis, 'pilihan')))
      .orderBy(asc(bankSoalSoal.urutan));
    const [p1, p2] = soal;
    if (!p1 || !p2 || !('pilihan' in p1.data)) continue;
    const gambar: string[] = [];
    for (const [j] of p1.data.pilihan.pilihan.entries()) {
      const f = await saveGeneratedFile(deps, {
        collegeId,
        kind: 'soal_bank_soal',
        ownerUserId: b.userId,
        filename: `grafik-${String.fromCharCode(97 + j)}.png`,
        mime: 'image/png',
        buffer: diagramPng([20 + j * 15, 60 - j * 8, 40 + j * 10]),
      });
      gambar.push(f.url);
    }
    await deps.db
      .update(bankSoalSoal)
      .set({ data: { pilihan: { ...p1.data.pilihan, gambar } } })
      .where(eq(bankSoalSoal.id, p1.id));
    const pdf = await saveGeneratedFile(deps, {
      collegeId,
      kind: 'soal_bank_soal',
      ownerUserId: b.userId,
      filename: 'Studi Kasus.pdf',
      mime: 'application/pdf',
      buffer: await teksPdf(`Studi kasus — ${b.judul}`, STUDI_KASUS),
    });
    const file: SoalFile = { name: pdf.name, url: pdf.url, content_length: pdf.content_length, extension: pdf.extension };
    await deps.db
      .update(bankSoalSoal)
      .set({ soalFiles: sql`${JSON.stringify([file])}::jsonb` })
      .where(eq(bankSoalSoal.id, p2.id));
  }
}
