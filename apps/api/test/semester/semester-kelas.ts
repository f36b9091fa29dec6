import { eq } from 'drizzle-orm';
import { PARAMETER_KEHADIRAN_KEYS, pertemuanUpdateBody, type ParameterKehadiranKey } from '@lms/shared';
import { colleges } from '../../src/db/schema';
import type { Actor, Deps } from '../../src/deps';
import { runJadwalKehadiran } from '../../src/modules/kehadiran/kehadiran-hitung.service';
import { changeStatusPertemuan } from '../../src/modules/pertemuan/pertemuan-status.service';
import { generatePertemuanKelas } from '../../src/modules/pertemuan/pertemuan-generate.service';
import { updatePertemuanById } from '../../src/modules/pertemuan/pertemuan-update.service';
import { getPengaturanOperator, ubahPengaturan } from '../../src/modules/pengaturan/pengaturan.service';
import { createTestApp, loginHeaders, type TestContext } from '../helpers';

/**
 * The world of the semester test: a class of its own (a course made for it, two lecturers, six students of
 * different habits) in the current period of college 1, its 16 meetings placed around the real clock, and every
 * actor both as a service actor (for writes, as routes call services) and as request headers (for the read surfaces).
 */

export const MENIT = 60_000;
export const JAM = 60 * MENIT;
export const HARI = 24 * JAM;

export type Headers = Record<string, string>;
export type Q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
export type Pelaku = { actor: Actor; headers: Headers; userId: number; username: string; nama: string };
export type Dosen = Pelaku & { idDosen: number; nidn: string };

/** The habits: diligent, late, absent, ahead of schedule, ill for two weeks, and an average student. */
export const KEBIASAAN = ['rajin', 'telat', 'absen', 'duluan', 'sakit', 'biasa'] as const;
export type Kebiasaan = (typeof KEBIASAAN)[number];
export type Siswa = Pelaku & { kebiasaan: Kebiasaan; nim: string; idMahasiswa: number };

export type Waktu = 'lalu' | 'kini' | 'nanti';
type Rencana = { jenis: 'online' | 'offline'; parameter: ParameterKehadiranKey | null; waktu: Waktu };

/**
 * The plan of the 16 meetings: 1-6 and 8-13 took place (8 is the UTS); 7, postponed to today, and 16 (the UAS,
 * offline with QR attendance) are running now; 14-15 are the replacement lectures scheduled for next week. Each online
 * meeting requires one kind of work. Meeting 7 has started but its deadline (its end) has not passed, so a student who
 * has not joined its vidcon yet has no decision there: it counts in the denominator with no H, I, S or A.
 */
export const RENCANA: Record<number, Rencana> = {
  1: { jenis: 'online', parameter: 'unduh_materi', waktu: 'lalu' },
  2: { jenis: 'online', parameter: 'unduh_materi', waktu: 'lalu' },
  3: { jenis: 'online', parameter: 'unduh_materi', waktu: 'lalu' },
  4: { jenis: 'online', parameter: 'unduh_materi', waktu: 'lalu' },
  5: { jenis: 'online', parameter: 'unduh_materi', waktu: 'lalu' },
  6: { jenis: 'online', parameter: 'hadir_vidcon', waktu: 'lalu' },
  7: { jenis: 'online', parameter: 'hadir_vidcon', waktu: 'kini' },
  8: { jenis: 'online', parameter: 'kerjakan_kuis_ujian', waktu: 'lalu' },
  9: { jenis: 'online', parameter: 'kerjakan_tugas', waktu: 'lalu' },
  10: { jenis: 'online', parameter: 'kerjakan_tugas', waktu: 'lalu' },
  11: { jenis: 'online', parameter: 'posting_forum', waktu: 'lalu' },
  12: { jenis: 'online', parameter: 'kerjakan_kuis_ujian', waktu: 'lalu' },
  13: { jenis: 'offline', parameter: null, waktu: 'lalu' },
  14: { jenis: 'online', parameter: 'unduh_materi', waktu: 'nanti' },
  15: { jenis: 'online', parameter: 'kerjakan_tugas', waktu: 'nanti' },
  16: { jenis: 'offline', parameter: null, waktu: 'kini' },
};

