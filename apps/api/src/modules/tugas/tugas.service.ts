import { PESAN_TUGAS, type TugasBodyParsed } from '@lms/shared';
import type { Db } from '../../db/client';
import type { TugasFileRef } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import type { AksesKelas } from '../kelas/kelas-akses';
import { sanitizeRichText } from '../../lib/sanitize';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan, penulis } from '../pertemuan/pertemuan-akses';
import { discardStoredFile } from '../storager/storager.service';
import { listPengumpulan } from './pengumpulan.repo';
import { toTugasItem } from './tugas.mapper';
import { aksesTugas, batasPengumpulanKampus } from './tugas.policy';
import { hapusChatKelompok } from './kelompok.chat';
import { deleteKelompokByIds, listKelompok } from './kelompok.repo';
import { deleteTugas, findPertemuanKelas, findTugasDetail, insertTugas, rekapTugasMany, stateMahasiswaMany, updateTugas, type TugasRow } from './tugas.repo';

/** Tasks as meeting activities: list, detail, create / update / delete, each write registered and logged. */

type TugasDeps = Pick<Deps, 'db' | 'events' | 'storage'>;

/** Publishes that a task (or its submissions, groups, scores) changed, to its class, when `tx` commits. */
export async function publishTugas(deps: Pick<Deps, 'events'>, tx: Db, t: Pick<TugasRow, 'id' | 'collegeId' | 'idKelasKuliah' | 'idPertemuan'>, bagian: 'tugas' | 'pengumpulan' | 'kelompok' | 'nilai') {
  await deps.events.publish(
    {
      stream: 'tugas',
      event: 'tugas_changed',
      collegeId: t.collegeId,
      audience: { kind: 'kelas', id_kelas_kuliah: t.idKelasKuliah },
      data: { id_tugas: t.id, id_kelas_kuliah: t.idKelasKuliah, id_pertemuan: t.idPertemuan, bagian },
    },
    { db: tx },
  );
}

/** The registry row of a task (meeting, title, window, attendance requirement). */
async function register(tx: Db, t: TugasRow) {
  await registerAktivitas(tx, {
    collegeId: t.collegeId,
    idKelasKuliah: t.idKelasKuliah,
    idPertemuan: t.idPertemuan,
    jenis: 'tugas',
    idSumber: t.id,
    judul: t.judul,
    waktuMulai: t.waktuMulai,
    waktuSelesai: t.waktuSelesai,
    syaratHadir: t.syaratHadir,
    dinilai: true,
  });
}

/** Item context for tasks of the caller (counts for teachers, own state for students); the list has its own (tugas.list.ts). */
async function itemsFor(
  deps: TugasDeps,
  actor: Actor,
  rows: NonNullable<Awaited<ReturnType<typeof findTugasDetail>>>[],
  canWrite: (r: (typeof rows)[number]) => boolean,
  /** The student's record, already known to the caller (scope or class access). */
  idMahasiswa: number | null,
) {
  const now = new Date();
  const ids = rows.map((r) => r.t.id);
  const isMahasiswa = actor.role === 'ROLE_MAHASISWA';
  const batasKampus = await batasPengumpulanKampus(deps, actor.college.id);
  const rekap = isMahasiswa ? [] : await rekapTugasMany(deps.db, ids);
  const state = isMahasiswa && idMahasiswa !== null ? await stateMahasiswaMany(deps.db, idMahasiswa, ids) : [];
  const rekapBy = new Map(rekap.map((r) => [r.id, r]));
  const stateBy = new Map(state.map((s) => [s.id, s]));
  return rows.map((r) =>
    toTugasItem(r, { now, batasKampus, canWrite: canWrite(r), isMahasiswa, rekap: rekapBy.get(r.t.id), saya: stateBy.get(r.t.id) }),
  );
}

/** GET /v2/lms/tugas/{id}. */
/** `diketahui`: the class access a write of this request resolved, so the answer after it reads it no second time. */
export async function getTugas(deps: TugasDeps, actor: Actor, id: number, diketahui?: AksesKelas) {
  const { akses } = await aksesTugas(deps.db, actor, id, 'read', false, diketahui);
  const row = await findTugasDetail(deps.db, actor.college.id, id);
  if (!row) throw notFound(PESAN_TUGAS.tidakDitemukan);
  const [item] = await itemsFor(deps, actor, [row], () => akses.canWrite, akses.isParticipant ? akses.idMahasiswa : null);
  return item!;
}

/** A task limit above the college's own is refused (the smaller one would apply silently otherwise). */
async function checkUkuran(deps: TugasDeps, collegeId: number, mb: number | null) {
  if (mb === null) return;
  const kampus = await batasPengumpulanKampus(deps, collegeId);
  if (mb * 1_000_000 > kampus) throw fieldError('ukuran_maks_mb', PESAN_TUGAS.ukuranMelebihiPengaturan(kampus / 1_000_000));
}

