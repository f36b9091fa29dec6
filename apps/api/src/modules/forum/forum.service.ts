import { PESAN_FORUM, forumBody, idGrupForum, idThreadForum, validasiWaktuForum, type ForumBody, type ForumUpdateData } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { recordAktivitasSelesai, registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { hapusThreadChat, simpanGrupChat, simpanThreadChat } from '../chat/chat-grup.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan } from '../pertemuan/pertemuan-akses';
import { aksesForum } from './forum.policy';
import { deleteForum, findBelumTercapai, findForumView, insertForum, lockForum, setTercapai, updateForum, type ForumRow } from './forum.repo';
import { getForum } from './forum-baca.service';

/**
 * Forums as activities of a meeting (spec 2 §3, §5): create, update, delete. Each write is one transaction holding
 * the forum row, its chat thread (window = the forum's), its activity-registry row (graded when penilaian_keaktifan
 * is on; attendance through the meeting's posting_forum flag) and the activity log.
 */

const penulis = (actor: Actor) => (actor.userId > 0 ? actor.userId : null);

function cleanDeskripsi(html: string) {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw fieldError('deskripsi', PESAN_FORUM.deskripsiWajib);
  return clean;
}

function assertWaktu(actor: Actor, input: { waktuMulai: Date; waktuSelesai: Date; minimalPost: number }, lama?: { waktuMulai: Date; sudahAdaPeserta: boolean }) {
  const [first] = validasiWaktuForum(input, {
    now: Date.now(),
    timeZone: actor.college.timeZone,
    waktuMulaiLama: lama?.waktuMulai,
    sudahAdaPeserta: lama?.sudahAdaPeserta,
  });
  if (first) throw fieldError(first.field, first.message);
}

/** The registry row and the chat thread of a forum, as it now is. */
async function syncForum(tx: Db, f: ForumRow, createdBy: number | null) {
  await simpanThreadChat(tx, f.collegeId, f.idGroupChat, {
    id: f.idForumChat,
    judul: f.judul,
    konteks: 'forum',
    idKonteks: String(f.id),
    waktuMulai: f.waktuMulai,
    waktuSelesai: f.waktuSelesai,
    createdBy,
  });
  await registerAktivitas(tx, {
    collegeId: f.collegeId,
    idKelasKuliah: f.idKelasKuliah,
    idPertemuan: f.idPertemuan,
    jenis: 'forum',
    idSumber: f.id,
    judul: f.judul,
    waktuMulai: f.waktuMulai,
    waktuSelesai: f.waktuSelesai,
    // The form has no attendance switch: a forum counts wherever its meeting's parameter_kehadiran.posting_forum is on.
    syaratHadir: true,
    dinilai: f.penilaianKeaktifan,
  });
}

/** POST /v2/lms/forum: a teacher of the meeting's class or an operator with write on kelas_kuliah. */
export async function createForum(deps: Deps, actor: Actor, input: ForumBody) {
  const body = forumBody.parse(input);
  const { p, akses } = await aksesPertemuan(deps.db, actor, body.id_pertemuan, 'write');
  const deskripsi = cleanDeskripsi(body.deskripsi);
  const waktuMulai = new Date(body.waktu_mulai);
  const waktuSelesai = new Date(body.waktu_selesai);
  assertWaktu(actor, { waktuMulai, waktuSelesai, minimalPost: body.minimal_post });
  const collegeId = actor.college.id;
  const idGroup = idGrupForum(p.idKelasKuliah);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertForum(tx, {
      collegeId,
      idKelasKuliah: p.idKelasKuliah,
      idPertemuan: p.id,
      judul: body.judul,
      deskripsi,
      waktuMulai,
      waktuSelesai,
      penilaianKeaktifan: body.penilaian_keaktifan,
      minimalPost: body.minimal_post,
      idGroupChat: idGroup,
      // The thread id needs the forum's id: set right after the insert, in the same transaction.
      idForumChat: '',
      createdBy: penulis(actor),
      updatedBy: penulis(actor),
    });
    const f = { ...row, idForumChat: idThreadForum(row.id) };
    await updateForum(tx, row.id, { idForumChat: f.idForumChat });
    await simpanGrupChat(tx, {
      collegeId,
      id: idGroup,
      nama: 'Forum Kelas',
      konteks: 'forum',
      idKelasKuliah: p.idKelasKuliah,
      keanggotaan: 'kelas',
      threads: [],
      createdBy: penulis(actor),
    });
    await syncForum(tx, f, penulis(actor));
    await recordAktivitas(tx, actor, 'tambah_forum', `Menambahkan forum ${f.judul}`);
    return row.id;
  });
  return getForum(deps, actor, id, akses);
}

