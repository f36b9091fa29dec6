import {
  kelompokSoalBody,
  nilaiTugasBody,
  simpanJawabanBody,
  tugasBody,
  ujianBody,
  ujianSoalBody,
  type TugasBody,
  type UjianBody,
  type UjianSoalBody,
} from '@lms/shared';
import { AppError } from '../../src/lib/errors';
import { createKelompok } from '../../src/modules/tugas/kelompok.service';
import { submitPengumpulan } from '../../src/modules/tugas/pengumpulan.service';
import { publishNilaiTugas, setNilaiKelompok, setNilaiMahasiswa } from '../../src/modules/tugas/penilaian.service';
import { createTugas, updateTugasById } from '../../src/modules/tugas/tugas.service';
import { simpanJawaban } from '../../src/modules/ujian/jawaban.service';
import { startPengerjaan, submitPengerjaan } from '../../src/modules/ujian/pengerjaan.service';
import { publishNilaiUjian, setNilaiSoal } from '../../src/modules/ujian/penilaian.service';
import { createKelompok as createKelompokSoal, createSoalUjian } from '../../src/modules/ujian/soal-ujian.service';
import { createUjian, updateUjianById } from '../../src/modules/ujian/ujian.service';
import { ikut } from './semester-kegiatan';
import { HARI, JAM, type Dunia, type Kebiasaan, type Siswa } from './semester-kelas';

/**
 * The semester's graded work: an individual task (one late hand-in), a group task, a task of next week handed in
 * ahead, a quiz, the UTS with an essay, the UAS (refused to students under the attendance minimum) and a remedial
 * of the UTS; then grading and publishing. The scores given are written once here (NILAI_*, JAWABAN), so the grade
 * tests derive what every cell must hold from the same table.
 */

/** Scores of the individual task (out of 100). */
export const NILAI_T1: Partial<Record<Kebiasaan, number>> = { rajin: 90, telat: 50, duluan: 95, sakit: 70, biasa: 60 };
/** The group task is scored out of NILAI_MAKS_T2 per group. */
export const NILAI_MAKS_T2 = 50;
export const KELOMPOK_T2: { nama: string; anggota: Kebiasaan[]; pengumpul: Kebiasaan; nilai: number }[] = [
  { nama: 'Kelompok Satu', anggota: ['rajin', 'telat', 'sakit'], pengumpul: 'rajin', nilai: 40 },
  // 'absen' does nothing himself; his group hands in and is graded for him.
  { nama: 'Kelompok Dua', anggota: ['duluan', 'biasa', 'absen'], pengumpul: 'duluan', nilai: 44 },
];

/**
 * Every exam has three automatically scored questions of weight 1 (two multiple choice, one true/false); the UTS
 * and UAS add an essay of weight 2 scored by the lecturer. `benar`: how many of the automatic ones a student gets
 * right (the first ones); `esai`: the essay's points.
 */
export const JAWABAN: Record<Kebiasaan, { benar: number; esai: number }> = {
  rajin: { benar: 3, esai: 2 },
  telat: { benar: 2, esai: 1 },
  absen: { benar: 0, esai: 0 },
  duluan: { benar: 3, esai: 2 },
  sakit: { benar: 1, esai: 1 },
  biasa: { benar: 2, esai: 0 },
};

export type Tugas = { id: number; nomor: number; judul: string; jenis: 'individu' | 'kelompok'; nilaiMaks: number; kelompok: Map<string, number> };
export type Ujian = {
  id: number;
  nomor: number;
  judul: string;
  jenis: 'kuis' | 'uts' | 'uas' | 'remedial';
  esai: boolean;
  peserta: Kebiasaan[];
  /** Students the UAS turned away (pembatasan_ujian_kehadiran), with the message they got. */
  ditolak: Map<Kebiasaan, { status: number; kode: string; pesan: string }>;
};

const isoNow = (geser = 0) => new Date(Date.now() + geser).toISOString();

// ---------------------------------------------------------------------------------------------------------------
// Tasks

