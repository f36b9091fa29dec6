import { eq } from 'drizzle-orm';
import {
  PARAMETER_KEHADIRAN_KEYS,
  PESAN_KEHADIRAN,
  SYSTEM_USERNAME,
  hasAccess,
  isPertemuanOnline,
  isoUtc,
  pertemuanSudahDimulai,
  presensiLabel,
  type KehadiranCan,
  type KehadiranPertemuanInfo,
  type KehadiranPesertaRow,
  type PengaturanKelas,
} from '@lms/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { listAktivitasPertemuan, listAktivitasSelesaiPertemuan } from '../aktivitas/aktivitas.service';
import { assertAksesKelas, resolveAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { hitungKehadiran, type HasilEngine } from './kehadiran.engine';
import { findPertemuanKehadiran, type KehadiranRow, type KelasCols, type PertemuanKehadiran, type PesertaKelas } from './kehadiran.repo';

/** Pieces every attendance service shares: access through the meeting's class, the editing rules, row shapes. */

export const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);

/**
 * The meeting and the actor's access to its class, refused in the order that reveals nothing: role or operator
 * level (403), a meeting not of the college (404), not a member of its class (403).
 */
export async function aksesPertemuanKehadiran(db: Db, actor: Actor, id: number, need: KebutuhanAkses) {
  const row = await findPertemuanKehadiran(db, actor.college.id, id);
  const akses = assertAksesKelas(await resolveAksesKelas(db, actor, row?.p.idKelasKuliah ?? null), actor, need, PESAN_KEHADIRAN.pertemuanTidakDitemukan);
  return { row: row!, akses };
}

/**
 * Who may read a class's recap (its xlsx and a student's detail in it): whoever may read the class, and an operator
 * with read on `laporan` for any class of the college (Laporan → Kehadiran Peserta → Lihat). That right is read
 * only: every write keeps asking for kelas_kuliah write.
 */
export async function requireBacaRekap(db: Db, actor: Actor, idKelas: string): Promise<AksesKelas> {
  const akses = await resolveAksesKelas(db, actor, idKelas);
  if (actor.role === 'ROLE_OPERATOR' && !akses.operatorRead && hasAccess(akses.hakAkses, 'laporan', 'read')) {
    if (!akses.exists) throw notFound(PESAN_KEHADIRAN.kelasTidakDitemukan);
    return akses;
  }
  return assertAksesKelas(akses, actor, 'read');
}

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

/** The instant the system settles a meeting: its activity deadline, else its end. */
export const batasAktivitas = (p: PertemuanKehadiran['p']) => p.waktuBatasAktivitas ?? p.waktuSelesai;

export const adaParameter = (p: PertemuanKehadiran['p']) => PARAMETER_KEHADIRAN_KEYS.some((k) => p.parameterKehadiran?.[k] === true);

/** The one definition of 'started' (shared): edits, QR and every attendance count use it. */
export const pertemuanDimulai = (p: PertemuanKehadiran['p'], now: Date) => pertemuanSudahDimulai(p, now);

/** When a lecturer may start editing: the meeting's start plus tampil_tombol_presensi_dosen.mulai minutes. */
export const editMulaiDosen = (p: PertemuanKehadiran['p'], k: PengaturanKelas) => new Date(p.waktuMulai.getTime() + k.tampil_tombol_presensi_dosen.mulai * 60_000);

/**
 * Spec 1 §6 'Attendance editing': a lecturer of the class always, an operator only with kelas_kuliah write; only
 * after the meeting started, and a lecturer only after start plus the configured minutes. Pure.
 */
export function aturanEdit(actor: Actor, akses: AksesKelas, p: PertemuanKehadiran['p'], k: PengaturanKelas, now: Date): { boleh: boolean; pesan: string | null } {
  const peran = actor.role === 'ROLE_DOSEN' ? akses.isTeacher : actor.role === 'ROLE_OPERATOR' ? akses.operatorWrite : actor.role === 'SYSTEM';
  if (!peran) return { boleh: false, pesan: PESAN_KEHADIRAN.tidakBolehUbah };
  if (!pertemuanDimulai(p, now)) return { boleh: false, pesan: PESAN_KEHADIRAN.belumDimulai };
  if (actor.role === 'ROLE_DOSEN' && now.getTime() < editMulaiDosen(p, k).getTime()) {
    return { boleh: false, pesan: PESAN_KEHADIRAN.belumWaktunyaDosen(k.tampil_tombol_presensi_dosen.mulai) };
  }
  return { boleh: true, pesan: null };
}

export function kemampuan(actor: Actor, akses: AksesKelas, p: PertemuanKehadiran['p'], k: PengaturanKelas, now: Date): KehadiranCan {
  const aturan = aturanEdit(actor, akses, p, k, now);
  const edit = aturan.boleh;
  return {
    edit,
    update_progres: edit && isPertemuanOnline(p.jenis) && adaParameter(p),
    ubah_dosen: actor.role === 'ROLE_OPERATOR' && akses.operatorWrite,
    qr_code: actor.role === 'ROLE_DOSEN' && akses.isTeacher && p.jenis === 'offline' && k.presensi_qr.is_active,
    edit_mulai: actor.role === 'ROLE_DOSEN' ? isoUtc(editMulaiDosen(p, k)) : null,
    // Only a wait (not a missing right) is explained beside the button: the screen shows it disabled until then.
    alasan_edit: aturan.boleh || aturan.pesan === PESAN_KEHADIRAN.tidakBolehUbah ? null : aturan.pesan,
  };
}

export async function pengaturanKelasOf(deps: Pick<Deps, 'db' | 'events'>, collegeId: number) {
  return (await getPengaturan(deps, collegeId)).pengaturan_kelas;
}

/** Name and username of the actor, as updated_by shows them. */
export async function identitasAktor(db: Db, actor: Actor): Promise<{ userId: number | null; username: string; name: string }> {
  if (actor.role === 'SYSTEM') return { userId: null, username: SYSTEM_USERNAME, name: 'Sistem' };
  const [u] = await db.select({ nama: users.nama, username: users.username }).from(users).where(eq(users.id, actor.userId));
  return { userId: actor.userId, username: u?.username ?? actor.username, name: u?.nama ?? actor.username };
}

/** The engine over one meeting for many students: registry and facts read once. */
export async function hitungPertemuan(db: Db, collegeId: number, p: PertemuanKehadiran['p'], userIds: number[] | undefined, minimal: number) {
  const aktivitas = await listAktivitasPertemuan(db, collegeId, [p.id]);
  const fakta = await listAktivitasSelesaiPertemuan(db, collegeId, p.id, userIds);
  const perUser = new Map<number, { idAktivitas: number; waktu: Date; sumber: string }[]>();
  for (const f of fakta) {
    const list = perUser.get(f.idUser) ?? [];
    list.push({ idAktivitas: f.idAktivitas, waktu: f.waktu, sumber: f.sumber });
    perUser.set(f.idUser, list);
  }
  const batas = p.waktuBatasAktivitas;
  return (userId: number): HasilEngine =>
    hitungKehadiran({ jenisPertemuan: p.jenis, parameter: p.parameterKehadiran, aktivitas, fakta: perUser.get(userId) ?? [], batas, minimal });
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

