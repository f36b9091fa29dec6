import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { HASIL_KIRIM_LABEL, isNilaiTidakMengumpulkan } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { formatSelWaktu, labelZonaKolom, selWaktu } from '../../lib/waktu-ekspor';
import { getNilaiKelas } from './nilai.service';
import { listRiwayatKirim } from './nilai-kirim.service';

/** Spreadsheets of the gradebook and of the send ledger: every row and column, no page limit. */

const sel = (n: number | null) => (n === null ? '' : isNilaiTidakMengumpulkan(n) ? '-' : n);

async function toStream(wb: ExcelJS.Workbook) {
  return Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]);
}

/** GET …/export_excel: No, NIM, Nama, every activity column, every average, every Siakad component. */
export async function exportNilaiKelas(deps: Deps, actor: Actor, idKelas: string) {
  const d = await getNilaiKelas(deps, actor, idKelas);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nilai');
  const k = d.kelas;
  ws.addRow([`Nilai ${k.mata_kuliah.kode} ${k.mata_kuliah.nama} - ${k.kelas.nama} ${k.kelas.jenis.nama} (${k.periode})`]).font = { bold: true };
  const header = [
    'No',
    'NIM',
    'Nama',
    ...d.header_aktivitas.map((h) => `${h.label_pertemuan} ${h.aktivitas.jenis.toUpperCase()}: ${h.aktivitas.label}`),
    ...d.header_rerata.map((h) => h.label),
    ...d.header_sikad.map((h) => `${h.label} SIKAD (${h.bobot}%)`),
  ];
  ws.addRow(header).font = { bold: true };
  d.nilai_mahasiswa.forEach((m, i) => {
    ws.addRow([
      i + 1,
      m.mahasiswa.nim,
      m.mahasiswa.nama,
      ...m.nilai_pertemuan.map((n) => sel(n.nilai)),
      ...m.rata_rata_lms.map((r) => r.rata_rata),
      ...m.nilai_sikad.map((s) => sel(s.nilai)),
    ]);
  });
  ws.getColumn(1).width = 6;
  ws.getColumn(2).width = 14;
  ws.getColumn(3).width = 30;
  for (let c = 4; c <= header.length; c++) ws.getColumn(c).width = 18;
  return { filename: `nilai-${k.mata_kuliah.kode}-${k.kelas.nama}-${k.periode}.xlsx`.replace(/[^\w.-]+/g, '_'), stream: await toStream(wb) };
}

/**
 * GET …/riwayat_kirim/export_excel: the whole ledger of the class. 'Waktu' (the send) and 'Dikirim' (the write to
 * Siakad) are date cells of the college's wall clock, their header naming the zone (issue 30 defect 7).
 */
export async function exportRiwayatKirim(deps: Deps, actor: Actor, idKelas: string) {
  const { items } = await listRiwayatKirim(deps, actor, idKelas, { page: 1, per_page: 10, ignore_default_pagination: true });
  const tz = actor.college.timeZone;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Riwayat Kirim');
  ws.addRow(['No', labelZonaKolom('Waktu', tz), 'Oleh', 'Komponen', 'NIM', 'Nama', 'Nilai Lama', 'Nilai Baru', 'Hasil', labelZonaKolom('Dikirim', tz), 'Pesan', 'Kunci']).font = { bold: true };
  items.forEach((r, i) =>
    ws.addRow([
      i + 1,
      selWaktu(r.dibuat_pada, tz),
      r.dikirim_oleh,
      r.komponen.label,
      r.mahasiswa.nim,
      r.mahasiswa.nama,
      r.nilai_lama ?? '',
      r.nilai_baru,
      HASIL_KIRIM_LABEL[r.hasil],
      selWaktu(r.dikirim_pada, tz),
      r.pesan ?? '',
      r.kunci,
    ]),
  );
  [6, 24, 18, 14, 14, 30, 12, 12, 12, 24, 30, 36].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  formatSelWaktu(ws.getColumn(2));
  formatSelWaktu(ws.getColumn(10));
  return { filename: `riwayat-kirim-nilai-${idKelas}.xlsx`.replace(/[^\w.-]+/g, '_'), stream: await toStream(wb) };
}
