import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  PESAN_KEHADIRAN,
  PESAN_KELAS,
  isoUtc,
  pertemuanSudahDimulai,
  type KehadiranListItem,
  type KehadiranPesertaDetail,
  type RekapKehadiranKelas,
  type RekapPesertaRow,
  type RekapSel,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { paging, listMeta } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { jenisPresensiKampus } from '../data-sistem/data-sistem.service';
import { resolveScopeKelas } from '../kelas/kelas-akses';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { FORMAT_PERSEN_XLSX, bacaKehadiranKelas } from './kehadiran-persentase';
import { hitungPertemuan } from './kehadiran-pertemuan.service';
import { iso, labelPresensi, toKelasKuliah, toPertemuanInfo, toPesertaRow } from './kehadiran.mapper';
import { requireBacaRekap } from './kehadiran.policy';
import { listKehadiranPage, listKolomPertemuan, type FilterKehadiran } from './kehadiran-rekap.repo';
import { findKelasInfo, findPertemuanKehadiran, listKehadiranPertemuan, listPesertaKelas } from './kehadiran.repo';

/** The class recap (spec 1 §2.9; issue 16 point 5), its xlsx export, one student's detail and the paged list. */

/**
 * GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}: meetings as columns, a row per participant with the stored
 * decision of each started meeting and the one percentage (kehadiran-persentase.ts). A student gets only their row.
 */
export async function getRekapKelas(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, idKelas: string, q: { nim?: string; search?: string }): Promise<RekapKehadiranKelas> {
  const akses = await requireBacaRekap(deps.db, actor, idKelas);
  const collegeId = actor.college.id;
  const now = new Date();
  const info = (await findKelasInfo(deps.db, collegeId, idKelas))!;
  const sendiri = actor.role === 'ROLE_MAHASISWA';
  const idSendiri = akses.idMahasiswa ?? -1;
  const peserta = await listPesertaKelas(deps.db, collegeId, idKelas, sendiri ? { idMahasiswa: idSendiri } : { nim: q.nim, search: q.search });
  const kolom = await listKolomPertemuan(deps.db, collegeId, idKelas);
  const hitung = new Map(
    (await bacaKehadiranKelas(deps, collegeId, { idKelas, idMahasiswa: sendiri ? idSendiri : undefined, now })).map((k) => [k.idMahasiswa, k]),
  );
  const rows: RekapPesertaRow[] = peserta.map((m) => {
    const k = hitung.get(m.idMahasiswa);
    const sel = kolom.map((p): RekapSel | null => {
      const r = k?.sel.get(p.id);
      if (!r) return null;
      return {
        id_pertemuan: p.id,
        presensi: r.adaPresensi ? r.presensi : null,
        ada_presensi: r.adaPresensi,
        is_hadir: r.adaPresensi && r.isHadir === true,
        is_valid: r.isValid !== false,
        is_qr_code: r.isQrCode === true,
        jenis: p.jenis,
        progress: { overall: r.progress },
      };
    });
    return {
      mahasiswa: { nama: m.nama, nim: m.nim, id_user: m.userId },
      sel,
      jumlah: { H: k?.hadir ?? 0, A: k?.alpa ?? 0, I: k?.izin ?? 0, S: k?.sakit ?? 0 },
      pertemuan_berlalu: k?.pertemuan_berlalu ?? 0,
      persentase: k?.persentase ?? null,
    };
  });
  return {
    kelas_kuliah: toKelasKuliah(info),
    pertemuan: kolom.map((p) => ({
      id: p.id,
      nomor: p.nomor,
      jenis: p.jenis,
      kategori: p.kategori,
      status: p.status,
      waktu_mulai: isoUtc(p.waktuMulai),
      dimulai: pertemuanSudahDimulai(p, now),
    })),
    peserta: rows,
  };
}

/**
 * GET .../kelas_kuliah/{id}/export_excel: every student × meeting with the codes, the counts and the percentage of
 * the recap. The percentage is a number cell (fraction with the '0.0%' format, so a spreadsheet in Indonesian shows
 * 35,7%); '-' as text while no meeting counts.
 */
