import {
  DURASI_PERTEMUAN_MAX_MS,
  PESAN_PERTEMUAN,
  formatTanggalWaktu,
  isoUtc,
  namaLengkapDosen,
  timeZoneLabel,
  type BentrokItem,
  type CekBentrokBody,
  type CekBentrokResult,
  type RuanganItem,
  type SesiKuliahItem,
  type SesiRuanganListQuery,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError } from '../../lib/errors';
import { filterKelasTerbaca } from '../kelas/kelas-akses';
import * as repo from './pertemuan-bentrok.repo';
import { aksesCekBentrok, assertPengajarCekBentrok, requirePenggunaJadwal } from './pertemuan.policy';
import { findPertemuanRingkas } from './pertemuan.repo';

/**
 * Clash check and the schedule form's look-ups (spec 1 §5 'Ubah Pertemuan'; issue 6 point 6): lecturers and
 * operators with read on kelas_kuliah only. A lecturer checks only classes they teach, and a clash with a class
 * they cannot open names only its course and its time.
 */

export type BentrokInput = {
  collegeId: number;
  idKelasKuliah: string;
  mulai: Date;
  selesai: Date;
  idRuangan?: number | null;
  kecuali?: number | null;
};

function rentang(mulai: Date, selesai: Date, tz: string) {
  const a = formatTanggalWaktu(mulai, tz);
  const b = formatTanggalWaktu(selesai, tz);
  const sameDay = a.slice(0, 10) === b.slice(0, 10);
  return `${a} - ${sameDay ? b.slice(12) : b} ${timeZoneLabel(tz)}`;
}

/**
 * Meetings overlapping [mulai, selesai) in the same room, with a shared lecturer, or of the same class. Meetings of
 * classes the actor cannot read keep only their course name and time (ids, number and class label are null).
 */
export async function findBentrok(db: Db, actor: Actor, tz: string, q: BentrokInput): Promise<BentrokItem[]> {
  const query = { ...q, batasBawah: new Date(+q.mulai - DURASI_PERTEMUAN_MAX_MS) };
  // Sequential: this runs inside the schedule-change transaction too (one connection).
  const ruang = await repo.findBentrokRuangan(db, query);
  const dosenRows = await repo.findBentrokDosen(db, query);
  const kelas = await repo.findBentrokKelas(db, query);
  const terbaca = await filterKelasTerbaca(db, actor, [...ruang, ...dosenRows, ...kelas].map((r) => r.kkId));
  type Row = (typeof kelas)[number];
  const rinci = (r: Row) => terbaca.has(r.kkId);
  const waktu = (r: Row) => rentang(r.waktuMulai, r.waktuSelesai, tz);
  const label = (r: Row) => (rinci(r) ? `${r.mkNama} ${r.labelNama} (Pertemuan ${r.nomor})` : r.mkNama);
  const item = (jenis: BentrokItem['jenis'], r: Row, pesan: string) => ({
    urut: r.id,
    item: {
      jenis,
      id_pertemuan: rinci(r) ? r.id : null,
      nomor: rinci(r) ? r.nomor : null,
      kelas_kuliah: { id: rinci(r) ? r.kkId : null, mata_kuliah: { nama: r.mkNama }, kelas: { nama: rinci(r) ? r.labelNama : null } },
      waktu_mulai: isoUtc(r.waktuMulai),
      waktu_selesai: isoUtc(r.waktuSelesai),
      pesan,
    } satisfies BentrokItem,
  });
  const out: { urut: number; item: BentrokItem }[] = [];
  for (const r of kelas) out.push(item('kelas', r, `Kelas ini sudah memiliki Pertemuan ${r.nomor} pada ${waktu(r)}`));
  for (const r of ruang) out.push(item('ruangan', r, `Ruangan ${r.ruanganNama} dipakai ${label(r)} pada ${waktu(r)}`));
  const perPertemuan = new Map<number, { row: Row; nama: string[] }>();
  for (const r of dosenRows) {
    const e = perPertemuan.get(r.id) ?? { row: r, nama: [] };
    e.nama.push(namaLengkapDosen({ nama: r.namaDosen, gelar_depan: r.gelarDepan, gelar_akademik: r.gelarAkademik }));
    perPertemuan.set(r.id, e);
  }
  // The shared lecturers teach the class being checked, so the actor may see their names.
  for (const { row, nama } of perPertemuan.values()) out.push(item('dosen', row, `${nama.join(', ')} mengajar ${label(row)} pada ${waktu(row)}`));
  const order = { kelas: 0, ruangan: 1, dosen: 2 } as const;
  return out
    .sort((a, b) => Date.parse(a.item.waktu_mulai) - Date.parse(b.item.waktu_mulai) || order[a.item.jenis] - order[b.item.jenis] || a.urut - b.urut)
    .map((x) => x.item);
}

