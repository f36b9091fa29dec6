import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasAccess, PESAN_KELAS, type AksesKelas, type HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import { dosen, mahasiswa } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { loadHakAkses, requireOperatorAccess } from '../../lib/policy';
import { findDosenDiKelas, isPesertaKelas } from './kelas.repo';

/**
 * Which classes the caller may see: a student those they take part in, a lecturer those they teach,
 * an operator with read on kelas_kuliah every class of the college.
 */
export type KelasScope =
  | { kind: 'semua' }
  | { kind: 'peserta'; idMahasiswa: number }
  | { kind: 'pengajar'; idDosen: number }
  /** A student or lecturer account without its academic record: sees nothing. */
  | { kind: 'kosong' };

/** Resolves the caller's class scope; refuses (403) an operator without read on kelas_kuliah. */
export async function resolveKelasScope(db: Db, request: FastifyRequest): Promise<KelasScope> {
  const { role, userId } = request.auth;
  const collegeId = request.college.id;
  if (role === 'ROLE_OPERATOR') {
    await requireOperatorAccess(db, request, 'kelas_kuliah', 'read');
    return { kind: 'semua' };
  }
  if (role === 'ROLE_MAHASISWA') {
    const [row] = await db
      .select({ id: mahasiswa.id })
      .from(mahasiswa)
      .where(and(eq(mahasiswa.userId, userId), eq(mahasiswa.collegeId, collegeId)));
    return row ? { kind: 'peserta', idMahasiswa: row.id } : { kind: 'kosong' };
  }
  if (role === 'ROLE_DOSEN') {
    const [row] = await db
      .select({ id: dosen.id })
      .from(dosen)
      .where(and(eq(dosen.userId, userId), eq(dosen.collegeId, collegeId)));
    return row ? { kind: 'pengajar', idDosen: row.id } : { kind: 'kosong' };
  }
  throw forbidden();
}

/**
 * Rights on one class (issue 3 point 3, spec 1 §6): read for an operator with read on kelas_kuliah, a teacher
 * or a participant; class edits (banner, class leader) for an operator with write or a teacher; teacher positions
 * for an operator with write only; the syllabus for an operator with write, the class's dosen_koordinator or the
 * course coordinator; 'Ubah Data RPS' for the course's coordinator or RPS-developer lecturer. Students never write.
 */
export type HakKelas = {
  baca: boolean;
  operatorTulis: boolean;
  /** The caller's jabatan when they teach the class. */
  jabatanPengajar: string | null;
  peserta: boolean;
  /** The caller's lecturer id (any lecturer of the college), for the course-team rules. */
  idDosen: number | null;
};

export type KelasTim = { id: string; idDosenKoordinator: number | null; idDosenPengembangRps: number | null };

/**
 * The part of the check that needs no data, done before any lookup so a refusal reveals nothing: an operator
 * lacking the level, a student asking to write, anyone but an operator asking for an operator-only write.
 */
export async function precheckKelas(db: Db, request: FastifyRequest, need: 'read' | 'write' | 'operator'): Promise<HakAkses | null> {
  const { role, userId } = request.auth;
  if (role === 'ROLE_OPERATOR') {
    const hak = await loadHakAkses(db, userId);
    if (!hasAccess(hak, 'kelas_kuliah', need === 'read' ? 'read' : 'write')) throw forbidden();
    return hak;
  }
  if (need === 'operator') throw forbidden(PESAN_KELAS.hanyaOperator);
  if (role === 'ROLE_DOSEN') return null;
  if (role === 'ROLE_MAHASISWA' && need === 'read') return null;
  throw forbidden(need === 'write' ? PESAN_KELAS.bukanPengajar : undefined);
}

/** The caller's rights on a class of the college (after precheckKelas). */
export async function resolveHakKelas(db: Db, request: FastifyRequest, idKelasKuliah: string, hak: HakAkses | null): Promise<HakKelas> {
  const { role, userId } = request.auth;
  const collegeId = request.college.id;
  const none: HakKelas = { baca: false, operatorTulis: false, jabatanPengajar: null, peserta: false, idDosen: null };
  if (role === 'ROLE_OPERATOR') {
    return { ...none, baca: hasAccess(hak, 'kelas_kuliah', 'read'), operatorTulis: hasAccess(hak, 'kelas_kuliah', 'write') };
  }
  if (role === 'ROLE_DOSEN') {
    const row = await findDosenDiKelas(db, collegeId, userId, idKelasKuliah);
    return { ...none, baca: Boolean(row?.jabatan), jabatanPengajar: row?.jabatan ?? null, idDosen: row?.idDosen ?? null };
  }
  if (role === 'ROLE_MAHASISWA') {
    const peserta = await isPesertaKelas(db, collegeId, userId, idKelasKuliah);
    return { ...none, baca: peserta, peserta };
  }
  return none;
}

const isKoordinatorMakul = (h: HakKelas, k: KelasTim) => h.idDosen !== null && h.idDosen === k.idDosenKoordinator;

/** The UI flags of the class page (GET /v2/lms/kelas_kuliah/{id} `akses`). */
export function aksesKelasOf(h: HakKelas, k: KelasTim): AksesKelas {
  const pengajar = h.jabatanPengajar !== null;
  return {
    ubah_kelas: h.operatorTulis || pengajar,
    ubah_ketua: h.operatorTulis || pengajar,
    ubah_jabatan: h.operatorTulis,
    ubah_silabus: bolehUbahSilabus(h, k),
    lihat_silabus: h.baca || bolehUbahSilabus(h, k),
    ubah_rps: h.idDosen !== null && (h.idDosen === k.idDosenKoordinator || h.idDosen === k.idDosenPengembangRps),
  };
}

export function bolehUbahSilabus(h: HakKelas, k: KelasTim) {
  return h.operatorTulis || h.jabatanPengajar === 'dosen_koordinator' || isKoordinatorMakul(h, k);
}

export function requireBacaKelas(h: HakKelas) {
  if (!h.baca) throw forbidden(PESAN_KELAS.bukanAnggota);
}
/** Banner and class leader: operator write or a teacher of the class. */
export function requireUbahKelas(h: HakKelas) {
  if (!h.operatorTulis && h.jabatanPengajar === null) throw forbidden(PESAN_KELAS.bukanPengajar);
}
export function requireUbahSilabus(h: HakKelas, k: KelasTim) {
  if (!bolehUbahSilabus(h, k)) throw forbidden(PESAN_KELAS.bukanKoordinator);
}
/** The syllabus view: class readers, plus the course coordinator who may edit it without teaching the class. */
export function requireLihatSilabus(h: HakKelas, k: KelasTim) {
  if (!h.baca && !bolehUbahSilabus(h, k)) throw forbidden(PESAN_KELAS.bukanAnggota);
}
