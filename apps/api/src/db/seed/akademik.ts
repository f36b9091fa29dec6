import type { Db } from '../client';
import {
  dosen,
  jenisKelas,
  kelasJadwal,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  labelKelas,
  mahasiswa,
  mataKuliah,
  pengumuman,
  periode,
  prodi,
  users,
} from '../schema';
import type { DemoHashes } from './accounts';

/**
 * Academic demo data of both colleges, written as data tables and inserted in bulk
 * (one INSERT per table and college) so that every API test file can seed a fresh database quickly.
 * Everything is deterministic: the same seed gives the same names, NIMs and participants.
 */

type Jabatan = 'dosen_koordinator' | 'dosen' | 'asisten';
type Jadwal = [hari: number, mulai: string, selesai: string, ruangan: string];

type KelasDef = {
  periode: number;
  mk: string;
  label: string;
  jenis: string;
  status: 'akan_dimulai' | 'berlangsung' | 'selesai';
  mode: 'online' | 'offline' | 'campuran';
  banner: number;
  kampus: string;
  lingkup?: string;
  kapasitas?: number;
  /** Study programmes of the class; defaults to the course's programme. */
  prodiKelas?: string[];
  /** The first teacher is the coordinator; urutan follows this order. */
  pengajar: [dosenKey: string, jabatan: Jabatan][];
  jadwal: Jadwal[];
  /** Participant count (20-40) or derived from the seed when omitted. */
  peserta?: number;
  /** Whether the demo student takes part, and whether they lead the class. */
  demo?: 'peserta' | 'ketua';
};

type KampusDef = {
  domain: string;
  periode: { kode: number; isCurrent: boolean; mulai: string; selesai: string }[];
  prodi: { key: string; kode: string; nama: string; jenjang: string; nimKode: string; penandatangan: string; jumlahMahasiswa: number }[];
  jenisKelas: string[];
  labelKelas: string[];
  dosen: { key: string; username: string; nama: string; gelarDepan: string; gelarAkademik: string; nidn: string; prodi: string }[];
  mahasiswaDemo: { username: string; nama: string; prodi: string; angkatan: number };
  namaDepan: string[];
  namaBelakang: string[];
  angkatan: number[];
  mataKuliah: { key: string; nama: string; namaInggris: string; sks: number; prodi: string; koordinator: string; pengembangRps: string }[];
  kelas: KelasDef[];
  pengumuman: { judul: string; isi: string; hariLalu: number; target: ('ROLE_MAHASISWA' | 'ROLE_DOSEN' | 'ROLE_OPERATOR')[] }[];
  seed: number;
};

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');

/** Publication time `hariLalu` days before now, on the hour (negative = scheduled in the future). */
function publishAt(now: number, hariLalu: number) {
  const d = new Date(now - hariLalu * 86_400_000);
  d.setUTCMinutes(0, 0, 0);
  return d;
}

