import {
  PESAN_NILAI_UJIAN,
  PESAN_UJIAN,
  TOLERANSI_SIMPAN_MS,
  fileIdFromUrl,
  isoUtc,
  periksaNilaiSoal,
  statusPengerjaan,
  type CaraSelesai,
  type JawabanValue,
  type PenilaianUjianDetail,
  type PenilaianUjianItem,
  type penilaianUjianQuery,
} from '@lms/shared';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { removeAktivitasSelesai } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findJawaban } from './pengerjaan.repo';
import { tutupPengerjaan } from './pengerjaan.service';
import { hitungDariJawaban, muatKonteksNilai, simpanNilaiPengerjaan, type KonteksNilai } from './penilaian-hitung';
import {
  deletePengerjaan,
  findBerikutnyaBelumDinilai,
  findPelanggaranPengerjaan,
  findPengerjaanByIdKampus,
  findPengerjaanLewatUjian,
  findUrlFilePengerjaan,
  listBarisPenilaian,
  listTanpaPengerjaan,
  lockPengerjaan,
  setNilaiJawaban,
  setPengurangan,
  setTampilkanNilai,
  type BarisPenilaian,
} from './penilaian.repo';
import { kelompokSoalItems } from './soal-ujian.service';
import { hapusBytes, tandaiFileTerhapus } from './ujian.upload';
import { aksesPenilai } from './ujian.policy';

/**
 * Lecturer grading (issue 'Exams II' point 2): the attempts of an exam, the participants without one, one attempt
 * beside its questions and keys, essay scores, deductions, resets and publishing. Teachers of the class and
 * operators with read see; teachers and operators with write grade. Students never reach these (403).
 */

type Q = z.output<typeof penilaianUjianQuery>;

/** Closes this exam's attempts whose deadline passed, so grading sees every attempt that ended. */
export async function tutupLewatUjian(deps: Pick<Deps, 'db' | 'events'>, idUjian: number, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const rows = await findPengerjaanLewatUjian(tx, idUjian, new Date(now.getTime() - TOLERANSI_SIMPAN_MS));
    const konteks = new Map<number, KonteksNilai>();
    for (const p of rows) await tutupPengerjaan(deps, tx, p, 'waktu_habis', p.batasWaktu, konteks);
  });
}

const iso = (v: Date | string | null) => (v ? isoUtc(new Date(v)) : null);

export function toPenilaianItem(r: BarisPenilaian, now: Date): PenilaianUjianItem {
  const status = statusPengerjaan({ waktu_selesai: iso(r.waktu_selesai), batas_waktu: new Date(r.batas_waktu) }, now);
  return {
    id_pengerjaan: Number(r.id),
    mahasiswa: { id: Number(r.id_mahasiswa), id_user: Number(r.id_user), nim: r.nim, nama: r.nama },
    status,
    status_penilaian: r.waktu_selesai === null ? null : r.dinilai_at ? 'sudah_dinilai' : 'belum_dinilai',
    waktu_mulai: iso(r.waktu_mulai)!,
    waktu_selesai: iso(r.waktu_selesai),
    cara_selesai: (r.cara_selesai as CaraSelesai | null) ?? null,
    jumlah_soal: Number(r.jumlah_soal),
    jumlah_soal_dijawab: Number(r.dijawab),
    jumlah_esai_belum_dinilai: Number(r.esai_belum_dinilai),
    nilai_akhir: r.nilai_akhir === null || r.waktu_selesai === null ? null : Number(r.nilai_akhir),
    pengurangan_nilai: Number(r.pengurangan_nilai),
    jumlah_pelanggaran: Number(r.pelanggaran),
  };
}

/** GET /v2/lms/ujian/{id}/pengerjaan. */
export async function listPenilaianUjian(deps: Deps, actor: Actor, idUjian: number, q: Q) {
  await aksesPenilai(deps, actor, idUjian, 'read');
  await tutupLewatUjian(deps, idUjian);
  const p = paging(q);
  const rows = await listBarisPenilaian(deps.db, actor.college.id, idUjian, { search: q.search, status: q.status_penilaian }, p);
  const now = new Date();
  return { items: rows.map((r) => toPenilaianItem(r, now)), meta: listMeta(p, Number(rows[0]?.total ?? 0)) };
}

