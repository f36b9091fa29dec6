import {
  MAX_KELOMPOK_PER_UJIAN,
  MAX_SOAL_PER_UJIAN,
  PESAN_SOAL,
  PESAN_UJIAN,
  isoUtc,
  type KelompokSoalBody,
  type KelompokSoalItem,
  type SoalItem,
  type StoredFile,
  type UjianSoalItem,
} from '@lms/shared';
import type { z } from 'zod';
import type { kelompokSoalBody, salinSoalBankBody, ujianSoalBody } from '@lms/shared';
import type { Db } from '../../db/client';
import type { UjianSoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/errors';
import { findSoalBankUntukSalin } from '../bank-soal/bank-soal.service';
import { isBlankPertanyaan, sanitizePertanyaan } from '../../lib/soal/soal-html';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { penulis } from '../pertemuan/pertemuan-akses';
import { buangSalinan, denganSalinan, fileIdsSoalUjian, hapusBytes, periksaFileSoal, salinFileSoal, tandaiFileTerhapus } from './ujian.upload';
import { aksesUjian } from './ujian.policy';
import { countPengerjaan, lockUjian, type UjianRow } from './ujian.repo';
import {
  countSoalKelompok,
  countSoalUjian,
  deleteKelompok,
  deleteSoalUjian,
  findKelompok,
  findKelompokByUjian,
  findKelompokDenganJumlah,
  findSoal,
  findSoalByUjian,
  insertKelompok,
  insertSoalUjian,
  updateKelompok,
  updateSoalUjian,
  type SoalBaru,
  type UjianSoalView,
} from './soal-ujian.repo';
import { enqueueHitungNilai } from './perhitungan.job';
import { kunciOf } from './penilaian-hitung';
import { countPengerjaanSelesai } from './penilaian.repo';

/**
 * Question groups and questions of an exam. Teachers (and operators with write) author them; once a student has
 * started, the draw of every attempt is fixed, so groups and questions can no longer be added, removed or re-ruled
 * (a question's text and key may still be corrected).
 */

function toUjianSoalItem(v: UjianSoalView, nomor: number): UjianSoalItem {
  const s = v.soal;
  return {
    id: s.id,
    nomor,
    id_kelompok: s.idKelompok,
    bobot: s.bobot,
    jenis: s.jenis as SoalItem['jenis'],
    pertanyaan: s.pertanyaan,
    soal_files: s.soalFiles,
    created_by: v.creatorUsername ? { name: v.creatorNama ?? '', username: v.creatorUsername } : null,
    ...(s.data as Pick<SoalItem, 'pilihan' | 'benar_salah' | 'esay'>),
    created_at: isoUtc(s.createdAt),
    updated_at: isoUtc(s.updatedAt),
  } as UjianSoalItem;
}

/** One group as every exam answer shows it, with its question count. */
const toKelompokItem = (k: { id: number; urutan: number; nama: string; aturan: string; jumlahWajibDijawab: number | null }, jumlahSoal: number) => ({
  id: k.id,
  urutan: k.urutan,
  nama: k.nama,
  aturan: k.aturan as KelompokSoalItem['aturan'],
  jumlah_wajib_dijawab: k.jumlahWajibDijawab,
  jumlah_soal: jumlahSoal,
});

/** Groups in order, questions numbered through the whole exam; questions only when `withSoal`. */
export async function kelompokSoalItems(db: Db, idUjian: number, opts: { withSoal: boolean }): Promise<KelompokSoalItem[]> {
  // A taker's view: the counts only, without reading (or mapping) a single question.
  if (!opts.withSoal) return (await findKelompokDenganJumlah(db, idUjian)).map(({ k, jumlahSoal }) => toKelompokItem(k, jumlahSoal));
  const [kelompok, soal] = await Promise.all([findKelompokByUjian(db, idUjian), findSoalByUjian(db, idUjian)]);
  let nomor = 0;
  return kelompok.map((k) => {
    const items = soal.filter((s) => s.soal.idKelompok === k.id);
    return { ...toKelompokItem(k, items.length), soal: items.map((s) => toUjianSoalItem(s, ++nomor)) };
  });
}

/** Locks the exam and refuses a change of structure once attempts exist. */
async function kunciStruktur(tx: Db, collegeId: number, id: number) {
  const row = await lockUjian(tx, collegeId, id);
  if (!row) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
  if ((await countPengerjaan(tx, id)) > 0) throw conflict(PESAN_UJIAN.soalTerkunci);
  return row;
}

type KelompokInput = z.output<typeof kelompokSoalBody>;

function aturanKelompok(body: KelompokInput | KelompokSoalBody) {
  const aturan = body.aturan ?? 'semua';
  if (aturan !== 'semua' && !body.jumlah_wajib_dijawab) throw fieldError('jumlah_wajib_dijawab', PESAN_UJIAN.jumlahWajibDijawabWajib);
  return { nama: body.nama.trim(), aturan, jumlahWajibDijawab: aturan === 'semua' ? null : body.jumlah_wajib_dijawab! };
}

export async function createKelompok(deps: Deps, actor: Actor, idUjian: number, body: KelompokInput) {
  await aksesUjian(deps.db, actor, idUjian, 'write');
  const v = aturanKelompok(body);
  await deps.db.transaction(async (tx) => {
    await kunciStruktur(tx, actor.college.id, idUjian);
    const ada = await findKelompokByUjian(tx, idUjian);
    if (ada.length >= MAX_KELOMPOK_PER_UJIAN) throw unprocessable(PESAN_UJIAN.kelompokMaks);
    await insertKelompok(tx, { collegeId: actor.college.id, idUjian, urutan: ada.length + 1, ...v });
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Menambah kelompok soal "${v.nama}" pada kuis/ujian #${idUjian}`);
  });
  return kelompokSoalItems(deps.db, idUjian, { withSoal: true });
}

export async function updateKelompokById(deps: Deps, actor: Actor, idUjian: number, idKelompok: number, body: KelompokInput) {
  await aksesUjian(deps.db, actor, idUjian, 'write');
  const v = aturanKelompok(body);
  await deps.db.transaction(async (tx) => {
    const u = await lockUjian(tx, actor.college.id, idUjian);
    const k = u ? await findKelompok(tx, idUjian, idKelompok) : undefined;
    if (!k) throw notFound(PESAN_UJIAN.kelompokTidakDitemukan);
    // Renaming is always possible; the rule decides every draw, so it is fixed once attempts exist.
    if ((k.aturan !== v.aturan || k.jumlahWajibDijawab !== v.jumlahWajibDijawab) && (await countPengerjaan(tx, idUjian)) > 0) {
      throw conflict(PESAN_UJIAN.soalTerkunci);
    }
    await updateKelompok(tx, idKelompok, v);
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Mengubah kelompok soal "${v.nama}" pada kuis/ujian #${idUjian}`);
  });
  return kelompokSoalItems(deps.db, idUjian, { withSoal: true });
}

export async function deleteKelompokById(deps: Deps, actor: Actor, idUjian: number, idKelompok: number) {
  await aksesUjian(deps.db, actor, idUjian, 'write');
  const keys = await deps.db.transaction(async (tx) => {
    await kunciStruktur(tx, actor.college.id, idUjian);
    const k = await findKelompok(tx, idUjian, idKelompok);
    if (!k) throw notFound(PESAN_UJIAN.kelompokTidakDitemukan);
    const files = (await findSoalByUjian(tx, idUjian)).filter((s) => s.soal.idKelompok === k.id).flatMap((s) => fileIdsSoalUjian(s.soal));
    await deleteKelompok(tx, k);
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Menghapus kelompok soal "${k.nama}" pada kuis/ujian #${idUjian}`);
    return tandaiFileTerhapus(tx, actor.college.id, files);
  });
  await hapusBytes(deps, keys);
}

type SoalInputParsed = z.output<typeof ujianSoalBody>;

/** The stored form of a question from the editor: sanitised text, its type block, files. */
function soalBaru(input: SoalInputParsed): SoalBaru {
  const pertanyaan = sanitizePertanyaan(input.pertanyaan);
  if (isBlankPertanyaan(pertanyaan)) throw fieldError('pertanyaan', PESAN_SOAL.pertanyaanWajib);
  let data: UjianSoalData;
  if (input.jenis === 'pilihan') {
    data = { pilihan: { pilihan: input.pilihan.pilihan, kunci: input.pilihan.kunci, gambar: input.pilihan.pilihan.map((_, i) => input.pilihan.gambar[i] ?? null) } };
  } else if (input.jenis === 'benar_salah') data = { benar_salah: input.benar_salah };
  else data = { esay: { ...input.esay, kunci_files: input.kunci_files } };
  return { jenis: input.jenis, pertanyaan, data, soalFiles: input.soal_files, bobot: input.bobot };
}

async function kelompokTulis(deps: Deps, actor: Actor, idUjian: number, idKelompok: number) {
  const { row } = await aksesUjian(deps.db, actor, idUjian, 'write');
  const k = await findKelompok(deps.db, idUjian, idKelompok);
  if (!k) throw notFound(PESAN_UJIAN.kelompokTidakDitemukan);
  return row;
}

async function tambahSoal(tx: Db, actor: Actor, u: UjianRow, idKelompok: number, items: SoalBaru[]) {
  await kunciStruktur(tx, actor.college.id, u.id);
  if ((await countSoalUjian(tx, u.id)) + items.length > MAX_SOAL_PER_UJIAN) throw unprocessable(PESAN_UJIAN.soalMaks);
  const n = await countSoalKelompok(tx, idKelompok);
  return insertSoalUjian(tx, { collegeId: actor.college.id, idUjian: u.id, idKelompok, createdBy: penulis(actor) }, items, n + 1);
}

export async function createSoalUjian(deps: Deps, actor: Actor, idUjian: number, idKelompok: number, input: SoalInputParsed) {
  const u = await kelompokTulis(deps, actor, idUjian, idKelompok);
  const soal = soalBaru(input);
  await periksaFileSoal(deps, actor.college.id, u.idKelasKuliah, soal, new Set());
  const [row] = await deps.db.transaction(async (tx) => {
    const rows = await tambahSoal(tx, actor, u, idKelompok, [soal]);
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Menambah soal pada kuis/ujian "${u.judul}"`);
    return rows;
  });
  return { id: row!.id };
}

export async function updateSoalUjianById(deps: Deps, actor: Actor, idUjian: number, idKelompok: number, idSoal: number, input: SoalInputParsed) {
  const u = await kelompokTulis(deps, actor, idUjian, idKelompok);
  const before = await findSoal(deps.db, idUjian, idKelompok, idSoal);
  if (!before) throw notFound(PESAN_UJIAN.soalTidakDitemukan);
  if (input.jenis !== before.jenis) throw fieldError('jenis', PESAN_UJIAN.jenisSoalTetap);
  const soal = soalBaru(input);
  await periksaFileSoal(deps, actor.college.id, u.idKelasKuliah, soal, new Set(fileIdsSoalUjian(before)));
  const tetap = new Set(fileIdsSoalUjian(soal));
  const keys = await deps.db.transaction(async (tx) => {
    await lockUjian(tx, actor.college.id, idUjian);
    const lamaPilihan = 'pilihan' in before.data ? before.data.pilihan.pilihan.length : 0;
    const baruPilihan = 'pilihan' in soal.data ? soal.data.pilihan.pilihan.length : 0;
    // Answers name options by index: their number stays once someone answered.
    if (lamaPilihan !== baruPilihan && (await countPengerjaan(tx, idUjian)) > 0) throw conflict(PESAN_UJIAN.jumlahPilihanTetap);
    await updateSoalUjian(tx, idSoal, { pertanyaan: soal.pertanyaan, data: soal.data, soalFiles: soal.soalFiles, bobot: soal.bobot });
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Mengubah soal pada kuis/ujian "${u.judul}"`);
    return tandaiFileTerhapus(tx, actor.college.id, fileIdsSoalUjian(before).filter((id) => !tetap.has(id)));
  });
  await hapusBytes(deps, keys);
  // A corrected key or weight rescores the attempts already closed (a job with progress).
  const berubah = JSON.stringify(kunciOf(before.data)) !== JSON.stringify(kunciOf(soal.data)) || before.bobot !== soal.bobot;
  if (berubah && (await countPengerjaanSelesai(deps.db, idUjian)) > 0) await enqueueHitungNilai(deps, actor, u);
}

