import type { FastifyRequest } from 'fastify';
import {
  DURASI_PERTEMUAN_MAX_MS,
  ERROR_CODES,
  GeneratePertemuanError,
  PESAN,
  PESAN_PERTEMUAN,
  bolehUbahJadwal,
  dateFilterRange,
  formatTanggalWaktu,
  generatePertemuan,
  isoUtc,
  lokalKeUtc,
  namaLengkapDosen,
  normalizeParameterKehadiran,
  parseJam,
  timeZoneLabel,
  transisiPertemuan,
  waktuLokal,
  type AksiStatus,
  type BentrokItem,
  type CekBentrokBody,
  type CekBentrokResult,
  type PertemuanDetail,
  type PertemuanListItem,
  type PertemuanListQuery,
  type PertemuanTeksBody,
  type PertemuanTeksItem,
  type PertemuanUpdateBody,
  type RuanganItem,
  type SesiKuliahItem,
  type SesiRuanganListQuery,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { pertemuan } from '../../db/schema';
import { listMeta, paging } from '../../lib/envelope';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { requireOperatorAccess, requireRole } from '../../lib/policy';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import type { EventBus } from '../../plugins/events';
import { countActivityByPertemuan } from './count-activity';
import { precheckAksesKelas, requireBaca, requireTulis, resolveAksesKelas } from './pertemuan.policy';
import * as repo from './pertemuan.repo';

const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);

/** 400 in the shape of a schema validation error: names the field, code validation_error. */
export function invalidField(field: string, message: string) {
  const full = `${PESAN.dataTidakValid}: ${field} — ${message}`;
  return new AppError(400, ERROR_CODES.validation, full, { detail: full, issues: [{ field, message }] });
}

const conflictWith = (message: string, detail?: unknown) => new AppError(409, ERROR_CODES.conflict, message, detail ?? { detail: message });

function toKelasKuliah(r: Pick<repo.KelasRow, 'kkId' | 'kkPeriode' | 'kkMode' | 'mkId' | 'mkKode' | 'mkNama' | 'labelId' | 'labelNama' | 'jenisNama'>) {
  return {
    id: r.kkId,
    periode: r.kkPeriode,
    mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
    kelas: { id: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama } },
    mode_kuliah: r.kkMode,
  };
}

