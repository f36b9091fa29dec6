import { PESAN_TUGAS, isoUtc, roundNilai, statusPengumpulan, type NilaiTugasBody, type PenilaianItem, type PenilaianQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findKelompok, listAnggota, listKelompok, listPesertaKelas } from './kelompok.repo';
import { listNilai, listPengumpulan, upsertNilai } from './pengumpulan.repo';
import { insertNilaiJikaKosong, kunciNilaiTugas, type IsiNilai } from './nilai-bersyarat.repo';
import { penulis } from '../pertemuan/pertemuan-akses';
import { toPengumpulanItem } from './tugas.mapper';
import { aksesTugas, requirePenilaiBaca } from './tugas.policy';
import { publishTugas } from './tugas.service';
import { updateTugas, type TugasRow } from './tugas.repo';

/**
 * Grading (/kelas/{id}/tugas/{idTugas}/penilaian): every participant with their submission state, files and score;
 * a score per student ('Berhasil update nilai'), a group score written to every member (then adjustable per member),
 * and publishing. Teachers and operators with write grade; teachers and operators with read see the list.
 */

type PenilaianDeps = Pick<Deps, 'db' | 'events'>;

/** Every participant's row (students of the class; for group tasks with their group and its submission). */
export async function barisPenilaian(db: Db, collegeId: number, t: TugasRow): Promise<PenilaianItem[]> {
  // Sequential: `db` may be a transaction (one connection).
  const peserta = await listPesertaKelas(db, collegeId, t.idKelasKuliah);
  const anggota = t.jenis === 'kelompok' ? await listAnggota(db, t.id) : [];
  const kelompok = t.jenis === 'kelompok' ? await listKelompok(db, collegeId, t.id) : [];
  const pengumpulan = await listPengumpulan(db, t.id);
  const nilai = await listNilai(db, t.id);
  const kelompokOf = new Map(anggota.map((a) => [a.idMahasiswa, a]));
  const namaKelompok = new Map(kelompok.map((k) => [k.id, k.nama]));
  const bySiswa = new Map(pengumpulan.filter((p) => p.p.idMahasiswa !== null).map((p) => [p.p.idMahasiswa!, p]));
  const byKelompok = new Map(pengumpulan.filter((p) => p.p.idKelompok !== null).map((p) => [p.p.idKelompok!, p]));
  const nilaiOf = new Map(nilai.map((n) => [n.idMahasiswa, n]));
  return peserta.map((m) => {
    const a = kelompokOf.get(m.idMahasiswa);
    const p = t.jenis === 'kelompok' ? (a ? byKelompok.get(a.idKelompok) : undefined) : bySiswa.get(m.idMahasiswa);
    const n = nilaiOf.get(m.idMahasiswa);
    return {
      mahasiswa: { id: m.idMahasiswa, id_user: m.idUser, nama: m.nama, nim: m.nim, avatar_url: m.avatarUrl },
      kelompok: a ? { id: a.idKelompok, nama: namaKelompok.get(a.idKelompok) ?? '', jabatan: a.jabatan === 'ketua' ? 'ketua' : 'anggota' } : null,
      status_pengumpulan: statusPengumpulan(p?.p ?? null),
      pengumpulan: p ? toPengumpulanItem(p) : null,
      nilai: n?.nilai ?? null,
      komentar: n?.komentar ?? '',
      dinilai_at: n ? isoUtc(n.dinilaiAt) : null,
    };
  });
}

/** GET /v2/lms/tugas/{id}/pengumpulan: the grading list (filters: status, group, name or nim). */
export async function listPenilaian(deps: PenilaianDeps, actor: Actor, id: number, q: PenilaianQuery) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  requirePenilaiBaca(akses);
  const s = q.search?.toLowerCase();
  const rows = (await barisPenilaian(deps.db, actor.college.id, t)).filter(
    (r) =>
      (!q.status?.length || q.status.includes(r.status_pengumpulan)) &&
      (q.id_kelompok === undefined || r.kelompok?.id === q.id_kelompok) &&
      (!s || r.mahasiswa.nama.toLowerCase().includes(s) || r.mahasiswa.nim.toLowerCase().includes(s)),
  );
  // Group tasks: by group (members in join order come from the list), students without a group last.
  if (t.jenis === 'kelompok') rows.sort((a, b) => (a.kelompok?.id ?? Infinity) - (b.kelompok?.id ?? Infinity));
  const p = paging(q);
  const items = p.limit ? rows.slice(p.offset, p.offset + p.limit) : rows;
  return { items, meta: listMeta(p, rows.length) };
}

function nilaiValid(t: TugasRow, body: NilaiTugasBody) {
  if (body.nilai === null) return null;
  const n = roundNilai(body.nilai);
  if (n > t.nilaiMaks) throw fieldError('nilai', PESAN_TUGAS.nilaiMelebihiMaks(t.nilaiMaks));
  return n;
}

type BarisNilai = { collegeId: number; idTugas: number; idMahasiswa: number; nilai: number | null; komentar: string; dinilaiOleh: number | null };
const KOSONG: IsiNilai = { nilai: null, komentar: '' };
const samaIsi = (a: IsiNilai, b: IsiNilai) => a.nilai === b.nilai && a.komentar === b.komentar;