/** The meetings running now: how long ago each started and how long it lasts (it ends well after the test). */
const KINI: Record<number, { sejak: number; lama: number }> = {
  7: { sejak: 50 * MENIT, lama: 100 * MENIT },
  16: { sejak: 30 * MENIT, lama: 2 * JAM },
};

/** Scheduled start of meeting n, relative to the instant the semester was built. */
export function jadwal(nomor: number, t0: number): { mulai: Date; selesai: Date } {
  const w = RENCANA[nomor]!.waktu;
  if (w === 'kini') {
    const k = KINI[nomor]!;
    return { mulai: new Date(t0 - k.sejak), selesai: new Date(t0 - k.sejak + k.lama) };
  }
  const mulai = w === 'lalu' ? t0 - (14 - nomor) * HARI : t0 + (nomor - 8) * HARI;
  return { mulai: new Date(mulai), selesai: new Date(mulai + 100 * MENIT) };
}

export type PertemuanUji = { id: number; nomor: number; kategori: string; jenis: 'online' | 'offline'; waktu: Waktu; mulai: Date; selesai: Date };

export type Dunia = {
  t: TestContext;
  deps: Deps;
  q: Q;
  /** The instant the semester was built: meetings and windows are placed around it. */
  t0: number;
  idKelas: string;
  operator: Pelaku;
  dosen: Dosen;
  dosen2: Dosen;
  siswa: Record<Kebiasaan, Siswa>;
  semuaSiswa: Siswa[];
  /** Meetings by nomor (index 0 unused). */
  p: PertemuanUji[];
  /** Every write the semester made, with the activity-log rows its actor got during it. */
  jurnal: EntriJurnal[];
  /** Runs one user write and notes it in the journal. */
  tulis: <T>(p: Pelaku, label: string, fn: () => Promise<T>) => Promise<T>;
};

export type EntriJurnal = { label: string; userId: number; username: string; role: string; log: { id: string; jenis: string; detail: string }[] };

/**
 * The worker's minute job (kehadiran-jadwal: apply the new attendance facts, then settle the meetings whose deadline
 * passed), run until it has nothing left, as a worker running all along would have.
 */
export async function jadwalKehadiran(d: Pick<Dunia, 'deps'>) {
  for (let i = 0; i < 50; i++) {
    const r = await runJadwalKehadiran(d.deps.db);
    if (!Object.values(r).some((n) => typeof n === 'number' && n > 0)) return;
  }
  throw new Error('jadwal kehadiran tidak selesai');
}

const PASSWORD: Record<string, string> = { ROLE_OPERATOR: 'operator123', ROLE_DOSEN: 'dosen123', ROLE_MAHASISWA: 'mahasiswa123' };