async function buatTugas(d: Dunia, nomor: number, over: Partial<TugasBody>) {
  const body: TugasBody = {
    id_pertemuan: d.p[nomor]!.id,
    judul: `Tugas pertemuan ${nomor}`,
    deskripsi: '<p>Kerjakan dan kumpulkan.</p>',
    jenis: 'individu',
    waktu_mulai: isoNow(-JAM),
    waktu_selesai: isoNow(HARI),
    izinkan_terlambat: true,
    pengumpulan_teks: true,
    pengumpulan_file: false,
    nilai_maks: 100,
    is_syarat_hadir: true,
    ...over,
  };
  const parsed = tugasBody.parse(body);
  const t = await d.tulis(d.dosen, `menambah ${body.judul}`, () => createTugas(d.deps, d.dosen.actor, parsed));
  return { t, body };
}

/** A text hand-in, as the multipart reader would give it. */
const kumpul = (d: Dunia, idTugas: number, s: Siswa) =>
  d.tulis(s, `mengumpulkan tugas ${idTugas}`, () =>
    submitPengumpulan(d.deps, s.actor, idTugas, async () => ({
      fields: { teks: `<p>Jawaban ${s.nim}</p>`, files_hapus: [] },
      files: [],
      discard: async () => {},
    })),
  );

/** The lecturer moves a task's due time to a second ago: submissions from here on are late. */
const tutupTugas = (d: Dunia, id: number, body: TugasBody) => {
  const parsed = tugasBody.parse({ ...body, waktu_selesai: isoNow(-1000) });
  return d.tulis(d.dosen, `menutup tugas ${id}`, () => updateTugasById(d.deps, d.dosen.actor, id, parsed));
};
const publishTugas = (d: Dunia, id: number) => d.tulis(d.dosen, `publish nilai tugas ${id}`, () => publishNilaiTugas(d.deps, d.dosen.actor, id, true));

export async function jalankanTugas(d: Dunia): Promise<Tugas[]> {
  const { siswa, semuaSiswa } = d;
  // Meeting 9: everyone who works hands in on time, the lecturer closes the due time, then 'telat' hands in late.
  const t1 = await buatTugas(d, 9, {});
  for (const s of semuaSiswa) if (ikut(9, s) && s.kebiasaan !== 'telat') await kumpul(d, t1.t.id, s);
  await tutupTugas(d, t1.t.id, t1.body);
  await kumpul(d, t1.t.id, siswa.telat);
  for (const s of semuaSiswa) {
    const n = NILAI_T1[s.kebiasaan];
    if (n === undefined) continue;
    const body = nilaiTugasBody.parse({ nilai: n, komentar: 'Baik' });
    await d.tulis(d.dosen, `menilai tugas ${t1.t.id} ${s.nim}`, () => setNilaiMahasiswa(d.deps, d.dosen.actor, t1.t.id, s.idMahasiswa, body));
  }
  await publishTugas(d, t1.t.id);

  // Meeting 10: groups made by the lecturer; one member hands in for the group.
  const t2 = await buatTugas(d, 10, { jenis: 'kelompok', nilai_maks: NILAI_MAKS_T2 });
  const kelompok = new Map<string, number>();
  for (const k of KELOMPOK_T2) {
    const body = { nama: k.nama, anggota: k.anggota.map((a) => siswa[a].idMahasiswa) };
    const item = await d.tulis(d.dosen, `membuat ${k.nama}`, () => createKelompok(d.deps, d.dosen.actor, t2.t.id, body));
    kelompok.set(k.nama, item.id);
    await kumpul(d, t2.t.id, siswa[k.pengumpul]);
  }
  await tutupTugas(d, t2.t.id, t2.body);
  for (const k of KELOMPOK_T2) {
    const body = nilaiTugasBody.parse({ nilai: k.nilai });
    await d.tulis(d.dosen, `menilai ${k.nama}`, () => setNilaiKelompok(d.deps, d.dosen.actor, t2.t.id, kelompok.get(k.nama)!, body));
  }
  await publishTugas(d, t2.t.id);

  // Meeting 15 (next week): posted early, due next week; 'duluan' hands it in ahead of time. Not graded yet.
  const t3 = await buatTugas(d, 15, { waktu_selesai: new Date(d.t0 + 8 * HARI).toISOString() });
  for (const s of semuaSiswa) if (ikut(15, s)) await kumpul(d, t3.t.id, s);

  const tugas = (x: typeof t1, nomor: number, jenis: Tugas['jenis'], nilaiMaks: number, k = new Map<string, number>()): Tugas => ({
    id: x.t.id,
    nomor,
    judul: x.t.judul,
    jenis,
    nilaiMaks,
    kelompok: k,
  });
  return [tugas(t1, 9, 'individu', 100), tugas(t2, 10, 'kelompok', NILAI_MAKS_T2, kelompok), tugas(t3, 15, 'individu', 100)];
}