/** 400 on waktu_selesai unless the meeting ends after it starts and lasts at most 24 h. */
export function waktuValid(mulai: Date, selesai: Date) {
  if (selesai <= mulai) throw fieldError('waktu_selesai', PESAN_PERTEMUAN.waktuSelesaiSebelumMulai);
  if (+selesai - +mulai > DURASI_PERTEMUAN_MAX_MS) throw fieldError('waktu_selesai', PESAN_PERTEMUAN.durasiTerlaluPanjang);
}

/**
 * PUT /v2/lms/pertemuan/cek_bentrok: a lecturer for a class they teach, an operator with read on kelas_kuliah for
 * any class of the college. Refusals first (students, operators lacking the level: 403), then the input (400),
 * then a lecturer's class they do not teach (403).
 */
export async function cekBentrok(deps: Deps, actor: Actor, body: CekBentrokBody): Promise<CekBentrokResult> {
  const { db } = deps;
  const akses = await aksesCekBentrok(db, actor, body.id_kelas_kuliah);
  const collegeId = actor.college.id;
  const mulai = new Date(body.waktu_mulai);
  const selesai = new Date(body.waktu_selesai);
  waktuValid(mulai, selesai);
  if (!akses.exists) throw fieldError('id_kelas_kuliah', PESAN_PERTEMUAN.kelasTidakDitemukan);
  assertPengajarCekBentrok(actor, akses);
  const ruang = body.id_ruangan ? await repo.findRuanganInCollege(db, collegeId, body.id_ruangan) : undefined;
  if (body.id_ruangan && !ruang) throw fieldError('id_ruangan', PESAN_PERTEMUAN.ruanganTidakDitemukan);
  if (body.id_pertemuan) {
    const p = await findPertemuanRingkas(db, collegeId, body.id_pertemuan);
    if (!p) throw fieldError('id_pertemuan', PESAN_PERTEMUAN.tidakDitemukan);
    if (p.idKelasKuliah !== body.id_kelas_kuliah) throw fieldError('id_pertemuan', PESAN_PERTEMUAN.pertemuanBukanKelasIni);
  }
  const { timeZone } = await repo.findPengaturanCollege(deps, collegeId);
  const daftar = await findBentrok(db, actor, timeZone, {
    collegeId,
    idKelasKuliah: body.id_kelas_kuliah,
    mulai,
    selesai,
    idRuangan: body.id_ruangan ?? null,
    kecuali: body.id_pertemuan ?? null,
  });
  return { bentrok: daftar.length > 0, daftar };
}

/** GET /v2/lms/sesi_kuliah */
export async function listSesi({ db }: Deps, actor: Actor, q: SesiRuanganListQuery) {
  await requirePenggunaJadwal(db, actor);
  const p = paging(q);
  const { rows, total } = await repo.listSesiKuliah(db, actor.college.id, q.search || undefined, p);
  const items: SesiKuliahItem[] = rows.map((r) => ({ id: r.id, nama: r.nama, jam_mulai: r.jamMulai, jam_selesai: r.jamSelesai }));
  return { items, meta: listMeta(p, total) };
}

/** GET /v2/lms/ruangan */
export async function listRuanganCollege({ db }: Deps, actor: Actor, q: SesiRuanganListQuery) {
  await requirePenggunaJadwal(db, actor);
  const p = paging(q);
  const { rows, total } = await repo.listRuangan(db, actor.college.id, q.search || undefined, p);
  const items: RuanganItem[] = rows.map((r) => ({ id: r.id, kode: r.kode, nama: r.nama, gedung: r.gedung, kapasitas: r.kapasitas }));
  return { items, meta: listMeta(p, total) };
}
