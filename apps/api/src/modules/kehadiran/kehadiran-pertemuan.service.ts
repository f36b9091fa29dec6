import {
  PENGATURAN_KELAS_BAWAAN,
  PESAN_KEHADIRAN,
  SYSTEM_USERNAME,
  isPertemuanOnline,
  isoUtc,
  pertemuanSudahDimulai,
  type KehadiranPertemuanResponse,
  type UpdateKehadiranMahasiswaBody,
  type UpdateKehadiranPertemuanBody,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { jenisPresensiKampus } from '../data-sistem/data-sistem.service';
import type { AksesKelas } from '../kelas/kelas-akses';
import { listAktivitasPertemuan, listAktivitasSelesaiPertemuan } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { toPertemuanInfo, toPesertaRow } from './kehadiran.mapper';
import { adaParameter, aksesPertemuanKehadiran, batasAktivitas, kemampuan, pengaturanKelasOf, requireEdit } from './kehadiran.policy';
import { hitungKehadiran, keputusanSistem, type HasilEngine } from './kehadiran.engine';
import {
  findPengaturanKelasTersimpan,
  findPertemuanKehadiran,
  identitasAktor,
  kunciKehadiranPertemuan,
  listKehadiranPertemuan,
  listPesertaKelas,
  simpanRingkasanPertemuan,
  upsertKehadiranManual,
  upsertKehadiranSistem,
  type KehadiranValues,
  type PertemuanKehadiran,
  type PesertaKelas,
} from './kehadiran.repo';

/**
 * The per-meeting attendance (spec 1 §2.8; issue 16 points 1-2): GET with every participant's row and its "why",
 * lecturer/operator edits under the rules of spec 1 §6, and the system's recalculation (LMS:SYSTEM), which never
 * overwrites a manual decision.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

async function bangunRespons(deps: Deps, actor: Actor, row: PertemuanKehadiran, akses: AksesKelas, now = new Date()): Promise<KehadiranPertemuanResponse> {
  const collegeId = actor.college.id;
  const p = row.p;
  const k = await pengaturanKelasOf(deps, collegeId);
  const minimal = k.syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen;
  // A student sees only their own row.
  const sendiri = actor.role === 'ROLE_MAHASISWA';
  const peserta = await listPesertaKelas(deps.db, collegeId, p.idKelasKuliah, sendiri ? { idMahasiswa: akses.idMahasiswa ?? -1 } : {});
  // A meeting that has not started gives no presence, whatever a row says (work done ahead counts once it starts).
  const dimulai = pertemuanSudahDimulai(p, now);
  const stored = new Map(
    dimulai ? (await listKehadiranPertemuan(deps.db, p.id, sendiri ? peserta.map((m) => m.idMahasiswa) : undefined)).map((r) => [r.idMahasiswa, r]) : [],
  );
  const engine = await hitungPertemuan(deps.db, collegeId, p, sendiri ? peserta.map((m) => m.userId) : undefined, minimal);
  const jenis = await jenisPresensiKampus(deps.db, collegeId);
  const rows = peserta.map((m) => toPesertaRow(m, stored.get(m.idMahasiswa), engine(m.userId), jenis));
  const online = isPertemuanOnline(p.jenis);
  return {
    pertemuan: toPertemuanInfo(row),
    dimulai,
    minimal_progress: minimal,
    // Present participants of the rows shown (the same H the recap and the BAP count for this meeting).
    jumlah_hadir: rows.filter((r) => r.presensi === 'H').length,
    jumlah_peserta: rows.length,
    rata_rata_progress: online && rows.length ? round1(rows.reduce((s, r) => s + r.progress.overall, 0) / rows.length) : 0,
    waktu_update_otomatis: online ? isoUtc(batasAktivitas(p)) : null,
    can: kemampuan(actor, akses, p, k, now),
    peserta: rows,
  };
}

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}. */
export async function getKehadiranPertemuan(deps: Deps, actor: Actor, id: number) {
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'read');
  return bangunRespons(deps, actor, row, akses);
}

type Kode = 'H' | 'A' | 'I' | 'S';
/** `presensi_awal`: the presence the form read (undefined: not checked). */
type BarisManual = { nim: string; presensi: Kode; ada_presensi: boolean; presensi_awal?: Kode | null };

