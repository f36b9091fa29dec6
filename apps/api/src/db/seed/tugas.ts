import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { bagiKelompokAcak } from '@lms/shared';
import { barisAktivitas } from '../../modules/aktivitas/aktivitas.service';
import type { Db } from '../client';
import {
  aktivitasKelas,
  aktivitasSelesai,
  dosen,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  mahasiswa,
  pertemuan,
  tugas,
  tugasKelompok,
  tugasKelompokAnggota,
  tugasNilai,
  tugasPengumpulan,
  users,
} from '../schema';

/**
 * Demo tasks. Every running or finished class of the current period that a demo account takes or teaches (and one
 * class of college 2) gets tasks in every state, relative to `now`: finished and graded (scores published, some
 * late work), finished and not graded yet, finished without any submission, running (individual, required for
 * attendance, and a group task with random groups of four, leaders and some group submissions), and one not
 * started yet. The demo student has handed in nothing still open, so the journeys can. Submissions are texts
 * (files come from real uploads); each writes its attendance fact as the service does. Bulk INSERTs only.
 */

const DAY = 86_400_000;
const DEMO_USERS = ['dosen', 'mahasiswa', 'dosen2', 'mahasiswa2'];

/** A stable pseudo-random number in [0, 1) from integers. */
function hash(...n: number[]) {
  let h = 2166136261;
  for (const c of n.join(':')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

type Rencana = {
  key: string;
  judul: string;
  deskripsi: string;
  jenis: 'individu' | 'kelompok';
  mulai: number;
  selesai: number;
  terlambatSampai?: number;
  syaratHadir?: boolean;
  /** Share of students (or groups) who handed in; late ones are after the due time. */
  kumpul: number;
  terlambat?: number;
  dinilai?: boolean;
  publish?: boolean;
};

const RENCANA = (now: number): Rencana[] => [
  {
    key: 'a',
    judul: 'Latihan Soal Bab 1',
    deskripsi: '<p>Kerjakan latihan soal bab 1 nomor 1 sampai 10. Tuliskan langkah penyelesaiannya.</p>',
    jenis: 'individu',
    mulai: now - 21 * DAY,
    selesai: now - 14 * DAY,
    terlambatSampai: now - 10 * DAY,
    kumpul: 0.85,
    terlambat: 0.1,
    dinilai: true,
    publish: true,
  },
  {
    key: 'g',
    judul: 'Proyek Kelompok: Studi Kasus',
    deskripsi: '<p>Analisis studi kasus yang dibagikan dan buat laporan kelompok.</p><ul><li>Pendahuluan</li><li>Analisis</li><li>Kesimpulan</li></ul>',
    jenis: 'kelompok',
    mulai: now - 20 * DAY,
    selesai: now - 12 * DAY,
    kumpul: 1,
    dinilai: true,
    publish: true,
  },
  {
    key: 'b',
    judul: 'Ringkasan Materi Pertemuan',
    deskripsi: '<p>Buat ringkasan materi pertemuan minggu lalu maksimal dua halaman.</p>',
    jenis: 'individu',
    mulai: now - 10 * DAY,
    selesai: now - 3 * DAY,
    kumpul: 0.7,
  },
  {
    key: 'f',
    judul: 'Kuis Refleksi (Opsional)',
    deskripsi: '<p>Tuliskan refleksi singkat tentang materi yang sudah dipelajari.</p>',
    jenis: 'individu',
    mulai: now - 8 * DAY,
    selesai: now - 1 * DAY,
    kumpul: 0,
  },
  {
    key: 'c',
    judul: 'Laporan Praktikum',
    deskripsi: '<p>Unggah laporan praktikum dalam format PDF. Sertakan tangkapan layar hasil program.</p>',
    jenis: 'individu',
    mulai: now - 2 * DAY,
    selesai: now + 5 * DAY,
    syaratHadir: true,
    kumpul: 0.3,
  },
  {
    key: 'd',
    judul: 'Tugas Kelompok: Rancangan Aplikasi',
    deskripsi: '<p>Setiap kelompok merancang aplikasi sederhana dan mengunggah dokumen rancangan.</p>',
    jenis: 'kelompok',
    mulai: now - 1 * DAY,
    selesai: now + 7 * DAY,
    kumpul: 0.4,
  },
  {
    key: 'e',
    judul: 'Tugas Akhir Bab 2',
    deskripsi: '<p>Tugas ini dibuka besok. Baca bab 2 terlebih dahulu.</p>',
    jenis: 'individu',
    mulai: now + 1 * DAY,
    selesai: now + 8 * DAY,
    kumpul: 0,
  },
];

export async function seedTugas(db: Db, collegeIds: number[], at: Date = new Date()) {
  const now = Math.floor(at.getTime() / 60_000) * 60_000;
  // Classes a demo account is in, running or finished (sequential queries: one transaction, one connection).
  const demo = await db.select({ id: users.id }).from(users).where(and(inArray(users.collegeId, collegeIds), inArray(users.username, DEMO_USERS)));
  const demoIds = demo.map((u) => u.id);
  if (demoIds.length === 0) return { tugas: 0 };
  const viaPengajar = db
    .select({ id: kelasPengajar.idKelasKuliah })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(inArray(dosen.userId, demoIds));
  const viaPeserta = db
    .select({ id: kelasPeserta.idKelasKuliah })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(inArray(mahasiswa.userId, demoIds));
  const kelas = await db
    .select({ id: kelasKuliah.id, collegeId: kelasKuliah.collegeId })
    .from(kelasKuliah)
    .where(and(inArray(kelasKuliah.collegeId, collegeIds), ne(kelasKuliah.status, 'akan_dimulai'), or(inArray(kelasKuliah.id, viaPengajar), inArray(kelasKuliah.id, viaPeserta))))
    .orderBy(asc(kelasKuliah.id));
  if (kelas.length === 0) return { tugas: 0 };
  const ids = kelas.map((k) => k.id);
  const meetings = await db
    .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, waktuMulai: pertemuan.waktuMulai })
    .from(pertemuan)
    .where(inArray(pertemuan.idKelasKuliah, ids))
    .orderBy(asc(pertemuan.nomor));
  const authors = await db
    .select({ idKelasKuliah: kelasPengajar.idKelasKuliah, userId: dosen.userId })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(inArray(kelasPengajar.idKelasKuliah, ids))
    .orderBy(asc(kelasPengajar.urutan), asc(dosen.id));
  const peserta = await db
    .select({ idKelasKuliah: kelasPeserta.idKelasKuliah, idMahasiswa: mahasiswa.id, userId: mahasiswa.userId, username: users.username })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(inArray(kelasPeserta.idKelasKuliah, ids))
    .orderBy(asc(mahasiswa.id));

  const rencana = RENCANA(now);
  const values: (typeof tugas.$inferInsert)[] = [];
  for (const k of kelas) {
    const ms = meetings.filter((m) => m.idKelasKuliah === k.id);
    if (ms.length === 0) continue;
    const author = authors.find((a) => a.idKelasKuliah === k.id)?.userId ?? null;
    for (const r of rencana) {
      // The last meeting that began by the task's start, else the first one.
      const m = [...ms].reverse().find((x) => x.waktuMulai.getTime() <= r.mulai) ?? ms[0]!;
      values.push({
        collegeId: k.collegeId,
        idKelasKuliah: k.id,
        idPertemuan: m.id,
        judul: r.judul,
        deskripsi: r.deskripsi,
        jenis: r.jenis,
        waktuMulai: new Date(r.mulai),
        waktuSelesai: new Date(r.selesai),
        izinkanTerlambat: r.terlambatSampai !== undefined,
        batasTerlambat: r.terlambatSampai !== undefined ? new Date(r.terlambatSampai) : null,
        jenisFileDiterima: r.key === 'c' ? ['pdf', 'image'] : [],
        syaratHadir: r.syaratHadir ?? false,
        tampilkanNilai: r.publish ?? false,
        createdBy: author,
        updatedBy: author,
        createdAt: new Date(r.mulai - DAY),
        updatedAt: new Date(r.mulai - DAY),
      });
    }
  }
  if (values.length === 0) return { tugas: 0 };
  const rows = await db.insert(tugas).values(values).returning({ id: tugas.id, idKelasKuliah: tugas.idKelasKuliah, idPertemuan: tugas.idPertemuan, collegeId: tugas.collegeId, judul: tugas.judul, waktuMulai: tugas.waktuMulai, waktuSelesai: tugas.waktuSelesai, syaratHadir: tugas.syaratHadir });
  // Registry rows built as registerAktivitas builds them (calendar instant included).
  const reg = await db
    .insert(aktivitasKelas)
    .values(rows.map((t) => barisAktivitas({ collegeId: t.collegeId, idKelasKuliah: t.idKelasKuliah, idPertemuan: t.idPertemuan, jenis: 'tugas', idSumber: t.id, judul: t.judul, waktuMulai: t.waktuMulai, waktuSelesai: t.waktuSelesai, syaratHadir: t.syaratHadir, dinilai: true })))
    .returning({ id: aktivitasKelas.id, idSumber: aktivitasKelas.idSumber });
  const regOf = new Map(reg.map((r) => [Number(r.idSumber), r.id]));

  // Groups of the group tasks (random groups of four, fixed by the hash), then submissions, scores and facts.
  const kelompokValues: (typeof tugasKelompok.$inferInsert)[] = [];
  const planGroups: { idTugas: number; anggota: (typeof peserta)[number][] }[] = [];
  rows.forEach((t, i) => {
    const r = rencana[i % rencana.length]!;
    if (r.jenis !== 'kelompok') return;
    const siswa = peserta.filter((p) => p.idKelasKuliah === t.idKelasKuliah);
    let s = t.id;
    const groups = bagiKelompokAcak(siswa, 4, () => hash(s++));
    groups.forEach((g, j) => {
      kelompokValues.push({ collegeId: t.collegeId, idTugas: t.id, nama: `Kelompok ${j + 1}` });
      planGroups.push({ idTugas: t.id, anggota: g });
    });
  });
  const kelompokRows = kelompokValues.length ? await db.insert(tugasKelompok).values(kelompokValues).returning({ id: tugasKelompok.id }) : [];
  const anggotaValues = planGroups.flatMap((g, j) => g.anggota.map((a, n) => ({ idTugas: g.idTugas, idKelompok: kelompokRows[j]!.id, idMahasiswa: a.idMahasiswa, jabatan: n === 0 ? 'ketua' : 'anggota' })));
  if (anggotaValues.length) await db.insert(tugasKelompokAnggota).values(anggotaValues);

  const kumpulValues: (typeof tugasPengumpulan.$inferInsert)[] = [];
  const nilaiValues: (typeof tugasNilai.$inferInsert)[] = [];
  const faktaValues: (typeof aktivitasSelesai.$inferInsert)[] = [];
  const byTugas = new Map(rows.map((t, i) => [t.id, { t, r: rencana[i % rencana.length]! }]));
  const teks = (nama: string) => `<p>Berikut jawaban saya (${nama}).</p><p>Langkah penyelesaian sudah saya uraikan pada setiap nomor.</p>`;
  const waktuKumpul = (r: Rencana, idx: number, late: boolean) => {
    if (late) return r.selesai + Math.floor(((r.terlambatSampai ?? r.selesai + DAY) - r.selesai) * hash(idx, 3) * 0.9) + 60_000;
    return Math.min(now - 60_000, r.mulai + Math.floor((r.selesai - r.mulai) * (0.2 + 0.7 * hash(idx, 4))));
  };
  for (const { t, r } of byTugas.values()) {
    if (r.kumpul <= 0) continue;
    const pemilik =
      r.jenis === 'kelompok'
        ? planGroups.map((g, j) => ({ g, j })).filter((x) => x.g.idTugas === t.id).map((x) => ({ idKelompok: kelompokRows[x.j]!.id, anggota: x.g.anggota }))
        : peserta.filter((p) => p.idKelasKuliah === t.idKelasKuliah).map((p) => ({ idKelompok: null as number | null, anggota: [p] }));
    pemilik.forEach((o, n) => {
      // The demo student keeps the running tasks to try (their group too).
      const runningDemo = r.selesai > now && o.anggota.some((a) => a.username === 'mahasiswa' || a.username === 'mahasiswa2');
      if (runningDemo || hash(t.id, n, 1) >= r.kumpul) return;
      const late = (r.terlambat ?? 0) > 0 && hash(t.id, n, 2) < (r.terlambat ?? 0);
      const at = new Date(waktuKumpul(r, t.id * 1000 + n, late));
      const oleh = o.anggota[0]!;
      kumpulValues.push({
        collegeId: t.collegeId,
        idTugas: t.id,
        idMahasiswa: o.idKelompok === null ? oleh.idMahasiswa : null,
        idKelompok: o.idKelompok,
        teks: teks(o.idKelompok === null ? oleh.username : `kelompok, dikirim oleh ${oleh.username}`),
        terlambat: late,
        dikumpulkanOleh: oleh.userId,
        waktuKumpul: at,
        waktuUpdate: at,
      });
      for (const a of o.anggota) {
        faktaValues.push({ collegeId: t.collegeId, idPertemuan: t.idPertemuan, idAktivitas: regOf.get(t.id)!, jenis: 'tugas', idUser: a.userId, waktu: at, sumber: 'kumpul', detail: { terlambat: late, oleh: oleh.userId } });
        if (r.dinilai) {
          const nilai = Math.round((60 + 40 * hash(t.id, a.idMahasiswa, 5)) * 100) / 100;
          nilaiValues.push({ idTugas: t.id, idMahasiswa: a.idMahasiswa, collegeId: t.collegeId, nilai: late ? Math.max(0, nilai - 10) : nilai, komentar: nilai > 85 ? 'Sangat baik.' : 'Baik, perhatikan kelengkapan langkah.', dinilaiOleh: null, dinilaiAt: new Date(r.selesai + DAY) });
        }
      }
    });
  }
  if (kumpulValues.length) await db.insert(tugasPengumpulan).values(kumpulValues);
  if (nilaiValues.length) await db.insert(tugasNilai).values(nilaiValues);
  if (faktaValues.length) await db.insert(aktivitasSelesai).values(faktaValues);
  return { tugas: rows.length, kelompok: kelompokRows.length, pengumpulan: kumpulValues.length };
}