function toListItem(r: repo.PertemuanRow): PertemuanListItem {
  return {
    id: r.id,
    nomor: r.nomor,
    judul: r.judul,
    kategori: r.kategori,
    jenis: r.jenis,
    status: r.status,
    waktu_mulai: isoUtc(r.waktuMulai),
    waktu_selesai: isoUtc(r.waktuSelesai),
    id_kelas_kuliah: r.kkId,
    kelas_kuliah: toKelasKuliah(r),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Detail

async function loadDetail(db: Db, request: FastifyRequest, id: number, akses: { tulis: boolean }): Promise<PertemuanDetail> {
  const collegeId = request.college.id;
  const row = await repo.findPertemuanDetail(db, collegeId, id);
  if (!row) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);
  const p = row.p;
  const pengajar = await repo.findPengajarKelas(db, p.idKelasKuliah);
  const counts = await countActivityByPertemuan(db, [p.id]);
  const setting = await repo.findPengaturanCollege(db, collegeId);
  const utama = pengajar.find((x) => x.jabatan === 'dosen_koordinator') ?? pengajar[0];
  return {
    id: p.id,
    nomor: p.nomor,
    judul: p.judul,
    deskripsi: p.deskripsi,
    kategori: p.kategori,
    jenis: p.jenis,
    status: p.status,
    waktu_mulai: isoUtc(p.waktuMulai),
    waktu_selesai: isoUtc(p.waktuSelesai),
    mulai_kuliah: iso(p.mulaiKuliah),
    selesai_kuliah: iso(p.selesaiKuliah),
    peserta_hadir: p.pesertaHadir,
    progress_peserta: Number(p.progressPeserta),
    parameter_kehadiran: normalizeParameterKehadiran(p.parameterKehadiran),
    waktu_terakhir_update_kehadiran: iso(p.waktuTerakhirUpdateKehadiran),
    waktu_batas_aktivitas: iso(p.waktuBatasAktivitas),
    default_deadline_materi: iso(p.defaultDeadlineMateri),
    // Campuses are a name on the class (kampus_nama), not a table: there is no id to give.
    id_kampus: null,
    id_sesi: p.idSesi,
    id_ruangan: p.idRuangan,
    ruangan: p.idRuangan && row.ruanganNama !== null ? { id: p.idRuangan, nama: row.ruanganNama } : null,
    periode: row.kkPeriode,
    id_kelas_kuliah: p.idKelasKuliah,
    kelas_kuliah: toKelasKuliah(row),
    count_activity: counts.get(p.id)!,
    pengajar_kelas: pengajar.map((x) => ({
      id: x.idDosen,
      nama: x.nama,
      gelar_depan: x.gelarDepan,
      gelar_akademik: x.gelarAkademik,
      avatar_url: x.avatarUrl,
      jabatan: x.jabatan,
      // No per-meeting teaching assignment exists: every teacher of the class teaches its meetings.
      is_pengajar: true,
      is_utama: x === utama,
    })),
    can: {
      start: akses.tulis && p.status === 'belum_dimulai',
      end: akses.tulis && p.status === 'berlangsung',
      edit: akses.tulis,
      ubah_jadwal: akses.tulis && p.status === 'belum_dimulai' && bolehUbahJadwal(setting?.pengaturanKelas, p.jenis),
    },
  };
}

/** The meeting's class after the role precheck; 404 for an id of another college. */
async function aksesPertemuan(db: Db, request: FastifyRequest, id: number, need: 'read' | 'write') {
  const hak = await precheckAksesKelas(db, request, need);
  const p = await repo.findPertemuanRingkas(db, request.college.id, id);
  if (!p) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);
  const akses = await resolveAksesKelas(db, request, p.idKelasKuliah, hak);
  if (need === 'read') requireBaca(akses);
  else requireTulis(akses);
  return { p, akses };
}

/** GET /v2/lms/pertemuan/{id} */
export async function getPertemuan(db: Db, request: FastifyRequest, id: number) {
  const { akses } = await aksesPertemuan(db, request, id, 'read');
  return loadDetail(db, request, id, akses);
}

// ---------------------------------------------------------------------------------------------------------------
// Update

function toDate(v: string | null | undefined) {
  return v ? new Date(v) : null;
}

