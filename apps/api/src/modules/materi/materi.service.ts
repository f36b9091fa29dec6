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
import { tetapBerlaku } from '../../lib/read-cache';
import { requireBacaKelas, resolveScopeKelasVersi, type AksesKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { aksesPertemuan } from '../pertemuan/pertemuan-akses';
import { aksesMateri, lihatSebelumTampil, sudahTampil } from './materi.policy';
import { findMateriPage, findPemakaian, findTampilBerikut, type FilterMateri, type MateriRow } from './materi.repo';

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

/** `pakai`: the caller's use read apart from the row (the list's cached rows carry nobody's). */
export function toMateriItem(r: MateriRow, hak: HakMateri, now: Date, pakai: PemakaianMateri = { waktu: r.selesaiPada, persen: r.persen }): MateriItem {
  const m = r.m;
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

const tanpaPakai: PemakaianMateri = { waktu: null, persen: null };

/**
 * GET /v2/lms/materi. With id_pertemuan: the meeting's list (members; students only what is displayed). Without:
 * the materials of the classes the caller may see (the copy table: exclude_id_kelas_kuliah, id_mata_kuliah,
 * search), newest first.
 *
 * Access and scope are resolved fresh on every request; the page's rows (materials, meeting, class, creator, file)
 * come from the read cache while the college's 'kelas', 'pertemuan' and 'materi' versions hold; a student's own
 * progress is read fresh for the page, and what depends on the clock (is_tampil, download) is computed per request.
 */
/** The areas the list's rows are built from ('kelas' first: a lecturer's scope is kept under its version). */
const RUANG_MATERI = ['kelas', 'pertemuan', 'materi'] as const;

export async function listMateri(deps: Deps, actor: Actor, q: MateriListQuery) {
  const { db, readCache } = deps;
  const page = paging(q);
  const collegeId = actor.college.id;
  let hak: HakMateri;
  let scope: ScopeKelas | undefined;
  let versi: number[] | undefined;
  if (q.id_pertemuan !== undefined) {
    const { akses } = await aksesPertemuan(db, actor, q.id_pertemuan, 'read');
    hak = hakDari(akses);
  } else if (q.id_kelas_kuliah !== undefined) {
    hak = hakDari(await requireBacaKelas(db, actor, q.id_kelas_kuliah));
  } else {
    ({ scope, versi } = await resolveScopeKelasVersi(deps, actor, RUANG_MATERI));
    // Lecturers see the classes they teach, operators the college: both see before display; students do not.
    // Edit buttons belong to a meeting's list; this list is for reading and copying.
    hak = { edit: false, lihatSemua: scope.kind !== 'peserta', peserta: scope.kind === 'peserta' };
  }
  // The rows depend on the caller only through the scope and whether materials not yet displayed are seen.
  const key = `materi-list\u0000${JSON.stringify({ scope, lihatSemua: hak.lihatSemua })}\u0000${JSON.stringify(q)}`;
  const bangun = async () => {
    const dibangun = new Date();
    const f: FilterMateri = {
      idPertemuan: q.id_pertemuan,
      idKelas: q.id_kelas_kuliah,
      excludeKelas: q.exclude_id_kelas_kuliah,
      idMataKuliah: q.id_mata_kuliah,
      search: q.search,
      tipe: q.tipe_file,
      scope,
      tampilSebelum: hak.lihatSemua ? null : dibangun,
      urutan: q.id_pertemuan !== undefined ? 'tampil' : 'terbaru',
    };
    const halaman = await findMateriPage(db, collegeId, f, page);
    // A student's rows change when the next matching material is displayed: the entry is built again from then.
    const berikut = hak.lihatSemua ? null : await findTampilBerikut(db, collegeId, f, dibangun);
    return { ...halaman, dibangun: dibangun.getTime(), sampai: berikut?.getTime() ?? null };
  };
  const awal = Date.now();
  let v = await readCache.get(db, collegeId, RUANG_MATERI, key, bangun, { sampai: (x) => x.sampai, versi });
  // A build shared with a concurrent request may have started before a display time this request is already past.
  v = await tetapBerlaku(v, v.sampai, awal, bangun);
  const { rows, total } = v;
  // The answer's instant: never before the rows' own (a student's rows were filtered then), so is_tampil agrees.
  const now = new Date(Math.max(awal, v.dibangun));
  const pakai = hak.peserta && rows.length > 0 ? await findPemakaian(db, actor.userId, rows.map((r) => r.m.id)) : [];
  const pakaiOf = new Map(pakai.map((p) => [p.idMateri, { waktu: p.selesaiPada, persen: p.persen }]));
  return { items: rows.map((r) => toMateriItem(r, hak, now, pakaiOf.get(r.m.id) ?? tanpaPakai)), meta: listMeta(page, total) };
}

/** GET /v2/lms/materi/{id}. */
export async function getMateri(deps: Deps, actor: Actor, id: number) {
  const now = new Date();
  const { m, akses } = await aksesMateri(deps.db, actor, id, 'read', now);
  return toMateriItem(m, hakDari(akses), now);
}