export async function deleteSoalUjianById(deps: Deps, actor: Actor, idUjian: number, idKelompok: number, idSoal: number) {
  const u = await kelompokTulis(deps, actor, idUjian, idKelompok);
  const keys = await deps.db.transaction(async (tx) => {
    await kunciStruktur(tx, actor.college.id, idUjian);
    const s = await findSoal(tx, idUjian, idKelompok, idSoal);
    if (!s) throw notFound(PESAN_UJIAN.soalTidakDitemukan);
    await deleteSoalUjian(tx, s);
    await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Menghapus soal pada kuis/ujian "${u.judul}"`);
    return tandaiFileTerhapus(tx, actor.college.id, fileIdsSoalUjian(s));
  });
  await hapusBytes(deps, keys);
}

/** Copies the chosen questions of a bank into a group: snapshots with their own files. */
export async function salinSoalBank(deps: Deps, actor: Actor, idUjian: number, idKelompok: number, body: z.output<typeof salinSoalBankBody>) {
  const u = await kelompokTulis(deps, actor, idUjian, idKelompok);
  const sumber = await findSoalBankUntukSalin(deps, actor, body.id_bank_soal, body.list_id_soal);
  if (sumber.length === 0) throw fieldError('list_id_soal', PESAN_UJIAN.tidakAdaSoalDipilih);
  const items = sumber.map((s) => ({
    jenis: s.jenis,
    pertanyaan: s.pertanyaan,
    data: (s.pilihan ? { pilihan: s.pilihan } : s.benar_salah ? { benar_salah: s.benar_salah } : { esay: s.esay! }) as UjianSoalData,
    soalFiles: s.soal_files,
    bobot: 1,
    idSumberBankSoal: s.id,
  }));
  const copies = await salinFileSoal(deps, actor, items, u.idKelasKuliah);
  try {
    await deps.db.transaction(async (tx) => {
      await tambahSoal(tx, actor, u, idKelompok, items.map((s) => denganSalinan(s, copies)));
      await recordAktivitas(tx, actor, 'ubah_soal_ujian', `Menyalin ${items.length} soal dari bank soal #${body.id_bank_soal} ke kuis/ujian "${u.judul}"`);
    });
  } catch (err) {
    await buangSalinan(deps, actor.college.id, copies);
    throw err;
  }
  return { jumlah: items.length };
}