// ---------------------------------------------------------------------------------------------------------------
// Exams

const SOAL_OTOMATIS: UjianSoalBody[] = [
  { jenis: 'pilihan', pertanyaan: '<p>Kompleksitas pencarian biner?</p>', pilihan: { pilihan: ['O(n)', 'O(log n)', 'O(1)'], kunci: 1 }, bobot: 1 } as UjianSoalBody,
  { jenis: 'pilihan', pertanyaan: '<p>Struktur LIFO?</p>', pilihan: { pilihan: ['Stack', 'Queue', 'Heap'], kunci: 0 }, bobot: 1 } as UjianSoalBody,
  { jenis: 'benar_salah', pertanyaan: '<p>Array berindeks dari nol.</p>', benar_salah: { kunci: 'benar' }, bobot: 1 } as UjianSoalBody,
];
const SOAL_ESAI = { jenis: 'esay', pertanyaan: '<p>Jelaskan rekursi.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'Fungsi memanggil dirinya.' }, bobot: 2 } as UjianSoalBody;
/** Right and wrong answers of the automatic questions, in order. */
const BENAR = [{ pilihan: 1 }, { pilihan: 0 }, { benar_salah: 'benar' }] as const;
const SALAH = [{ pilihan: 2 }, { pilihan: 1 }, { benar_salah: 'salah' }] as const;

type Dibuat = { id: number; soal: number[]; kelompok: number; body: UjianBody };

async function buatUjian(d: Dunia, nomor: number, jenis: Ujian['jenis'], esai: boolean, over: Partial<UjianBody> = {}): Promise<Dibuat> {
  const body: UjianBody = {
    id_pertemuan: d.p[nomor]!.id,
    jenis,
    judul: `${jenis.toUpperCase()} pertemuan ${nomor}`,
    deskripsi: '<p>Kerjakan dengan jujur.</p>',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: true,
    durasi: 30,
    waktu_mulai: isoNow(-JAM),
    waktu_selesai: isoNow(JAM),
    tampilkan_kunci_jawaban: false,
    waktu_tampil_kunci: null,
    id_ujian_utama: null,
    peserta_remedial: [],
    ...over,
  };
  const parsed = ujianBody.parse(body);
  const u = await d.tulis(d.dosen, `menambah ${body.judul}`, () => createUjian(d.deps, d.dosen.actor, parsed));
  const bagian = kelompokSoalBody.parse({ nama: 'Bagian A', aturan: 'semua' });
  const [k] = await d.tulis(d.dosen, `menambah bagian soal ${body.judul}`, () => createKelompokSoal(d.deps, d.dosen.actor, u.id, bagian));
  const soal: number[] = [];
  for (const s of esai ? [...SOAL_OTOMATIS, SOAL_ESAI] : SOAL_OTOMATIS) {
    const input = ujianSoalBody.parse(s);
    soal.push((await d.tulis(d.dosen, `menambah soal ${body.judul}`, () => createSoalUjian(d.deps, d.dosen.actor, u.id, k!.id, input))).id);
  }
  return { id: u.id, soal, kelompok: k!.id, body };
}

/** A student takes an exam with their answer sheet; a refusal at the start is returned, not thrown. */
async function kerjakan(d: Dunia, u: Dibuat, s: Siswa) {
  try {
    // A refused start writes nothing, and a write that threw is not journaled.
    await d.tulis(s, `memulai ${u.body.judul}`, () => startPengerjaan(d.deps, s.actor, u.id));
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, kode: err.code, pesan: err.message };
    throw err;
  }
  await d.tulis(s, `mengerjakan ${u.body.judul}`, () => jawabDanKirim(d, u, s));
  return null;
}

/** Answers the attempt just started with the student's sheet and submits it. */
async function jawabDanKirim(d: Dunia, u: Dibuat, s: Siswa) {
  const { benar } = JAWABAN[s.kebiasaan];
  for (let i = 0; i < 3; i++) {
    const jawaban = i < benar ? BENAR[i]! : SALAH[i]!;
    await simpanJawaban(d.deps, s.actor, u.id, u.soal[i]!, simpanJawabanBody.parse({ seq: 1, jawaban }));
  }
  if (u.soal[3]) await simpanJawaban(d.deps, s.actor, u.id, u.soal[3], simpanJawabanBody.parse({ seq: 1, jawaban: { esay: { teks: `<p>Jawaban esai ${s.nim}</p>` } } }));
  await submitPengerjaan(d.deps, s.actor, u.id);
}

