import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { JenisMateri, TipeFileMateri } from '@lms/shared';
import { barisAktivitas } from '../../modules/aktivitas/aktivitas.service';
import type { StorageBackend } from '../../plugins/storage';
import type { Db } from '../client';
import {
  aktivitasKelas,
  aktivitasSelesai,
  dosen,
  files,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  mahasiswa,
  mataKuliah,
  materi,
  materiProgres,
  pertemuan,
} from '../schema';

/**
 * Materials of the demo campus: every meeting that has started gets an e-book (a real PDF), a lecture recording (an
 * MP4), a link and, every other meeting, a podcast (an MP3); the next meeting of each class has an e-book that shows
 * only when that meeting starts. On online and mixed meetings the e-book and the recording are required for
 * attendance with a deadline a week after the meeting; most participants have already read / watched them (facts
 * and progress as the materials module writes them). The small media files live in ./assets; the `files` rows are
 * written here and the bytes by seedMateriFiles, which runs with the storage like the other demo files.
 */

const DAY = 86_400_000;
const ASET = { pdf: 'materi-demo.pdf', mp4: 'materi-demo.mp4', mp3: 'materi-demo.mp3' } as const;
const MIME = { pdf: 'application/pdf', mp4: 'video/mp4', mp3: 'audio/mpeg' } as const;
/** Lengths of the demo media (ffprobe), so percentages work without reading the files at seed time. */
const DURASI = { mp4: 10.046, mp3: 12.069 } as const;
const asetPath = (ext: keyof typeof ASET) => new URL(`./assets/${ASET[ext]}`, import.meta.url);
const ukuranAset = (ext: keyof typeof ASET) => fs.statSync(asetPath(ext)).size;

