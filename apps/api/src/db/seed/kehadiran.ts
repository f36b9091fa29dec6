import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { SYSTEM_USERNAME } from '@lms/shared';
import { recomputePertemuan } from '../../modules/kehadiran/kehadiran-pertemuan.service';
import { simpanRingkasanPertemuan } from '../../modules/kehadiran/kehadiran.repo';
import type { Db } from '../client';
import { dosen, kehadiranDosen, kehadiranMahasiswa, kelasKuliah, kelasPengajar, kelasPeserta, mahasiswa, mataKuliah, pertemuan, periode, users } from '../schema';

/**
 * Demo attendance. For every class of the current period that a demo account teaches or takes (and every class of
 * college 2's demo accounts): offline meetings that started get the lecturer's manual presences (mostly H, some
 * A/I/S, a few not yet validated); online/campuran meetings are computed by the engine from the seeded attendance
 * facts (tasks, materials, forums, vidcons), as the scheduled job would. The lecturer attendance of finished offline
 * meetings is set by the operator, half of it validated. The demo student is absent from most offline meetings of
 * their TIF201 class (else their first class with past offline meetings), so their attendance there is under the
 * UAS minimum (the forbidden-page journey).
 * Other classes are settled by the schedule after start. Bulk INSERTs plus one engine run per online meeting.
 */

const DEMO_USERS = ['dosen', 'mahasiswa', 'dosen2', 'mahasiswa2'];

function hash(...n: (number | string)[]) {
  let h = 2166136261;
  for (const c of n.join(':')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 2 ** 32;
}

export async function seedKehadiran(db: Db, collegeIds: number[], now: Date = new Date()) {
  const demo = await db
    .select({ id: users.id, username: users.username, collegeId: users.collegeId })
    .from(users)
    .where(and(inArray(users.collegeId, collegeIds), inArray(users.username, DEMO_USERS)));
  const demoIds = demo.map((u) => u.id);
  if (demoIds.length === 0) return;
  const current = await db.select({ collegeId: periode.collegeId, kode: periode.kode }).from(periode).where(eq(periode.isCurrent, true));
  const periodeOf = new Map(current.map((p) => [p.collegeId, p.kode]));

  const ajar = await db
    .select({ id: kelasPengajar.idKelasKuliah })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(inArray(dosen.userId, demoIds));
  const ikut = await db
    .select({ id: kelasPeserta.idKelasKuliah })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(inArray(mahasiswa.userId, demoIds));
  const kelasRows = await db
    .select({ id: kelasKuliah.id, collegeId: kelasKuliah.collegeId, periode: kelasKuliah.periode, mkKode: mataKuliah.kode })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(inArray(kelasKuliah.id, [...new Set([...ajar, ...ikut].map((r) => r.id))]));
  const kelas = kelasRows.filter((k) => periodeOf.get(k.collegeId) === k.periode).map((k) => k);
  if (kelas.length === 0) return;
  const idKelas = kelas.map((k) => k.id);

  const meetings = await db
    .select({ id: pertemuan.id, collegeId: pertemuan.collegeId, idKelas: pertemuan.idKelasKuliah, jenis: pertemuan.jenis, status: pertemuan.status, nomor: pertemuan.nomor, mulai: pertemuan.mulaiKuliah, selesai: pertemuan.selesaiKuliah })
    .from(pertemuan)
    .where(and(inArray(pertemuan.idKelasKuliah, idKelas), lte(pertemuan.waktuMulai, now)))
    .orderBy(asc(pertemuan.idKelasKuliah), asc(pertemuan.nomor));
  const peserta = await db
    .select({ idKelas: kelasPeserta.idKelasKuliah, idMahasiswa: mahasiswa.id, username: users.username })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(inArray(kelasPeserta.idKelasKuliah, idKelas));
  const pengajar = await db
    .select({ idKelas: kelasPengajar.idKelasKuliah, idDosen: dosen.id, userId: users.id, username: users.username, nama: users.nama })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(inArray(kelasPengajar.idKelasKuliah, idKelas))
    .orderBy(asc(kelasPengajar.urutan));
  const operator = await db.select({ id: users.id, collegeId: users.collegeId }).from(users).where(and(inArray(users.collegeId, collegeIds), inArray(users.username, ['operator', 'operator2'])));
  const operatorOf = new Map(operator.map((o) => [o.collegeId, o.id]));

  // The demo student's first class (by id) with offline meetings past: mostly absent there.
  const offlineLewat = (id: string) => meetings.filter((m) => m.idKelas === id && m.jenis === 'offline' && m.nomor > 2).length;
  const kelasMhs = peserta
    .filter((p) => p.username === 'mahasiswa')
    .map((p) => p.idKelas)
    .filter((id) => offlineLewat(id) >= 2)
    .sort();
  // TIF201 (its UAS is the journey's) when the student takes it, else their first such class.
  const mhsDemo = kelasMhs.find((id) => kelas.find((k) => k.id === id)?.mkKode === 'TIF201') ?? kelasMhs[0];

  const rows: (typeof kehadiranMahasiswa.$inferInsert)[] = [];
  const dosenRows: (typeof kehadiranDosen.$inferInsert)[] = [];
  const online: { id: number; collegeId: number }[] = [];
  for (const m of meetings) {
    if (m.jenis !== 'offline') {
      online.push({ id: m.id, collegeId: m.collegeId });
      continue;
    }
    const guru = pengajar.find((g) => g.idKelas === m.idKelas);
    for (const p of peserta.filter((x) => x.idKelas === m.idKelas)) {
      const r = hash(m.id, p.idMahasiswa);
      let kode: 'H' | 'A' | 'I' | 'S' = r < 0.8 ? 'H' : r < 0.9 ? 'A' : r < 0.95 ? 'I' : 'S';
      if (p.username === 'mahasiswa' && m.idKelas === mhsDemo) kode = m.nomor <= 2 ? 'H' : 'A';
      rows.push({
        collegeId: m.collegeId,
        idPertemuan: m.id,
        idKelasKuliah: m.idKelas,
        idMahasiswa: p.idMahasiswa,
        presensi: kode,
        adaPresensi: true,
        isHadir: kode === 'H',
        isQrCode: kode === 'H' && hash('qr', m.id, p.idMahasiswa) < 0.2,
        isValid: hash('valid', m.id) < 0.85,
        isManual: true,
        updatedBy: guru?.userId ?? null,
        updatedByUsername: guru?.username ?? SYSTEM_USERNAME,
        updatedByName: guru?.nama ?? 'Sistem',
        updatedAt: m.selesai ?? m.mulai ?? now,
      });
    }
    if (m.status === 'selesai' && guru) {
      dosenRows.push({
        collegeId: m.collegeId,
        idPertemuan: m.id,
        idDosen: guru.idDosen,
        isHadir: true,
        isValid: hash('dv', m.id) < 0.5,
        mulaiKuliah: m.mulai,
        selesaiKuliah: m.selesai,
        updatedBy: operatorOf.get(m.collegeId) ?? null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(kehadiranMahasiswa).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  if (dosenRows.length) await db.insert(kehadiranDosen).values(dosenRows).onConflictDoNothing();
  // The offline meetings' present counts (the meeting detail's), by the function every attendance writer calls.
  for (const m of meetings) if (m.jenis === 'offline') await simpanRingkasanPertemuan(db, m.collegeId, m.id, null);
  for (const m of online) await recomputePertemuan(db, m.collegeId, m.id, now);
}