/** GET /v2/lms/ujian/{id}/pengerjaan/no_pengerjaan. */
export async function listTanpaPengerjaanUjian(deps: Deps, actor: Actor, idUjian: number, q: Pick<Q, 'page' | 'per_page' | 'ignore_default_pagination' | 'search'>) {
  const { row: u } = await aksesPenilai(deps, actor, idUjian, 'read');
  const p = paging(q);
  const rows = await listTanpaPengerjaan(deps.db, u, q.search, p);
  return {
    items: rows.map((r) => ({ mahasiswa: { id: Number(r.id), id_user: Number(r.id_user), nim: r.nim, nama: r.nama } })),
    meta: listMeta(p, Number(rows[0]?.total ?? 0)),
  };
}

async function barisDari(deps: Pick<Deps, 'db'>, actor: Actor, idUjian: number, f: { idMahasiswa?: number; idPengerjaan?: number }) {
  const [r] = await listBarisPenilaian(deps.db, actor.college.id, idUjian, f, { limit: 1, offset: 0 });
  if (!r) throw notFound(f.idMahasiswa !== undefined ? PESAN_NILAI_UJIAN.mahasiswaBelumMengerjakan : PESAN_UJIAN.pengerjaanTidakDitemukan);
  return r;
}

/** GET /v2/lms/ujian/{id}/pengerjaan/{studentId}: the attempt of one student (mahasiswa id) beside the keys. */
export async function getPenilaianUjian(deps: Deps, actor: Actor, idUjian: number, idMahasiswa: number): Promise<PenilaianUjianDetail> {
  await aksesPenilai(deps, actor, idUjian, 'read');
  await tutupLewatUjian(deps, idUjian);
  const r = await barisDari(deps, actor, idUjian, { idMahasiswa });
  const p = (await findPengerjaanByIdKampus(deps.db, actor.college.id, Number(r.id)))!;
  const [kelompok, jawaban, pelanggaran, konteks] = [
    await kelompokSoalItems(deps.db, idUjian, { withSoal: true }),
    await findJawaban(deps.db, p.id),
    await findPelanggaranPengerjaan(deps.db, p.id),
    await muatKonteksNilai(deps.db, idUjian),
  ];
  const hasil = new Map(hitungDariJawaban(konteks, p, jawaban).soal.map((s) => [s.id_soal, s]));
  const jawabanOf = new Map(jawaban.map((j) => [j.idSoal, j.jawaban as JawabanValue | null]));
  const soalOf = new Map(kelompok.flatMap((k) => k.soal ?? []).map((s) => [s.id, s]));
  const kelompokOf = new Map(kelompok.map((k) => [k.id, k]));
  let nomor = 0;
  const out = p.susunan.flatMap((g) => {
    const k = kelompokOf.get(g.id_kelompok);
    if (!k) return [];
    const soal = g.soal.flatMap((id) => {
      const s = soalOf.get(id);
      const h = hasil.get(id);
      if (!s || !h) return [];
      return [{ ...s, nomor: ++nomor, jawaban: jawabanOf.get(id) ?? null, nilai: h.nilai, dihitung: h.dihitung, dijawab: h.dijawab }];
    });
    return [{ id: k.id, nama: k.nama, aturan: k.aturan, jumlah_wajib_dijawab: k.jumlah_wajib_dijawab, soal }];
  });
  const berikutnya = await findBerikutnyaBelumDinilai(deps.db, idUjian, r.nim);
  return {
    pengerjaan: toPenilaianItem(r, new Date()),
    kelompok: out,
    pelanggaran: pelanggaran.map((v) => ({ jenis: v.jenis as PenilaianUjianDetail['pelanggaran'][number]['jenis'], waktu: isoUtc(v.waktu) })),
    berikutnya: berikutnya ? { id_mahasiswa: Number(berikutnya.id_mahasiswa), nama: berikutnya.nama } : null,
  };
}

/** The attempt named by /v2/lms/pengerjaan/{id} (any exam of the college), with write on its exam. */
async function pengerjaanTulis(deps: Deps, actor: Actor, id: number) {
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  const p = await findPengerjaanByIdKampus(deps.db, actor.college.id, id);
  if (!p) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
  const a = await aksesPenilai(deps, actor, p.idUjian, 'write');
  return { p, u: a.row };
}