/** PUT /v2/lms/forum/{id}: any subset of the form; the start is locked once a participant posted (spec 2 §5). */
export async function updateForumById(deps: Deps, actor: Actor, id: number, body: ForumUpdateData) {
  const { forum: current, akses } = await aksesForum(deps.db, actor, id, 'write');
  let idPertemuan = current.idPertemuan;
  if (body.id_pertemuan !== undefined && body.id_pertemuan !== current.idPertemuan) {
    const { p } = await aksesPertemuan(deps.db, actor, body.id_pertemuan, 'write', akses);
    if (p.idKelasKuliah !== current.idKelasKuliah) throw fieldError('id_pertemuan', PESAN_FORUM.pertemuanLainKelas);
    idPertemuan = p.id;
  }
  const deskripsi = body.deskripsi !== undefined ? cleanDeskripsi(body.deskripsi) : current.deskripsi;
  const collegeId = actor.college.id;
  await deps.db.transaction(async (tx) => {
    const locked = await lockForum(tx, collegeId, id);
    if (!locked) throw notFound(PESAN_FORUM.tidakDitemukan);
    const view = await findForumView(tx, collegeId, id);
    const next: ForumRow = {
      ...locked,
      idPertemuan,
      judul: body.judul ?? locked.judul,
      deskripsi,
      waktuMulai: body.waktu_mulai !== undefined ? new Date(body.waktu_mulai) : locked.waktuMulai,
      waktuSelesai: body.waktu_selesai !== undefined ? new Date(body.waktu_selesai) : locked.waktuSelesai,
      penilaianKeaktifan: body.penilaian_keaktifan ?? locked.penilaianKeaktifan,
      minimalPost: body.minimal_post ?? locked.minimalPost,
      updatedBy: penulis(actor),
      updatedAt: new Date(),
    };
    assertWaktu(actor, next, { waktuMulai: locked.waktuMulai, sudahAdaPeserta: Number(view?.jumlahJoin ?? 0) > 0 });
    await updateForum(tx, id, {
      idPertemuan: next.idPertemuan,
      judul: next.judul,
      deskripsi: next.deskripsi,
      waktuMulai: next.waktuMulai,
      waktuSelesai: next.waktuSelesai,
      penilaianKeaktifan: next.penilaianKeaktifan,
      minimalPost: next.minimalPost,
      updatedBy: next.updatedBy,
      updatedAt: next.updatedAt,
    });
    await syncForum(tx, next, penulis(actor));
    // A lower minimum fulfils the forum for students who already wrote enough (facts are never taken back).
    if (next.minimalPost < locked.minimalPost) {
      for (const s of await findBelumTercapai(tx, id, next.minimalPost)) {
        await setTercapai(tx, id, s.userId, next.updatedAt);
        await recordAktivitasSelesai(deps, tx, {
          collegeId,
          jenis: 'forum',
          idSumber: id,
          idUser: s.userId,
          sumber: 'posting',
          detail: { jumlah_komentar: Number(s.jumlah), minimal_post: next.minimalPost },
        });
      }
    }
    await recordAktivitas(tx, actor, 'ubah_forum', `Mengubah forum ${next.judul}`);
  });
  return getForum(deps, actor, id, akses);
}

/** DELETE /v2/lms/forum/{id}: the forum, its discussion (thread, messages, attachments) and its registry row. */
export async function deleteForumById(deps: Deps, actor: Actor, id: number) {
  await aksesForum(deps.db, actor, id, 'write');
  const collegeId = actor.college.id;
  const keys = await deps.db.transaction(async (tx) => {
    const f = await lockForum(tx, collegeId, id);
    if (!f) throw notFound(PESAN_FORUM.tidakDitemukan);
    const removed = await hapusThreadChat(tx, collegeId, f.idGroupChat, f.idForumChat);
    await unregisterAktivitas(tx, collegeId, 'forum', id);
    await deleteForum(tx, collegeId, id);
    await recordAktivitas(tx, actor, 'hapus_forum', `Menghapus forum ${f.judul}`);
    return removed;
  });
  for (const key of keys) await deps.storage.delete(key).catch(() => {});
}

