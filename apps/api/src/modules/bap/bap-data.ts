import {
  PRESENSI_LABEL,
  formatPersen,
  formatTanggal,
  namaHari,
  namaLengkapDosen,
  pertemuanSudahDimulai,
  resolveTimeZone,
  type KelasDetail,
  type PengajarRingkas,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import type { AksesKelas } from '../kelas/kelas-akses';
import { buildKelasDetail } from '../kelas/kelas.service';
import { getKehadiranDosen } from '../kehadiran/kehadiran-dosen.service';
import { getRekapKelas } from '../kehadiran/kehadiran-rekap.service';
import { listPertemuanUntukLaporan } from '../pertemuan/pertemuan-laporan.service';
import { findPenandatangan, findProdiKelas, findTandaTangan, type PenandatanganRow } from './bap.repo';

/**
 * What one class's BAP prints, gathered through the owning modules: the class detail (kelas), its meetings
 * (pertemuan), the semester plan (the academic system), participant attendance and percentages (kehadiran's class
 * recap, which reads the one computation of kehadiran-persentase.ts) and
 * lecturer attendance (kehadiran's lecturer rows), the programme's signatory and the signatures. Dates and times are
 * in the college's zone.
 */

export type BapDeps = Pick<Deps, 'db' | 'events' | 'academic'>;

export type PertemuanBap = {
  id: number;
  nomor: number;
  tanggal: string;
  waktu: string;
  metode: string;
  ruang: string;
  topik: string;
  uraian: string;
  status: string;
  mulai_dosen: string;
  selesai_dosen: string;
  /** Present participants ('-' for a meeting that has not started: it gives no presence). */
  hadir: number | string;
  tidak_hadir: number | string;
  /** Started: only these get a participant list in the detail report. */
  terlaksana: boolean;
  peserta: { no: number; nim: string; nama: string; kehadiran: string }[];
};

/** One participant's line of the attendance recap: the one percentage of the attendance module. */
export type RekapPesertaBap = { no: number; nim: string; nama: string; hadir: number; izin: number; sakit: number; alpa: number; persentase: string };

export type DataBap = {
  kelas: KelasDetail;
  /** The lecturer whose report this is and who signs it (null: the class has no teacher). */
  pengajar: PengajarRingkas | null;
  pertemuan: PertemuanBap[];
  jumlahPeserta: number;
  rekapPeserta: RekapPesertaBap[];
  /** Kuliah meetings that have started: the percentage's denominator. */
  pertemuanDihitung: number;
  penandatangan: PenandatanganRow | null;
  ttdPengajar: string | null;
};

const METODE: Record<string, string> = { offline: 'Luring', online: 'Daring', campuran: 'Campuran' };
const STATUS: Record<string, string> = { belum_dimulai: 'Belum dimulai', berlangsung: 'Berlangsung', selesai: 'Selesai' };

/** The main lecturer: the coordinator, else the first by order. */
export function pengajarUtama(pengajar: PengajarRingkas[]): PengajarRingkas | null {
  return pengajar.find((p) => p.jabatan === 'dosen_koordinator') ?? pengajar[0] ?? null;
}

/** Strips tags of a meeting's description (stored sanitised HTML) for a table cell. */
const teks = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export async function kumpulkanDataBap(
  deps: BapDeps,
  actor: Actor,
  akses: AksesKelas,
  idKelas: string,
  idDosen: number | null,
  opts: { detail: boolean; tandaTangan: boolean },
): Promise<DataBap> {
  const collegeId = actor.college.id;
  const tz = resolveTimeZone(actor.college.timeZone);
  const kelas = await buildKelasDetail(deps.db, collegeId, idKelas, akses);
  const pengajar = idDosen !== null ? (kelas.pengajar.find((p) => p.id_dosen === idDosen) ?? null) : pengajarUtama(kelas.pengajar);
  const rps = new Map(
    (await deps.academic.listRencanaPembelajaran(collegeId, kelas.mata_kuliah.id, { offset: 0 })).items.map((r) => [r.id_pertemuan, r.materi]),
  );
  const meetings = await listPertemuanUntukLaporan(deps.db, collegeId, idKelas);
  const rekap = await getRekapKelas(deps, actor, idKelas, {});
  const kolom = new Map(rekap.pertemuan.map((p, i) => [p.id, i]));
  const fmtJam = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const jam = (d: Date | null) => (d ? fmtJam.format(d) : '-');

  const now = new Date();
  const pertemuan: PertemuanBap[] = [];
  for (const m of meetings) {
    const i = kolom.get(m.id);
    // The recap's cells: a meeting that has not started has none, and shows '-' rather than a count.
    const terlaksana = pertemuanSudahDimulai(m, now);
    const sel = rekap.peserta.map((r) => (i === undefined ? null : r.sel[i]));
    const hadir = terlaksana ? sel.filter((c) => c?.presensi === 'H').length : '-';
    const tidakHadir = terlaksana ? sel.filter((c) => c?.presensi && c.presensi !== 'H').length : '-';
    // The lecturer's own start and end (their attendance row); the meeting's when the report is of nobody.
    let mulai: Date | null = m.mulaiKuliah;
    let selesai: Date | null = m.selesaiKuliah;
    if (pengajar && terlaksana) {
      const row = (await getKehadiranDosen(deps, actor, m.id)).data.find((d) => d.pengajar.id_dosen === pengajar.id_dosen);
      mulai = row?.mulai_kuliah ? new Date(row.mulai_kuliah) : null;
      selesai = row?.selesai_kuliah ? new Date(row.selesai_kuliah) : null;
    }
    pertemuan.push({
      id: m.id,
      nomor: m.nomor,
      tanggal: formatTanggal(m.waktuMulai, tz),
      waktu: `${jam(m.waktuMulai)}-${jam(m.waktuSelesai)}`,
      metode: METODE[m.jenis] ?? m.jenis,
      ruang: m.ruanganNama ?? '-',
      topik: rps.get(m.nomor) ?? (m.judul || '-'),
      uraian: [m.judul, teks(m.deskripsi)].filter((x) => x && x !== rps.get(m.nomor)).join(' — '),
      status: STATUS[m.status] ?? m.status,
      mulai_dosen: jam(mulai),
      selesai_dosen: jam(selesai),
      hadir,
      tidak_hadir: tidakHadir,
      terlaksana,
      peserta: opts.detail && terlaksana
        ? rekap.peserta.map((r, k) => {
            const c = sel[k];
            return { no: k + 1, nim: r.mahasiswa.nim, nama: r.mahasiswa.nama, kehadiran: c?.presensi ? (PRESENSI_LABEL[c.presensi as keyof typeof PRESENSI_LABEL] ?? c.presensi) : '-' };
          })
        : [],
    });
  }

  const idProdi = await findProdiKelas(deps.db, collegeId, idKelas);
  const penandatangan = idProdi !== null ? await findPenandatangan(deps.db, collegeId, idProdi) : null;
  const ttdPengajar = opts.tandaTangan && pengajar ? ((await findTandaTangan(deps.db, collegeId, pengajar.id_user))?.pngBase64 ?? null) : null;
  const rekapPeserta = rekap.peserta.map((r, k) => ({
    no: k + 1,
    nim: r.mahasiswa.nim,
    nama: r.mahasiswa.nama,
    hadir: r.jumlah.H,
    izin: r.jumlah.I,
    sakit: r.jumlah.S,
    alpa: r.jumlah.A,
    persentase: formatPersen(r.persentase),
  }));
  // The denominator is the class's (the same for every participant).
  const pertemuanDihitung = rekap.peserta[0]?.pertemuan_berlalu ?? 0;
  return { kelas, pengajar, pertemuan, jumlahPeserta: rekap.peserta.length, rekapPeserta, pertemuanDihitung, penandatangan, ttdPengajar };
}

/** 'Senin 08:00-09:40, Rabu 10:00-11:40'. */
export const jadwalTeks = (k: KelasDetail) =>
  k.jadwal.map((j) => `${namaHari(j.hari)} ${j.jam_mulai.slice(0, 5)}-${j.jam_selesai.slice(0, 5)}`).join(', ') || '-';

export const namaPengajar = (p: PengajarRingkas | null) => (p ? namaLengkapDosen(p) : '-');