/** PUT /v2/lms/ujian/{id}/pengerjaan/{id}/kelompok_soal/{id}/soal/{id}/nilai: an essay's score (integer, 0..bobot). */
export async function setNilaiSoal(
  deps: Deps,
  actor: Actor,
  input: { idUjian: number; idPengerjaan: number; idKelompok: number; idSoal: number; nilai: number },
): Promise<PenilaianUjianItem> {
  const { row: u } = await aksesPenilai(deps, actor, input.idUjian, 'write');
  await tutupLewatUjian(deps, input.idUjian);
  const p = await findPengerjaanByIdKampus(deps.db, actor.college.id, input.idPengerjaan);
  if (!p || p.idUjian !== input.idUjian) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
  if (!p.waktuSelesai) throw unprocessable(PESAN_NILAI_UJIAN.pengerjaanBelumSelesai);
  const konteks = await muatKonteksNilai(deps.db, input.idUjian);
  const grup = p.susunan.find((g) => g.id_kelompok === input.idKelompok);
  const soal = konteks.soal.get(input.idSoal);
  if (!grup || !soal || !grup.soal.includes(input.idSoal)) throw notFound(PESAN_NILAI_UJIAN.soalTidakDijawab);
  if (soal.jenis !== 'esay') throw unprocessable(PESAN_NILAI_UJIAN.hanyaEsai);
  const cek = periksaNilaiSoal(input.nilai, soal.bobot);
  if ('pesan' in cek) throw fieldError('nilai', cek.pesan);
  await deps.db.transaction(async (tx) => {
    const locked = await lockPengerjaan(tx, p.id);
    if (!locked) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
    if (!(await setNilaiJawaban(tx, p.id, input.idSoal, cek.nilai))) throw unprocessable(PESAN_NILAI_UJIAN.tidakMenjawab);
    await simpanNilaiPengerjaan(tx, konteks, locked);
    await recordAktivitas(tx, actor, 'nilai_ujian', `Memberi nilai ${cek.nilai} pada soal esai kuis/ujian "${u.judul}" (pengerjaan ${p.id})`);
  });
  return toPenilaianItem(await barisDari(deps, actor, input.idUjian, { idPengerjaan: p.id }), new Date());
}

/** PUT /v2/lms/pengerjaan/{id}/pengurangan_nilai: the deduction (2 decimals) off the final score. */
export async function setPenguranganNilai(deps: Deps, actor: Actor, id: number, nilai: number): Promise<PenilaianUjianItem> {
  const { p, u } = await pengerjaanTulis(deps, actor, id);
  await tutupLewatUjian(deps, u.id);
  const konteks = await muatKonteksNilai(deps.db, u.id);
  await deps.db.transaction(async (tx) => {
    if (!(await lockPengerjaan(tx, p.id))) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
    await setPengurangan(tx, p.id, nilai);
    const fresh = (await findPengerjaanByIdKampus(tx, actor.college.id, p.id))!;
    if (fresh.waktuSelesai) await simpanNilaiPengerjaan(tx, konteks, fresh);
    await recordAktivitas(tx, actor, 'pengurangan_nilai_ujian', `Mengurangi nilai ${nilai} pada kuis/ujian "${u.judul}" (pengerjaan ${p.id})`);
  });
  return toPenilaianItem(await barisDari(deps, actor, u.id, { idPengerjaan: p.id }), new Date());
}

/**
 * DELETE /v2/lms/pengerjaan/{id}: resets a student's attempt. The attempt, its answers, violations and answer files
 * go, and so does its attendance fact; the student may start again while the exam is open.
 */
export async function resetPengerjaan(deps: Deps, actor: Actor, id: number) {
  const { p, u } = await pengerjaanTulis(deps, actor, id);
  const keys = await deps.db.transaction(async (tx) => {
    const urls = await findUrlFilePengerjaan(tx, p.id);
    await deletePengerjaan(tx, p.id);
    await removeAktivitasSelesai(tx, actor.college.id, 'ujian', u.id, p.idUser);
    await recordAktivitas(tx, actor, 'reset_pengerjaan_ujian', `Reset pengerjaan mahasiswa pada kuis/ujian "${u.judul}" (pengerjaan ${p.id})`);
    return tandaiFileTerhapus(tx, actor.college.id, urls.map((x) => fileIdFromUrl(x)).filter((x): x is string => !!x));
  });
  await hapusBytes(deps, keys);
}

/** PUT /v2/lms/ujian/{id}/nilai_publishing: students see their scores only once published. */
export async function publishNilaiUjian(deps: Deps, actor: Actor, idUjian: number, tampilkan: boolean) {
  const { row: u } = await aksesPenilai(deps, actor, idUjian, 'write');
  await deps.db.transaction(async (tx) => {
    await setTampilkanNilai(tx, idUjian, tampilkan);
    await recordAktivitas(tx, actor, 'publish_nilai_ujian', `${tampilkan ? 'Publish' : 'Unpublish'} nilai kuis/ujian "${u.judul}"`);
  });
  return { is_tampilkan_nilai: tampilkan };
}