/** PUT /v2/lms/pertemuan/{id} */
export async function updatePertemuanById(db: Db, request: FastifyRequest, id: number, body: PertemuanUpdateBody) {
  const { akses } = await aksesPertemuan(db, request, id, 'write');
  const collegeId = request.college.id;

  await db.transaction(async (tx) => {
    const p = await repo.lockPertemuan(tx, collegeId, id);
    if (!p) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);
    const setting = await repo.findPengaturanCollege(tx, collegeId);
    const tz = setting?.timeZone ?? request.college.timeZone;

    const patch: Partial<typeof pertemuan.$inferInsert> = {};
    if (body.judul !== undefined) patch.judul = body.judul;
    if (body.deskripsi !== undefined) patch.deskripsi = sanitizeRichText(body.deskripsi);
    if (body.jenis !== undefined) patch.jenis = body.jenis;
    if (body.parameter_kehadiran !== undefined) {
      patch.parameterKehadiran = { ...normalizeParameterKehadiran(p.parameterKehadiran), ...body.parameter_kehadiran };
    }
    if (body.waktu_batas_aktivitas !== undefined) patch.waktuBatasAktivitas = toDate(body.waktu_batas_aktivitas);
    if (body.default_deadline_materi !== undefined) patch.defaultDeadlineMateri = toDate(body.default_deadline_materi);

    // References of the same college only.
    const idSesi = body.id_sesi !== undefined ? body.id_sesi : p.idSesi;
    const idRuangan = body.id_ruangan !== undefined ? body.id_ruangan : p.idRuangan;
    const sesi = body.id_sesi ? await repo.findSesiInCollege(tx, collegeId, body.id_sesi) : undefined;
    if (body.id_sesi && !sesi) throw invalidField('id_sesi', PESAN_PERTEMUAN.sesiTidakDitemukan);
    if (body.id_ruangan && !(await repo.findRuanganInCollege(tx, collegeId, body.id_ruangan))) {
      throw invalidField('id_ruangan', PESAN_PERTEMUAN.ruanganTidakDitemukan);
    }

    let mulai = body.waktu_mulai ? new Date(body.waktu_mulai) : p.waktuMulai;
    let selesai = body.waktu_selesai ? new Date(body.waktu_selesai) : p.waktuSelesai;
    if (sesi && body.waktu_mulai === undefined && body.waktu_selesai === undefined) {
      // Picking a session without times moves the meeting to that session's hours on the same local day.
      const hari = waktuLokal(p.waktuMulai, tz);
      const at = (jam: string) => {
        const s = parseJam(jam) ?? 0;
        return lokalKeUtc({ ...hari, jam: Math.floor(s / 3600), menit: Math.floor((s % 3600) / 60), detik: s % 60 }, tz);
      };
      mulai = at(sesi.jamMulai);
      selesai = at(sesi.jamSelesai);
    }
    if (selesai <= mulai) throw invalidField('waktu_selesai', PESAN_PERTEMUAN.waktuSelesaiSebelumMulai);
    if (+selesai - +mulai > DURASI_PERTEMUAN_MAX_MS) throw invalidField('waktu_selesai', PESAN_PERTEMUAN.durasiTerlaluPanjang);

    const jadwalBerubah =
      +mulai !== +p.waktuMulai || +selesai !== +p.waktuSelesai || (idSesi ?? null) !== p.idSesi || (idRuangan ?? null) !== p.idRuangan;
    if (jadwalBerubah) {
      if (p.status !== 'belum_dimulai') throw unprocessable(PESAN_PERTEMUAN.ubahJadwalSudahDimulai);
      // The rule applies to the meeting's jenis, and to the new one when the same request changes it.
      for (const jenis of new Set([p.jenis, patch.jenis ?? p.jenis])) {
        if (!bolehUbahJadwal(setting?.pengaturanKelas, jenis)) throw unprocessable(PESAN_PERTEMUAN.ubahJadwalTidakDiizinkan(jenis));
      }
      await repo.lockJadwalCollege(tx, collegeId);
      const daftar = await findBentrok(tx, tz, {
        collegeId,
        idKelasKuliah: p.idKelasKuliah,
        mulai,
        selesai,
        idRuangan,
        kecuali: p.id,
      });
      if (daftar.length) {
        const message = PESAN_PERTEMUAN.jadwalBentrok(daftar.length);
        throw conflictWith(message, { detail: message, bentrok: true, daftar });
      }
      Object.assign(patch, { waktuMulai: mulai, waktuSelesai: selesai, idSesi: idSesi ?? null, idRuangan: idRuangan ?? null });
    }
    await repo.updatePertemuan(tx, collegeId, id, patch);
  });
  return loadDetail(db, request, id, akses);
}

// ---------------------------------------------------------------------------------------------------------------
// Start / end

/**
 * PUT /v2/lms/pertemuan/{id}/start and /end. The UPDATE only matches the expected status, so of two concurrent
 * calls one wins and the other gets 409. Class status rule (ours; the spec does not show one): the first meeting
 * that starts moves an akan_dimulai class to berlangsung; ending the last unfinished meeting makes it selesai.
 */
