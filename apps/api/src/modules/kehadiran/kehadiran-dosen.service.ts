import {
  PESAN_KEHADIRAN,
  namaLengkapDosen,
  pertemuanSudahDimulai,
  pesanAkhiriKuliahWajib,
  pesanMulaiKuliahWajib,
  type KehadiranDosenPertemuan,
  type KehadiranDosenRowData,
  type PengaturanKelas,
  type UpdateKehadiranDosenBody,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import type { AksesKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { iso } from './kehadiran.mapper';
import { aksesPertemuanKehadiran, pengaturanKelasOf } from './kehadiran.policy';
import { identitasAktor, lockPertemuan, upsertKehadiranDosen, type PertemuanKehadiran } from './kehadiran.repo';
import { faktaOf, faktaPengajarPertemuan, presensiPengajar, syaratPertemuan, type FaktaPengajarRow } from './kehadiran-pengajar';

/**
 * Lecturer attendance of one meeting (spec 1 §3 'Lecturer attendance', §4, §6; issue 16 point 3, issue 30 points 1
 * and 9). Each lecturer's presence is kehadiran-pengajar.ts's verdict (an operator's row, else derived from the
 * college's requirements once the meeting ended). Only operators with kelas_kuliah write change it, one lecturer
 * per call, and a call carrying the versi it read is refused when that row changed since.
 */

type Konteks = { row: PertemuanKehadiran; akses: AksesKelas; k: PengaturanKelas };

export function toKehadiranDosenRow(r: FaktaPengajarRow, k: PengaturanKelas, now: Date): KehadiranDosenRowData {
  const v = presensiPengajar(faktaOf(r), k, now);
  const disimpan = v.dimulai && r.kdId !== null;
  return {
    pengajar: { id_dosen: r.idDosen, id_user: r.userId, avatar_url: r.avatarUrl, name: namaLengkapDosen({ gelar_depan: r.gelarDepan, nama: r.nama, gelar_akademik: r.gelarAkademik }) },
    ada_presensi: v.ada_presensi,
    is_hadir: v.is_hadir,
    is_valid: v.is_valid,
    mulai_kuliah: iso(v.mulai_kuliah),
    selesai_kuliah: iso(v.selesai_kuliah),
    aktivitas: r.aktivitas,
    syarat: v.syarat,
    updated_by: disimpan && r.kdUpdatedByUsername ? { username: r.kdUpdatedByUsername, name: r.kdUpdatedByNama ?? r.kdUpdatedByUsername } : null,
    updated_at: disimpan ? iso(r.kdUpdatedAt) : null,
    versi: v.versi,
  };
}

async function bangunBaris(db: Db, actor: Actor, { row, k, akses }: Konteks): Promise<KehadiranDosenPertemuan> {
  const p = row.p;
  const now = new Date();
  const { s, aktif } = syaratPertemuan(p.jenis, k);
  const rows = await faktaPengajarPertemuan(db, actor.college.id, p.id);
  return {
    id_pertemuan: p.id,
    jenis: p.jenis,
    syarat: aktif.length ? s : null,
    perlu_validasi: k.validasi_kehadiran_dosen,
    can_ubah: actor.role === 'ROLE_OPERATOR' && akses.operatorWrite,
    data: rows.map((r) => toKehadiranDosenRow(r, k, now)),
  };
}

async function konteks(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number): Promise<Konteks> {
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'read');
  return { row, akses, k: await pengaturanKelasOf(deps, actor.college.id) };
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}. */
export async function getKehadiranDosen(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number) {
  return bangunBaris(deps.db, actor, await konteks(deps, actor, id));
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}/me: the calling lecturer's own row. */
export async function getKehadiranDosenMe(deps: Deps, actor: Actor, id: number) {
  if (actor.role !== 'ROLE_DOSEN') throw forbidden();
  const kx = await konteks(deps, actor, id);
  if (!kx.akses.isTeacher || kx.akses.idDosen === null) throw forbidden(PESAN_KEHADIRAN.dosenBukanPengajar);
  const all = await bangunBaris(deps.db, actor, kx);
  const mine = all.data.find((d) => d.pengajar.id_dosen === kx.akses.idDosen);
  if (!mine) throw forbidden(PESAN_KEHADIRAN.dosenBukanPengajar);
  return mine;
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}/{lecturerId}. */
export async function getKehadiranDosenById(deps: Deps, actor: Actor, id: number, idDosen: number) {
  const all = await bangunBaris(deps.db, actor, await konteks(deps, actor, id));
  const row = all.data.find((d) => d.pengajar.id_dosen === idDosen);
  if (!row) throw notFound(PESAN_KEHADIRAN.dosenBukanPengajar);
  return row;
}

/**
 * PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen}: operators with kelas_kuliah write, after the start.
 * Writes this lecturer's row only. With `versi`, the meeting is locked and the row's current state compared first:
 * a row changed since the form read it (another operator, or the lecturer starting or ending the lecture) is 409.
 */
export async function updateKehadiranDosen(deps: Deps, actor: Actor, id: number, idDosen: number, body: UpdateKehadiranDosenBody) {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden(PESAN_KEHADIRAN.hanyaOperatorUbahDosen);
  const { row } = await aksesPertemuanKehadiran(deps.db, actor, id, 'write');
  if (!pertemuanSudahDimulai(row.p, new Date())) throw forbidden(PESAN_KEHADIRAN.belumDimulai);
  const [awal] = await faktaPengajarPertemuan(deps.db, actor.college.id, id, idDosen);
  if (!awal) throw notFound(PESAN_KEHADIRAN.dosenBukanPengajar);
  const nama = namaLengkapDosen({ gelar_depan: awal.gelarDepan, nama: awal.nama, gelar_akademik: awal.gelarAkademik });
  const mulai = body.is_hadir && body.mulai_kuliah ? new Date(body.mulai_kuliah) : null;
  const selesai = body.is_hadir && body.selesai_kuliah ? new Date(body.selesai_kuliah) : null;
  if (body.is_hadir) {
    // The zero date counts as empty (spec 1 §3).
    if (!mulai || mulai.getUTCFullYear() <= 1) throw fieldError('mulai_kuliah', pesanMulaiKuliahWajib(nama));
    if (!selesai || selesai.getUTCFullYear() <= 1) throw fieldError('selesai_kuliah', pesanAkhiriKuliahWajib(nama));
    if (selesai.getTime() < mulai.getTime()) throw fieldError('selesai_kuliah', PESAN_KEHADIRAN.selesaiSebelumMulai);
  }
  const k = await pengaturanKelasOf(deps, actor.college.id);
  const siapa = await identitasAktor(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    // Every change of this meeting's lecturer attendance (and its start and end) waits here, so the check below
    // and the write see the same state.
    await lockPertemuan(tx, id);
    const [kini] = await faktaPengajarPertemuan(tx, actor.college.id, id, idDosen);
    if (!kini) throw notFound(PESAN_KEHADIRAN.dosenBukanPengajar);
    if (body.versi !== undefined && presensiPengajar(faktaOf(kini), k, new Date()).versi !== body.versi) throw conflict(PESAN_KEHADIRAN.dosenBerubah(nama));
    await upsertKehadiranDosen(tx, {
      collegeId: actor.college.id,
      idPertemuan: id,
      idDosen,
      isHadir: body.is_hadir,
      isValid: body.is_valid ?? kini.kdValid ?? false,
      mulaiKuliah: mulai,
      selesaiKuliah: selesai,
      updatedBy: siapa.userId,
    });
    await recordAktivitas(
      tx,
      actor,
      'ubah_kehadiran_dosen',
      `Mengubah kehadiran dosen ${nama} pertemuan ${row.p.nomor} ${row.mkNama} ${row.labelNama}: ${body.is_hadir ? 'Hadir' : 'Tidak Hadir'}`,
    );
  });
  const [baru] = await faktaPengajarPertemuan(deps.db, actor.college.id, id, idDosen);
  return toKehadiranDosenRow(baru!, k, new Date());
}