async function seedKampus(db: Db, collegeId: number, def: KampusDef, h: DemoHashes, createdBy: number) {
  const rand = prng(def.seed);

  await db.insert(periode).values(
    def.periode.map((p) => ({ collegeId, kode: p.kode, isCurrent: p.isCurrent, tanggalMulai: new Date(p.mulai), tanggalSelesai: new Date(p.selesai) })),
  );
  const prodiRows = await db
    .insert(prodi)
    .values(def.prodi.map((p) => ({ collegeId, kode: p.kode, nama: p.nama, jenjang: p.jenjang, penandatangan: p.penandatangan })))
    .returning({ id: prodi.id, kode: prodi.kode });
  const prodiId = new Map(def.prodi.map((p) => [p.key, prodiRows.find((r) => r.kode === p.kode)!.id]));

  const jenisRows = await db.insert(jenisKelas).values(def.jenisKelas.map((nama) => ({ collegeId, nama }))).returning();
  const labelRows = await db.insert(labelKelas).values(def.labelKelas.map((nama) => ({ collegeId, nama }))).returning();
  const jenisId = new Map(jenisRows.map((r) => [r.nama, r.id]));
  const labelId = new Map(labelRows.map((r) => [r.nama, r.id]));

  // Students: the demo account first, then names drawn from the lists without repeats, NIM = angkatan + prodi + number.
  type Mhs = { username: string; nama: string; nim: string; prodi: string; angkatan: number };
  const students: Mhs[] = [];
  const seq = new Map<string, number>();
  const nextNim = (prodiKey: string, angkatan: number) => {
    const p = def.prodi.find((x) => x.key === prodiKey)!;
    const k = `${angkatan}${p.nimKode}`;
    const n = (seq.get(k) ?? 0) + 1;
    seq.set(k, n);
    return `${k}${String(n).padStart(3, '0')}`;
  };
  const demo = def.mahasiswaDemo;
  students.push({ ...demo, nim: nextNim(demo.prodi, demo.angkatan) });
  const usedNames = new Set([demo.nama]);
  for (const p of def.prodi) {
    const count = p.jumlahMahasiswa - (p.key === demo.prodi ? 1 : 0);
    for (let i = 0; i < count; i++) {
      let nama = '';
      do {
        nama = `${def.namaDepan[Math.floor(rand() * def.namaDepan.length)]} ${def.namaBelakang[Math.floor(rand() * def.namaBelakang.length)]}`;
      } while (usedNames.has(nama));
      usedNames.add(nama);
      const angkatan = def.angkatan[i % def.angkatan.length]!;
      const nim = nextNim(p.key, angkatan);
      students.push({ username: nim, nama, nim, prodi: p.key, angkatan });
    }
  }

  const userRows = await db
    .insert(users)
    .values([
      ...def.dosen.map((d) => ({
        collegeId,
        username: d.username,
        passwordHash: h.dosen123,
        role: 'ROLE_DOSEN' as const,
        nama: d.nama,
        gelarDepan: d.gelarDepan,
        gelarAkademik: d.gelarAkademik,
        email: `${slug(d.nama)}@${def.domain}`,
      })),
      ...students.map((s) => ({
        collegeId,
        username: s.username,
        passwordHash: h.mahasiswa123,
        role: 'ROLE_MAHASISWA' as const,
        nama: s.nama,
        email: `${s.nim}@student.${def.domain}`,
      })),
    ])
    .returning({ id: users.id, username: users.username });
  const userId = new Map(userRows.map((u) => [u.username, u.id]));

  const dosenRows = await db
    .insert(dosen)
    .values(def.dosen.map((d) => ({ collegeId, userId: userId.get(d.username)!, nidn: d.nidn, idProdi: prodiId.get(d.prodi)! })))
    .returning({ id: dosen.id, userId: dosen.userId });
  const dosenId = new Map(def.dosen.map((d) => [d.key, dosenRows.find((r) => r.userId === userId.get(d.username))!.id]));

  const mhsRows = await db
    .insert(mahasiswa)
    .values(students.map((s) => ({ collegeId, userId: userId.get(s.username)!, nim: s.nim, idProdi: prodiId.get(s.prodi)!, angkatan: s.angkatan })))
    .returning({ id: mahasiswa.id, nim: mahasiswa.nim });
  const mhsId = new Map(mhsRows.map((r) => [r.nim, r.id]));
  const demoNim = students[0]!.nim;

  const mkRows = await db
    .insert(mataKuliah)
    .values(
      def.mataKuliah.map((m) => ({
        collegeId,
        kode: m.key,
        nama: m.nama,
        namaInggris: m.namaInggris,
        sks: m.sks,
        idProdi: prodiId.get(m.prodi)!,
        idDosenKoordinator: dosenId.get(m.koordinator)!,
        idDosenPengembangRps: dosenId.get(m.pengembangRps)!,
      })),
    )
    .returning({ id: mataKuliah.id, kode: mataKuliah.kode });
  const mkId = new Map(mkRows.map((r) => [r.kode, r.id]));

  const kelasValues: (typeof kelasKuliah.$inferInsert)[] = [];
  const prodiKelasValues: (typeof kelasProdi.$inferInsert)[] = [];
  const pengajarValues: (typeof kelasPengajar.$inferInsert)[] = [];
  const pesertaValues: (typeof kelasPeserta.$inferInsert)[] = [];
  const jadwalValues: (typeof kelasJadwal.$inferInsert)[] = [];
  for (const k of def.kelas) {
    const mk = def.mataKuliah.find((m) => m.key === k.mk)!;
    const idProdi = prodiId.get(mk.prodi)!;
    const id = `${k.periode}_${idProdi}_${mkId.get(k.mk)}_${labelId.get(k.label)}_${jenisId.get(k.jenis)}`;
    const kapasitas = k.kapasitas ?? 40;
    kelasValues.push({
      id,
      collegeId,
      periode: k.periode,
      idMataKuliah: mkId.get(k.mk)!,
      idLabelKelas: labelId.get(k.label)!,
      idJenisKelas: jenisId.get(k.jenis)!,
      status: k.status,
      modeKuliah: k.mode,
      lingkup: k.lingkup ?? '',
      kapasitas,
      kampusNama: k.kampus,
      bannerColorIdx: k.banner,
    });
    const prodiKelas = k.prodiKelas ?? [mk.prodi];
    for (const p of prodiKelas) prodiKelasValues.push({ idKelasKuliah: id, idProdi: prodiId.get(p)! });
    k.pengajar.forEach(([key, jabatan], urutan) => pengajarValues.push({ idKelasKuliah: id, idDosen: dosenId.get(key)!, jabatan, urutan }));
    for (const [hari, jamMulai, jamSelesai, ruangan] of k.jadwal) jadwalValues.push({ idKelasKuliah: id, hari, jamMulai, jamSelesai, ruangan });

    // Participants: drawn from the class programmes' students, the demo student placed only where stated.
    const pool = shuffled(
      students.filter((s) => prodiKelas.includes(s.prodi) && s.nim !== demoNim),
      rand,
    );
    const want = Math.min(k.peserta ?? 20 + Math.floor(rand() * 21), kapasitas, pool.length + (k.demo ? 1 : 0));
    const picked = pool.slice(0, k.demo ? want - 1 : want).map((s) => s.nim);
    if (k.demo) picked.unshift(demoNim);
    const ketua = k.demo === 'ketua' ? demoNim : picked[k.demo ? 1 : 0];
    for (const nim of picked) {
      pesertaValues.push({ idKelasKuliah: id, idMahasiswa: mhsId.get(nim)!, jabatan: nim === ketua ? 'ketua_kelas' : 'peserta' });
    }
  }
  await db.insert(kelasKuliah).values(kelasValues);
  await db.insert(kelasProdi).values(prodiKelasValues);
  await db.insert(kelasPengajar).values(pengajarValues);
  await db.insert(kelasPeserta).values(pesertaValues);
  await db.insert(kelasJadwal).values(jadwalValues);

  const now = Date.now();
  await db.insert(pengumuman).values(
    def.pengumuman.map((p) => ({ collegeId, judul: p.judul, isi: p.isi, tanggalPublish: publishAt(now, p.hariLalu), target: p.target, createdBy })),
  );

  return { kelas: kelasValues.length, mahasiswa: students.length, dosen: def.dosen.length, demoNim };
}

