import { asc, eq, inArray, sql } from 'drizzle-orm';
import { generatePertemuan, lokalKeUtc, tambahHari, waktuLokal, type TanggalLokal } from '@lms/shared';
import { sanitizeRichText } from '../../lib/sanitize';
import { barisAktivitas } from '../../modules/aktivitas/aktivitas.service';
import type { Db } from '../client';
import {
  aktivitasKelas,
  colleges,
  dosen,
  kelasJadwal,
  kelasKuliah,
  kelasPengajar,
  labelKelas,
  mataKuliah,
  periode,
  pertemuan,
  pertemuanTeks,
  rencanaPembelajaran,
  ruangan,
  sesiKuliah,
  users,
} from '../schema';

/**
 * Meetings of the demo campus: lecture sessions, rooms (one per room name used in the class schedules, which then
 * get their id_ruangan), the numbered meetings of every class made by the shared generation rule, statuses that
 * follow the clock, and a few text activities. Everything is computed in memory and written with bulk INSERTs.
 *
 * Status rules (relative to `now`, in the college zone):
 * - class selesai: every meeting selesai with mulai/selesai_kuliah. A class of the current period that is already
 *   selesai is treated as having run earlier: its series moves back by whole weeks until its last meeting is past.
 * - class berlangsung: meetings before today selesai, today's meeting that has begun berlangsung, the rest
 *   belum_dimulai.
 * - class akan_dimulai: all belum_dimulai, the series starting tomorrow at the earliest.
 * - the `dosen` account always has one berlangsung meeting (to end) and one belum_dimulai meeting dated today (to
 *   start); when the weekly schedule gives neither, the most recent past meeting is left running and the next
 *   meeting of another class becomes a make-up lecture (kuliah pengganti) today at a free hour.
 */

const WEEK_MS = 7 * 86_400_000;
const MIN = 60_000;

/** Named lecture slots per college code (local times). */
const SESI: Record<string, [nama: string, mulai: string, selesai: string][]> = {
  UNM: [
    ['Sesi 1', '07:30', '10:00'],
    ['Sesi 2', '10:15', '12:45'],
    ['Sesi 3', '13:00', '15:30'],
    ['Sesi 4', '15:45', '18:15'],
    ['Sesi 5', '18:30', '21:00'],
  ],
  ITM: [
    ['Sesi Pagi 1', '08:00', '10:30'],
    ['Sesi Pagi 2', '10:45', '13:15'],
    ['Sesi Siang', '13:00', '15:30'],
    ['Sesi Sore', '16:00', '18:30'],
  ],
};

/** Rooms beyond those named in the schedules, so the room list has free rooms too. */
const RUANGAN_TAMBAHAN: Record<string, string[]> = {
  UNM: ['Aula Gedung A Lt. 5', 'Gedung A Ruang 402', 'Gedung C Ruang 203', 'Gedung E Ruang 201'],
  ITM: ['Gedung Sipil Ruang S-301', 'Aula Fakultas Teknik'],
};

/** Schedule rooms that are not places (online classes). */
const isDaring = (nama: string) => /^daring\b/i.test(nama.trim());