/**
 * Writes a grading form's rows inside `tx` and returns how many changed. Without `sebelum` (older clients) every row is
 * written. With it, the rows must be exactly those the form read and each must still hold what it read, else the save
 * is refused with 409 and nothing is written; rows the save would not change are left alone (not re-dated).
 */
async function tulisNilaiForm(tx: Db, idTugas: number, rows: BarisNilai[], sebelum: NilaiTugasBody['sebelum']): Promise<number> {
  if (!sebelum) {
    await upsertNilai(tx, rows);
    return rows.length;
  }
  const dibaca = new Map(sebelum.map((x) => [Number(x.id_mahasiswa), { nilai: x.nilai === null ? null : roundNilai(x.nilai), komentar: x.komentar }]));
  if (dibaca.size !== rows.length || rows.some((r) => !dibaca.has(r.idMahasiswa))) throw conflict(PESAN_TUGAS.nilaiBerubah);
  const kini = await kunciNilaiTugas(tx, idTugas, rows.map((r) => r.idMahasiswa));
  if (rows.some((r) => !samaIsi(kini.get(r.idMahasiswa) ?? KOSONG, dibaca.get(r.idMahasiswa)!))) throw conflict(PESAN_TUGAS.nilaiBerubah);
  const berubah = rows.filter((r) => !samaIsi(kini.get(r.idMahasiswa) ?? KOSONG, r));
  // Existing rows are locked by kunciNilaiTugas; a row absent when read is inserted only while it is still empty.
  await upsertNilai(tx, berubah.filter((r) => kini.has(r.idMahasiswa)));
  const baru = berubah.filter((r) => !kini.has(r.idMahasiswa));
  if ((await insertNilaiJikaKosong(tx, baru)) < baru.length) throw conflict(PESAN_TUGAS.nilaiBerubah);
  return berubah.length;
}

/** PUT /v2/lms/tugas/{id}/nilai/{idMahasiswa}: score and feedback of one participant. */
export async function setNilaiMahasiswa(deps: PenilaianDeps, actor: Actor, id: number, idMahasiswa: number, body: NilaiTugasBody) {
  const { t } = await aksesTugas(deps.db, actor, id, 'write');
  const nilai = nilaiValid(t, body);
  const [m] = await listPesertaKelas(deps.db, actor.college.id, t.idKelasKuliah, [idMahasiswa]);
  if (!m) throw notFound(PESAN_TUGAS.bukanPesertaKelas);
  await deps.db.transaction(async (tx) => {
    const n = await tulisNilaiForm(tx, id, [{ collegeId: actor.college.id, idTugas: id, idMahasiswa, nilai, komentar: body.komentar ?? '', dinilaiOleh: penulis(actor) }], body.sebelum);
    if (!n) return;
    await recordAktivitas(tx, actor, 'nilai_tugas', `Memberi nilai ${nilai ?? '-'} kepada ${m.nama} (${m.nim}) pada tugas "${t.judul}"`);
    await publishTugas(deps, tx, t, 'nilai');
  });
  return (await barisPenilaian(deps.db, actor.college.id, t)).find((r) => r.mahasiswa.id === idMahasiswa)!;
}

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok}/nilai: the same score and feedback for every member of a group. */
export async function setNilaiKelompok(deps: PenilaianDeps, actor: Actor, id: number, idKelompok: number, body: NilaiTugasBody) {
  const { t } = await aksesTugas(deps.db, actor, id, 'write');
  const nilai = nilaiValid(t, body);
  const k = await findKelompok(deps.db, actor.college.id, id, idKelompok);
  if (!k) throw notFound(PESAN_TUGAS.kelompokTidakDitemukan);
  const anggota = await listAnggota(deps.db, id, [idKelompok]);
  await deps.db.transaction(async (tx) => {
    const rows = anggota.map((a) => ({ collegeId: actor.college.id, idTugas: id, idMahasiswa: a.idMahasiswa, nilai, komentar: body.komentar ?? '', dinilaiOleh: penulis(actor) }));
    const n = await tulisNilaiForm(tx, id, rows, body.sebelum);
    if (!n) return;
    await recordAktivitas(tx, actor, 'nilai_tugas', `Memberi nilai ${nilai ?? '-'} kepada ${k.nama} (${n} dari ${anggota.length} anggota) pada tugas "${t.judul}"`);
    await publishTugas(deps, tx, t, 'nilai');
  });
  const ids = new Set(anggota.map((a) => a.idMahasiswa));
  return (await barisPenilaian(deps.db, actor.college.id, t)).filter((r) => ids.has(r.mahasiswa.id));
}

/** PUT /v2/lms/tugas/{id}/nilai_publishing: students see their scores (and feedback) only once published. */
export async function publishNilaiTugas(deps: PenilaianDeps, actor: Actor, id: number, tampilkan: boolean) {
  const { t } = await aksesTugas(deps.db, actor, id, 'write');
  await deps.db.transaction(async (tx) => {
    await updateTugas(tx, actor.college.id, id, { tampilkanNilai: tampilkan });
    await recordAktivitas(tx, actor, 'publish_nilai_tugas', `${tampilkan ? 'Publish' : 'Unpublish'} nilai tugas "${t.judul}"`);
    await publishTugas(deps, tx, t, 'nilai');
  });
  return { is_tampilkan_nilai: tampilkan };
}