// ---------------------------------------------------------------------------------------------------------------
// College 1: Universitas Nusantara Merdeka (Jakarta, WIB)

const R = 'Reguler';
const K = 'Karyawan';
const I = 'Internasional';
const UTAMA = 'Kampus Utama Kebayoran';
const CIBUBUR = 'Kampus B Cibubur';
const DARING = 'Daring (Kelas Virtual LMS)';

const UNM: KampusDef = {
  domain: 'unm.ac.id',
  seed: 20261,
  periode: [
    { kode: 20252, isCurrent: false, mulai: '2026-02-16T00:00:00+07:00', selesai: '2026-07-10T23:59:59+07:00' },
    { kode: 20261, isCurrent: true, mulai: '2026-08-31T00:00:00+07:00', selesai: '2027-01-29T23:59:59+07:00' },
  ],
  prodi: [
    { key: 'TI', kode: '55201', nama: 'Teknik Informatika', jenjang: 'S1', nimKode: '101', penandatangan: 'Dr. Ahmad Fauzi, S.T., M.Kom.', jumlahMahasiswa: 90 },
    { key: 'SI', kode: '57201', nama: 'Sistem Informasi', jenjang: 'S1', nimKode: '102', penandatangan: 'Rizky Pratama, S.Kom., M.T.I.', jumlahMahasiswa: 60 },
    { key: 'MN', kode: '61201', nama: 'Manajemen', jenjang: 'S1', nimKode: '201', penandatangan: 'Dr. Bambang Suryadi, S.E., M.M.', jumlahMahasiswa: 60 },
    { key: 'AK', kode: '62201', nama: 'Akuntansi', jenjang: 'S1', nimKode: '202', penandatangan: 'Dr. Yuliana Putri, S.E., M.Si., Ak.', jumlahMahasiswa: 50 },
    { key: 'MI', kode: '57401', nama: 'Manajemen Informatika', jenjang: 'D3', nimKode: '301', penandatangan: 'Teguh Prasetyo, S.Kom., M.Kom.', jumlahMahasiswa: 40 },
  ],
  jenisKelas: [R, K, I],
  labelKelas: ['A', 'B', 'C', 'D', 'E'],
  dosen: [
    { key: 'budi', username: 'dosen', nama: 'Budi Santoso', gelarDepan: 'Dr.', gelarAkademik: 'S.Kom., M.Kom.', nidn: '0412078501', prodi: 'TI' },
    { key: 'hendra', username: 'hendra.gunawan', nama: 'Hendra Gunawan', gelarDepan: 'Prof. Dr. Ir.', gelarAkademik: 'M.T.', nidn: '0003036802', prodi: 'TI' },
    { key: 'dewi', username: 'dewi.lestari', nama: 'Dewi Lestari', gelarDepan: '', gelarAkademik: 'S.Kom., M.Cs.', nidn: '0421099003', prodi: 'TI' },
    { key: 'ahmad', username: 'ahmad.fauzi', nama: 'Ahmad Fauzi', gelarDepan: 'Dr.', gelarAkademik: 'S.T., M.Kom.', nidn: '0315118104', prodi: 'SI' },
    { key: 'rizky', username: 'rizky.pratama', nama: 'Rizky Pratama', gelarDepan: '', gelarAkademik: 'S.Kom., M.T.I.', nidn: '0402059105', prodi: 'SI' },
    { key: 'sri', username: 'sri.wahyuni', nama: 'Sri Wahyuni', gelarDepan: 'Ir.', gelarAkademik: 'M.Sc.', nidn: '0027067506', prodi: 'MI' },
    { key: 'bambang', username: 'bambang.suryadi', nama: 'Bambang Suryadi', gelarDepan: 'Dr.', gelarAkademik: 'S.E., M.M.', nidn: '0308017207', prodi: 'MN' },
    { key: 'fitri', username: 'fitri.handayani', nama: 'Fitri Handayani', gelarDepan: '', gelarAkademik: 'S.E., M.M.', nidn: '0419128808', prodi: 'MN' },
    { key: 'yuliana', username: 'yuliana.putri', nama: 'Yuliana Putri', gelarDepan: 'Dr.', gelarAkademik: 'S.E., M.Si., Ak.', nidn: '0511077909', prodi: 'AK' },
    { key: 'hadi', username: 'hadi.wijaya', nama: 'Hadi Wijaya', gelarDepan: '', gelarAkademik: 'S.E., M.M., Ak.', nidn: '0326048410', prodi: 'AK' },
    { key: 'teguh', username: 'teguh.prasetyo', nama: 'Teguh Prasetyo', gelarDepan: '', gelarAkademik: 'S.Kom., M.Kom.', nidn: '0430108611', prodi: 'MI' },
    { key: 'nuraini', username: 'nur.aini', nama: 'Nur Aini Rahmawati', gelarDepan: '', gelarAkademik: 'S.Pd., M.Pd.', nidn: '0209029212', prodi: 'MN' },
  ],
  mahasiswaDemo: { username: 'mahasiswa', nama: 'Siti Nurhaliza', prodi: 'TI', angkatan: 2023 },
  namaDepan: [
    'Adi', 'Agus', 'Andi', 'Anisa', 'Arief', 'Ayu', 'Bagus', 'Bayu', 'Citra', 'Dani', 'Dian', 'Dimas', 'Dinda', 'Eka', 'Endah',
    'Fajar', 'Farhan', 'Fitria', 'Galih', 'Gilang', 'Hana', 'Hendro', 'Ika', 'Ilham', 'Indah', 'Intan', 'Irfan', 'Joko', 'Kartika',
    'Kevin', 'Laras', 'Lestari', 'Lukman', 'Maya', 'Muhammad', 'Nadia', 'Nanda', 'Nining', 'Novi', 'Nurul', 'Oktaviani', 'Putri',
    'Putu', 'Raden', 'Rahmat', 'Ratna', 'Reza', 'Rini', 'Rudi', 'Sari', 'Septian', 'Sinta', 'Taufik', 'Tri', 'Umi', 'Vina', 'Wahyu',
    'Wulan', 'Yoga', 'Yudi', 'Yusuf', 'Zahra',
  ],
  namaBelakang: [
    'Saputra', 'Pratama', 'Wijaya', 'Hidayat', 'Kusuma', 'Permata', 'Nugroho', 'Setiawan', 'Rahmawati', 'Susanto', 'Kurniawan',
    'Lestari', 'Purnomo', 'Hakim', 'Ramadhan', 'Siregar', 'Nasution', 'Harahap', 'Simanjuntak', 'Sitompul', 'Gunawan', 'Maharani',
    'Utami', 'Wibowo', 'Sembiring', 'Tarigan', 'Firmansyah', 'Anggraini', 'Putra', 'Syahputra', 'Handoko', 'Suryani', 'Wardani',
    'Fauzi', 'Hasibuan', 'Iskandar', 'Prasetyo', 'Sulistyowati', 'Zulkarnain', 'Mahendra',
  ],
  angkatan: [2021, 2022, 2023, 2024],
  mataKuliah: [
    { key: 'TIF101', nama: 'Matematika Diskrit', namaInggris: 'Discrete Mathematics', sks: 3, prodi: 'TI', koordinator: 'hendra', pengembangRps: 'hendra' },
    { key: 'TIF201', nama: 'Algoritma dan Struktur Data', namaInggris: 'Algorithms and Data Structures', sks: 3, prodi: 'TI', koordinator: 'budi', pengembangRps: 'budi' },
    { key: 'TIF202', nama: 'Basis Data', namaInggris: 'Database Systems', sks: 3, prodi: 'TI', koordinator: 'budi', pengembangRps: 'dewi' },
    { key: 'TIF203', nama: 'Pemrograman Web', namaInggris: 'Web Programming', sks: 3, prodi: 'TI', koordinator: 'dewi', pengembangRps: 'budi' },
    { key: 'TIF301', nama: 'Jaringan Komputer', namaInggris: 'Computer Networks', sks: 3, prodi: 'TI', koordinator: 'hendra', pengembangRps: 'teguh' },
    { key: 'TIF302', nama: 'Kecerdasan Buatan', namaInggris: 'Artificial Intelligence', sks: 3, prodi: 'TI', koordinator: 'hendra', pengembangRps: 'budi' },
    { key: 'TIF303', nama: 'Rekayasa Perangkat Lunak', namaInggris: 'Software Engineering', sks: 3, prodi: 'TI', koordinator: 'dewi', pengembangRps: 'dewi' },
    { key: 'SIF201', nama: 'Sistem Informasi Manajemen', namaInggris: 'Management Information Systems', sks: 3, prodi: 'SI', koordinator: 'ahmad', pengembangRps: 'ahmad' },
    { key: 'SIF202', nama: 'Analisis dan Perancangan Sistem', namaInggris: 'Systems Analysis and Design', sks: 3, prodi: 'SI', koordinator: 'rizky', pengembangRps: 'ahmad' },
    { key: 'SIF301', nama: 'Manajemen Proyek Sistem Informasi', namaInggris: 'Information Systems Project Management', sks: 3, prodi: 'SI', koordinator: 'ahmad', pengembangRps: 'rizky' },
    { key: 'SIF302', nama: 'Enterprise Resource Planning', namaInggris: 'Enterprise Resource Planning', sks: 3, prodi: 'SI', koordinator: 'rizky', pengembangRps: 'rizky' },
    { key: 'SIF303', nama: 'Audit Sistem Informasi', namaInggris: 'Information Systems Audit', sks: 2, prodi: 'SI', koordinator: 'sri', pengembangRps: 'ahmad' },
    { key: 'MNJ101', nama: 'Pengantar Manajemen', namaInggris: 'Introduction to Management', sks: 3, prodi: 'MN', koordinator: 'bambang', pengembangRps: 'bambang' },
    { key: 'MNJ102', nama: 'Bahasa Inggris Bisnis', namaInggris: 'Business English', sks: 2, prodi: 'MN', koordinator: 'nuraini', pengembangRps: 'nuraini' },
    { key: 'MNJ201', nama: 'Manajemen Pemasaran', namaInggris: 'Marketing Management', sks: 3, prodi: 'MN', koordinator: 'fitri', pengembangRps: 'fitri' },
    { key: 'MNJ202', nama: 'Manajemen Keuangan', namaInggris: 'Financial Management', sks: 3, prodi: 'MN', koordinator: 'bambang', pengembangRps: 'fitri' },
    { key: 'MNJ203', nama: 'Manajemen Sumber Daya Manusia', namaInggris: 'Human Resource Management', sks: 3, prodi: 'MN', koordinator: 'fitri', pengembangRps: 'bambang' },
    { key: 'MNJ301', nama: 'Kewirausahaan', namaInggris: 'Entrepreneurship', sks: 2, prodi: 'MN', koordinator: 'bambang', pengembangRps: 'bambang' },
    { key: 'AKT101', nama: 'Pengantar Akuntansi', namaInggris: 'Introduction to Accounting', sks: 3, prodi: 'AK', koordinator: 'yuliana', pengembangRps: 'yuliana' },
    { key: 'AKT201', nama: 'Akuntansi Biaya', namaInggris: 'Cost Accounting', sks: 3, prodi: 'AK', koordinator: 'hadi', pengembangRps: 'yuliana' },
    { key: 'AKT202', nama: 'Perpajakan', namaInggris: 'Taxation', sks: 3, prodi: 'AK', koordinator: 'hadi', pengembangRps: 'hadi' },
    { key: 'AKT301', nama: 'Auditing', namaInggris: 'Auditing', sks: 3, prodi: 'AK', koordinator: 'yuliana', pengembangRps: 'hadi' },
    { key: 'MIF101', nama: 'Pemrograman Dasar', namaInggris: 'Basic Programming', sks: 3, prodi: 'MI', koordinator: 'teguh', pengembangRps: 'teguh' },
    { key: 'MIF102', nama: 'Aplikasi Perkantoran', namaInggris: 'Office Applications', sks: 2, prodi: 'MI', koordinator: 'sri', pengembangRps: 'teguh' },
    { key: 'MIF201', nama: 'Pemrograman Mobile', namaInggris: 'Mobile Programming', sks: 3, prodi: 'MI', koordinator: 'teguh', pengembangRps: 'sri' },
  ],
  kelas: [
    // Current period 20261 (2026/2027 Ganjil): 24 classes.
    { periode: 20261, mk: 'TIF201', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 0, kampus: UTAMA, pengajar: [['budi', 'dosen_koordinator'], ['dewi', 'dosen']], jadwal: [[1, '07:30', '10:00', 'Gedung A Ruang 301']], peserta: 38, demo: 'ketua' },
    { periode: 20261, mk: 'TIF201', label: 'B', jenis: R, status: 'berlangsung', mode: 'offline', banner: 3, kampus: UTAMA, pengajar: [['budi', 'dosen_koordinator']], jadwal: [[2, '10:15', '12:45', 'Gedung A Ruang 302']], peserta: 35 },
    { periode: 20261, mk: 'TIF202', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 5, kampus: UTAMA, pengajar: [['budi', 'dosen_koordinator'], ['teguh', 'asisten']], jadwal: [[3, '07:30', '10:00', 'Gedung B Lab Basis Data Lt. 2']], peserta: 32, demo: 'peserta' },
    { periode: 20261, mk: 'TIF203', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 1, kampus: UTAMA, pengajar: [['dewi', 'dosen_koordinator']], jadwal: [[5, '13:00', '15:30', 'Gedung B Lab Komputer 1']], peserta: 30, demo: 'peserta' },
    { periode: 20261, mk: 'TIF203', label: 'A', jenis: K, status: 'berlangsung', mode: 'online', banner: 6, kampus: CIBUBUR, pengajar: [['dewi', 'dosen_koordinator'], ['budi', 'dosen']], jadwal: [[6, '08:00', '10:30', DARING]], peserta: 22 },
    { periode: 20261, mk: 'TIF301', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 2, kampus: UTAMA, pengajar: [['hendra', 'dosen_koordinator'], ['teguh', 'asisten']], jadwal: [[2, '07:30', '10:00', 'Gedung B Lab Jaringan Lt. 3']], peserta: 36, demo: 'peserta' },
    { periode: 20261, mk: 'TIF302', label: 'A', jenis: I, status: 'akan_dimulai', mode: 'online', banner: 4, kampus: UTAMA, lingkup: 'Eksternal', kapasitas: 30, pengajar: [['hendra', 'dosen_koordinator'], ['budi', 'dosen']], jadwal: [[4, '13:00', '15:30', 'Gedung A Ruang 401']], peserta: 20 },
    { periode: 20261, mk: 'TIF303', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 0, kampus: UTAMA, pengajar: [['dewi', 'dosen_koordinator'], ['budi', 'dosen'], ['rizky', 'asisten']], jadwal: [[4, '07:30', '10:00', 'Gedung A Ruang 303']], peserta: 40, demo: 'peserta' },
    { periode: 20261, mk: 'MIF102', label: 'A', jenis: R, status: 'selesai', mode: 'offline', banner: 3, kampus: UTAMA, prodiKelas: ['MI', 'TI'], pengajar: [['sri', 'dosen_koordinator']], jadwal: [[5, '07:30', '09:10', 'Gedung B Lab Komputer 2']], peserta: 28, demo: 'peserta' },
    { periode: 20261, mk: 'TIF101', label: 'B', jenis: R, status: 'selesai', mode: 'offline', banner: 5, kampus: UTAMA, pengajar: [['hendra', 'dosen_koordinator']], jadwal: [[3, '13:00', '15:30', 'Gedung A Ruang 201']], peserta: 34 },
    { periode: 20261, mk: 'SIF201', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 1, kampus: UTAMA, pengajar: [['ahmad', 'dosen_koordinator']], jadwal: [[1, '10:15', '12:45', 'Gedung C Ruang 101']] },
    { periode: 20261, mk: 'SIF202', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 4, kampus: UTAMA, pengajar: [['rizky', 'dosen_koordinator'], ['ahmad', 'dosen']], jadwal: [[2, '13:00', '15:30', 'Gedung C Ruang 102']] },
    { periode: 20261, mk: 'SIF301', label: 'A', jenis: K, status: 'berlangsung', mode: 'online', banner: 6, kampus: CIBUBUR, pengajar: [['ahmad', 'dosen_koordinator']], jadwal: [[6, '13:00', '15:30', DARING]], peserta: 21 },
    { periode: 20261, mk: 'SIF302', label: 'A', jenis: R, status: 'akan_dimulai', mode: 'offline', banner: 2, kampus: UTAMA, lingkup: 'Eksternal', prodiKelas: ['SI', 'TI'], pengajar: [['rizky', 'dosen_koordinator'], ['sri', 'asisten']], jadwal: [[3, '10:15', '12:45', 'Gedung C Ruang 201']], peserta: 26, demo: 'peserta' },
    { periode: 20261, mk: 'SIF303', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 0, kampus: UTAMA, pengajar: [['sri', 'dosen_koordinator']], jadwal: [[5, '10:00', '11:40', 'Gedung C Ruang 202']] },
    { periode: 20261, mk: 'MNJ101', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 5, kampus: UTAMA, kapasitas: 45, prodiKelas: ['MN', 'AK'], pengajar: [['bambang', 'dosen_koordinator'], ['fitri', 'dosen']], jadwal: [[1, '07:30', '10:00', 'Gedung D Ruang 101']], peserta: 40 },
    { periode: 20261, mk: 'MNJ101', label: 'D', jenis: R, status: 'berlangsung', mode: 'offline', banner: 3, kampus: CIBUBUR, pengajar: [['bambang', 'dosen_koordinator']], jadwal: [[2, '07:30', '10:00', 'Gedung D Ruang 102']] },
    { periode: 20261, mk: 'MNJ201', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 1, kampus: UTAMA, pengajar: [['fitri', 'dosen_koordinator']], jadwal: [[3, '10:15', '12:45', 'Gedung D Ruang 103']] },
    { periode: 20261, mk: 'MNJ202', label: 'A', jenis: K, status: 'berlangsung', mode: 'online', banner: 6, kampus: CIBUBUR, pengajar: [['bambang', 'dosen_koordinator']], jadwal: [[6, '08:00', '10:30', DARING]], peserta: 24 },
    { periode: 20261, mk: 'MNJ102', label: 'C', jenis: I, status: 'akan_dimulai', mode: 'online', banner: 2, kampus: UTAMA, kapasitas: 30, pengajar: [['nuraini', 'dosen_koordinator']], jadwal: [[4, '08:00', '09:40', 'Gedung D Ruang 201']], peserta: 20 },
    { periode: 20261, mk: 'AKT101', label: 'A', jenis: R, status: 'berlangsung', mode: 'offline', banner: 4, kampus: UTAMA, pengajar: [['yuliana', 'dosen_koordinator'], ['hadi', 'dosen']], jadwal: [[1, '13:00', '15:30', 'Gedung E Ruang 101']] },
    { periode: 20261, mk: 'AKT202', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 0, kampus: UTAMA, pengajar: [['hadi', 'dosen_koordinator']], jadwal: [[4, '10:15', '12:45', 'Gedung E Ruang 102']] },
    { periode: 20261, mk: 'AKT301', label: 'E', jenis: K, status: 'akan_dimulai', mode: 'offline', banner: 5, kampus: CIBUBUR, pengajar: [['yuliana', 'dosen_koordinator'], ['hadi', 'asisten']], jadwal: [[5, '18:30', '21:00', 'Gedung E Ruang 103']], peserta: 23 },
    { periode: 20261, mk: 'MIF201', label: 'A', jenis: R, status: 'berlangsung', mode: 'campuran', banner: 3, kampus: UTAMA, pengajar: [['teguh', 'dosen_koordinator'], ['sri', 'dosen']], jadwal: [[2, '10:15', '12:45', 'Gedung B Lab Mobile Lt. 2']] },
    // Previous period 20252 (2025/2026 Genap): finished classes.
    { periode: 20252, mk: 'TIF101', label: 'A', jenis: R, status: 'selesai', mode: 'offline', banner: 1, kampus: UTAMA, pengajar: [['hendra', 'dosen_koordinator'], ['budi', 'dosen']], jadwal: [[1, '07:30', '10:00', 'Gedung A Ruang 201']], peserta: 36, demo: 'peserta' },
    { periode: 20252, mk: 'TIF201', label: 'C', jenis: R, status: 'selesai', mode: 'offline', banner: 2, kampus: UTAMA, pengajar: [['budi', 'dosen_koordinator']], jadwal: [[2, '13:00', '15:30', 'Gedung A Ruang 301']], peserta: 30 },
    { periode: 20252, mk: 'SIF202', label: 'A', jenis: R, status: 'selesai', mode: 'campuran', banner: 4, kampus: UTAMA, pengajar: [['rizky', 'dosen_koordinator']], jadwal: [[3, '07:30', '10:00', 'Gedung C Ruang 102']] },
    { periode: 20252, mk: 'MNJ101', label: 'A', jenis: R, status: 'selesai', mode: 'offline', banner: 6, kampus: UTAMA, pengajar: [['bambang', 'dosen_koordinator']], jadwal: [[4, '07:30', '10:00', 'Gedung D Ruang 101']] },
    { periode: 20252, mk: 'AKT101', label: 'A', jenis: R, status: 'selesai', mode: 'offline', banner: 0, kampus: UTAMA, pengajar: [['yuliana', 'dosen_koordinator']], jadwal: [[5, '13:00', '15:30', 'Gedung E Ruang 101']] },
    { periode: 20252, mk: 'MIF101', label: 'A', jenis: R, status: 'selesai', mode: 'online', banner: 5, kampus: UTAMA, prodiKelas: ['MI', 'TI'], pengajar: [['teguh', 'dosen_koordinator'], ['sri', 'asisten']], jadwal: [[3, '13:00', '15:30', DARING]], peserta: 33, demo: 'peserta' },
  ],
  pengumuman: [
    {
      judul: 'Jadwal Ujian Tengah Semester Ganjil 2026/2027',
      hariLalu: 2,
      target: [],
      isi: '<p>Ujian Tengah Semester (UTS) Ganjil 2026/2027 dilaksanakan pada <strong>minggu ke-8 perkuliahan</strong>. Jadwal lengkap per kelas dapat dilihat pada menu <em>Ujian</em>.</p><ul><li>Mahasiswa wajib hadir 15 menit sebelum ujian dimulai.</li><li>Bawa Kartu Tanda Mahasiswa (KTM).</li></ul>',
    },
    {
      judul: 'Pemeliharaan Sistem LMS Sabtu Malam',
      hariLalu: 5,
      target: [],
      isi: '<p>LMS tidak dapat diakses pada hari Sabtu pukul 22.00 sampai Minggu pukul 02.00 WIB karena pemeliharaan server. Mohon simpan pekerjaan Anda sebelum waktu tersebut.</p>',
    },
    {
      judul: 'Pengisian Kuesioner Evaluasi Dosen oleh Mahasiswa (EDOM)',
      hariLalu: 7,
      target: ['ROLE_MAHASISWA'],
      isi: '<p>Seluruh mahasiswa diminta mengisi kuesioner EDOM untuk setiap kelas yang diikuti. Pengisian EDOM menjadi syarat untuk melihat nilai akhir semester.</p><p>Tautan: <a href="https://siakad.unm.ac.id/edom" target="_blank" rel="noopener noreferrer">siakad.unm.ac.id/edom</a></p>',
    },
    {
      judul: 'Batas Unggah Nilai UTS oleh Dosen',
      hariLalu: 9,
      target: ['ROLE_DOSEN'],
      isi: '<p>Dosen pengampu dimohon mengunggah nilai UTS paling lambat <strong>dua minggu</strong> setelah ujian berakhir melalui menu <em>Nilai</em>.</p>',
    },
    {
      judul: 'Pendaftaran Beasiswa Prestasi Akademik 2026',
      hariLalu: 14,
      target: ['ROLE_MAHASISWA'],
      isi: '<p>Pendaftaran Beasiswa Prestasi Akademik dibuka untuk mahasiswa aktif dengan IPK minimal 3,50.</p><table><thead><tr><th>Tahap</th><th>Waktu</th></tr></thead><tbody><tr><td>Pendaftaran</td><td>1 - 30 November 2026</td></tr><tr><td>Seleksi berkas</td><td>1 - 7 Desember 2026</td></tr></tbody></table>',
    },
    {
      judul: 'Libur Nasional dan Cuti Bersama Akhir Tahun',
      hariLalu: 20,
      target: [],
      isi: '<p>Perkuliahan ditiadakan pada tanggal <strong>24 - 26 Desember 2026</strong> dan <strong>1 Januari 2027</strong>. Dosen pengampu diharapkan menjadwalkan kuliah pengganti.</p>',
    },
    {
      judul: 'Pelatihan Penyusunan RPS Berbasis OBE',
      hariLalu: 25,
      target: ['ROLE_DOSEN', 'ROLE_OPERATOR'],
      isi: '<p>Lembaga Penjaminan Mutu menyelenggarakan pelatihan penyusunan Rencana Pembelajaran Semester (RPS) berbasis <em>Outcome-Based Education</em> di Aula Gedung A lantai 5.</p>',
    },
    {
      judul: 'Jadwal Ujian Akhir Semester Ganjil 2026/2027',
      hariLalu: -7,
      target: [],
      isi: '<p>Jadwal Ujian Akhir Semester (UAS) akan diumumkan setelah seluruh kelas menyelesaikan pertemuan ke-15.</p>',
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// College 2: Institut Teknologi Makassar Raya (Makassar, WITA). Different names so isolation is visible.

const ITMR: KampusDef = {
  domain: 'itmr.ac.id',
  seed: 7300,
  periode: [
    { kode: 20252, isCurrent: false, mulai: '2026-02-23T00:00:00+08:00', selesai: '2026-07-17T23:59:59+08:00' },
    { kode: 20261, isCurrent: true, mulai: '2026-09-07T00:00:00+08:00', selesai: '2027-01-29T23:59:59+08:00' },
  ],
  prodi: [
    { key: 'TS', kode: '22201', nama: 'Teknik Sipil', jenjang: 'S1', nimKode: '511', penandatangan: 'Dr. Ir. Andi Baso Mappasessu, M.T.', jumlahMahasiswa: 15 },
    { key: 'TE', kode: '20201', nama: 'Teknik Elektro', jenjang: 'S1', nimKode: '521', penandatangan: 'Muhammad Arfah Latif, S.T., M.T.', jumlahMahasiswa: 15 },
  ],
  jenisKelas: ['Reguler Pagi', 'Reguler Sore'],
  labelKelas: ['A', 'B'],
  dosen: [
    { key: 'andi', username: 'dosen2', nama: 'Andi Baso Mappasessu', gelarDepan: 'Dr. Ir.', gelarAkademik: 'M.T.', nidn: '0905066801', prodi: 'TS' },
    { key: 'nurhayati', username: 'nurhayati.caya', nama: 'Nurhayati Daeng Caya', gelarDepan: '', gelarAkademik: 'S.T., M.Eng.', nidn: '0917088402', prodi: 'TS' },
    { key: 'arfah', username: 'arfah.latif', nama: 'Muhammad Arfah Latif', gelarDepan: '', gelarAkademik: 'S.T., M.T.', nidn: '0922118003', prodi: 'TE' },
  ],
  mahasiswaDemo: { username: 'mahasiswa2', nama: 'Andi Tenri Ajeng', prodi: 'TS', angkatan: 2023 },
  namaDepan: ['Andi', 'Muh.', 'Nur', 'Sitti', 'Rahmat', 'Syamsul', 'Ilham', 'Fadli', 'Aswar', 'Hasnah', 'Rosmiati', 'Akbar', 'Arfandi', 'Fitriani', 'Irwan', 'Jumriani'],
  namaBelakang: ['Mappiare', 'Daeng Nai', 'Pallawa', 'Mattalatta', 'Tenriola', 'Rauf', 'Sikki', 'Mangkona', 'Pawelloi', 'Syarif', 'Haris', 'Amiruddin', 'Tahir'],
  angkatan: [2022, 2023, 2024],
  mataKuliah: [
    { key: 'SPL201', nama: 'Mekanika Tanah', namaInggris: 'Soil Mechanics', sks: 3, prodi: 'TS', koordinator: 'andi', pengembangRps: 'andi' },
    { key: 'SPL202', nama: 'Struktur Beton Bertulang', namaInggris: 'Reinforced Concrete Structures', sks: 3, prodi: 'TS', koordinator: 'nurhayati', pengembangRps: 'andi' },
    { key: 'ELK201', nama: 'Rangkaian Listrik', namaInggris: 'Electric Circuits', sks: 3, prodi: 'TE', koordinator: 'arfah', pengembangRps: 'arfah' },
    { key: 'ELK202', nama: 'Sistem Tenaga Listrik', namaInggris: 'Electric Power Systems', sks: 3, prodi: 'TE', koordinator: 'arfah', pengembangRps: 'arfah' },
  ],
  kelas: [
    { periode: 20261, mk: 'SPL201', label: 'A', jenis: 'Reguler Pagi', status: 'berlangsung', mode: 'offline', banner: 2, kampus: 'Kampus Tamalanrea', pengajar: [['andi', 'dosen_koordinator'], ['nurhayati', 'asisten']], jadwal: [[1, '08:00', '10:30', 'Gedung Sipil Ruang S-201']], peserta: 14, demo: 'ketua' },
    { periode: 20261, mk: 'SPL202', label: 'A', jenis: 'Reguler Pagi', status: 'berlangsung', mode: 'campuran', banner: 5, kampus: 'Kampus Tamalanrea', pengajar: [['nurhayati', 'dosen_koordinator'], ['andi', 'dosen']], jadwal: [[3, '08:00', '10:30', 'Gedung Sipil Ruang S-202']], peserta: 12, demo: 'peserta' },
    { periode: 20261, mk: 'ELK201', label: 'A', jenis: 'Reguler Pagi', status: 'berlangsung', mode: 'offline', banner: 0, kampus: 'Kampus Tamalanrea', pengajar: [['arfah', 'dosen_koordinator']], jadwal: [[2, '13:00', '15:30', 'Laboratorium Elektro Dasar']], peserta: 15 },
    { periode: 20261, mk: 'ELK202', label: 'B', jenis: 'Reguler Sore', status: 'akan_dimulai', mode: 'online', banner: 6, kampus: 'Kampus Tamalanrea', pengajar: [['arfah', 'dosen_koordinator']], jadwal: [[4, '16:00', '18:30', 'Daring']], peserta: 11 },
  ],
  pengumuman: [
    {
      judul: 'Kuliah Lapangan Mekanika Tanah di Maros',
      hariLalu: 3,
      target: ['ROLE_MAHASISWA'],
      isi: '<p>Kuliah lapangan dilaksanakan di kawasan karst Maros. Peserta berkumpul di depan Gedung Sipil pukul 06.30 WITA.</p>',
    },
    {
      judul: 'Rapat Dosen Fakultas Teknik ITMR',
      hariLalu: 6,
      target: ['ROLE_DOSEN'],
      isi: '<p>Rapat koordinasi dosen Fakultas Teknik diadakan di Ruang Senat lantai 3.</p>',
    },
    {
      judul: 'Penerimaan Asisten Laboratorium Elektro',
      hariLalu: 12,
      target: [],
      isi: '<p>Laboratorium Elektro Dasar membuka lowongan asisten untuk mahasiswa angkatan 2023 dan 2024.</p>',
    },
  ],
};

/** What the demo campus holds, for the README, the start banner and tests. */
export const DEMO_AKADEMIK = {
  periodeBerjalan: 20261,
  periodeSebelumnya: 20252,
  kampus1: {
    dosen: { username: 'dosen', nama: 'Dr. Budi Santoso, S.Kom., M.Kom.' },
    mahasiswa: { username: 'mahasiswa', nama: 'Siti Nurhaliza' },
    prodi: UNM.prodi.length,
    mataKuliah: UNM.mataKuliah.length,
    dosenCount: UNM.dosen.length,
    mahasiswaCount: UNM.prodi.reduce((n, p) => n + p.jumlahMahasiswa, 0),
    kelasBerjalan: UNM.kelas.filter((k) => k.periode === 20261).length,
    kelasSebelumnya: UNM.kelas.filter((k) => k.periode === 20252).length,
  },
  kampus2: {
    dosen: { username: 'dosen2', password: 'dosen123' },
    mahasiswa: { username: 'mahasiswa2', password: 'mahasiswa123' },
    kelas: ITMR.kelas.length,
  },
} as const;

/** Academic data + announcements of both colleges. `operators` are the announcement authors. */
export async function seedAkademik(db: Db, h: DemoHashes, c1: number, c2: number, operators: { c1: number; c2: number }) {
  const kampus1 = await seedKampus(db, c1, UNM, h, operators.c1);
  const kampus2 = await seedKampus(db, c2, ITMR, h, operators.c2);
  return { kampus1, kampus2 };
}
