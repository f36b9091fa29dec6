import {
  PESAN_TUGAS,
  bagiKelompokAcak,
  jadikanKetua,
  namaKelompokBerikut,
  pastikanKetua,
  statusPengumpulan,
  type KelompokAcakBody,
  type KelompokItem,
  type PesertaTugasItem,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { AksesKelas } from '../kelas/kelas-akses';
import {
  deleteAnggota,
  deleteKelompokByIds,
  findKelompok,
  findKelompokMahasiswa,
  insertAnggota,
  insertKelompok,
  kelompokDenganPengumpulan,
  listAnggota,
  listKelompok,
  listPesertaKelas,
  renameKelompok,
  setJabatan,
} from './kelompok.repo';
import { listPengumpulan } from './pengumpulan.repo';
import { hapusChatKelompok, syncChatKelompok } from './kelompok.chat';
import { iso } from './tugas.mapper';
import { aksesTugas, isPenilaiBaca, requirePenilaiBaca } from './tugas.policy';
import { publishTugas } from './tugas.service';
import type { TugasRow } from './tugas.repo';

/**
 * Groups of a kelompok task (spec 2 §2-§4): made by hand or at random by size, members moved between groups, one
 * leader each (making a member leader demotes the others; removing the leader promotes the first remaining member).
 * A student is in at most one group per task (the table's key). Teachers and operators with write manage groups;
 * a student sees only their own group.
 */

type KelompokDeps = Pick<Deps, 'db' | 'events' | 'storage'>;

async function toItems(db: Db, collegeId: number, t: TugasRow, akses: AksesKelas, onlyIds?: number[]): Promise<KelompokItem[]> {
  const kelompok = await listKelompok(db, collegeId, t.id, onlyIds);
  const anggota = await listAnggota(db, t.id, kelompok.map((k) => k.id));
  const kumpul = new Map((await listPengumpulan(db, t.id)).filter((p) => p.p.idKelompok !== null).map((p) => [p.p.idKelompok!, p.p]));
  return kelompok.map((k) => {
    const p = kumpul.get(k.id);
    return {
      id: k.id,
      id_tugas: t.id,
      nama: k.nama,
      id_group_chat: String(k.id),
      anggota: anggota
        .filter((a) => a.idKelompok === k.id)
        .map((a) => ({
          id_mahasiswa: a.idMahasiswa,
          id_user: a.idUser,
          jabatan: a.jabatan === 'ketua' ? ('ketua' as const) : ('anggota' as const),
          canDelete: akses.canWrite,
          mahasiswa: { nama: a.nama, nim: a.nim, avatar_url: a.avatarUrl },
        })),
      pengumpulan: p ? { status: statusPengumpulan(p), waktu_update: iso(p.waktuUpdate)! } : null,
      can: { edit: akses.canWrite, delete: akses.canWrite && !p },
    };
  });
}

function requireKelompokTask(t: TugasRow) {
  if (t.jenis !== 'kelompok') throw conflict(PESAN_TUGAS.bukanTugasKelompok);
}

/** GET /v2/lms/tugas/{id}/kelompok: all groups for teachers and operators; a student's own group only. */
export async function listKelompokTugas(deps: KelompokDeps, actor: Actor, id: number) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  if (t.jenis !== 'kelompok') return [];
  if (isPenilaiBaca(akses)) return toItems(deps.db, actor.college.id, t, akses);
  if (akses.idMahasiswa === null) return [];
  const own = await findKelompokMahasiswa(deps.db, id, akses.idMahasiswa);
  return own ? toItems(deps.db, actor.college.id, t, akses, [own.idKelompok]) : [];
}

/** GET /v2/lms/tugas/{id}/peserta: the class's students with their group (teachers and operators). */
export async function listPesertaTugas(deps: KelompokDeps, actor: Actor, id: number): Promise<PesertaTugasItem[]> {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  requirePenilaiBaca(akses);
  const peserta = await listPesertaKelas(deps.db, actor.college.id, t.idKelasKuliah);
  const anggota = new Map((await listAnggota(deps.db, id)).map((a) => [a.idMahasiswa, a.idKelompok]));
  const nama = new Map((await listKelompok(deps.db, actor.college.id, id)).map((k) => [k.id, k.nama]));
  return peserta.map((m) => {
    const k = anggota.get(m.idMahasiswa);
    return { id_mahasiswa: m.idMahasiswa, id_user: m.idUser, nama: m.nama, nim: m.nim, avatar_url: m.avatarUrl, kelompok: k ? { id: k, nama: nama.get(k) ?? '' } : null };
  });
}

/** One leader per group after members left: the existing one, else the first member by join order. */
async function rapikanKetua(tx: Db, idTugas: number, idKelompok: number[]) {
  for (const k of new Set(idKelompok)) {
    const members = (await listAnggota(tx, idTugas, [k])).map((a) => ({ id_mahasiswa: a.idMahasiswa, jabatan: a.jabatan as 'ketua' | 'anggota' }));
    const ketua = pastikanKetua(members).find((a) => a.jabatan === 'ketua')?.id_mahasiswa ?? null;
    await setJabatan(tx, idTugas, k, ketua);
  }
}