function values(b: TugasBodyParsed) {
  return {
    judul: b.judul,
    deskripsi: sanitizeRichText(b.deskripsi),
    jenis: b.jenis,
    waktuMulai: new Date(b.waktu_mulai),
    waktuSelesai: new Date(b.waktu_selesai),
    izinkanTerlambat: b.izinkan_terlambat,
    batasTerlambat: b.izinkan_terlambat && b.batas_terlambat ? new Date(b.batas_terlambat) : null,
    pengumpulanTeks: b.pengumpulan_teks,
    pengumpulanFile: b.pengumpulan_file,
    jenisFileDiterima: [...new Set(b.jenis_file_diterima)],
    ukuranMaksMb: b.ukuran_maks_mb,
    maksFile: b.maks_file,
    nilaiMaks: b.nilai_maks,
    syaratHadir: b.is_syarat_hadir,
  };
}

/** POST /v2/lms/tugas: a task in a meeting the actor may write (operators choose the meeting). */
export async function createTugas(deps: TugasDeps, actor: Actor, body: TugasBodyParsed) {
  const { p, akses } = await aksesPertemuan(deps.db, actor, body.id_pertemuan!, 'write');
  await checkUkuran(deps, actor.college.id, body.ukuran_maks_mb);
  const id = await deps.db.transaction(async (tx) => {
    const t = await insertTugas(tx, {
      ...values(body),
      collegeId: actor.college.id,
      idKelasKuliah: p.idKelasKuliah,
      idPertemuan: p.id,
      createdBy: penulis(actor),
      updatedBy: penulis(actor),
    });
    await register(tx, t);
    await recordAktivitas(tx, actor, 'tambah_tugas', `Menambahkan tugas "${t.judul}" pada pertemuan ${p.nomor}`);
    await publishTugas(deps, tx, t, 'tugas');
    return t.id;
  });
  return getTugas(deps, actor, id, akses);
}

/** PUT /v2/lms/tugas/{id}: the whole form; the meeting may change within the class; jenis only before any submission. */
export async function updateTugasById(deps: TugasDeps, actor: Actor, id: number, body: TugasBodyParsed) {
  const { t: before, akses } = await aksesTugas(deps.db, actor, id, 'write');
  await checkUkuran(deps, actor.college.id, body.ukuran_maks_mb);
  if (body.id_pertemuan !== before.idPertemuan) {
    const p = await findPertemuanKelas(deps.db, actor.college.id, body.id_pertemuan!);
    if (!p || p.idKelasKuliah !== before.idKelasKuliah) throw fieldError('id_pertemuan', PESAN_TUGAS.pertemuanLainKelas);
  }
  await deps.db.transaction(async (tx) => {
    const { t } = await aksesTugas(tx, actor, id, 'write', true, akses);
    if (body.jenis !== t.jenis) {
      if ((await listPengumpulan(tx, id)).length > 0) throw fieldError('jenis', PESAN_TUGAS.jenisTidakBisaDiubah);
      // Groups belong to group work only.
      if (body.jenis === 'individu') {
        const ids = (await listKelompok(tx, actor.college.id, id)).map((k) => k.id);
        await hapusChatKelompok(tx, actor.college.id, ids);
        await deleteKelompokByIds(tx, ids);
      }
    }
    const updated = (await updateTugas(tx, actor.college.id, id, { ...values(body), idPertemuan: body.id_pertemuan!, updatedBy: penulis(actor) }))!;
    await register(tx, updated);
    await recordAktivitas(tx, actor, 'ubah_tugas', `Mengubah tugas "${updated.judul}"`);
    await publishTugas(deps, tx, updated, 'tugas');
  });
  return getTugas(deps, actor, id, akses);
}

/** DELETE /v2/lms/tugas/{id}: the task, its groups, submissions and scores; then its stored files. */
export async function deleteTugasById(deps: TugasDeps, actor: Actor, id: number) {
  await aksesTugas(deps.db, actor, id, 'write');
  const files = await deps.db.transaction(async (tx) => {
    const { t } = await aksesTugas(tx, actor, id, 'write', true);
    const all: TugasFileRef[] = [...t.lampiran, ...(await listPengumpulan(tx, id)).flatMap((r) => r.p.files)];
    const chatKeys = await hapusChatKelompok(tx, actor.college.id, (await listKelompok(tx, actor.college.id, id)).map((k) => k.id));
    await unregisterAktivitas(tx, actor.college.id, 'tugas', id);
    await deleteTugas(tx, actor.college.id, id);
    await recordAktivitas(tx, actor, 'hapus_tugas', `Menghapus tugas "${t.judul}"`);
    await publishTugas(deps, tx, t, 'tugas');
    return { all, chatKeys };
  });
  for (const f of files.all) await discardStoredFile(deps, actor.college.id, f.id);
  for (const k of files.chatKeys) await deps.storage.delete(k).catch(() => {});
}