export async function exportRekapKelas(deps: Deps, actor: Actor, idKelas: string): Promise<{ filename: string; stream: Readable }> {
  const rekap = await getRekapKelas(deps, actor, idKelas, {});
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rekap Kehadiran');
  const kk = rekap.kelas_kuliah;
  ws.addRow([`Rekap Kehadiran ${kk.mata_kuliah.kode} - ${kk.mata_kuliah.nama} (${kk.kelas.nama} ${kk.kelas.jenis.nama})`]).font = { bold: true };
  ws.addRow([`Periode ${kk.periode}`, `Mode Kuliah ${kk.mode_kuliah}`]);
  ws.addRow([]);
  const header = ['No', 'NIM', 'Nama', ...rekap.pertemuan.map((p) => `P${p.nomor}`), 'H', 'A', 'I', 'S', 'Pertemuan Dihitung', 'Kehadiran (%)'];
  ws.addRow(header).font = { bold: true };
  const kolomPersen = header.length;
  rekap.peserta.forEach((r, i) => {
    const row = ws.addRow([
      i + 1,
      r.mahasiswa.nim,
      r.mahasiswa.nama,
      ...r.sel.map((c) => c?.presensi ?? '-'),
      r.jumlah.H,
      r.jumlah.A,
      r.jumlah.I,
      r.jumlah.S,
      r.pertemuan_berlalu,
      r.persentase === null ? '-' : r.persentase / 100,
    ]);
    if (r.persentase !== null) row.getCell(kolomPersen).numFmt = FORMAT_PERSEN_XLSX;
  });
  ws.addRow([]);
  ws.addRow(['Keterangan: H = Hadir, A = Tidak Hadir, I = Izin, S = Sakit, - = Belum ada presensi atau pertemuan belum dimulai']);
  ws.addRow([`${PESAN_KEHADIRAN.keteranganPersentase}.`]);
  ws.getColumn(2).width = 16;
  ws.getColumn(3).width = 32;
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const aman = `${kk.mata_kuliah.kode}-${kk.kelas.nama}`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return { filename: `rekap-kehadiran-${aman}.xlsx`, stream: Readable.from([buf]) };
}

/** GET .../kelas_kuliah/{id}/pertemuan/{idPertemuan}/me and .../nim/{nim}: one student's row and its "why". */
export async function getDetailPeserta(deps: Deps, actor: Actor, idKelas: string, idPertemuan: number, nim: string | null): Promise<KehadiranPesertaDetail> {
  const akses = await requireBacaRekap(deps.db, actor, idKelas);
  const collegeId = actor.college.id;
  if (nim === null && actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const row = await findPertemuanKehadiran(deps.db, collegeId, idPertemuan);
  if (!row || row.p.idKelasKuliah !== idKelas) throw notFound(PESAN_KEHADIRAN.pertemuanTidakDitemukan);
  const [m] = await listPesertaKelas(deps.db, collegeId, idKelas, nim === null ? { idMahasiswa: akses.idMahasiswa ?? -1 } : { nim });
  if (!m) throw notFound(PESAN_KEHADIRAN.bukanPeserta);
  // A student reads only their own detail.
  if (actor.role === 'ROLE_MAHASISWA' && m.idMahasiswa !== akses.idMahasiswa) throw forbidden(PESAN_KELAS.bukanAnggota);
  const k = (await getPengaturan(deps, collegeId)).pengaturan_kelas;
  const minimal = k.syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen;
  // A meeting that has not started gives no presence, whatever a row says.
  const [stored] = pertemuanSudahDimulai(row.p, new Date()) ? await listKehadiranPertemuan(deps.db, idPertemuan, [m.idMahasiswa]) : [];
  const engine = await hitungPertemuan(deps.db, collegeId, row.p, [m.userId], minimal);
  const jenis = await jenisPresensiKampus(deps.db, collegeId);
  return { ...toPesertaRow(m, stored, engine(m.userId), jenis), pertemuan: toPertemuanInfo(row), minimal_progress: minimal };
}

/** GET /v2/lms/kehadiran_mahasiswa (paged): the rows the actor may see; a student only their own. */
export async function listKehadiran(
  deps: Deps,
  actor: Actor,
  q: FilterKehadiran,
): Promise<{ items: KehadiranListItem[]; meta: ReturnType<typeof listMeta> }> {
  const scope = await resolveScopeKelas(deps.db, actor);
  const collegeId = actor.college.id;
  const pg = paging(q);
  const { rows, total } = await listKehadiranPage(deps.db, collegeId, scope, q, pg);
  const jenis = await jenisPresensiKampus(deps.db, collegeId);
  const items = rows.map(
    (x): KehadiranListItem => ({
      id: x.r.id,
      mahasiswa: { nama: x.nama, nim: x.nim, id_user: x.userId },
      pertemuan: { id: x.r.idPertemuan, nomor: x.nomor, jenis: x.jenis, waktu_mulai: isoUtc(x.waktuMulai) },
      kelas_kuliah: { id: x.r.idKelasKuliah, mata_kuliah: { kode: x.mkKode, nama: x.mkNama }, kelas: { nama: x.labelNama } },
      presensi: x.r.adaPresensi ? x.r.presensi : null,
      presensi_label: x.r.adaPresensi ? labelPresensi(x.r.presensi, jenis) : 'Belum Ada Presensi',
      ada_presensi: x.r.adaPresensi,
      is_hadir: x.r.adaPresensi && x.r.isHadir,
      is_qr_code: x.r.isQrCode,
      is_valid: x.r.isValid,
      progress: { overall: x.r.progress },
      updated_by: x.r.updatedByUsername ? { username: x.r.updatedByUsername, name: x.r.updatedByName ?? x.r.updatedByUsername } : null,
      updated_at: iso(x.r.updatedAt),
    }),
  );
  return { items, meta: listMeta(pg, total) };
}