/** Moves students into a group (out of any other group of the task), appended in join order. */
async function pindahkan(tx: Db, collegeId: number, t: TugasRow, idKelompok: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const peserta = await listPesertaKelas(tx, collegeId, t.idKelasKuliah, unique);
  if (peserta.length !== unique.length) throw fieldError('anggota', PESAN_TUGAS.bukanPesertaKelas);
  const left = await deleteAnggota(tx, t.id, unique);
  await insertAnggota(tx, unique.map((m) => ({ idTugas: t.id, idKelompok, idMahasiswa: m, jabatan: 'anggota' })));
  await rapikanKetua(tx, t.id, [idKelompok, ...left.map((l) => l.idKelompok)]);
}

async function requireNamaBebas(tx: Db, collegeId: number, idTugas: number, nama: string, kecuali?: number) {
  const taken = (await listKelompok(tx, collegeId, idTugas)).some((k) => k.id !== kecuali && k.nama.toLowerCase() === nama.toLowerCase());
  if (taken) throw fieldError('nama', PESAN_TUGAS.namaKelompokDipakai);
}

/** Runs a group change on the task (locked, so changes of one task follow each other), logged and published. */
async function ubahKelompok<R>(deps: KelompokDeps, actor: Actor, id: number, work: (tx: Db, t: TugasRow) => Promise<{ result: R; log: [Parameters<typeof recordAktivitas>[2], string] }>) {
  await aksesTugas(deps.db, actor, id, 'write');
  const { result, keys } = await deps.db.transaction(async (tx) => {
    const { t } = await aksesTugas(tx, actor, id, 'write', true);
    requireKelompokTask(t);
    const before = (await listKelompok(tx, actor.college.id, id)).map((k) => k.id);
    const { result, log } = await work(tx, t);
    // The groups' chats follow: names and members of the remaining groups, removal of the deleted ones.
    const after = (await listKelompok(tx, actor.college.id, id)).map((k) => k.id);
    await syncChatKelompok(tx, actor.college.id, t, after);
    const keys = await hapusChatKelompok(tx, actor.college.id, before.filter((k) => !after.includes(k)));
    await recordAktivitas(tx, actor, log[0], log[1]);
    await publishTugas(deps, tx, t, 'kelompok');
    return { result, keys };
  });
  for (const k of keys) await deps.storage.delete(k).catch(() => {});
  return result;
}

async function itemOf(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  const [item] = await toItems(deps.db, actor.college.id, t, akses, [idKelompok]);
  return item!;
}

/** POST /v2/lms/tugas/{id}/kelompok {nama, anggota}: a group made by hand. */
export async function createKelompok(deps: KelompokDeps, actor: Actor, id: number, body: { nama: string; anggota: number[] }) {
  const idKelompok = await ubahKelompok(deps, actor, id, async (tx, t) => {
    await requireNamaBebas(tx, actor.college.id, id, body.nama);
    const [k] = await insertKelompok(tx, [{ collegeId: actor.college.id, idTugas: id, nama: body.nama }]);
    await pindahkan(tx, actor.college.id, t, k!.id, body.anggota);
    return { result: k!.id, log: ['tambah_kelompok_tugas', `Menambahkan ${body.nama} pada tugas "${t.judul}"`] };
  });
  return itemOf(deps, actor, id, idKelompok);
}

/**
 * POST /v2/lms/tugas/{id}/kelompok/acak {ukuran, mode}: groups of `ukuran` at random. `semua` replaces every group
 * (refused once a group handed in); `tanpa_kelompok` groups only the students without one.
 */
export async function createKelompokAcak(deps: KelompokDeps, actor: Actor, id: number, body: Required<KelompokAcakBody>) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const existing = await listKelompok(tx, actor.college.id, id);
    if (body.mode === 'semua') {
      if ((await kelompokDenganPengumpulan(tx, id)).size > 0) throw conflict(PESAN_TUGAS.acakAdaPengumpulan);
      await deleteKelompokByIds(tx, existing.map((k) => k.id));
    }
    const grouped = body.mode === 'semua' ? new Set<number>() : new Set((await listAnggota(tx, id)).map((a) => a.idMahasiswa));
    const bebas = (await listPesertaKelas(tx, actor.college.id, t.idKelasKuliah)).filter((m) => !grouped.has(m.idMahasiswa)).map((m) => m.idMahasiswa);
    if (bebas.length === 0) throw conflict(PESAN_TUGAS.tidakAdaPesertaTanpaKelompok);
    const bagian = bagiKelompokAcak(bebas, body.ukuran);
    const names = namaKelompokBerikut(body.mode === 'semua' ? [] : existing.map((k) => k.nama), bagian.length);
    const made = await insertKelompok(tx, names.map((nama) => ({ collegeId: actor.college.id, idTugas: id, nama })));
    await insertAnggota(
      tx,
      made.flatMap((k, i) => bagian[i]!.map((m, j) => ({ idTugas: id, idKelompok: k.id, idMahasiswa: m, jabatan: j === 0 ? 'ketua' : 'anggota' }))),
    );
    return { result: null, log: ['tambah_kelompok_tugas', `Membuat ${made.length} kelompok acak (${body.ukuran} orang) pada tugas "${t.judul}"`] };
  });
  return listKelompokTugas(deps, actor, id);
}

