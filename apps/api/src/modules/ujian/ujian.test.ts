import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_UJIAN, ZERO_DATE } from '@lms/shared';
import { buatUjianDenganSoal, countRows, isoAt, setupUjian, soalBenarSalah, soalPilihan, ujianBody, type UjianFixture } from './ujian.fixtures';

/**
 * Exams, authoring side: create, read, update, delete (spec 2 §7) with the refusal matrix — no login, wrong role,
 * operator without write, another college's token, a lecturer or student outside the class, bad input (the spec's
 * messages, nothing written) — the activity registry and the activity log in the same transaction.
 */
let f: UjianFixture;
beforeAll(async () => {
  f = await setupUjian();
});
afterAll(async () => f?.t.close());

const snapshotUjian = async () => JSON.stringify(await f.q('select * from ujian order by id'));

describe('POST /v2/lms/ujian', () => {
  it('401 without a token; 403 for a student, an operator without kelas_kuliah write, another college', async () => {
    const body = ujianBody(f.idPertemuan);
    expect((await f.req('POST', '/v2/lms/ujian', { 'college-id': '1' }, body)).statusCode).toBe(401);
    expect((await f.req('POST', '/v2/lms/ujian', f.mahasiswa, body)).statusCode).toBe(403);
    expect((await f.req('POST', '/v2/lms/ujian', f.operatorLaporan, body)).statusCode).toBe(403);
    expect((await f.req('POST', '/v2/lms/ujian', { ...f.dosen, 'college-id': '2' }, body)).statusCode).toBe(403);
    // A lecturer of another class, and a meeting of college 2 seen from college 2's operator: not theirs.
    expect((await f.req('POST', '/v2/lms/ujian', f.dosenLain, body)).statusCode).toBe(403);
    expect((await f.req('POST', '/v2/lms/ujian', f.operator2, body)).statusCode).toBe(404);
    expect((await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.pertemuanLain))).statusCode).toBe(403);
  });

  it('400 with the spec message naming the field, and nothing written', async () => {
    const before = await snapshotUjian();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id_pertemuan: null }, 'id_pertemuan', PESAN_UJIAN.pertemuanWajib],
      [{ durasi: null }, 'durasi', PESAN_UJIAN.durasiWajib],
      [{ durasi: 4 }, 'durasi', PESAN_UJIAN.durasiMin],
      [{ jenis: null }, 'jenis', PESAN_UJIAN.jenisWajib],
      [{ judul: '  ' }, 'judul', PESAN_UJIAN.judulWajib],
      [{ deskripsi: '<p><br></p>' }, 'deskripsi', PESAN_UJIAN.deskripsiWajib],
      [{ waktu_mulai: null }, 'waktu_mulai', PESAN_UJIAN.waktuMulaiWajib],
      [{ waktu_selesai: isoAt(-2 * 60_000) }, 'waktu_selesai', PESAN_UJIAN.selesaiSebelumMulai],
      [{ waktu_selesai: isoAt(3 * 60_000), gunakan_batas_waktu: false }, 'waktu_selesai', PESAN_UJIAN.rentangMin],
      [{ waktu_selesai: isoAt(20 * 60_000) }, 'waktu_selesai', PESAN_UJIAN.rentangKurangDurasi],
      [{ waktu_mulai: isoAt(-3 * 86_400_000) }, 'waktu_mulai', PESAN_UJIAN.mulaiSebelumKemarin],
      [{ tampilkan_kunci_jawaban: true }, 'waktu_tampil_kunci', PESAN_UJIAN.waktuTampilKunciWajib],
      [{ jenis: 'remedial' }, 'id_ujian_utama', PESAN_UJIAN.ujianUtamaWajib],
    ];
    for (const [over, field, message] of cases) {
      const res = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().detail.issues[0]).toEqual({ field, message });
      expect(res.json().status.message).toContain(message);
    }
    expect(await snapshotUjian()).toBe(before);
  });

  it('creates the exam, its registry row and a log entry; the defaults of the form apply', async () => {
    const logs = await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'tambah_ujian'");
    const res = await f.req('POST', '/v2/lms/ujian', f.dosen, { id_pertemuan: f.idPertemuan, jenis: 'uts', judul: 'UTS', deskripsi: '<p>x<script>1</script></p>', waktu_mulai: isoAt(86_400_000), waktu_selesai: isoAt(86_400_000 + 7_200_000) });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ jenis: 'uts', sifat: 'close', acak_soal: false, ditampilkan: true, gunakan_batas_waktu: false, durasi: null, tampilkan_kunci_jawaban: false, status: 'belum_dimulai', deskripsi: '<p>x</p>' });
    expect(d.kelas_kuliah.id).toBe(f.kelas);
    expect(d.waktu_mulai_pengerjaan).toBe(ZERO_DATE);
    const [reg] = await f.q<{ id_pertemuan: number; judul: string; syarat_hadir: boolean }>(
      "select id_pertemuan, judul, syarat_hadir from aktivitas_kelas where jenis = 'ujian' and id_sumber = $1",
      [String(d.id)],
    );
    expect(reg).toEqual({ id_pertemuan: f.idPertemuan, judul: 'UTS', syarat_hadir: true });
    expect(await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'tambah_ujian'")).toBe(logs + 1);
  });

  it('an operator with write creates in any class; the meeting must be chosen', async () => {
    const res = await f.req('POST', '/v2/lms/ujian', f.operator, ujianBody(f.pertemuanLain));
    expect(res.statusCode).toBe(200);
    expect((await f.req('POST', '/v2/lms/ujian', f.operator, ujianBody(0 as never, { id_pertemuan: undefined }))).json().detail.issues[0].message).toBe(
      PESAN_UJIAN.pertemuanWajib,
    );
  });
});

