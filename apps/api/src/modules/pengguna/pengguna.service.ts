import { hash } from '@node-rs/argon2';
import {
  PERAN_LABEL,
  PESAN_PENGGUNA,
  ROLE_PERAN,
  USIA_MIN_MAHASISWA,
  USIA_MIN_ORANG_TUA,
  cekTanggalLahir,
  hariIni,
  isoUtc,
  normalizeHakAkses,
  peranDariRole,
  type PenggunaItem,
  type PenggunaListQuery,
  type TambahPenggunaBody,
  type UbahPenggunaBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { pageMeta } from '@lms/shared';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requirePenggunaReader, requirePenggunaWriter } from './pengguna.policy';
import {
  findPengguna,
  findProdiInCollege,
  insertDosen,
  insertMahasiswa,
  insertUser,
  listPengguna,
  nidnTaken,
  nimTaken,
  upsertOperator,
  upsertProfil,
  updateDosen,
  updateMahasiswa,
  updateUser,
  usernameTaken,
  type PenggunaRow,
} from './pengguna.repo';

export function toPenggunaItem(r: PenggunaRow): PenggunaItem {
  const u = r.user;
  const operator = u.role === 'ROLE_OPERATOR';
  return {
    id: u.id,
    role: peranDariRole(u.role),
    username: u.username,
    nama: u.nama,
    gelar_depan: u.gelarDepan,
    gelar_akademik: u.gelarAkademik,
    email: u.email,
    avatar_url: u.avatarUrl,
    // An operator is active when both the account and its access record are (as GET /v1/operator/{id} says).
    is_active: operator ? u.isActive && Boolean(r.operator?.isActive) : u.isActive,
    nomor_induk: r.nim ?? r.nidn ?? null,
    prodi: r.prodiId !== null ? { id: r.prodiId, nama: r.prodiNama ?? '', jenjang: r.prodiJenjang ?? '' } : null,
    angkatan: r.angkatan ?? null,
    telepon: r.profil?.telepon ?? '',
    nik: r.profil?.nik ?? '',
    tanggal_lahir: r.profil?.tanggalLahir ?? null,
    nama_orang_tua: r.profil?.namaOrangTua ?? '',
    tanggal_lahir_orang_tua: r.profil?.tanggalLahirOrangTua ?? null,
    hak_akses: operator ? normalizeHakAkses(r.operator?.hakAkses) : null,
    last_active_at: u.lastActiveAt ? isoUtc(u.lastActiveAt) : null,
    login_terkunci_sampai: r.terkunciSampai !== null ? isoUtc(r.terkunciSampai) : null,
    created_at: isoUtc(u.createdAt),
  };
}