export async function changeStatusPertemuan(db: Db, events: EventBus | undefined, request: FastifyRequest, id: number, aksi: AksiStatus) {
  const { p, akses } = await aksesPertemuan(db, request, id, 'write');
  const first = transisiPertemuan(p.status, aksi);
  if (!first.ok) throw conflictWith(first.pesan);
  const collegeId = request.college.id;
  const userId = request.auth.userId;

  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await repo.transitionPertemuan(
      tx,
      collegeId,
      id,
      first.dari,
      aksi === 'start' ? { status: first.ke, mulaiKuliah: now, startedBy: userId } : { status: first.ke, selesaiKuliah: now, endedBy: userId },
    );
    if (!moved) {
      // Someone else moved it between our read and our UPDATE: report what it is now.
      const cur = await repo.findPertemuanRingkas(tx, collegeId, id);
      const again = cur ? transisiPertemuan(cur.status, aksi) : null;
      throw conflictWith(again && !again.ok ? again.pesan : aksi === 'start' ? PESAN_PERTEMUAN.sudahDimulai : PESAN_PERTEMUAN.sudahBerakhir);
    }
    if (aksi === 'start') await repo.markKelasBerlangsung(tx, collegeId, moved.idKelasKuliah);
    else await repo.markKelasSelesaiIfDone(tx, collegeId, moved.idKelasKuliah);
    // Delivered when the transaction commits (NOTIFY inside it); skipped when no bus is registered.
    await events?.publish(
      {
        stream: 'pertemuan',
        collegeId,
        event: 'status',
        data: {
          id: moved.id,
          id_kelas_kuliah: moved.idKelasKuliah,
          nomor: moved.nomor,
          status: moved.status,
          mulai_kuliah: iso(moved.mulaiKuliah),
          selesai_kuliah: iso(moved.selesaiKuliah),
        },
      },
      { db: tx },
    );
  });
  return loadDetail(db, request, id, akses);
}

// ---------------------------------------------------------------------------------------------------------------
// Clash check

type BentrokInput = { collegeId: number; idKelasKuliah: string; mulai: Date; selesai: Date; idRuangan?: number | null; kecuali?: number | null };

function rentang(mulai: Date, selesai: Date, tz: string) {
  const a = formatTanggalWaktu(mulai, tz);
  const b = formatTanggalWaktu(selesai, tz);
  const sameDay = a.slice(0, 10) === b.slice(0, 10);
  return `${a} - ${sameDay ? b.slice(12) : b} ${timeZoneLabel(tz)}`;
}

/** Meetings overlapping [mulai, selesai) in the same room, with a shared lecturer, or of the same class. */
export async function findBentrok(db: Db, tz: string, q: BentrokInput): Promise<BentrokItem[]> {
  const query = { ...q, batasBawah: new Date(+q.mulai - DURASI_PERTEMUAN_MAX_MS) };
  // Sequential: this runs inside the schedule-change transaction too (one connection).
  const ruang = await repo.findBentrokRuangan(db, query);
  const dosenRows = await repo.findBentrokDosen(db, query);
  const kelas = await repo.findBentrokKelas(db, query);
  type Row = (typeof kelas)[number];
  const item = (jenis: BentrokItem['jenis'], r: Row, pesan: string): BentrokItem => ({
    jenis,
    id_pertemuan: r.id,
    nomor: r.nomor,
    kelas_kuliah: { id: r.kkId, mata_kuliah: { nama: r.mkNama }, kelas: { nama: r.labelNama } },
    waktu_mulai: isoUtc(r.waktuMulai),
    waktu_selesai: isoUtc(r.waktuSelesai),
    pesan,
  });
  const label = (r: Row) => `${r.mkNama} ${r.labelNama} (Pertemuan ${r.nomor})`;
  const out: BentrokItem[] = [];
  for (const r of kelas) out.push(item('kelas', r, `Kelas ini sudah memiliki Pertemuan ${r.nomor} pada ${rentang(r.waktuMulai, r.waktuSelesai, tz)}`));
  for (const r of ruang) {
    out.push(item('ruangan', r, `Ruangan ${r.ruanganNama} dipakai ${label(r)} pada ${rentang(r.waktuMulai, r.waktuSelesai, tz)}`));
  }
  const perPertemuan = new Map<number, { row: Row; nama: string[] }>();
  for (const r of dosenRows) {
    const e = perPertemuan.get(r.id) ?? { row: r, nama: [] };
    e.nama.push(namaLengkapDosen({ nama: r.namaDosen, gelar_depan: r.gelarDepan, gelar_akademik: r.gelarAkademik }));
    perPertemuan.set(r.id, e);
  }
  for (const { row, nama } of perPertemuan.values()) {
    out.push(item('dosen', row, `${nama.join(', ')} mengajar ${label(row)} pada ${rentang(row.waktuMulai, row.waktuSelesai, tz)}`));
  }
  const order = { kelas: 0, ruangan: 1, dosen: 2 } as const;
  return out.sort((a, b) => Date.parse(a.waktu_mulai) - Date.parse(b.waktu_mulai) || order[a.jenis] - order[b.jenis] || a.id_pertemuan - b.id_pertemuan);
}