describe('GET /v2/lms/ujian and /v2/lms/ujian/{id}', () => {
  let id: number;
  let hidden: number;
  beforeAll(async () => {
    id = (await buatUjianDenganSoal(f, { judul: 'Kuis Terlihat' })).id;
    hidden = (await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { judul: 'Kuis Tersembunyi', ditampilkan: false }))).json().data.id;
  });

  it('teachers get groups with questions and keys; students get groups only, never a hidden exam', async () => {
    const d = (await f.req('GET', `/v2/lms/ujian/${id}`, f.dosen)).json().data;
    expect(d.kelompok_soal[0].soal).toHaveLength(3);
    expect(d.kelompok_soal[0].soal[0].pilihan.kunci).toBe(1);
    const m = await f.req('GET', `/v2/lms/ujian/${id}`, f.mahasiswa);
    expect(m.statusCode).toBe(200);
    expect(m.json().data.kelompok_soal[0]).toMatchObject({ nama: 'Bagian A', jumlah_soal: 3 });
    expect(m.json().data.kelompok_soal[0].soal).toBeUndefined();
    expect(m.body).not.toContain('"kunci"');
    expect((await f.req('GET', `/v2/lms/ujian/${hidden}`, f.mahasiswa)).statusCode).toBe(404);
    const list = (await f.req('GET', `/v2/lms/ujian?id_kelas_kuliah=${f.kelas}&per_page=100`, f.mahasiswa)).json().data.map((x: { id: number }) => x.id);
    expect(list).toContain(id);
    expect(list).not.toContain(hidden);
  });

  it('outsiders and other colleges see nothing', async () => {
    expect((await f.req('GET', `/v2/lms/ujian/${id}`, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await f.req('GET', `/v2/lms/ujian/${id}`, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await f.req('GET', `/v2/lms/ujian/${id}`, f.operator2)).statusCode).toBe(404);
    expect((await f.req('GET', `/v2/lms/ujian/${id}`, { ...f.mahasiswa, 'college-id': '2' })).statusCode).toBe(403);
    const ids = (await f.req('GET', '/v2/lms/ujian?per_page=100', f.operator2)).json().data.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(id);
    expect((await f.req('GET', '/v2/lms/ujian?per_page=100', f.mahasiswaLain)).json().data.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('filters by jenis and status; the copy tab excludes the class', async () => {
    const kuis = (await f.req('GET', `/v2/lms/ujian?jenis=uts&per_page=100`, f.dosen)).json().data;
    expect(kuis.every((x: { jenis: string }) => x.jenis === 'uts')).toBe(true);
    const berjalan = (await f.req('GET', `/v2/lms/ujian?status=berlangsung&per_page=100`, f.dosen)).json().data.map((x: { id: number }) => x.id);
    expect(berjalan).toContain(id);
    const salin = (await f.req('GET', `/v2/lms/ujian?exclude_id_kelas_kuliah=${f.kelas}&per_page=100`, f.dosen)).json().data;
    expect(salin.some((x: { id_kelas_kuliah: string }) => x.id_kelas_kuliah === f.kelas)).toBe(false);
  });
});

describe('PUT and DELETE /v2/lms/ujian/{id}', () => {
  it('an update moves open deadlines, re-registers the activity and refuses outsiders', async () => {
    const { id } = await buatUjianDenganSoal(f, { judul: 'Kuis Waktu' });
    expect((await f.req('POST', `/v2/lms/ujian/${id}/pengerjaan/start`, f.mahasiswa)).statusCode).toBe(200);
    const body = ujianBody(f.idPertemuan, { judul: 'Kuis Waktu Baru', durasi: 45, waktu_mulai: (await f.req('GET', `/v2/lms/ujian/${id}`, f.dosen)).json().data.waktu_mulai });
    expect((await f.req('PUT', `/v2/lms/ujian/${id}`, f.mahasiswa, body)).statusCode).toBe(403);
    expect((await f.req('PUT', `/v2/lms/ujian/${id}`, f.dosenLain, body)).statusCode).toBe(403);
    expect((await f.req('PUT', `/v2/lms/ujian/${id}`, f.operator2, body)).statusCode).toBe(404);
    const res = await f.req('PUT', `/v2/lms/ujian/${id}`, f.dosen, body);
    expect(res.statusCode).toBe(200);
    const [p] = await f.q<{ waktu_mulai: Date; batas_waktu: Date }>('select waktu_mulai, batas_waktu from ujian_pengerjaan where id_ujian = $1', [id]);
    expect(p!.batas_waktu.getTime() - p!.waktu_mulai.getTime()).toBe(45 * 60_000);
    const [reg] = await f.q<{ judul: string }>("select judul from aktivitas_kelas where jenis = 'ujian' and id_sumber = $1", [String(id)]);
    expect(reg!.judul).toBe('Kuis Waktu Baru');
  });

  it('deleting removes the exam, its attempts, remedials and registry rows', async () => {
    const { id } = await buatUjianDenganSoal(f, { judul: 'Kuis Hapus' });
    await f.req('POST', `/v2/lms/ujian/${id}/pengerjaan/start`, f.mahasiswa);
    const [m] = await f.q<{ nim: string }>("select m.nim from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa'");
    const rem = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { jenis: 'remedial', judul: 'Remedial', id_ujian_utama: id, peserta_remedial: [m!.nim] }));
    expect(rem.statusCode).toBe(200);
    const item = (await f.req('GET', `/v2/lms/ujian/${id}`, f.dosen)).json().data;
    expect(item).toMatchObject({ has_remedial: true, jumlah_pengerjaan: 1 });
    expect((await f.req('DELETE', `/v2/lms/ujian/${id}`, f.mahasiswa)).statusCode).toBe(403);
    expect((await f.req('DELETE', `/v2/lms/ujian/${id}`, f.dosen)).statusCode).toBe(200);
    expect(await countRows(f, 'ujian', 'id = any($1)', [[id, rem.json().data.id]])).toBe(0);
    expect(await countRows(f, 'ujian_pengerjaan', 'id_ujian = $1', [id])).toBe(0);
    expect(await countRows(f, 'aktivitas_kelas', "jenis = 'ujian' and id_sumber = any($1)", [[String(id), String(rem.json().data.id)]])).toBe(0);
    expect((await f.req('GET', `/v2/lms/ujian/${id}`, f.dosen)).statusCode).toBe(404);
  });

  it('a remedial needs a main exam of the class and participants of the class', async () => {
    const { id } = await buatUjianDenganSoal(f, { judul: 'Kuis Utama' });
    const bad = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { jenis: 'remedial', id_ujian_utama: id, peserta_remedial: ['0000'] }));
    expect(bad.json().detail.issues[0]).toEqual({ field: 'peserta_remedial', message: PESAN_UJIAN.pesertaRemedialBukanPeserta('0000') });
    const selfRef = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { jenis: 'remedial', id_ujian_utama: 999999, peserta_remedial: ['x'] }));
    expect(selfRef.json().detail.issues[0].field).toBe('id_ujian_utama');
  });
});