/** GET /v2/lms/pengguna: one role of the college, searched and filtered, one page. */
export async function listPenggunaKampus(deps: Deps, actor: Actor, q: PenggunaListQuery) {
  await requirePenggunaReader(deps.db, actor);
  const { rows, total } = await listPengguna(
    deps.db,
    actor.college.id,
    { role: ROLE_PERAN[q.role], search: q.search || undefined, idProdi: q.id_prodi, angkatan: q.angkatan, isActive: q.is_active },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  return { items: rows.map(toPenggunaItem), meta: pageMeta(q.page, q.per_page, total) };
}

/** A user of the caller's college, or 404 (another college's id looks the same as a missing one). */
async function loadOrThrow(deps: Deps, actor: Actor, id: number) {
  const row = await findPengguna(deps.db, actor.college.id, id);
  if (!row) throw notFound(PESAN_PENGGUNA.tidakDitemukan);
  return row;
}

export async function getPengguna(deps: Deps, actor: Actor, id: number) {
  await requirePenggunaReader(deps.db, actor);
  return toPenggunaItem(await loadOrThrow(deps, actor, id));
}

type DataDiri = UbahPenggunaBody;

/** References and dates a schema cannot check: the study programme is the college's, birth dates by today's date. */
async function cekDataDiri(deps: Deps, collegeId: number, body: DataDiri) {
  if (body.role !== 'operator' && body.id_prodi !== null && !(await findProdiInCollege(deps.db, collegeId, body.id_prodi))) {
    throw fieldError('id_prodi', PESAN_PENGGUNA.prodiTidakDitemukan);
  }
  if (body.role === 'operator') return;
  const today = hariIni((await getPengaturan(deps, collegeId)).pengaturan_sistem.time_zone);
  const checks: [string, string | null | undefined, number | undefined][] =
    body.role === 'mahasiswa'
      ? [
          ['tanggal_lahir', body.tanggal_lahir, USIA_MIN_MAHASISWA],
          ['tanggal_lahir_orang_tua', body.tanggal_lahir_orang_tua, USIA_MIN_ORANG_TUA],
        ]
      : [['tanggal_lahir', body.tanggal_lahir, undefined]];
  for (const [field, value, usia] of checks) {
    const pesan = cekTanggalLahir(value, today, usia);
    if (pesan) throw fieldError(field, pesan);
  }
}

function profilDari(body: DataDiri) {
  return {
    telepon: body.telepon,
    nik: body.nik,
    tanggalLahir: body.role === 'operator' ? null : body.tanggal_lahir,
    namaOrangTua: body.role === 'mahasiswa' ? body.nama_orang_tua : '',
    tanggalLahirOrangTua: body.role === 'mahasiswa' ? body.tanggal_lahir_orang_tua : null,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const sebut = (role: string, username: string, nama: string) => `${role} '${username}' (${nama})`;

/** POST /v2/lms/pengguna: a student (username = NIM), a lecturer (username = given or NIDN) or an operator. */
export async function tambahPengguna(deps: Deps, actor: Actor, body: TambahPenggunaBody): Promise<PenggunaItem> {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  await cekDataDiri(deps, collegeId, body);
  const username = body.role === 'mahasiswa' ? body.nim : body.role === 'dosen' ? body.username || body.nidn : body.username;
  if (body.role === 'mahasiswa' && (await nimTaken(deps.db, collegeId, body.nim))) throw conflict(PESAN_PENGGUNA.nimDipakai(body.nim));
  if (body.role === 'dosen' && (await nidnTaken(deps.db, collegeId, body.nidn))) throw conflict(PESAN_PENGGUNA.nidnDipakai(body.nidn));
  if (await usernameTaken(deps.db, collegeId, username)) throw conflict(PESAN_PENGGUNA.usernameDipakai(username));
  // Slow on purpose (argon2): before the transaction.
  const passwordHash = await hash(body.password);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, collegeId, {
        username,
        passwordHash,
        role: ROLE_PERAN[body.role],
        nama: body.nama,
        email: body.email,
        gelarDepan: body.role === 'dosen' ? body.gelar_depan : '',
        gelarAkademik: body.role === 'dosen' ? body.gelar_akademik : '',
      });
      if (body.role === 'mahasiswa') await insertMahasiswa(tx, collegeId, { userId, nim: body.nim, idProdi: body.id_prodi, angkatan: body.angkatan });
      if (body.role === 'dosen') await insertDosen(tx, collegeId, { userId, nidn: body.nidn, idProdi: body.id_prodi });
      if (body.role === 'operator') await upsertOperator(tx, collegeId, userId, { isActive: true, hakAkses: body.hak_akses });
      await upsertProfil(tx, collegeId, userId, profilDari(body));
      await recordAktivitas(tx, actor, 'tambah_pengguna', `Menambahkan ${sebut(PERAN_LABEL[body.role].toLowerCase(), username, body.nama)}`);
      return userId;
    });
  } catch (err) {
    // Another request took the same username, NIM or NIDN between the checks and the insert.
    if (isUniqueViolation(err)) throw conflict(PESAN_PENGGUNA.usernameDipakai(username));
    throw err;
  }
  return toPenggunaItem((await findPengguna(deps.db, collegeId, id))!);
}

/** PUT /v2/lms/pengguna/{id}: the person's data; the role sent must be the user's own. */
export async function ubahPengguna(deps: Deps, actor: Actor, id: number, body: UbahPenggunaBody): Promise<PenggunaItem> {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  const row = await loadOrThrow(deps, actor, id);
  const peran = peranDariRole(row.user.role);
  if (body.role !== peran) throw fieldError('role', PESAN_PENGGUNA.roleTidakSesuai(PERAN_LABEL[peran].toLowerCase()));
  await cekDataDiri(deps, collegeId, body);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, collegeId, id, {
      nama: body.nama,
      email: body.email,
      ...(body.role === 'dosen' ? { gelarDepan: body.gelar_depan, gelarAkademik: body.gelar_akademik } : {}),
    });
    if (body.role === 'mahasiswa') await updateMahasiswa(tx, collegeId, id, { idProdi: body.id_prodi, angkatan: body.angkatan });
    if (body.role === 'dosen') await updateDosen(tx, collegeId, id, { idProdi: body.id_prodi });
    await upsertProfil(tx, collegeId, id, profilDari(body));
    await recordAktivitas(tx, actor, 'ubah_pengguna', `Mengubah data ${sebut(PERAN_LABEL[peran].toLowerCase(), row.user.username, body.nama)}`);
  });
  return toPenggunaItem((await findPengguna(deps.db, collegeId, id))!);
}
