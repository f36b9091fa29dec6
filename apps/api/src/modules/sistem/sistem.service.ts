import type { FastifyRequest } from 'fastify';
import {
  periodeLabel,
  timeZoneLabel,
  type PengaturanMe,
  type SemesterBerjalan,
  type SistemInfo,
  type WaktuAkademikItem,
} from '@lms/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findPeriodeBerjalan, listPeriode } from './sistem.repo';

/** kode = 10 * start year + semester (see packages/shared/src/periode). */
const uraiPeriode = (kode: number) => ({
  periode: kode,
  tahun: Math.floor(kode / 10),
  semester: kode % 10,
  nama: periodeLabel(kode),
});

export const PESAN_SEMESTER_BELUM_DIATUR = 'Semester akademik berjalan belum ditentukan';

export async function getSemesterBerjalan(db: Db, request: FastifyRequest): Promise<SemesterBerjalan> {
  const row = await findPeriodeBerjalan(db, request.college.id);
  if (!row) throw notFound(PESAN_SEMESTER_BELUM_DIATUR);
  return uraiPeriode(row.kode);
}

/** All periods of the college, oldest first (the client reverses the list). */
export async function listWaktuAkademik(db: Db, request: FastifyRequest): Promise<WaktuAkademikItem[]> {
  const rows = await listPeriode(db, request.college.id);
  return rows.map((r) => ({ ...uraiPeriode(r.kode), is_current: r.isCurrent }));
}

export function getSistemInfo(request: FastifyRequest): SistemInfo {
  const c = request.college;
  return { judul: c.judul, nama: c.nama, singkatan: c.singkatan, alamat: c.alamat, email: c.email, telepon: c.telepon };
}

export function getPengaturanSaya(request: FastifyRequest): PengaturanMe {
  const c = request.college;
  return {
    pengaturan_sistem: {
      time_zone: c.timeZone,
      time_zone_label: timeZoneLabel(c.timeZone),
      sapaan: c.sapaan,
      ukuran_max_file: c.ukuranMaxFile,
    },
    pengaturan_kelas: c.pengaturanKelas,
  };
}