/** A stable pseudo-random number in [0, 1) from two integers (the same demo every run). */
function acak(a: number, b: number) {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

async function chunked<T>(rows: T[], size: number, fn: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

type Baru = {
  collegeId: number;
  idKelasKuliah: string;
  idPertemuan: number;
  judul: string;
  deskripsi: string;
  tipeFile: TipeFileMateri;
  jenisMateri: JenisMateri;
  idFile: string | null;
  fileUrl: string | null;
  durasiDetik: number | null;
  waktuMulaiTampil: Date;
  isSyaratHadir: boolean | null;
  deadline: Date | null;
  createdBy: number | null;
  updatedBy: number | null;
};

export async function seedMateri(db: Db, collegeIds: number[], now = new Date()) {
  const meetings = await db
    .select({
      id: pertemuan.id,
      collegeId: pertemuan.collegeId,
      idKelasKuliah: pertemuan.idKelasKuliah,
      nomor: pertemuan.nomor,
      judul: pertemuan.judul,
      jenis: pertemuan.jenis,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      mkNama: mataKuliah.nama,
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(inArray(pertemuan.collegeId, collegeIds))
    .orderBy(asc(pertemuan.idKelasKuliah), asc(pertemuan.nomor));
  const started = meetings.filter((m) => m.status !== 'belum_dimulai');
  const kelasIds = [...new Set(started.map((m) => m.idKelasKuliah))];
  if (kelasIds.length === 0) return { materi: 0, fakta: 0 };

  const pengajar = await db
    .select({ idKelas: kelasPengajar.idKelasKuliah, userId: dosen.userId })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(inArray(kelasPengajar.idKelasKuliah, kelasIds))
    .orderBy(asc(kelasPengajar.idKelasKuliah), asc(dosen.id));
  const authorOf = new Map<string, number>();
  for (const p of pengajar) if (!authorOf.has(p.idKelas)) authorOf.set(p.idKelas, p.userId);

  // One stored copy of each demo file per class (a file's readers are its class's members); its materials share it.
  const collegeOf = new Map(started.map((m) => [m.idKelasKuliah, m.collegeId]));
  const fileRows = kelasIds.flatMap((idKelas) =>
    (['pdf', 'mp4', 'mp3'] as const).map((ext) => ({
      id: randomUUID(),
      collegeId: collegeOf.get(idKelas)!,
      kind: 'materi',
      storageKey: `${collegeOf.get(idKelas)}/materi/demo-${randomUUID()}.${ext}`,
      originalName: ext === 'pdf' ? 'Modul Pembelajaran.pdf' : ext === 'mp4' ? 'Rekaman Kuliah.mp4' : 'Podcast Ringkasan.mp3',
      mime: MIME[ext],
      size: ukuranAset(ext),
      idKelasKuliah: idKelas,
      ownerUserId: authorOf.get(idKelas) ?? null,
      ext,
    })),
  );
  await chunked(fileRows, 500, (part) => db.insert(files).values(part.map(({ ext: _ext, ...r }) => r)));
  const fileOf = new Map(fileRows.map((f) => [`${f.idKelasKuliah}:${f.ext}`, f.id]));

  const values: Baru[] = [];
  for (const m of started) {
    const online = m.jenis !== 'offline';
    const author = authorOf.get(m.idKelasKuliah) ?? null;
    const tampil = new Date(m.waktuMulai.getTime() - DAY);
    const deadline = online ? new Date(m.waktuMulai.getTime() + 7 * DAY) : null;
    const base = { collegeId: m.collegeId, idKelasKuliah: m.idKelasKuliah, idPertemuan: m.id, waktuMulaiTampil: tampil, createdBy: author, updatedBy: author };
    const topik = m.judul || `Pertemuan ${m.nomor}`;
    values.push(
      {
        ...base,
        judul: `Modul Pertemuan ${m.nomor}: ${topik}`,
        deskripsi: `Modul bacaan ${m.mkNama} untuk pertemuan ${m.nomor}. Baca sebelum kuliah dimulai.`,
        tipeFile: 'ebook',
        jenisMateri: 'modul',
        idFile: fileOf.get(`${m.idKelasKuliah}:pdf`)!,
        fileUrl: null,
        durasiDetik: null,
        isSyaratHadir: online ? true : null,
        deadline,
      },
      {
        ...base,
        judul: `Rekaman Kuliah Pertemuan ${m.nomor}`,
        deskripsi: `Rekaman video penjelasan materi ${topik}. Tonton minimal sesuai syarat kehadiran.`,
        tipeFile: 'video',
        jenisMateri: 'audio_visual',
        idFile: fileOf.get(`${m.idKelasKuliah}:mp4`)!,
        fileUrl: null,
        durasiDetik: DURASI.mp4,
        isSyaratHadir: online ? true : null,
        deadline,
      },
      {
        ...base,
        judul: `Bacaan Tambahan: ${m.mkNama}`,
        deskripsi: 'Tautan ke bacaan pendukung dari perpustakaan digital.',
        tipeFile: 'url',
        jenisMateri: 'alat_bantu',
        idFile: null,
        fileUrl: `https://scholar.google.com/scholar?q=${encodeURIComponent(m.mkNama)}`,
        durasiDetik: null,
        isSyaratHadir: online ? false : null,
        deadline: null,
      },
    );
    if (m.nomor % 2 === 0) {
      values.push({
        ...base,
        judul: `Podcast Ringkasan Pertemuan ${m.nomor}`,
        deskripsi: `Ringkasan audio pertemuan ${m.nomor} untuk didengarkan kembali.`,
        tipeFile: 'audio',
        jenisMateri: 'naskah_tutorial',
        idFile: fileOf.get(`${m.idKelasKuliah}:mp3`)!,
        fileUrl: null,
        durasiDetik: DURASI.mp3,
        isSyaratHadir: online ? false : null,
        deadline: null,
      });
    }
  }
  // The next meeting of each class: a module that shows only when that meeting starts (teachers see it already).
  for (const idKelas of kelasIds) {
    const next = meetings.find((m) => m.idKelasKuliah === idKelas && m.status === 'belum_dimulai');
    if (!next) continue;
    const author = authorOf.get(idKelas) ?? null;
    values.push({
      collegeId: next.collegeId,
      idKelasKuliah: idKelas,
      idPertemuan: next.id,
      judul: `Modul Pertemuan ${next.nomor}: ${next.judul || 'Persiapan'}`,
      deskripsi: 'Modul untuk pertemuan berikutnya; tampil saat pertemuan dimulai.',
      tipeFile: 'ebook',
      jenisMateri: 'modul',
      idFile: fileOf.get(`${idKelas}:pdf`)!,
      fileUrl: null,
      durasiDetik: null,
      waktuMulaiTampil: next.waktuMulai.getTime() > now.getTime() ? next.waktuMulai : new Date(now.getTime() + DAY),
      isSyaratHadir: next.jenis === 'offline' ? null : false,
      deadline: null,
      createdBy: author,
      updatedBy: author,
    });
  }

  const inserted: { id: number; v: Baru }[] = [];
  await chunked(values, 800, async (part) => {
    const rows = await db.insert(materi).values(part).returning({ id: materi.id });
    rows.forEach((r, i) => inserted.push({ id: r.id, v: part[i]! }));
  });
  const reg: { id: number; idSumber: string }[] = [];
  await chunked(inserted, 800, async (part) => {
    const rows = await db
      .insert(aktivitasKelas)
      .values(
        part.map(({ id, v }) =>
          barisAktivitas({
            collegeId: v.collegeId,
            idKelasKuliah: v.idKelasKuliah,
            idPertemuan: v.idPertemuan,
            jenis: 'materi',
            idSumber: id,
            judul: v.judul,
            waktuMulai: v.waktuMulaiTampil,
            waktuSelesai: v.isSyaratHadir ? v.deadline : null,
            syaratHadir: v.isSyaratHadir === true,
          }),
        ),
      )
      .returning({ id: aktivitasKelas.id, idSumber: aktivitasKelas.idSumber });
    reg.push(...rows);
  });
  const regOf = new Map(reg.map((r) => [Number(r.idSumber), r.id]));

  // Facts: most participants read / watched the required materials before their deadline.
  const peserta = await db
    .select({ idKelas: kelasPeserta.idKelasKuliah, userId: mahasiswa.userId, idMahasiswa: mahasiswa.id })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(inArray(kelasPeserta.idKelasKuliah, kelasIds));
  const pesertaOf = new Map<string, { userId: number; idMahasiswa: number }[]>();
  for (const p of peserta) pesertaOf.set(p.idKelas, [...(pesertaOf.get(p.idKelas) ?? []), p]);
  const fakta: (typeof aktivitasSelesai.$inferInsert)[] = [];
  const progres: (typeof materiProgres.$inferInsert)[] = [];
  for (const { id, v } of inserted) {
    if (!v.isSyaratHadir || !v.deadline) continue;
    const akhir = Math.min(v.deadline.getTime(), now.getTime());
    for (const p of pesertaOf.get(v.idKelasKuliah) ?? []) {
      if (acak(id, p.idMahasiswa) > 0.7 || akhir <= v.waktuMulaiTampil.getTime()) continue;
      const waktu = new Date(v.waktuMulaiTampil.getTime() + acak(p.idMahasiswa, id) * (akhir - v.waktuMulaiTampil.getTime()));
      const video = v.tipeFile === 'video';
      const unduh = video && acak(id + 1, p.idMahasiswa) < 0.2;
      fakta.push({
        collegeId: v.collegeId,
        idPertemuan: v.idPertemuan,
        idAktivitas: regOf.get(id)!,
        jenis: 'materi',
        idUser: p.userId,
        waktu,
        sumber: video ? (unduh ? 'unduh' : 'tonton') : 'baca',
        detail: video && !unduh ? { persen: 100 } : v.tipeFile === 'ebook' ? { detik_baca: 60 + Math.round(acak(p.userId, id) * 300) } : {},
      });
      // The materials module mirrors each fact on the student's progress row (the list reads 'terpenuhi' there).
      const ditonton = video && !unduh;
      progres.push({
        idMateri: id,
        idUser: p.userId,
        collegeId: v.collegeId,
        waktuBuka: ditonton || v.tipeFile === 'ebook' ? new Date(waktu.getTime() - 120_000) : null,
        waktuLapor: ditonton ? waktu : null,
        segmen: ditonton ? [[0, DURASI.mp4]] : [],
        durasiDetik: ditonton ? DURASI.mp4 : null,
        persen: ditonton ? 100 : 0,
        selesaiPada: waktu,
        updatedAt: waktu,
      });
    }
  }
  await chunked(fakta, 1000, (part) => db.insert(aktivitasSelesai).values(part));
  await chunked(progres, 1000, (part) => db.insert(materiProgres).values(part));
  return { materi: inserted.length, fakta: fakta.length };
}

/** Writes the bytes of the demo materials' files (rows made by seedMateri) to the storage backend. */
export async function seedMateriFiles(deps: { db: Db; storage: StorageBackend }) {
  const rows = await deps.db
    .select({ key: files.storageKey, mime: files.mime })
    .from(files)
    .where(and(eq(files.kind, 'materi'), like(files.storageKey, '%/materi/demo-%')));
  const bytes = Object.fromEntries((Object.keys(ASET) as (keyof typeof ASET)[]).map((ext) => [ext, fs.readFileSync(asetPath(ext))])) as Record<keyof typeof ASET, Buffer>;
  for (const r of rows) {
    const ext = r.key.slice(r.key.lastIndexOf('.') + 1) as keyof typeof ASET;
    if (bytes[ext]) await deps.storage.put(r.key, bytes[ext], { contentType: r.mime, contentLength: bytes[ext].length });
  }
  return rows.length;
}
