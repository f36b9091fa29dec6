import {
  fileExtension,
  isoUtc,
  type JenisMateri,
  type MateriItem,
  type MateriListQuery,
  type StatusUnduh,
  type TipeFileMateri,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireBacaKelas, resolveScopeKelas, type AksesKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { aksesPertemuan } from '../pertemuan/pertemuan.common';
import { aksesMateri, lihatSebelumTampil, sudahTampil } from './materi.policy';
import { findMateriPage, type MateriRow } from './materi.repo';

/** Reading materials: a meeting's list, the copy table, one material. */

export const materiUnduhUrl = (id: number) => `/api/v2/lms/materi/${id}/unduh`;

/** What the caller may do with materials of one class. */
export type HakMateri = { edit: boolean; lihatSemua: boolean; peserta: boolean };
export const hakDari = (a: AksesKelas): HakMateri => ({ edit: a.canWrite, lihatSemua: lihatSebelumTampil(a), peserta: a.isParticipant });

/**
 * The caller's own use of a material: when its attendance fact was written (mirrored on the progress row in the
 * same transaction), and how much of a video / audio it played.
 */
export type PemakaianMateri = { waktu: Date | null; persen: number | null };

export function toMateriItem(r: MateriRow, hak: HakMateri, now: Date): MateriItem {
  const m = r.m;
  const pakai: PemakaianMateri = { waktu: r.selesaiPada, persen: r.persen };
  const tipe = m.tipeFile as TipeFileMateri;
  const wajib = m.isSyaratHadir === true;
  const status: StatusUnduh | null = hak.peserta && wajib ? (pakai.waktu ? 'terpenuhi' : 'belum_terpenuhi') : null;
  const tampil = sudahTampil(m, now);
  return {
    id: m.id,
    id_kelas_kuliah: m.idKelasKuliah,
    id_pertemuan: m.idPertemuan,
    pertemuan: { id: m.idPertemuan, nomor: r.pNomor, judul: r.pJudul, jenis: r.pJenis },
    kelas_kuliah: {
      id: m.idKelasKuliah,
      periode: r.kkPeriode,
      mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
      kelas: { nama: r.labelNama, jenis: { nama: r.jenisKelasNama } },
    },
    judul: m.judul,
    deskripsi: m.deskripsi,
    tipe_file: tipe,
    jenis_materi: m.jenisMateri as JenisMateri,
    file:
      m.idFile && r.fileNama !== null
        ? { url: materiUnduhUrl(m.id), name: r.fileNama, content_length: Number(r.fileSize ?? 0), extension: fileExtension(r.fileNama) }
        : null,
    file_url: tipe === 'url' ? m.fileUrl : null,
    durasi_detik: m.durasiDetik,
    waktu_mulai_tampil: isoUtc(m.waktuMulaiTampil),
    is_tampil: tampil,
    is_syarat_hadir: m.isSyaratHadir,
    deadline: m.deadline ? isoUtc(m.deadline) : null,
    created_by: r.creatorNama !== null && r.creatorUsername !== null ? { name: r.creatorNama, username: r.creatorUsername } : null,
    created_at: isoUtc(m.createdAt),
    updated_at: isoUtc(m.updatedAt),
    statusUnduh: status,
    waktu_unduh: hak.peserta && pakai.waktu ? isoUtc(pakai.waktu) : null,
    progres_persen: hak.peserta && (tipe === 'video' || tipe === 'audio') ? (pakai.persen ?? 0) : null,
    can: { edit: hak.edit, delete: hak.edit, download: tipe !== 'url' && m.idFile !== null && (hak.lihatSemua || tampil) },
  };
}

/**
 * GET /v2/lms/materi. With id_pertemuan: the meeting's list (members; students only what is displayed). Without:
 * the materials of the classes the caller may see (the copy table: exclude_id_kelas_kuliah, id_mata_kuliah,
 * search), newest first.
 */
export async function listMateri(deps: Deps, actor: Actor, q: MateriListQuery) {
  const { db } = deps;
  const now = new Date();
  const page = paging(q);
  const collegeId = actor.college.id;
  let hak: HakMateri;
  let scope: ScopeKelas | undefined;
  if (q.id_pertemuan !== undefined) {
    const { akses } = await aksesPertemuan(db, actor, q.id_pertemuan, 'read');
    hak = hakDari(akses);
  } else if (q.id_kelas_kuliah !== undefined) {
    hak = hakDari(await requireBacaKelas(db, actor, q.id_kelas_kuliah));
  } else {
    scope = await resolveScopeKelas(db, actor);
    // Lecturers see the classes they teach, operators the college: both see before display; students do not.
    // Edit buttons belong to a meeting's list; this list is for reading and copying.
    hak = { edit: false, lihatSemua: scope.kind !== 'peserta', peserta: scope.kind === 'peserta' };
  }
  const { rows, total } = await findMateriPage(
    db,
    collegeId,
    {
      idPertemuan: q.id_pertemuan,
      idKelas: q.id_kelas_kuliah,
      excludeKelas: q.exclude_id_kelas_kuliah,
      idMataKuliah: q.id_mata_kuliah,
      search: q.search,
      tipe: q.tipe_file,
      scope,
      tampilSebelum: hak.lihatSemua ? null : now,
      urutan: q.id_pertemuan !== undefined ? 'tampil' : 'terbaru',
      pemakaiOleh: hak.peserta ? actor.userId : undefined,
    },
    page,
  );
  return { items: rows.map((r) => toMateriItem(r, hak, now)), meta: listMeta(page, total) };
}

/** GET /v2/lms/materi/{id}. */
export async function getMateri(deps: Deps, actor: Actor, id: number) {
  const now = new Date();
  const { m, akses } = await aksesMateri(deps.db, actor, id, 'read', now);
  return toMateriItem(m, hakDari(akses), now);
}