/** Writes manual decisions (validated first: nothing is written when one row is wrong). */
async function tulisManual(deps: Deps, actor: Actor, row: PertemuanKehadiran, data: BarisManual[], field: (i: number) => string) {
  const collegeId = actor.college.id;
  const seen = new Set<string>();
  data.forEach((d, i) => {
    if (seen.has(d.nim)) throw fieldError(`${field(i)}.nim`, PESAN_KEHADIRAN.nimGanda(d.nim));
    seen.add(d.nim);
  });
  const peserta = new Map((await listPesertaKelas(deps.db, collegeId, row.p.idKelasKuliah)).map((m) => [m.nim, m]));
  const jenis = await jenisPresensiKampus(deps.db, collegeId);
  data.forEach((d, i) => {
    if (!peserta.has(d.nim)) throw fieldError(`${field(i)}.nim`, PESAN_KEHADIRAN.nimBukanPeserta(d.nim));
    if ((d.presensi === 'I' && !jenis.izin.is_active) || (d.presensi === 'S' && !jenis.sakit.is_active)) {
      throw fieldError(`${field(i)}.presensi`, PESAN_KEHADIRAN.presensiTidakAktif(d.presensi));
    }
  });
  const siapa = await identitasAktor(deps.db, actor);
  const now = new Date();
  const values: KehadiranValues[] = data.map((d) => ({
    collegeId,
    idPertemuan: row.p.id,
    idKelasKuliah: row.p.idKelasKuliah,
    idMahasiswa: peserta.get(d.nim)!.idMahasiswa,
    presensi: d.ada_presensi ? d.presensi : null,
    adaPresensi: d.ada_presensi,
    isHadir: d.ada_presensi && d.presensi === 'H',
    isQrCode: false,
    // Clearing a presence hands the row back to the system.
    isManual: d.ada_presensi,
    updatedBy: siapa.userId,
    updatedByUsername: siapa.username,
    updatedByName: siapa.name,
    updatedAt: now,
  }));
  await deps.db.transaction(async (tx) => {
    // Only the sent rows are written; a sent row changed by someone else since the form read it refuses the whole
    // save (the rows are locked, so the check and the write see the same state).
    const dicek = data.filter((d) => d.presensi_awal !== undefined);
    const kini = new Map((await kunciKehadiranPertemuan(tx, row.p.id, dicek.map((d) => peserta.get(d.nim)!.idMahasiswa))).map((r) => [r.idMahasiswa, r]));
    for (const d of dicek) {
      const m = peserta.get(d.nim)!;
      const r = kini.get(m.idMahasiswa);
      if ((r?.adaPresensi ? r.presensi : null) !== d.presensi_awal) throw conflict(PESAN_KEHADIRAN.barisSudahBerubah(m.nim, m.nama));
    }
    await upsertKehadiranManual(tx, values);
    await simpanRingkasanPertemuan(tx, collegeId, row.p.id, null);
    const ringkas = data.length === 1 ? `${data[0]!.nim} ${data[0]!.ada_presensi ? data[0]!.presensi : '-'}` : `${data.length} mahasiswa`;
    await recordAktivitas(tx, actor, 'ubah_kehadiran_mahasiswa', `Mengubah kehadiran pertemuan ${row.p.nomor} ${row.mkNama} ${row.labelNama}: ${ringkas}`);
  });
}

/** PUT /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}: the edited rows of the edit mode. */
export async function updateKehadiranPertemuan(deps: Deps, actor: Actor, id: number, body: UpdateKehadiranPertemuanBody) {
  const { row, akses } = await requireEdit(deps, actor, id);
  const data = body.data.map((d) => ({ nim: d.nim, presensi: d.presensi, ada_presensi: d.ada_presensi ?? true, presensi_awal: d.presensi_awal }));
  await tulisManual(deps, actor, row, data, (i) => `data[${i}]`);
  const fresh = (await findPertemuanKehadiran(deps.db, actor.college.id, id))!;
  return bangunRespons(deps, actor, fresh, akses);
}

/** PUT .../pertemuan/{idPertemuan}/mahasiswa/{nim}: one student present (H) or absent (A). */
export async function updateKehadiranMahasiswa(deps: Deps, actor: Actor, id: number, nim: string, body: UpdateKehadiranMahasiswaBody) {
  const { row, akses } = await requireEdit(deps, actor, id);
  const [m] = await listPesertaKelas(deps.db, actor.college.id, row.p.idKelasKuliah, { nim });
  if (!m) throw notFound(PESAN_KEHADIRAN.bukanPeserta);
  await tulisManual(deps, actor, row, [{ nim, presensi: body.is_hadir ? 'H' : 'A', ada_presensi: true }], () => 'is_hadir');
  const res = await bangunRespons(deps, actor, row, akses);
  return res.peserta.find((r) => r.mahasiswa.nim === nim)!;
}

