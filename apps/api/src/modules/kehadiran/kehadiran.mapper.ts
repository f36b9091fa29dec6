import {
  PARAMETER_KEHADIRAN_KEYS,
  isoUtc,
  presensiLabel,
  type KehadiranPertemuanInfo,
  type KehadiranPesertaRow,
} from '@lms/shared';
import type { HasilEngine } from './kehadiran.engine';
import type { KehadiranRow, KelasCols, PertemuanKehadiran, PesertaKelas } from './kehadiran.repo';

/** Attendance rows → API shapes. */

export const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);

export function toKelasKuliah(r: KelasCols) {
  return {
    id: r.kkId,
    periode: r.kkPeriode,
    mode_kuliah: r.kkMode,
    mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
    kelas: { id: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama } },
  };
}

export function toPertemuanInfo(r: PertemuanKehadiran): KehadiranPertemuanInfo {
  const p = r.p;
  return {
    id: p.id,
    nomor: p.nomor,
    judul: p.judul,
    kategori: p.kategori,
    jenis: p.jenis,
    status: p.status,
    waktu_mulai: isoUtc(p.waktuMulai),
    waktu_selesai: isoUtc(p.waktuSelesai),
    mulai_kuliah: iso(p.mulaiKuliah),
    selesai_kuliah: iso(p.selesaiKuliah),
    parameter_kehadiran: Object.fromEntries(PARAMETER_KEHADIRAN_KEYS.map((k) => [k, p.parameterKehadiran?.[k] === true])),
    waktu_batas_aktivitas: iso(p.waktuBatasAktivitas),
    waktu_terakhir_update_kehadiran: iso(p.waktuTerakhirUpdateKehadiran),
    kelas_kuliah: toKelasKuliah(r),
  };
}

export type JenisPresensiNama = Record<string, { nama: string; is_active: boolean } | undefined>;

/** Name of a stored code: I and S take the college's names of izin and sakit. */
export function labelPresensi(code: string | null, jenis: JenisPresensiNama): string {
  if (code === 'I' && jenis.izin) return jenis.izin.nama;
  if (code === 'S' && jenis.sakit) return jenis.sakit.nama;
  return presensiLabel(code);
}

export function toPesertaRow(m: PesertaKelas, r: KehadiranRow | undefined, h: HasilEngine, jenisPresensi: JenisPresensiNama): KehadiranPesertaRow {
  const ada = r?.adaPresensi ?? false;
  return {
    mahasiswa: { nama: m.nama, nim: m.nim, id_user: m.userId, avatar_url: m.avatarUrl },
    presensi: ada ? (r?.presensi ?? null) : null,
    presensi_label: ada ? labelPresensi(r?.presensi ?? null, jenisPresensi) : 'Belum Ada Presensi',
    ada_presensi: ada,
    is_hadir: ada && (r?.isHadir ?? false),
    is_qr_code: r?.isQrCode ?? false,
    is_valid: r?.isValid ?? true,
    progress: { overall: h.overall },
    detail: h.detail,
    updated_by: r?.updatedByUsername ? { username: r.updatedByUsername, name: r.updatedByName ?? r.updatedByUsername } : null,
    updated_at: iso(r?.updatedAt),
    is_manual: r?.isManual ?? false,
  };
}