describe('question groups and questions', () => {
  it('refuses outsiders and bad input, nothing written; a teacher adds, edits and deletes', async () => {
    const u = await buatUjianDenganSoal(f, {}, []);
    const url = `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal`;
    const before = await countRows(f, 'ujian_soal', 'id_ujian = $1', [u.id]);
    expect((await f.req('POST', url, { 'college-id': '1' }, soalPilihan())).statusCode).toBe(401);
    expect((await f.req('POST', url, f.mahasiswa, soalPilihan())).statusCode).toBe(403);
    expect((await f.req('POST', url, f.dosenLain, soalPilihan())).statusCode).toBe(403);
    expect((await f.req('POST', url, f.operator2, soalPilihan())).statusCode).toBe(404);
    expect((await f.req('POST', url, f.operatorLaporan, soalPilihan())).statusCode).toBe(403);
    const bad = await f.req('POST', url, f.dosen, { jenis: 'pilihan', pertanyaan: '<p>x</p>', pilihan: { pilihan: ['a', 'b'], kunci: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(f, 'ujian_soal', 'id_ujian = $1', [u.id])).toBe(before);
    const id = (await f.req('POST', url, f.dosen, soalPilihan())).json().data.id;
    expect((await f.req('PUT', `${url}/${id}`, f.dosen, soalBenarSalah())).json().detail.issues[0].message).toBe(PESAN_UJIAN.jenisSoalTetap);
    expect((await f.req('PUT', `${url}/${id}`, f.dosen, soalPilihan({ pertanyaan: '<p>3 + 3 = ?</p>' }))).statusCode).toBe(200);
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}`, f.dosen)).json().data.kelompok_soal[0].soal[0].pertanyaan).toBe('<p>3 + 3 = ?</p>');
    expect((await f.req('DELETE', `${url}/${id}`, f.mahasiswa)).statusCode).toBe(403);
    expect((await f.req('DELETE', `${url}/${id}`, f.dosen)).statusCode).toBe(200);
    expect((await f.req('DELETE', `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}`, f.dosen)).statusCode).toBe(200);
    expect(await countRows(f, 'ujian_kelompok_soal', 'id_ujian = $1', [u.id])).toBe(0);
  });
});