function ruanganDari(nama: string) {
  const gedung = /^(Gedung \S+)/.exec(nama)?.[1] ?? (/^Aula/.test(nama) ? 'Aula' : /^Lab/i.test(nama) ? 'Laboratorium' : '');
  const kode = nama
    .replace(/^Gedung\s+/i, '')
    .replace(/\bRuang\s+/gi, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const kapasitas = /aula/i.test(nama) ? 200 : /lab/i.test(nama) ? 30 : 40;
  return { kode, nama, gedung, kapasitas };
}

const tanggalKey = (t: TanggalLokal) => t.tahun * 10_000 + t.bulan * 100 + t.tanggal;

type Baru = typeof pertemuan.$inferInsert & { waktuMulai: Date; waktuSelesai: Date };

const PARAM_ONLINE = { hadir_vidcon: true, kerjakan_kuis_ujian: true, kerjakan_tugas: true, posting_forum: false, unduh_materi: true };
const PARAM_OFFLINE = { hadir_vidcon: false, kerjakan_kuis_ujian: false, kerjakan_tugas: false, posting_forum: false, unduh_materi: false };

export async function seedPertemuan(db: Db, collegeIds: number[], now: Date = new Date()) {
  const cols = await db.select({ id: colleges.id, kode: colleges.kode, timeZone: colleges.timeZone }).from(colleges).where(inArray(colleges.id, collegeIds));
  if (cols.length === 0) return { pertemuan: 0 };
  const ids = cols.map((c) => c.id);
  const college = new Map(cols.map((c) => [c.id, c]));

  // Sessions and rooms.
  const sesiRows = await db
    .insert(sesiKuliah)
    .values(cols.flatMap((c) => (SESI[c.kode] ?? SESI.UNM!).map(([nama, jamMulai, jamSelesai]) => ({ collegeId: c.id, nama, jamMulai, jamSelesai }))))
    .returning();
  const namaJadwal = await db
    .selectDistinct({ collegeId: kelasKuliah.collegeId, nama: kelasJadwal.ruangan })
    .from(kelasJadwal)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasJadwal.idKelasKuliah))
    .where(inArray(kelasKuliah.collegeId, ids));
  const ruanganValues = new Map<string, typeof ruangan.$inferInsert>();
  for (const c of cols) {
    const names = [...namaJadwal.filter((r) => r.collegeId === c.id).map((r) => r.nama), ...(RUANGAN_TAMBAHAN[c.kode] ?? [])];
    for (const nama of names) {
      if (!nama.trim() || isDaring(nama)) continue;
      const r = ruanganDari(nama.trim());
      ruanganValues.set(`${c.id}|${r.kode}`, { collegeId: c.id, ...r });
    }
  }
  if (ruanganValues.size) await db.insert(ruangan).values([...ruanganValues.values()]);
  await db.execute(sql`
    update ${kelasJadwal} set id_ruangan = r.id
    from ${kelasKuliah} kk, ${ruangan} r
    where kk.id = ${kelasJadwal.idKelasKuliah} and r.college_id = kk.college_id and r.nama = ${kelasJadwal.ruangan}
      and kk.college_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

  // Everything the generation rule needs, in a handful of queries.
  // Sequential: the seed runs inside one transaction (one connection).
  const kelas = await db
    .select({
      id: kelasKuliah.id,
      collegeId: kelasKuliah.collegeId,
      periode: kelasKuliah.periode,
      status: kelasKuliah.status,
      mode: kelasKuliah.modeKuliah,
      idMataKuliah: kelasKuliah.idMataKuliah,
      mkKode: mataKuliah.kode,
      label: labelKelas.nama,
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .where(inArray(kelasKuliah.collegeId, ids))
    .orderBy(asc(kelasKuliah.id));
  const jadwal = await db
    .select({ idKelasKuliah: kelasJadwal.idKelasKuliah, hari: kelasJadwal.hari, jamMulai: kelasJadwal.jamMulai, jamSelesai: kelasJadwal.jamSelesai, idRuangan: kelasJadwal.idRuangan })
    .from(kelasJadwal)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasJadwal.idKelasKuliah))
    .where(inArray(kelasKuliah.collegeId, ids));
  const periodes = await db.select().from(periode).where(inArray(periode.collegeId, ids));
  const rencana = await db
    .select({ idMataKuliah: rencanaPembelajaran.idMataKuliah, pertemuan_ke: rencanaPembelajaran.pertemuanKe, kategori: rencanaPembelajaran.kategori, materi: rencanaPembelajaran.materi })
    .from(rencanaPembelajaran)
    .where(inArray(rencanaPembelajaran.collegeId, ids));
  const pengajar = await db
    .select({ idKelasKuliah: kelasPengajar.idKelasKuliah, userId: users.id, username: users.username, jabatan: kelasPengajar.jabatan, urutan: kelasPengajar.urutan })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(inArray(dosen.collegeId, ids))
    .orderBy(asc(kelasPengajar.urutan));

  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const m = new Map<K, T[]>();
    for (const r of rows) {
      const list = m.get(key(r));
      if (list) list.push(r);
      else m.set(key(r), [r]);
    }
    return m;
  };
  const jadwalByKelas = group(jadwal, (j) => j.idKelasKuliah);
  const rencanaByMakul = group(rencana, (r) => r.idMataKuliah);
  const pengajarByKelas = group(pengajar, (p) => p.idKelasKuliah);
  const periodeStart = new Map(periodes.map((p) => [`${p.collegeId}|${p.kode}`, p.tanggalMulai]));

  const semua: Baru[] = [];
  const perKelas = new Map<string, Baru[]>();
  for (const k of kelas) {
    const c = college.get(k.collegeId)!;
    const tz = c.timeZone;
    const slots = jadwalByKelas.get(k.id) ?? [];
    const start = periodeStart.get(`${k.collegeId}|${k.periode}`);
    if (!start || slots.length === 0) continue;
    const today = waktuLokal(now, tz);
    const besok = lokalKeUtc({ ...tambahHari(today, 1), jam: 0, menit: 0, detik: 0 }, tz);
    const mulaiSeri = k.status === 'akan_dimulai' && besok > start ? besok : start;
    const sesiCollege = sesiRows.filter((s) => s.collegeId === k.collegeId);
    const generated = generatePertemuan({
      jadwal: slots.map((s) => ({
        hari: s.hari,
        jam_mulai: s.jamMulai,
        jam_selesai: s.jamSelesai,
        id_ruangan: s.idRuangan,
        id_sesi: sesiCollege.find((x) => x.jamMulai === s.jamMulai && x.jamSelesai === s.jamSelesai)?.id ?? null,
      })),
      tanggal_mulai: mulaiSeri,
      time_zone: tz,
      mode_kuliah: k.mode,
      rencana: rencanaByMakul.get(k.idMataKuliah) ?? [],
    });
    // A finished class of the current period ran earlier: whole weeks back (Indonesian zones have no DST).
    let geser = 0;
    const last = Date.parse(generated.at(-1)!.waktu_selesai);
    if (k.status === 'selesai' && last > +now) geser = Math.ceil((last - +now) / WEEK_MS) * WEEK_MS;

    const teachers = pengajarByKelas.get(k.id) ?? [];
    const pelaku = teachers[0]?.userId ?? null;
    const todayKey = tanggalKey(today);
    const list: Baru[] = generated.map((g) => {
      const waktuMulai = new Date(Date.parse(g.waktu_mulai) - geser);
      const waktuSelesai = new Date(Date.parse(g.waktu_selesai) - geser);
      const hari = tanggalKey(waktuLokal(waktuMulai, tz));
      let status = 'belum_dimulai';
      if (k.status === 'selesai') status = 'selesai';
      else if (k.status === 'berlangsung' && hari < todayKey) status = 'selesai';
      else if (k.status === 'berlangsung' && hari === todayKey && waktuMulai <= now) status = 'berlangsung';
      const online = g.jenis !== 'offline';
      return {
        collegeId: k.collegeId,
        idKelasKuliah: k.id,
        nomor: g.nomor,
        judul: g.judul,
        kategori: g.kategori,
        jenis: g.jenis,
        status,
        waktuMulai,
        waktuSelesai,
        mulaiKuliah: status === 'belum_dimulai' ? null : new Date(Math.min(+waktuMulai + 5 * MIN, +now)),
        selesaiKuliah: status === 'selesai' ? new Date(+waktuSelesai - 5 * MIN) : null,
        startedBy: status === 'belum_dimulai' ? null : pelaku,
        endedBy: status === 'selesai' ? pelaku : null,
        idRuangan: g.id_ruangan,
        idSesi: g.id_sesi,
        parameterKehadiran: online ? PARAM_ONLINE : PARAM_OFFLINE,
      };
    });
    perKelas.set(k.id, list);
    semua.push(...list);
  }

  ensureDosenDemo({ kelas, perKelas, semua, pengajarByKelas, college, now });

  const inserted = await insertBulk(db, semua);

  // A few text activities ('Tambah Teks Pertemuan') on well-known classes.
  const idOf = (mkKode: string, label: string, periodeKode: number, nomor: number) => {
    const k = kelas.find((x) => x.mkKode === mkKode && x.label === label && x.periode === periodeKode);
    const p = k && inserted.find((x) => x.idKelasKuliah === k.id && x.nomor === nomor);
    return p ? { id: p.id, collegeId: k.collegeId, author: pengajarByKelas.get(k.id)?.[0]?.userId ?? null } : null;
  };
  const teks = [
    [idOf('TIF201', 'A', 20261, 1), 'Kontrak Perkuliahan', KONTRAK],
    [idOf('TIF201', 'A', 20261, 2), 'Rangkuman: Kompleksitas Algoritma', RANGKUMAN],
    [idOf('SPL201', 'A', 20261, 1), 'Tata Tertib Praktikum Mekanika Tanah', TATA_TERTIB],
  ] as const;
  const teksValues = teks.flatMap(([p, judul, isi]) => (p ? [{ collegeId: p.collegeId, idPertemuan: p.id, judul, isi, createdBy: p.author }] : []));
  if (teksValues.length) {
    const rows = await db.insert(pertemuanTeks).values(teksValues).returning({ id: pertemuanTeks.id, idPertemuan: pertemuanTeks.idPertemuan, judul: pertemuanTeks.judul, collegeId: pertemuanTeks.collegeId });
    // Every activity is a row of the registry (modules/aktivitas), as the teks service writes it.
    const kelasOf = new Map(inserted.map((x) => [x.id, x.idKelasKuliah]));
    await db.insert(aktivitasKelas).values(
      rows.map((r) => barisAktivitas({ collegeId: r.collegeId, idKelasKuliah: kelasOf.get(r.idPertemuan)!, idPertemuan: r.idPertemuan, jenis: 'teks', idSumber: r.id, judul: r.judul })),
    );
  }

  return { pertemuan: semua.length, sesi: sesiRows.length, ruangan: ruanganValues.size, teks: teksValues.length };
}

/**
 * One INSERT ... SELECT FROM jsonb_to_recordset($1): a single parameter instead of ~17 per row, which is what makes
 * a bulk insert slow on PGlite (every API test file seeds a fresh database).
 */
async function insertBulk(db: Db, rows: Baru[]) {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => ({
      college_id: r.collegeId,
      id_kelas_kuliah: r.idKelasKuliah,
      nomor: r.nomor,
      judul: r.judul,
      kategori: r.kategori,
      jenis: r.jenis,
      status: r.status,
      waktu_mulai: r.waktuMulai.toISOString(),
      waktu_selesai: r.waktuSelesai.toISOString(),
      mulai_kuliah: r.mulaiKuliah?.toISOString() ?? null,
      selesai_kuliah: r.selesaiKuliah?.toISOString() ?? null,
      started_by: r.startedBy ?? null,
      ended_by: r.endedBy ?? null,
      id_ruangan: r.idRuangan ?? null,
      id_sesi: r.idSesi ?? null,
      parameter_kehadiran: r.parameterKehadiran ?? {},
    })),
  );
  const res = (await db.execute(sql`
    insert into ${pertemuan} (college_id, id_kelas_kuliah, nomor, judul, kategori, jenis, status, waktu_mulai, waktu_selesai,
      mulai_kuliah, selesai_kuliah, started_by, ended_by, id_ruangan, id_sesi, parameter_kehadiran)
    select college_id, id_kelas_kuliah, nomor, judul, kategori, jenis, status, waktu_mulai, waktu_selesai,
      mulai_kuliah, selesai_kuliah, started_by, ended_by, id_ruangan, id_sesi, parameter_kehadiran
    from jsonb_to_recordset(${json}::jsonb) as x(college_id int, id_kelas_kuliah text, nomor smallint, judul text, kategori text,
      jenis text, status text, waktu_mulai timestamptz, waktu_selesai timestamptz, mulai_kuliah timestamptz,
      selesai_kuliah timestamptz, started_by int, ended_by int, id_ruangan int, id_sesi int, parameter_kehadiran jsonb)
    returning id, id_kelas_kuliah, nomor`)) as unknown as { rows: { id: number; id_kelas_kuliah: string; nomor: number }[] };
  return res.rows.map((r) => ({ id: Number(r.id), idKelasKuliah: r.id_kelas_kuliah, nomor: Number(r.nomor) }));
}

/** The lecturer journey needs something to start today and something to end, whatever the weekday. */
function ensureDosenDemo(ctx: {
  kelas: { id: string; collegeId: number; status: string }[];
  perKelas: Map<string, Baru[]>;
  semua: Baru[];
  pengajarByKelas: Map<string, { userId: number; username: string; jabatan: string }[]>;
  college: Map<number, { id: number; kode: string; timeZone: string }>;
  now: Date;
}) {
  const { kelas, perKelas, semua, pengajarByKelas, college, now } = ctx;
  const c1 = [...college.values()].find((c) => c.kode === 'UNM') ?? [...college.values()][0];
  if (!c1) return;
  const tz = c1.timeZone;
  const userId = [...pengajarByKelas.values()].flat().find((p) => p.username === 'dosen')?.userId;
  if (!userId) return;
  const diajar = kelas.filter((k) => k.collegeId === c1.id && k.status === 'berlangsung' && pengajarByKelas.get(k.id)?.some((p) => p.userId === userId));
  const meetings = diajar.flatMap((k) => perKelas.get(k.id) ?? []);
  if (meetings.length === 0) return;
  const todayKey = tanggalKey(waktuLokal(now, tz));
  const isToday = (d: Date) => tanggalKey(waktuLokal(d, tz)) === todayKey;

  let running = meetings.find((m) => m.status === 'berlangsung');
  if (!running) {
    const past = meetings.filter((m) => m.status === 'selesai').sort((a, b) => +b.waktuMulai - +a.waktuMulai)[0];
    if (past) {
      Object.assign(past, { status: 'berlangsung', selesaiKuliah: null, endedBy: null });
      running = past;
    }
  }

  // The attendance screens show activity progress for online meetings only: when the running meeting is an
  // offline or mixed one (e.g. this morning's class), the lecturer's latest past online meeting is left running as
  // well: the journeys need one whatever the weekday.
  if (running && running.jenis !== 'online') {
    const online = meetings.filter((m) => m.jenis === 'online' && m.status === 'selesai').sort((a, b) => +b.waktuMulai - +a.waktuMulai)[0];
    if (online) Object.assign(online, { status: 'berlangsung', selesaiKuliah: null, endedBy: null });
  }

  if (meetings.some((m) => m.status === 'belum_dimulai' && isToday(m.waktuMulai))) return;
  // Prefer a class the lecturer coordinates, other than the one with the running meeting.
  const kandidat = [...diajar].sort((a, b) => {
    const rank = (id: string) => (id === running?.idKelasKuliah ? 2 : 0) + (pengajarByKelas.get(id)?.find((p) => p.userId === userId)?.jabatan === 'dosen_koordinator' ? 0 : 1);
    return rank(a.id) - rank(b.id);
  });
  const teachersOf = (id: string) => new Set((pengajarByKelas.get(id) ?? []).map((p) => p.userId));
  const today = waktuLokal(now, tz);
  for (const k of kandidat) {
    const list = perKelas.get(k.id) ?? [];
    const next = list.filter((m) => m.status === 'belum_dimulai').sort((a, b) => a.nomor - b.nomor)[0];
    if (!next) continue;
    const prevEnd = Math.max(0, ...list.filter((m) => m.nomor < next.nomor).map((m) => +m.waktuSelesai));
    const durasi = +next.waktuSelesai - +next.waktuMulai;
    const mine = teachersOf(k.id);
    // Later today first (from the next full hour to 20:00), then earlier hours of today.
    const jamSekarang = today.jam;
    const jam = [...Array.from({ length: 24 }, (_, h) => h).filter((h) => h > jamSekarang && h <= 20), ...Array.from({ length: jamSekarang + 1 }, (_, i) => jamSekarang - i).filter((h) => h >= 6)];
    for (const h of jam) {
      const mulai = lokalKeUtc({ ...today, jam: h, menit: 0, detik: 0 }, tz);
      const selesai = new Date(+mulai + durasi);
      if (+mulai <= prevEnd) continue;
      const bentrok = semua.some(
        (o) =>
          o !== next &&
          +o.waktuMulai < +selesai &&
          +o.waktuSelesai > +mulai &&
          (o.idKelasKuliah === k.id || (o.idRuangan && o.idRuangan === next.idRuangan) || [...teachersOf(o.idKelasKuliah)].some((u) => mine.has(u))),
      );
      if (bentrok) continue;
      Object.assign(next, { waktuMulai: mulai, waktuSelesai: selesai, idSesi: null });
      return;
    }
  }
}

const KONTRAK = sanitizeSeed(`<h2>Kontrak Perkuliahan</h2>
<p>Selamat datang di mata kuliah <strong>Algoritma dan Struktur Data</strong>. Berikut kesepakatan perkuliahan semester ini:</p>
<ol>
<li>Kehadiran minimal <strong>75%</strong> sebagai syarat mengikuti UAS.</li>
<li>Keterlambatan lebih dari 15 menit dicatat tidak hadir.</li>
<li>Tugas dikumpulkan melalui LMS sesuai tenggat; keterlambatan mengurangi nilai 10% per hari.</li>
</ol>
<table><thead><tr><th>Komponen</th><th>Bobot</th></tr></thead>
<tbody><tr><td>Tugas</td><td>20%</td></tr><tr><td>Kuis</td><td>10%</td></tr><tr><td>UTS</td><td>30%</td></tr><tr><td>UAS</td><td>40%</td></tr></tbody></table>`);

const RANGKUMAN = sanitizeSeed(`<h3>Kompleksitas Algoritma</h3>
<p>Notasi <em>Big-O</em> menyatakan batas atas pertumbuhan waktu eksekusi terhadap ukuran masukan <u>n</u>.</p>
<ul><li>O(1): akses elemen array</li><li>O(log n): pencarian biner</li><li>O(n log n): merge sort</li><li>O(n²): bubble sort</li></ul>
<p>Bacaan tambahan: <a href="https://id.wikipedia.org/wiki/Notasi_O_besar">Notasi O besar</a>.</p>`);

const TATA_TERTIB = sanitizeSeed(`<h3>Tata Tertib Praktikum</h3>
<ul><li>Wajib memakai sepatu tertutup dan jas laboratorium.</li><li>Sampel tanah dibawa dalam wadah tertutup berlabel.</li>
<li>Laporan praktikum dikumpulkan paling lambat satu minggu setelah praktikum.</li></ul>`);

/** Through the same sanitizer as user input, without the newlines of the template literals. */
function sanitizeSeed(html: string) {
  return sanitizeRichText(html.replace(/\n/g, ''));
}