/** The groups and questions of `sumber` into the new exam `tujuan` (inside its creating transaction). */
export async function salinStruktur(tx: Db, actor: Actor, sumber: number, tujuan: UjianRow, copies: Map<string, StoredFile>) {
  const kelompok = await findKelompokByUjian(tx, sumber);
  const soal = await findSoalByUjian(tx, sumber);
  for (const k of kelompok) {
    const baru = await insertKelompok(tx, { collegeId: actor.college.id, idUjian: tujuan.id, urutan: k.urutan, nama: k.nama, aturan: k.aturan, jumlahWajibDijawab: k.jumlahWajibDijawab });
    const items = soal
      .filter((s) => s.soal.idKelompok === k.id)
      .map(({ soal: s }) => denganSalinan({ jenis: s.jenis, pertanyaan: s.pertanyaan, data: s.data, soalFiles: s.soalFiles, bobot: s.bobot, idSumberBankSoal: s.idSumberBankSoal }, copies));
    await insertSoalUjian(tx, { collegeId: actor.college.id, idUjian: tujuan.id, idKelompok: baru.id, createdBy: penulis(actor) }, items, 1);
  }
}

/** The source exam's questions, for copying their files before the transaction. */
export async function soalSumber(db: Db, idUjian: number) {
  return (await findSoalByUjian(db, idUjian)).map(({ soal: s }) => ({ pertanyaan: s.pertanyaan, data: s.data, soalFiles: s.soalFiles }));
}