/** The lecturer ends the exam now (its window closes, its scores are final), grades the essays and publishes. */
async function tutupDanNilai(d: Dunia, u: Dibuat, peserta: Siswa[]) {
  const tutup = ujianBody.parse({ ...u.body, waktu_selesai: isoNow() });
  await d.tulis(d.dosen, `menutup ${u.body.judul}`, () => updateUjianById(d.deps, d.dosen.actor, u.id, tutup));
  const esai = u.soal[3];
  if (esai) {
    for (const s of peserta) {
      const [p] = await d.q<{ id: number }>('select id from ujian_pengerjaan where id_ujian = $1 and id_user = $2', [u.id, s.userId]);
      const input = { idUjian: u.id, idPengerjaan: p!.id, idKelompok: u.kelompok, idSoal: esai, nilai: JAWABAN[s.kebiasaan].esai };
      await d.tulis(d.dosen, `menilai esai ${u.body.judul} ${s.nim}`, () => setNilaiSoal(d.deps, d.dosen.actor, input));
    }
  }
  await d.tulis(d.dosen, `publish nilai ${u.body.judul}`, () => publishNilaiUjian(d.deps, d.dosen.actor, u.id, true));
}

const ujianOf = (u: Dibuat, nomor: number, jenis: Ujian['jenis'], esai: boolean, peserta: Siswa[], ditolak = new Map<Kebiasaan, { status: number; kode: string; pesan: string }>()): Ujian => ({
  id: u.id,
  nomor,
  judul: u.body.judul!,
  jenis,
  esai,
  peserta: peserta.map((s) => s.kebiasaan),
  ditolak,
});

/** The quiz (12) and the UTS (8): taken by the students who work in those meetings. */
export async function jalankanKuisUts(d: Dunia): Promise<Ujian[]> {
  const out: Ujian[] = [];
  for (const [nomor, jenis, esai] of [[12, 'kuis', false], [8, 'uts', true]] as const) {
    const u = await buatUjian(d, nomor, jenis, esai);
    const peserta = d.semuaSiswa.filter((s) => ikut(nomor, s));
    for (const s of peserta) {
      const tolak = await kerjakan(d, u, s);
      if (tolak) throw new Error(`${s.kebiasaan} ditolak ${jenis}: ${tolak.pesan}`);
    }
    await tutupDanNilai(d, u, peserta);
    out.push(ujianOf(u, nomor, jenis, esai, peserta));
  }
  return out;
}

/**
 * The UAS of the meeting running now: every student who came tries it; the attendance rule turns away those under
 * the minimum (the absent student tries too). Then the remedial of the UTS for the two weakest UTS results.
 */
export async function jalankanUasRemedial(d: Dunia, uts: Ujian): Promise<Ujian[]> {
  const uas = await buatUjian(d, 16, 'uas', true);
  const ditolak = new Map<Kebiasaan, { status: number; kode: string; pesan: string }>();
  const peserta: Siswa[] = [];
  for (const s of d.semuaSiswa) {
    const tolak = await kerjakan(d, uas, s);
    if (tolak) ditolak.set(s.kebiasaan, tolak);
    else peserta.push(s);
  }
  await tutupDanNilai(d, uas, peserta);

  const remedialUntuk: Kebiasaan[] = ['telat', 'biasa'];
  const rem = await buatUjian(d, 16, 'remedial', false, {
    judul: 'Remedial UTS',
    id_ujian_utama: uts.id,
    peserta_remedial: remedialUntuk.map((k) => d.siswa[k].nim),
  });
  const pesertaRem = remedialUntuk.map((k) => d.siswa[k]);
  for (const s of pesertaRem) {
    const tolak = await kerjakan(d, rem, s);
    if (tolak) throw new Error(`${s.kebiasaan} ditolak remedial: ${tolak.pesan}`);
  }
  await tutupDanNilai(d, rem, pesertaRem);
  return [ujianOf(uas, 16, 'uas', true, peserta, ditolak), ujianOf(rem, 16, 'remedial', false, pesertaRem)];
}
