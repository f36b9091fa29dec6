import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  adaJawaban,
  analisisSoal,
  histogramNilai,
  ringkasanNilai,
  type JawabanDinilai,
  type JawabanStats,
  type PengerjaanStatistik,
  type StatistikSoalItem,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { formatSelWaktu, labelZonaKolom, selWaktu, teksWaktuCsv } from '../../lib/waktu-ekspor';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { hitungDariJawaban, muatKonteksNilai } from './penilaian-hitung';
import { findJawabanUjian, findPengerjaanSelesaiBatch, listBarisPenilaian } from './penilaian.repo';
import { toPenilaianItem, tutupLewatUjian } from './penilaian.service';
import { aksesPenilai } from './ujian.policy';
import { kelompokSoalItems } from './soal-ujian.service';

/**
 * Statistics (GET …/pengerjaan/jawaban_stats) and the export (GET …/pengerjaan/export_excel) of an exam's closed
 * attempts: answers are read in one query and scored with the same rule as grading, so the numbers agree with the
 * grading list. Teachers and operators with read.
 */

const MAKS_BATCH = 5_000;

async function muatData(deps: Pick<Deps, 'db' | 'events'>, idUjian: number) {
  await tutupLewatUjian(deps, idUjian);
  const konteks = await muatKonteksNilai(deps.db, idUjian);
  const attempts = [];
  for (let after = 0; ; ) {
    const rows = await findPengerjaanSelesaiBatch(deps.db, idUjian, after, MAKS_BATCH);
    attempts.push(...rows);
    if (rows.length < MAKS_BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  const jawaban = await findJawabanUjian(deps.db, idUjian);
  const byAttempt = new Map<number, { idSoal: number; jawaban: unknown; nilai: number | null }[]>();
  for (const j of jawaban) {
    const id = Number(j.id_pengerjaan);
    if (!byAttempt.has(id)) byAttempt.set(id, []);
    byAttempt.get(id)!.push({ idSoal: j.id_soal, jawaban: j.jawaban, nilai: j.nilai === null ? null : Number(j.nilai) });
  }
  const hasil = attempts.map((p) => {
    const list = byAttempt.get(p.id) ?? [];
    return { p, drawn: new Set(p.soalIds), jawaban: new Map(list.map((j) => [j.idSoal, j.jawaban])), h: hitungDariJawaban(konteks, p, list) };
  });
  return { konteks, hasil };
}

/** GET /v2/lms/ujian/{id}/pengerjaan/jawaban_stats. */
export async function getJawabanStats(deps: Deps, actor: Actor, idUjian: number): Promise<JawabanStats> {
  await aksesPenilai(deps, actor, idUjian, 'read');
  const { konteks, hasil } = await muatData(deps, idUjian);
  const kelompok = await kelompokSoalItems(deps.db, idUjian, { withSoal: true });
  const perPengerjaan: PengerjaanStatistik[] = hasil.map(({ h }) => ({
    nilaiAkhir: h.nilaiAkhir,
    soal: new Map(h.soal.filter((s) => s.dihitung).map((s) => [s.id_soal, { nilai: s.nilai, bobot: konteks.soal.get(s.id_soal)!.bobot }])),
  }));
  const soal: StatistikSoalItem[] = kelompok.flatMap((k) =>
    (k.soal ?? []).map((s) => {
      const jawab = hasil.flatMap(({ drawn, jawaban }) => (drawn.has(s.id) ? [jawaban.get(s.id) as Record<string, unknown> | null | undefined] : []));
      const kosong = jawab.filter((j) => !adaJawaban(j as JawabanDinilai['jawaban'] | undefined)).length;
      let distribusi: StatistikSoalItem['distribusi'];
      if (s.pilihan) {
        distribusi = s.pilihan.pilihan.map((_, i) => ({ label: String.fromCharCode(65 + i), jumlah: jawab.filter((j) => j?.pilihan === i).length, kunci: i === s.pilihan!.kunci }));
      } else if (s.benar_salah) {
        distribusi = (['benar', 'salah'] as const).map((v) => ({ label: v === 'benar' ? 'Benar' : 'Salah', jumlah: jawab.filter((j) => j?.benar_salah === v).length, kunci: s.benar_salah!.kunci === v }));
      } else {
        distribusi = [{ label: 'Dijawab', jumlah: jawab.length - kosong, kunci: false }];
      }
      distribusi.push({ label: 'Kosong', jumlah: kosong, kunci: false });
      return {
        id_soal: s.id,
        nomor: s.nomor,
        id_kelompok: k.id,
        jenis: s.jenis,
        pertanyaan: s.pertanyaan,
        bobot: s.bobot,
        jumlah_peserta: jawab.length,
        jumlah_menjawab: jawab.length - kosong,
        distribusi,
        ...analisisSoal(s.id, perPengerjaan),
      };
    }),
  );
  const nilai = hasil.map(({ h }) => h.nilaiAkhir);
  return { ringkasan: ringkasanNilai(nilai), histogram: histogramNilai(nilai), soal };
}


/**
 * GET /v2/lms/ujian/{id}/pengerjaan/export_excel: one row per attempt, no page limit — nim, nama, start, end,
 * answered, each question's score (in the exam's numbering; '-' when not drawn), deduction, final score, violations.
 */
export async function exportNilaiUjian(deps: Deps, actor: Actor, idUjian: number) {
  const { row: u } = await aksesPenilai(deps, actor, idUjian, 'read');
  const { hasil } = await muatData(deps, idUjian);
  const kelompok = await kelompokSoalItems(deps.db, idUjian, { withSoal: true });
  const soal = kelompok.flatMap((k) => k.soal ?? []);
  const baris = await listBarisPenilaian(deps.db, actor.college.id, idUjian, {}, { limit: null, offset: 0 });
  const byId = new Map(hasil.map((x) => [x.p.id, x.h]));
  const now = new Date();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nilai');
  // Start and end are date cells in the college's wall clock (the header names the zone), never UTC text.
  const tz = actor.college.timeZone;
  const header = [
    'No',
    'NIM',
    'Nama',
    labelZonaKolom('Waktu Mulai', tz),
    labelZonaKolom('Waktu Selesai', tz),
    'Jumlah Dijawab',
    ...soal.map((s) => `Soal ${s.nomor}`),
    'Pengurangan Nilai',
    'Nilai Akhir',
    'Jumlah Pelanggaran',
  ];
  ws.addRow(header).font = { bold: true };
  baris.forEach((r, i) => {
    const item = toPenilaianItem(r, now);
    const h = byId.get(item.id_pengerjaan);
    const nilaiSoal = new Map((h?.soal ?? []).map((s) => [s.id_soal, s]));
    ws.addRow([
      i + 1,
      item.mahasiswa.nim,
      item.mahasiswa.nama,
      selWaktu(item.waktu_mulai, tz),
      selWaktu(item.waktu_selesai, tz),
      `${item.jumlah_soal_dijawab}/${item.jumlah_soal}`,
      ...soal.map((s) => {
        const n = nilaiSoal.get(s.id);
        return !n ? '-' : n.nilai === null ? 'Belum dinilai' : n.nilai;
      }),
      item.pengurangan_nilai,
      h ? h.nilaiAkhir : '-',
      item.jumlah_pelanggaran,
    ]);
  });
  [5, 14, 32, 22, 22, 14, ...soal.map(() => 9), 16, 12, 18].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  formatSelWaktu(ws.getColumn(4));
  formatSelWaktu(ws.getColumn(5));
  await deps.db.transaction((tx) => recordAktivitas(tx, actor, 'export_nilai_ujian', `Export nilai kuis/ujian "${u.judul}"`));
  const slug = u.judul.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'ujian';
  return { filename: `nilai-${slug}-${teksWaktuCsv(now, tz).slice(0, 10)}.xlsx`, stream: Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]) };
}
