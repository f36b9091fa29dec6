import {
  PARAMETER_KEHADIRAN_KEYS,
  PESAN_KEHADIRAN,
  hasAccess,
  isPertemuanOnline,
  isoUtc,
  pertemuanSudahDimulai,
  type KehadiranCan,
  type PengaturanKelas,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { assertAksesKelas, resolveAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { findPertemuanKehadiran, type PertemuanKehadiran } from './kehadiran.repo';

/** Who may read and edit attendance: access through the meeting's class, and the editing rules of spec 1 §6. */

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

/** Refuses a write the rules of spec 1 §6 do not allow now (403 with the reason). */
export async function requireEdit(deps: Deps, actor: Actor, id: number) {
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'write');
  const k = await pengaturanKelasOf(deps, actor.college.id);
  const aturan = aturanEdit(actor, akses, row.p, k, new Date());
  if (!aturan.boleh) throw forbidden(aturan.pesan ?? PESAN_KEHADIRAN.tidakBolehUbah);
  return { row, akses };
}
