import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PENGATURAN_KELAS_BAWAAN, batasTerlambat, type AplikasiVidcon } from '@lms/shared';
import { barisAktivitas } from '../../modules/aktivitas/aktivitas.service';
import type { Db } from '../client';
import {
  aktivitasKelas,
  aktivitasSelesai,
  colleges,
  dosen,
  kelasPengajar,
  kelasPeserta,
  mahasiswa,
  pertemuan,
  users,
  vidcon,
  vidconJoin,
} from '../schema';

/**
 * Demo vidcons. Every started online or mixed meeting (offline meetings take place in their room) has a vidcon at its
 * time, now selesai, joined by its lecturer and most of its students: most in time (an attendance fact, as the join
 * service writes it), some late (flagged, no fact), some not at all. A meeting still running also has one vidcon
 * berlangsung now (the demo student has not joined it yet, to try) and one belum_dimulai tomorrow, so every status
 * shows. Joins are spread by a fixed hash, so the data is the same on every seed; everything goes in bulk INSERTs.
 */

const MIN = 60_000;
const APLIKASI: AplikasiVidcon[] = ['zoom', 'gmeet', 'msteams', 'lainnya'];
const JUDUL = ['Kuliah Daring', 'Diskusi Materi', 'Sesi Tanya Jawab', 'Presentasi Kelompok'];
const DEMO_MAHASISWA = 'mahasiswa';