/** POST .../pertemuan/{idPertemuan}/hitung_ulang: 'Update Progres' (online/campuran with a parameter, editing allowed). */
export async function hitungUlangPertemuan(deps: Deps, actor: Actor, id: number) {
  const { row, akses } = await requireEdit(deps, actor, id);
  if (!isPertemuanOnline(row.p.jenis) || !adaParameter(row.p)) throw conflict(PESAN_KEHADIRAN.hitungUlangHanyaOnline);
  await deps.db.transaction(async (tx) => {
    await recomputePertemuan(tx, actor.college.id, id, new Date());
    await recordAktivitas(tx, actor, 'hitung_ulang_kehadiran', `Menghitung ulang kehadiran pertemuan ${row.p.nomor} ${row.mkNama} ${row.labelNama}`);
  });
  const fresh = (await findPertemuanKehadiran(deps.db, actor.college.id, id))!;
  return bangunRespons(deps, actor, fresh, akses);
}

/**
 * THE system recalculation of one meeting (LMS:SYSTEM), used by hitung_ulang, the fact sweep, the deadline settle
 * and the class/period job: every participant's progress from the facts, and the status of the rows the system
 * owns (a manual or QR decision stays). `userIds` narrows it to some students (the fact sweep). Bounded: one
 * meeting's participants at a time. Returns how many rows it wrote.
 */
export async function recomputePertemuan(
  db: Db,
  collegeId: number,
  idPertemuan: number,
  now: Date,
  opts: { userIds?: number[]; pengaturan?: { minimal: number }; peserta?: PesertaKelas[] } = {},
) {
  const row = await findPertemuanKehadiran(db, collegeId, idPertemuan);
  // Offline meetings are the lecturer's; a meeting that has not started gives no presence (its facts are kept and
  // applied once it starts: terapkanPertemuanDimulai).
  if (!row || !isPertemuanOnline(row.p.jenis) || !pertemuanSudahDimulai(row.p, now)) return 0;
  const p = row.p;
  const minimal = opts.pengaturan?.minimal ?? (await minimalOf(db, collegeId));
  let peserta = opts.peserta ?? (await listPesertaKelas(db, collegeId, p.idKelasKuliah));
  if (opts.userIds) {
    const set = new Set(opts.userIds);
    peserta = peserta.filter((m) => set.has(m.userId));
  }
  if (peserta.length === 0) {
    // Stamped anyway, so an empty class is not picked by every scheduled run.
    if (!opts.userIds) await simpanRingkasanPertemuan(db, collegeId, p.id, now);
    return 0;
  }
  const engine = await hitungPertemuan(db, collegeId, p, opts.userIds, minimal);
  const batas = batasAktivitas(p);
  const values: KehadiranValues[] = peserta.map((m) => {
    const h = engine(m.userId);
    const { presensi } = keputusanSistem(h, batas, now);
    return {
      collegeId,
      idPertemuan: p.id,
      idKelasKuliah: p.idKelasKuliah,
      idMahasiswa: m.idMahasiswa,
      presensi,
      adaPresensi: presensi !== null,
      isHadir: presensi === 'H',
      isQrCode: false,
      isManual: false,
      progress: h.overall,
      updatedBy: null,
      updatedByUsername: SYSTEM_USERNAME,
      updatedByName: 'Sistem',
      updatedAt: now,
    };
  });
  await upsertKehadiranSistem(db, values);
  // A whole-meeting run records its time: at or after the deadline it is the settlement the schedule looks for.
  await simpanRingkasanPertemuan(db, collegeId, p.id, opts.userIds ? null : now);
  return values.length;
}

/** presentase_progress_minimal_persen of a college, read without the settings cache (jobs and bench have no bus). */
export async function minimalOf(db: Db, collegeId: number) {
  const stored = ((await findPengaturanKelasTersimpan(db, collegeId)) as { syarat_kehadiran_online_mahasiswa?: { presentase_progress_minimal_persen?: unknown } } | null)?.syarat_kehadiran_online_mahasiswa
    ?.presentase_progress_minimal_persen;
  return typeof stored === 'number' ? stored : PENGATURAN_KELAS_BAWAAN.syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen;
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
