import { asc, eq } from 'drizzle-orm';
import { KONFIGURASI_BAWAAN, PELAKU_INTEGRASI_NILAI_BAWAAN, geserTanggal, hariIni, type JenisAktivitas } from '@lms/shared';
import type { Db } from '../client';
import { DEMO_ACCOUNTS } from './accounts';
import { colleges, kunjungan, logAktivitas, pengaturan, users } from '../schema';

/**
 * Demo data of /konfigurasi, the activity log and the visitor charts: saved settings sections, two weeks of visits
 * and a week of activity, so each screen has something to show after `npm start`.
 */
const DEMO_LOGINS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.username));

export async function seedPengaturan(db: Db, collegeIds: number[]) {
  const now = Date.now();
  for (const collegeId of collegeIds) {
    const [c] = await db.select({ timeZone: colleges.timeZone }).from(colleges).where(eq(colleges.id, collegeId));
    await db.insert(pengaturan).values({
      collegeId,
      pelakuIntegrasiNilai: PELAKU_INTEGRASI_NILAI_BAWAAN,
      konfigurasi: KONFIGURASI_BAWAAN,
      pengaturanNilai: [
        { periode: 20252, forum: 10, kuis: 10, tugas: 20, uts: 30, uas: 30 },
        { periode: 20261, forum: 10, kuis: 15, tugas: 25, uts: 20, uas: 30 },
      ],
    });
    const people = await db
      .select({ id: users.id, role: users.role, username: users.username, nama: users.nama })
      .from(users)
      .where(eq(users.collegeId, collegeId))
      .orderBy(asc(users.id));
    const today = hariIni(c!.timeZone);
    const visits: (typeof kunjungan.$inferInsert)[] = [];
    for (let d = 0; d < 14; d++) {
      const tanggal = geserTanggal(today, -d);
      // A steady weekday pattern with fewer visitors at weekends, deterministic per user.
      const weekend = [0, 6].includes(new Date(`${tanggal}T00:00:00Z`).getUTCDay());
      people.forEach((u, i) => {
        if ((i + d) % (weekend ? 4 : 2) === 0) visits.push({ collegeId, tanggal, userId: u.id, role: u.role });
      });
    }
    if (visits.length) await db.insert(kunjungan).values(visits);

    const kinds: [JenisAktivitas, string][] = [
      ['login', 'Login ke LMS'],
      ['ubah_pertemuan', 'Mengubah jadwal pertemuan'],
      ['mulai_pertemuan', 'Memulai pertemuan'],
      ['unggah_file', 'Mengunggah file materi'],
      ['logout', 'Logout dari LMS'],
    ];
    const entries: (typeof logAktivitas.$inferInsert)[] = [];
    // Not the demo sign-in accounts: their own history ('Riwayat Aktivitas') shows only what they do.
    const others = people.filter((u) => !DEMO_LOGINS.has(u.username));
    others.slice(0, 12).forEach((u, i) => {
      for (let d = 0; d < 7; d++) {
        const [jenis, detail] = kinds[(i + d) % kinds.length]!;
        entries.push({
          collegeId,
          userId: u.id,
          role: u.role,
          jenisAktivitas: jenis,
          detail,
          ipAddress: `10.10.${collegeId}.${10 + i}`,
          // One lecturer entry per week made through 'Login Akun Lain'.
          operator: u.role === 'ROLE_DOSEN' && d === 2 ? 'operator' : null,
          waktu: new Date(now - d * 86_400_000 - (i + 1) * 37 * 60_000),
        });
      }
    });
    if (entries.length) await db.insert(logAktivitas).values(entries);
  }
}