/** A stable pseudo-random number in [0, 1) from integers (FNV-1a over their decimal digits, then mixed). */
function hash(...n: number[]) {
  let h = 2166136261;
  for (const c of n.join(':')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  // murmur3's finaliser: nearby inputs ('150:1', '150:2') land far apart
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

function link(aplikasi: AplikasiVidcon, id: number) {
  const kode = String(8_000_000_000 + Math.floor(hash(id, 7) * 1_000_000_000));
  switch (aplikasi) {
    case 'zoom':
      return `https://zoom.us/j/${kode}`;
    case 'gmeet': {
      const a = (k: number) => String.fromCharCode(97 + Math.floor(hash(id, k) * 26));
      return `https://meet.google.com/${a(1)}${a(2)}${a(3)}-${a(4)}${a(5)}${a(6)}${a(7)}-${a(8)}${a(9)}${a(10)}`;
    }
    case 'msteams':
      return `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${kode}%40thread.v2/0`;
    case 'lainnya':
      return `https://meet.jit.si/lms-kelas-${kode}`;
  }
}

type Rencana = { collegeId: number; idKelasKuliah: string; idPertemuan: number; nomor: number; judul: string; mulai: Date; selesai: Date; author: number | null };

export async function seedVidcon(db: Db, collegeIds: number[], now: Date = new Date()) {
  const cols = await db.select({ id: colleges.id, pengaturanKelas: colleges.pengaturanKelas }).from(colleges).where(inArray(colleges.id, collegeIds));
  if (cols.length === 0) return { vidcon: 0, join: 0 };
  const terlambat = new Map(
    cols.map((c) => {
      const stored = (c.pengaturanKelas as { syarat_kehadiran_online_mahasiswa?: { terlambat_vidcon_menit?: number } }).syarat_kehadiran_online_mahasiswa;
      return [c.id, stored?.terlambat_vidcon_menit ?? PENGATURAN_KELAS_BAWAAN.syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit];
    }),
  );

  // Sequential: the seed runs inside one transaction (one connection).
  const meetings = await db
    .select({
      id: pertemuan.id,
      collegeId: pertemuan.collegeId,
      idKelasKuliah: pertemuan.idKelasKuliah,
      nomor: pertemuan.nomor,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
    })
    .from(pertemuan)
    .where(and(inArray(pertemuan.collegeId, collegeIds), ne(pertemuan.status, 'belum_dimulai'), ne(pertemuan.jenis, 'offline')))
    .orderBy(pertemuan.waktuMulai, pertemuan.id);
  if (meetings.length === 0) return { vidcon: 0, join: 0 };
  const kelasIds = [...new Set(meetings.map((m) => m.idKelasKuliah))];
  const pengajar = await db
    .select({ idKelasKuliah: kelasPengajar.idKelasKuliah, userId: dosen.userId, username: users.username, urutan: kelasPengajar.urutan })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(inArray(kelasPengajar.idKelasKuliah, kelasIds))
    .orderBy(kelasPengajar.urutan, dosen.id);
  const peserta = await db
    .select({ idKelasKuliah: kelasPeserta.idKelasKuliah, userId: mahasiswa.userId, username: users.username })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(inArray(kelasPeserta.idKelasKuliah, kelasIds))
    .orderBy(mahasiswa.id);
  const group = <T extends { idKelasKuliah: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.idKelasKuliah, [...(m.get(r.idKelasKuliah) ?? []), r]);
    return m;
  };
  const pengajarOf = group(pengajar);
  const pesertaOf = group(peserta);

  // Whole minutes, as the form keeps them.
  const menitIni = Math.floor(now.getTime() / MIN) * MIN;
  const rencana: (Rencana & { live: boolean })[] = [];
  for (const m of meetings) {
    const author = pengajarOf.get(m.idKelasKuliah)?.[0]?.userId ?? null;
    const base = { collegeId: m.collegeId, idKelasKuliah: m.idKelasKuliah, idPertemuan: m.id, nomor: m.nomor, author };
    if (m.status === 'selesai') {
      rencana.push({ ...base, judul: `${JUDUL[m.nomor % JUDUL.length]} Pertemuan ${m.nomor}`, mulai: m.waktuMulai, selesai: new Date(m.waktuMulai.getTime() + 60 * MIN), live: false });
      continue;
    }
    // A running meeting: an earlier session (selesai), one running now, one tomorrow.
    const pembuka = new Date(Math.min(m.waktuMulai.getTime(), menitIni - 3 * 60 * MIN));
    rencana.push({ ...base, judul: `Sesi Pembuka Pertemuan ${m.nomor}`, mulai: pembuka, selesai: new Date(pembuka.getTime() + 60 * MIN), live: false });
    const mulai = new Date(menitIni - 20 * MIN);
    rencana.push({ ...base, judul: `Kuliah Daring Pertemuan ${m.nomor}`, mulai, selesai: new Date(menitIni + 4 * 60 * MIN), live: true });
    const besok = new Date(menitIni + 26 * 60 * MIN);
    rencana.push({ ...base, judul: `Sesi Tanya Jawab Pertemuan ${m.nomor}`, mulai: besok, selesai: new Date(besok.getTime() + 60 * MIN), live: false });
  }

  const inserted = await db
    .insert(vidcon)
    .values(
      rencana.map((r, i) => ({
        collegeId: r.collegeId,
        idKelasKuliah: r.idKelasKuliah,
        idPertemuan: r.idPertemuan,
        judul: r.judul,
        aplikasi: APLIKASI[i % APLIKASI.length]!,
        link: 'https://lms.invalid/',
        catatan: i % 3 === 0 ? 'Mohon hadir tepat waktu dan aktifkan kamera saat diskusi.' : '',
        waktuMulai: r.mulai,
        waktuSelesai: r.selesai,
        createdBy: r.author,
        updatedBy: r.author,
        createdAt: new Date(r.mulai.getTime() - 2 * 86_400_000),
        updatedAt: new Date(r.mulai.getTime() - 2 * 86_400_000),
      })),
    )
    .returning({ id: vidcon.id, aplikasi: vidcon.aplikasi });
  // Links carry the vidcon id so each room is distinct.
  await db.execute(sql`update ${vidcon} set link = v.link from (values ${sql.join(
    inserted.map((v) => sql`(${v.id}::int, ${link(v.aplikasi as AplikasiVidcon, v.id)})`),
    sql`, `,
  )}) as v(id, link) where ${vidcon.id} = v.id`);

  // Registry rows, built as registerAktivitas builds them for the vidcon service.
  const registry = await db
    .insert(aktivitasKelas)
    .values(
      rencana.map((r, i) =>
        barisAktivitas({
          collegeId: r.collegeId,
          idKelasKuliah: r.idKelasKuliah,
          idPertemuan: r.idPertemuan,
          jenis: 'vidcon',
          idSumber: inserted[i]!.id,
          judul: r.judul,
          waktuMulai: r.mulai,
          waktuSelesai: r.selesai,
          syaratHadir: true,
          dinilai: false,
        }),
      ),
    )
    .returning({ id: aktivitasKelas.id, idSumber: aktivitasKelas.idSumber });
  const idAktivitas = new Map(registry.map((r) => [r.idSumber, r.id]));

  const joins: (typeof vidconJoin.$inferInsert)[] = [];
  const facts: (typeof aktivitasSelesai.$inferInsert)[] = [];
  let demoKe = 0;
  rencana.forEach((r, i) => {
    const id = inserted[i]!.id;
    if (r.mulai > now) return;
    const menit = terlambat.get(r.collegeId)!;
    const batas = batasTerlambat(r.mulai, menit);
    const guru = pengajarOf.get(r.idKelasKuliah)?.[0];
    if (guru) {
      const w = new Date(r.mulai.getTime() - 5 * MIN);
      joins.push({ collegeId: r.collegeId, idVidcon: id, idUser: guru.userId, role: 'ROLE_DOSEN', username: guru.username, waktuJoin: w, waktuJoinTerakhir: w, terlambat: false });
    }
    for (const s of pesertaOf.get(r.idKelasKuliah) ?? []) {
      let nasib = hash(id, s.userId);
      if (s.username === DEMO_MAHASISWA) {
        // The demo student leaves the running vidcon to join by hand; elsewhere in time, late, absent in turn.
        if (r.live) continue;
        nasib = [0.1, 0.8, 0.95][demoKe++ % 3]!;
      }
      if (nasib >= 0.88) continue; // did not join
      const late = nasib >= 0.72;
      // In time: within the first 10 minutes; late: 1 to 25 minutes past the limit (never after now).
      const offset = late ? (menit + 1 + Math.floor(hash(s.userId, id) * 25)) * MIN : Math.floor(hash(s.userId, id) * 10) * MIN;
      const waktu = new Date(Math.min(r.mulai.getTime() + offset, now.getTime() - MIN));
      const terlambatJoin = waktu > batas;
      const kali = 1 + Math.floor(hash(id, s.userId, 3) * 3);
      joins.push({ collegeId: r.collegeId, idVidcon: id, idUser: s.userId, role: 'ROLE_MAHASISWA', username: s.username, waktuJoin: waktu, waktuJoinTerakhir: new Date(waktu.getTime() + (kali - 1) * 7 * MIN), jumlahJoin: kali, terlambat: terlambatJoin });
      if (!terlambatJoin) {
        facts.push({
          collegeId: r.collegeId,
          idPertemuan: r.idPertemuan,
          idAktivitas: idAktivitas.get(String(id))!,
          jenis: 'vidcon',
          idUser: s.userId,
          waktu,
          sumber: 'join',
          detail: { waktu_join: waktu.toISOString().replace(/\.\d{3}Z$/, 'Z'), batas_terlambat: batas.toISOString().replace(/\.\d{3}Z$/, 'Z') },
        });
      }
    }
  });
  for (let i = 0; i < joins.length; i += 2000) await db.insert(vidconJoin).values(joins.slice(i, i + 2000));
  for (let i = 0; i < facts.length; i += 2000) await db.insert(aktivitasSelesai).values(facts.slice(i, i + 2000));
  return { vidcon: inserted.length, join: joins.length, fakta: facts.length };
}
