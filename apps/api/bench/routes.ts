/**
 * The hot routes `npm run bench` puts under load, each measured beside the bare routes in the same run.
 * A new module adds its hot routes here: its list, its detail, and its student-facing writes. The budget
 * (CONTRIBUTING.md): a hot read keeps at least 30% of the bare SELECT's throughput, a write at least 20% of the
 * bare single-row upsert's, at 50 clients on PostgreSQL.
 */
export type BenchRole = 'operator' | 'dosen' | 'mahasiswa';

/** Ids the routes need, looked up once through the API as the demo student (see load.bench.ts). */
export type BenchFixtures = { kelasId: string; pertemuanId: number };

export type BenchRoute = {
  name: string;
  /** `bare-read` / `bare-write` are the baselines; every other route is compared with the one of its kind. */
  kind: 'bare-read' | 'bare-write' | 'read' | 'write';
  who: BenchRole;
  method: 'GET' | 'PUT' | 'POST';
  path: (f: BenchFixtures) => string;
  body?: (f: BenchFixtures) => unknown;
  /** Share of the bare route's req/s this route must keep at 50 clients on PostgreSQL. */
  budget?: number;
  /** 'off': the read cache (lib/read-cache.ts) is bypassed for this route's requests: its miss path. */
  cache?: 'off';
};

export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'bare indexed SELECT', kind: 'bare-read', who: 'operator', method: 'GET', path: () => '/api/bench/bare' },
  { name: 'bare single-row upsert', kind: 'bare-write', who: 'mahasiswa', method: 'PUT', path: () => '/api/bench/bare_upsert' },
  { name: 'GET /v1/sistem', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v1/sistem', budget: 0.3 },
  { name: 'PUT visitor/last_active', kind: 'write', who: 'mahasiswa', method: 'PUT', path: () => '/api/v2/lms/visitor/last_active', budget: 0.2 },
  { name: 'class list (operator)', kind: 'read', who: 'operator', method: 'GET', path: () => '/api/v2/lms/kelas_kuliah?per_page=10', budget: 0.4 },
  { name: 'class list (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: () => '/api/v2/lms/kelas_kuliah?per_page=10', budget: 0.4 },
  { name: 'class list (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/kelas_kuliah?per_page=10', budget: 0.4 },
  { name: 'class detail (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/kelas_kuliah/${f.kelasId}`, budget: 0.4 },
  { name: 'class detail (operator)', kind: 'read', who: 'operator', method: 'GET', path: (f) => `/api/v2/lms/kelas_kuliah/${f.kelasId}`, budget: 0.4 },
  // The same reads when none of them is in the read cache (the first read after a write to the college's classes).
  { name: 'class list (operator, cache off)', kind: 'read', who: 'operator', method: 'GET', path: () => '/api/v2/lms/kelas_kuliah?per_page=10', cache: 'off' },
  { name: 'class list (mahasiswa, cache off)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/kelas_kuliah?per_page=10', cache: 'off' },
  { name: 'class detail (mahasiswa, cache off)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/kelas_kuliah/${f.kelasId}`, cache: 'off' },
  { name: 'meeting detail (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/pertemuan/${f.pertemuanId}`, budget: 0.3 },
  { name: 'dashboard schedule (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/beranda/jadwal', budget: 0.3 },
  { name: 'dashboard statistics (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/beranda/statistik', budget: 0.3 },
  { name: 'vidcon list (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/vidcon?per_page=10', budget: 0.3 },
  { name: 'vidcon list (operator)', kind: 'read', who: 'operator', method: 'GET', path: () => '/api/v2/lms/vidcon?per_page=10&status=selesai', budget: 0.3 },
  { name: 'meeting vidcons (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/vidcon?id_pertemuan=${f.pertemuanId}&urutan=waktu_mulai`, budget: 0.3 },
  { name: 'meeting materials (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/materi?id_pertemuan=${f.pertemuanId}`, budget: 0.3 },
  { name: 'meeting materials (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: (f) => `/api/v2/lms/materi?id_pertemuan=${f.pertemuanId}`, budget: 0.3 },
  { name: 'material copy table (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: (f) => `/api/v2/lms/materi?exclude_id_kelas_kuliah=${encodeURIComponent(f.kelasId)}&per_page=10`, budget: 0.3 },
  { name: 'exam list (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/ujian?per_page=10', budget: 0.3 },
  { name: 'meeting exams (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/ujian?id_pertemuan=${f.pertemuanId}`, budget: 0.3 },
  { name: 'exam list (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: () => '/api/v2/lms/ujian?per_page=10', budget: 0.3 },
  { name: 'task list (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/tugas?per_page=10', budget: 0.3 },
  { name: 'task list (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: () => '/api/v2/lms/tugas?per_page=10', budget: 0.3 },
  { name: 'meeting tasks (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/tugas?id_pertemuan=${f.pertemuanId}&urutan=waktu_selesai`, budget: 0.3 },
  { name: 'forum list (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/forum?per_page=10', budget: 0.3 },
  { name: 'meeting forums (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/forum?id_pertemuan=${f.pertemuanId}`, budget: 0.3 },
  { name: 'grade class list (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: () => '/api/v2/lms/nilai/kelas_kuliah?per_page=10', budget: 0.3 },
  { name: 'gradebook (dosen)', kind: 'read', who: 'dosen', method: 'GET', path: (f) => `/api/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(f.kelasId)}`, budget: 0.3 },
  // The activity lists' miss path: what the first read after a write to an exam, task or material costs.
  { name: 'exam list (mahasiswa, cache off)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/ujian?per_page=10', cache: 'off' },
  { name: 'task list (mahasiswa, cache off)', kind: 'read', who: 'mahasiswa', method: 'GET', path: () => '/api/v2/lms/tugas?per_page=10', cache: 'off' },
  { name: 'meeting materials (mahasiswa, cache off)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/lms/materi?id_pertemuan=${f.pertemuanId}`, cache: 'off' },
  { name: 'chat unread (mahasiswa)', kind: 'read', who: 'mahasiswa', method: 'GET', path: (f) => `/api/v2/chat/group/LMS-FORUM-${encodeURIComponent(f.kelasId)}/belum_dibaca`, budget: 0.3 },
];