/** PUT /v2/lms/pertemuan/cek_bentrok: any lecturer or operator of the college. */
export async function cekBentrok(db: Db, request: FastifyRequest, body: CekBentrokBody): Promise<CekBentrokResult> {
  requireRole(request, 'ROLE_DOSEN', 'ROLE_OPERATOR');
  const collegeId = request.college.id;
  const mulai = new Date(body.waktu_mulai);
  const selesai = new Date(body.waktu_selesai);
  if (selesai <= mulai) throw invalidField('waktu_selesai', PESAN_PERTEMUAN.waktuSelesaiSebelumMulai);
  if (+selesai - +mulai > DURASI_PERTEMUAN_MAX_MS) throw invalidField('waktu_selesai', PESAN_PERTEMUAN.durasiTerlaluPanjang);
  const kelas = await repo.findKelasInCollege(db, collegeId, body.id_kelas_kuliah);
  const ruang = body.id_ruangan ? await repo.findRuanganInCollege(db, collegeId, body.id_ruangan) : undefined;
  const p = body.id_pertemuan ? await repo.findPertemuanRingkas(db, collegeId, body.id_pertemuan) : undefined;
  if (!kelas) throw invalidField('id_kelas_kuliah', PESAN_PERTEMUAN.kelasTidakDitemukan);
  if (body.id_ruangan && !ruang) throw invalidField('id_ruangan', PESAN_PERTEMUAN.ruanganTidakDitemukan);
  if (body.id_pertemuan && !p) throw invalidField('id_pertemuan', PESAN_PERTEMUAN.tidakDitemukan);
  const daftar = await findBentrok(db, request.college.timeZone, {
    collegeId,
    idKelasKuliah: body.id_kelas_kuliah,
    mulai,
    selesai,
    idRuangan: body.id_ruangan ?? null,
    kecuali: body.id_pertemuan ?? null,
  });
  return { bentrok: daftar.length > 0, daftar };
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

/** GET /v2/lms/pertemuan: students their classes, lecturers the classes they teach, operators (read) all. */
export async function listPertemuanScoped(db: Db, request: FastifyRequest, q: PertemuanListQuery) {
  const { role, userId } = request.auth;
  let scope: repo.PertemuanListFilter['scope'];
  if (role === 'ROLE_OPERATOR') await requireOperatorAccess(db, request, 'kelas_kuliah', 'read');
  else if (role === 'ROLE_DOSEN') scope = { kind: 'pengajar', userId };
  else if (role === 'ROLE_MAHASISWA') scope = { kind: 'peserta', userId };
  else throw forbidden();
  const range = dateFilterRange(q.waktu_awal, q.waktu_akhir, request.college.timeZone);
  const p = paging(q);
  const { rows, total } = await repo.listPertemuan(
    db,
    {
      collegeId: request.college.id,
      scope,
      idKelasKuliah: q.id_kelas_kuliah,
      periode: q.periode,
      status: q.status,
      jenis: q.jenis,
      kategori: q.kategori,
      waktuAwal: toDate(range.start),
      waktuAkhir: toDate(range.end),
      search: q.search || undefined,
    },
    p,
  );
  return { items: rows.map(toListItem), meta: listMeta(p, total) };
}

/** GET /v2/lms/kelas_kuliah/{id}/pertemuan: every meeting of the class by nomor (class page navigation). */
export async function listPertemuanByKelas(db: Db, request: FastifyRequest, idKelasKuliah: string) {
  const hak = await precheckAksesKelas(db, request, 'read');
  const kelas = await repo.findKelasInCollege(db, request.college.id, idKelasKuliah);
  if (!kelas) throw notFound(PESAN_PERTEMUAN.kelasTidakDitemukan);
  requireBaca(await resolveAksesKelas(db, request, idKelasKuliah, hak));
  const rows = await repo.listPertemuanKelas(db, request.college.id, idKelasKuliah);
  return rows.map(toListItem);
}

/** Reference lists for the schedule form: lecturers and operators. */
export async function listSesi(db: Db, request: FastifyRequest, q: SesiRuanganListQuery) {
  requireRole(request, 'ROLE_DOSEN', 'ROLE_OPERATOR');
  const p = paging(q);
  const { rows, total } = await repo.listSesiKuliah(db, request.college.id, q.search || undefined, p);
  const items: SesiKuliahItem[] = rows.map((r) => ({ id: r.id, nama: r.nama, jam_mulai: r.jamMulai, jam_selesai: r.jamSelesai }));
  return { items, meta: listMeta(p, total) };
}

export async function listRuanganCollege(db: Db, request: FastifyRequest, q: SesiRuanganListQuery) {
  requireRole(request, 'ROLE_DOSEN', 'ROLE_OPERATOR');
  const p = paging(q);
  const { rows, total } = await repo.listRuangan(db, request.college.id, q.search || undefined, p);
  const items: RuanganItem[] = rows.map((r) => ({ id: r.id, kode: r.kode, nama: r.nama, gedung: r.gedung, kapasitas: r.kapasitas }));
  return { items, meta: listMeta(p, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Generation

/**
 * POST /v2/lms/kelas_kuliah/{id}/pertemuan/generate. With ulang=true (and no meeting started) the meetings are
 * rewritten in place by nomor, so their ids — and what later modules attach to them — survive; surplus numbers
 * are deleted and missing ones inserted.
 */
export async function generatePertemuanKelas(db: Db, request: FastifyRequest, idKelasKuliah: string, ulang: boolean) {
  await requireOperatorAccess(db, request, 'kelas_kuliah', 'write');
  const collegeId = request.college.id;
  return db.transaction(async (tx) => {
    const kelas = await repo.lockKelasForGenerate(tx, collegeId, idKelasKuliah);
    if (!kelas) throw notFound(PESAN_PERTEMUAN.kelasTidakDitemukan);
    const existing = await repo.findPertemuanNomorStatus(tx, collegeId, idKelasKuliah);
    if (existing.length && !ulang) throw conflictWith(PESAN_PERTEMUAN.sudahDibuat);
    if (existing.some((e) => e.status !== 'belum_dimulai')) throw conflictWith(PESAN_PERTEMUAN.tidakBisaDibuatUlang);

    const per = await repo.findPeriode(tx, collegeId, kelas.periode);
    const jadwal = await repo.findJadwalKelas(tx, idKelasKuliah);
    const rencana = await repo.findRencanaMakul(tx, collegeId, kelas.idMataKuliah);
    const sesi = await repo.findSesiAll(tx, collegeId);
    const setting = await repo.findPengaturanCollege(tx, collegeId);
    if (!per?.tanggalMulai) throw unprocessable(PESAN_PERTEMUAN.periodeBelumDiatur);
    const rooms = await repo.findRuanganIds(tx, collegeId, jadwal.flatMap((j) => (j.idRuangan ? [j.idRuangan] : [])));
    let generated;
    try {
      generated = generatePertemuan({
        jadwal: jadwal.map((j) => ({
          hari: j.hari,
          jam_mulai: j.jamMulai,
          jam_selesai: j.jamSelesai,
          id_ruangan: j.idRuangan && rooms.has(j.idRuangan) ? j.idRuangan : null,
          id_sesi: sesi.find((s) => s.jamMulai === j.jamMulai && s.jamSelesai === j.jamSelesai)?.id ?? null,
        })),
        tanggal_mulai: per.tanggalMulai,
        time_zone: setting?.timeZone ?? request.college.timeZone,
        mode_kuliah: kelas.modeKuliah,
        rencana,
      });
    } catch (err) {
      if (err instanceof GeneratePertemuanError) throw unprocessable(err.message);
      throw err;
    }

    const byNomor = new Map(existing.map((e) => [e.nomor, e.id]));
    const values = generated.map((g) => ({
      collegeId,
      idKelasKuliah,
      nomor: g.nomor,
      judul: g.judul,
      kategori: g.kategori,
      jenis: g.jenis,
      status: 'belum_dimulai',
      waktuMulai: new Date(g.waktu_mulai),
      waktuSelesai: new Date(g.waktu_selesai),
      idRuangan: g.id_ruangan,
      idSesi: g.id_sesi,
    }));
    await repo.deletePertemuanByIds(tx, collegeId, existing.filter((e) => e.nomor > generated.length).map((e) => e.id));
    for (const v of values) {
      const idLama = byNomor.get(v.nomor);
      if (idLama) await repo.updatePertemuan(tx, collegeId, idLama, v);
    }
    await repo.insertPertemuan(tx, values.filter((v) => !byNomor.has(v.nomor)));
    const rows = (await repo.listPertemuanKelas(tx, collegeId, idKelasKuliah)).map(toListItem);
    return { jumlah_pertemuan: rows.length, pertemuan: rows };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Text activities ('Tambah Teks Pertemuan')

type TeksRow = NonNullable<Awaited<ReturnType<typeof repo.findTeks>>>;
function toTeksItem(r: TeksRow): PertemuanTeksItem {
  return {
    id: r.id,
    id_pertemuan: r.idPertemuan,
    judul: r.judul,
    isi: r.isi,
    created_by: r.creatorId !== null && r.creatorNama !== null ? { id: r.creatorId, nama: r.creatorNama } : null,
    created_at: isoUtc(r.createdAt),
    updated_at: isoUtc(r.updatedAt),
  };
}

function cleanIsi(isi: string) {
  const clean = sanitizeRichText(isi);
  if (isBlankHtml(clean)) throw invalidField('isi', PESAN_PERTEMUAN.teksWajib);
  return clean;
}

export async function listTeksPertemuan(db: Db, request: FastifyRequest, idPertemuan: number) {
  await aksesPertemuan(db, request, idPertemuan, 'read');
  return (await repo.listTeks(db, request.college.id, idPertemuan)).map(toTeksItem);
}

export async function createTeksPertemuan(db: Db, request: FastifyRequest, idPertemuan: number, body: PertemuanTeksBody) {
  await aksesPertemuan(db, request, idPertemuan, 'write');
  const isi = cleanIsi(body.isi);
  const collegeId = request.college.id;
  const id = await db.transaction((tx) =>
    repo.insertTeks(tx, { collegeId, idPertemuan, judul: body.judul, isi, createdBy: request.auth.userId }),
  );
  return toTeksItem((await repo.findTeks(db, collegeId, idPertemuan, id))!);
}

export async function updateTeksPertemuan(db: Db, request: FastifyRequest, idPertemuan: number, idTeks: number, body: Partial<PertemuanTeksBody>) {
  await aksesPertemuan(db, request, idPertemuan, 'write');
  const patch: { judul?: string; isi?: string } = {};
  if (body.judul !== undefined) patch.judul = body.judul;
  if (body.isi !== undefined) patch.isi = cleanIsi(body.isi);
  const collegeId = request.college.id;
  const found = await db.transaction((tx) =>
    Object.keys(patch).length ? repo.updateTeks(tx, collegeId, idPertemuan, idTeks, patch) : repo.findTeks(tx, collegeId, idPertemuan, idTeks).then(Boolean),
  );
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
  return toTeksItem((await repo.findTeks(db, collegeId, idPertemuan, idTeks))!);
}

export async function deleteTeksPertemuan(db: Db, request: FastifyRequest, idPertemuan: number, idTeks: number) {
  await aksesPertemuan(db, request, idPertemuan, 'write');
  const found = await db.transaction((tx) => repo.deleteTeks(tx, request.college.id, idPertemuan, idTeks));
  if (!found) throw notFound(PESAN_PERTEMUAN.teksTidakDitemukan);
}