export async function bangunDunia(): Promise<Dunia> {
  const t = await createTestApp();
  const deps = t.app.deps;
  // The semester starts in an up-to-date world: the worker has applied the demo's attendance facts (its watermark,
  // docs/DECISIONS.md 'Attendance' → Jobs, is moved past them rather than recomputing a whole demo campus) and has
  // settled the demo's meetings.
  await t.database.query(
    `insert into kehadiran_proses (kunci, id_terakhir) select 'fakta', coalesce(max(id), 0) from aktivitas_selesai
     on conflict (kunci) do update set id_terakhir = excluded.id_terakhir`,
  );
  await jadwalKehadiran({ deps });
  const q: Q = async (sql, params = []) => (await t.database.query(sql, params)).rows as never;
  const t0 = Date.now();
  const [college] = await deps.db.select().from(colleges).where(eq(colleges.id, 1));
  const jurnal: EntriJurnal[] = [];
  // Writes run one at a time, so the log rows above the mark that carry the actor's id are the ones it wrote.
  const tulis = async <T>(p: Pelaku, label: string, fn: () => Promise<T>): Promise<T> => {
    const [mark] = await q<{ id: string }>('select coalesce(max(id), 0)::text as id from log_aktivitas');
    const hasil = await fn();
    const log = await q<{ id: string; jenis: string; detail: string }>(
      'select id::text, jenis_aktivitas as jenis, detail from log_aktivitas where id > $1::bigint and user_id = $2 order by id',
      [mark!.id, p.userId],
    );
    jurnal.push({ label, userId: p.userId, username: p.username, role: p.actor.role, log });
    return hasil;
  };

  const pelaku = async (username: string): Promise<Pelaku> => {
    const [u] = await q<{ id: number; role: Actor['role']; nama: string }>('select id, role, nama from users where username = $1 and college_id = 1', [username]);
    if (!u) throw new Error(`akun ${username} tidak ada di data demo`);
    const headers = await loginHeaders(t.app, username, PASSWORD[u.role]!);
    return { actor: { userId: u.id, role: u.role, username, college: college!, operator: null, ip: '127.0.0.1' }, headers, userId: u.id, username, nama: u.nama };
  };
  const dosenOf = async (username: string): Promise<Dosen> => {
    const p = await pelaku(username);
    const [d] = await q<{ id: number; nidn: string }>('select id, nidn from dosen where user_id = $1', [p.userId]);
    return { ...p, idDosen: d!.id, nidn: d!.nidn };
  };
  // Two lecturers of the demo and the first six active students of college 1 by NIM (the seed is deterministic).
  const [operator, dosen, dosen2] = await Promise.all([pelaku('operator'), dosenOf('dosen'), dosenOf('dewi.lestari')]);
  const mhs = await q<{ username: string; nim: string; id: number }>(
    `select u.username, m.nim, m.id from mahasiswa m join users u on u.id = m.user_id
     where m.college_id = 1 and u.is_active order by m.nim limit ${KEBIASAAN.length}`,
  );
  const semuaSiswa = await Promise.all(
    mhs.map(async (m, i) => ({ ...(await pelaku(m.username)), kebiasaan: KEBIASAAN[i]!, nim: m.nim, idMahasiswa: m.id })),
  );
  const siswa = Object.fromEntries(semuaSiswa.map((s) => [s.kebiasaan, s])) as Record<Kebiasaan, Siswa>;

  const idKelas = await buatKelas(q, dosen, dosen2, semuaSiswa);
  // QR attendance is off in the demo; the operator switches it on (a logged settings write).
  const pengaturan = await getPengaturanOperator(deps, operator.actor);
  await tulis(operator, 'mengaktifkan presensi QR', () =>
    ubahPengaturan(deps, operator.actor, { pengaturan_kelas: { ...pengaturan.pengaturan_kelas, presensi_qr: { is_active: true } } }),
  );

  await tulis(operator, 'membuat 16 pertemuan', () => generatePertemuanKelas(deps, operator.actor, idKelas, false));
  const rows = await q<{ id: number; nomor: number; kategori: string }>('select id, nomor, kategori from pertemuan where id_kelas_kuliah = $1 order by nomor', [idKelas]);
  if (rows.length !== 16) throw new Error(`generate memberi ${rows.length} pertemuan, bukan 16`);
  const p: PertemuanUji[] = [];
  for (const r of rows) {
    const { mulai, selesai } = jadwal(r.nomor, t0);
    p[r.nomor] = { id: r.id, nomor: r.nomor, kategori: r.kategori, jenis: RENCANA[r.nomor]!.jenis, waktu: RENCANA[r.nomor]!.waktu, mulai, selesai };
    // Generation dates the meetings from the period's fixed start; the test runs on any date, so the schedule is
    // moved around the real clock here, directly: the schedule service refuses it (the demo college does not let
    // offline meetings move, and the demo lecturers' other classes clash with arbitrary hours).
    await q('update pertemuan set waktu_mulai = $2, waktu_selesai = $3 where id = $1', [r.id, mulai, selesai]);
  }
  for (const m of p.slice(1)) {
    const rencana = RENCANA[m.nomor]!;
    const parameter = Object.fromEntries(PARAMETER_KEHADIRAN_KEYS.map((k) => [k, k === rencana.parameter]));
    const body = pertemuanUpdateBody.parse({ jenis: rencana.jenis, parameter_kehadiran: parameter });
    await tulis(dosen, `mengatur pertemuan ${m.nomor}`, () => updatePertemuanById(deps, dosen.actor, m.id, body));
  }
  // The lecturer opened and closed every meeting that took place, and opened the ones running now.
  for (const m of p.slice(1)) {
    if (m.waktu === 'nanti') continue;
    await tulis(dosen, `memulai pertemuan ${m.nomor}`, () => changeStatusPertemuan(deps, dosen.actor, m.id, 'start'));
    if (m.waktu === 'lalu') await tulis(dosen, `mengakhiri pertemuan ${m.nomor}`, () => changeStatusPertemuan(deps, dosen.actor, m.id, 'end'));
  }
  return { t, deps, q, t0, idKelas, operator, dosen, dosen2, siswa, semuaSiswa, p, jurnal, tulis };
}