async function requireKelompok(tx: Db, collegeId: number, idTugas: number, idKelompok: number) {
  const k = await findKelompok(tx, collegeId, idTugas, idKelompok, true);
  if (!k) throw notFound(PESAN_TUGAS.kelompokTidakDitemukan);
  return k;
}

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok} {nama}. */
export async function renameKelompokTugas(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number, nama: string) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const k = await requireKelompok(tx, actor.college.id, id, idKelompok);
    await requireNamaBebas(tx, actor.college.id, id, nama, idKelompok);
    await renameKelompok(tx, idKelompok, nama);
    return { result: null, log: ['ubah_kelompok_tugas', `Mengubah nama ${k.nama} menjadi ${nama} pada tugas "${t.judul}"`] };
  });
  return itemOf(deps, actor, id, idKelompok);
}

/** DELETE /v2/lms/tugas/{id}/kelompok/{idKelompok}: refused once the group handed in. */
export async function deleteKelompokTugas(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const k = await requireKelompok(tx, actor.college.id, id, idKelompok);
    if ((await kelompokDenganPengumpulan(tx, id)).has(idKelompok)) throw conflict(PESAN_TUGAS.kelompokSudahMengumpulkan);
    await deleteKelompokByIds(tx, [idKelompok]);
    return { result: null, log: ['hapus_kelompok_tugas', `Menghapus ${k.nama} dari tugas "${t.judul}"`] };
  });
}

/** POST /v2/lms/tugas/{id}/kelompok/{idKelompok}/anggota {id_mahasiswa[]}: add or move students into the group. */
export async function tambahAnggotaKelompok(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number, ids: number[]) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const k = await requireKelompok(tx, actor.college.id, id, idKelompok);
    await pindahkan(tx, actor.college.id, t, idKelompok, ids);
    return { result: null, log: ['ubah_kelompok_tugas', `Menambahkan ${ids.length} anggota ke ${k.nama} pada tugas "${t.judul}"`] };
  });
  return itemOf(deps, actor, id, idKelompok);
}

async function requireAnggota(tx: Db, idTugas: number, idKelompok: number, idMahasiswa: number) {
  const members = await listAnggota(tx, idTugas, [idKelompok]);
  const m = members.find((a) => a.idMahasiswa === idMahasiswa);
  if (!m) throw notFound(PESAN_TUGAS.bukanAnggota);
  return { m, members };
}

/** DELETE /v2/lms/tugas/{id}/kelompok/{idKelompok}/anggota/{idMahasiswa}: 'Hapus Anggota' (the leader's successor is the first remaining member). */
export async function hapusAnggotaKelompok(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number, idMahasiswa: number) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const k = await requireKelompok(tx, actor.college.id, id, idKelompok);
    const { m } = await requireAnggota(tx, id, idKelompok, idMahasiswa);
    await deleteAnggota(tx, id, [idMahasiswa]);
    await rapikanKetua(tx, id, [idKelompok]);
    return { result: null, log: ['ubah_kelompok_tugas', `Menghapus ${m.nama} (${m.nim}) dari ${k.nama} pada tugas "${t.judul}"`] };
  });
  return itemOf(deps, actor, id, idKelompok);
}

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok}/ketua {id_mahasiswa}: 'Jadikan Ketua Kelompok'. */
export async function jadikanKetuaKelompok(deps: KelompokDeps, actor: Actor, id: number, idKelompok: number, idMahasiswa: number) {
  await ubahKelompok(deps, actor, id, async (tx, t) => {
    const k = await requireKelompok(tx, actor.college.id, id, idKelompok);
    const { m, members } = await requireAnggota(tx, id, idKelompok, idMahasiswa);
    const next = jadikanKetua(members.map((a) => ({ id_mahasiswa: a.idMahasiswa, jabatan: a.jabatan as 'ketua' | 'anggota' })), idMahasiswa);
    await setJabatan(tx, id, idKelompok, next.find((a) => a.jabatan === 'ketua')!.id_mahasiswa);
    return { result: null, log: ['ubah_kelompok_tugas', `Menjadikan ${m.nama} (${m.nim}) ketua ${k.nama} pada tugas "${t.judul}"`] };
  });
  return itemOf(deps, actor, id, idKelompok);
}