/**
 * The class as Siakad hands it over (the master-data import writes these rows; no LMS service creates a class):
 * a course of its own, two teachers, six participants, a weekly slot, and Siakad's five grade components weighted
 * as the period's grade settings say.
 */
async function buatKelas(q: Q, dosen: Dosen, dosen2: Dosen, siswa: Siswa[]): Promise<string> {
  const [per] = await q<{ kode: number }>('select kode from periode where college_id = 1 and is_current');
  const [prodi] = await q<{ id: number }>("select id from prodi where college_id = 1 order by id limit 1");
  const [label] = await q<{ id: number }>("select id from label_kelas where college_id = 1 and nama = 'A'");
  const [jenis] = await q<{ id: number }>("select id from jenis_kelas where college_id = 1 order by id limit 1");
  const [mk] = await q<{ id: number }>(
    `insert into mata_kuliah (college_id, kode, nama, nama_inggris, sks, id_prodi, id_dosen_koordinator, id_dosen_pengembang_rps)
     values (1, 'SMT901', 'Praktik Semester Terpadu', 'Integrated Semester Practice', 3, $1, $2, $2) returning id`,
    [prodi!.id, dosen.idDosen],
  );
  const id = `${per!.kode}_${prodi!.id}_${mk!.id}_${label!.id}_${jenis!.id}`;
  await q(
    `insert into kelas_kuliah (id, college_id, periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas, status, mode_kuliah, kampus_nama)
     values ($1, 1, $2, $3, $4, $5, 'akan_dimulai', 'campuran', 'Kampus Utama')`,
    [id, per!.kode, mk!.id, label!.id, jenis!.id],
  );
  await q('insert into kelas_prodi (id_kelas_kuliah, id_prodi) values ($1, $2)', [id, prodi!.id]);
  await q(
    `insert into kelas_pengajar (id_kelas_kuliah, id_dosen, jabatan, urutan) values ($1, $2, 'dosen_koordinator', 0), ($1, $3, 'dosen', 1)`,
    [id, dosen.idDosen, dosen2.idDosen],
  );
  for (const s of siswa) {
    await q('insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa, jabatan) values ($1, $2, $3)', [id, s.idMahasiswa, s.kebiasaan === 'rajin' ? 'ketua_kelas' : 'peserta']);
  }
  await q("insert into kelas_jadwal (id_kelas_kuliah, hari, jam_mulai, jam_selesai, ruangan) values ($1, 6, '19:00', '20:40', 'Daring')", [id]);
  const [set] = await q<{ n: { periode: number; [jenis: string]: number }[] | null }>('select pengaturan_nilai n from pengaturan where college_id = 1');
  const bobot: Record<string, number> = set?.n?.find((x) => x.periode === per!.kode) ?? { tugas: 25, kuis: 15, forum: 10, uts: 20, uas: 30 };
  const label5: Record<string, string> = { tugas: 'Tugas', kuis: 'Kuis', forum: 'Forum', uts: 'UTS', uas: 'UAS' };
  for (const j of ['tugas', 'kuis', 'forum', 'uts', 'uas']) {
    await q('insert into siakad_komponen_nilai (college_id, id_kelas_kuliah, jenis, label, bobot) values (1, $1, $2, $3, $4)', [id, j, label5[j], bobot[j]]);
  }
  return id;
}
