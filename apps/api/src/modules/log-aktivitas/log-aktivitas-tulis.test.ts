import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JENIS_AKTIVITAS_LABEL } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { multipart } from '../storager/multipart.test-helper';

/**
 * The operator's writes that the log used to miss (issue 30 point 8): generating meetings, editing, starting and
 * ending one, its texts, the class's banner, leader, teachers and syllabus, and master-data imports. Each success
 * writes one row naming who did what (read back from the table and through the operator's log filter); a refused
 * request writes none.
 */

type H = Record<string, string>;
type Baris = { jenis_aktivitas: string; detail: string; role: string; username: string; operator: string | null };

let t: TestContext;
let h: { operator: H; operatorLaporan: H; dosen: H; mahasiswa: H };
let idKelas: string;
let namaKelas: string;

const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
const maxId = async () => Number((await q<{ id: string }>('select coalesce(max(id), 0) as id from log_aktivitas'))[0]!.id);
/** The log rows written since `dari`, oldest first. */
const logSejak = (dari: number) =>
  q<Baris>(
    `select l.jenis_aktivitas, l.detail, l.role, u.username, l.operator from log_aktivitas l join users u on u.id = l.user_id where l.id > $1 order by l.id`,
    [dari],
  );
const kirim = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: H, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
/** Runs one request and answers it with the log rows it wrote. */
async function dicatat(req: () => ReturnType<typeof kirim>, status = 200) {
  const dari = await maxId();
  const res = await req();
  expect(res.statusCode, res.body).toBe(status);
  return { res, log: await logSejak(dari) };
}
const K = () => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(idKelas)}`;

beforeAll(async () => {
  t = await createTestApp();
  h = await demoHeaders(t.app);
  // A class whose meetings have not started (generated again from the schedule below).
  const [k] = await q<{ id: string; nama: string }>(
    `select kk.id, kk.mk_nama || ' ' || kk.label_nama as nama from kelas_kuliah kk join mata_kuliah mk on mk.id = kk.id_mata_kuliah
      join label_kelas lk on lk.id = kk.id_label_kelas where kk.college_id = 1 and mk.kode = 'MNJ102' and lk.nama = 'C' and kk.periode = 20261`,
  );
  idKelas = k!.id;
  namaKelas = k!.nama;
});
afterAll(async () => t?.close());

describe('meetings', () => {
  it('generating logs tambah_pertemuan for the operator; a refused generation logs nothing', async () => {
    const { res, log } = await dicatat(() => kirim('POST', `${K()}/pertemuan/generate?ulang=true`, h.operator));
    const n = res.json().data.jumlah_pertemuan as number;
    expect(log).toEqual([
      { jenis_aktivitas: 'tambah_pertemuan', detail: `Membuat ulang ${n} pertemuan kelas ${namaKelas} dari jadwal`, role: 'ROLE_OPERATOR', username: 'operator', operator: null },
    ]);
    // Without ulang the meetings exist (409); a lecturer may not generate (403): neither writes a row.
    expect((await dicatat(() => kirim('POST', `${K()}/pertemuan/generate`, h.operator), 409)).log).toEqual([]);
    expect((await dicatat(() => kirim('POST', `${K()}/pertemuan/generate?ulang=true`, h.dosen), 403)).log).toEqual([]);
  });

  it("an operator's edit, start and end are logged with the meeting, the class and what changed", async () => {
    const [p] = await q<{ id: number; nomor: number }>('select id, nomor from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [idKelas]);
    const url = `/api/v2/lms/pertemuan/${p!.id}`;
    const ubah = await dicatat(() => kirim('PUT', url, h.operator, { judul: 'Pengantar Manajemen', deskripsi: '<p>Bab 1</p>' }));
    expect(ubah.log).toEqual([
      { jenis_aktivitas: 'ubah_pertemuan', detail: `Mengubah pertemuan ${p!.nomor} kelas ${namaKelas}: judul, deskripsi`, role: 'ROLE_OPERATOR', username: 'operator', operator: null },
    ]);
    // Refused: a student (403) and a bad body (400) leave no row.
    expect((await dicatat(() => kirim('PUT', url, h.mahasiswa, { judul: 'x' }), 403)).log).toEqual([]);
    expect((await dicatat(() => kirim('PUT', url, h.operator, { judul: '' }), 400)).log).toEqual([]);
    const mulai = await dicatat(() => kirim('PUT', `${url}/start`, h.operator));
    expect(mulai.log.map((l) => [l.jenis_aktivitas, l.detail])).toEqual([['mulai_pertemuan', `Memulai pertemuan ${p!.nomor} kelas ${namaKelas}`]]);
    // Starting twice is a 409 and no second row.
    expect((await dicatat(() => kirim('PUT', `${url}/start`, h.operator), 409)).log).toEqual([]);
    const akhir = await dicatat(() => kirim('PUT', `${url}/end`, h.operator));
    expect(akhir.log.map((l) => [l.jenis_aktivitas, l.detail])).toEqual([['akhiri_pertemuan', `Mengakhiri pertemuan ${p!.nomor} kelas ${namaKelas}`]]);
  });

  it("a meeting's texts: added, changed and removed, each one row", async () => {
    const [p] = await q<{ id: number; nomor: number }>('select id, nomor from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1 offset 1', [idKelas]);
    const url = `/api/v2/lms/pertemuan/${p!.id}/teks`;
    const tambah = await dicatat(() => kirim('POST', url, h.operator, { judul: 'Bacaan', isi: '<p>Bab 2</p>' }), 201);
    const id = tambah.res.json().data.id as number;
    const ubah = await dicatat(() => kirim('PUT', `${url}/${id}`, h.operator, { judul: 'Bacaan Wajib' }));
    const hapus = await dicatat(() => kirim('DELETE', `${url}/${id}`, h.operator));
    const di = `pertemuan ${p!.nomor} kelas ${namaKelas}`;
    expect([...tambah.log, ...ubah.log, ...hapus.log].map((l) => [l.jenis_aktivitas, l.detail])).toEqual([
      ['tambah_teks_pertemuan', `Menambahkan teks "Bacaan" pada ${di}`],
      ['ubah_teks_pertemuan', `Mengubah teks "Bacaan Wajib" pada ${di}`],
      ['hapus_teks_pertemuan', `Menghapus teks "Bacaan Wajib" dari ${di}`],
    ]);
    expect((await dicatat(() => kirim('DELETE', `${url}/${id}`, h.operator), 404)).log).toEqual([]);
  });
});

describe('the class', () => {
  it('banner, leader, a teacher position and the syllabus are logged; refusals are not', async () => {
    const [m] = await q<{ nim: string; nama: string }>(
      'select m.nim, u.nama from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id where kp.id_kelas_kuliah = $1 order by m.nim limit 1',
      [idKelas],
    );
    const [d] = await q<{ id: number; nama: string }>(
      'select kp.id_dosen as id, u.nama from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where kp.id_kelas_kuliah = $1 order by kp.id_dosen limit 1',
      [idKelas],
    );
    const rows = [
      ...(await dicatat(() => kirim('PUT', K(), h.operator, { banner_color_idx: 2 }))).log,
      ...(await dicatat(() => kirim('PUT', `${K()}/ketua`, h.operator, { nim: m!.nim }))).log,
      ...(await dicatat(() => kirim('PUT', `${K()}/pengajar/${d!.id}/jabatan`, h.operator, { jabatan: 'asisten' }))).log,
      ...(await dicatat(() => kirim('PUT', `${K()}/silabus`, h.operator, { teks: 'Silabus baru' }))).log,
    ];
    expect(rows.map((l) => [l.jenis_aktivitas, l.detail, l.username])).toEqual([
      ['ubah_kelas_kuliah', `Memakai banner bawaan untuk kelas ${namaKelas}`, 'operator'],
      ['ubah_kelas_kuliah', `Menjadikan ${m!.nama} (${m!.nim}) ketua kelas ${namaKelas}`, 'operator'],
      ['ubah_kelas_kuliah', `Mengubah jabatan ${d!.nama} menjadi Asisten di kelas ${namaKelas}`, 'operator'],
      ['ubah_silabus', `Mengubah silabus kelas ${namaKelas}`, 'operator'],
    ]);
    expect((await dicatat(() => kirim('PUT', `${K()}/pengajar/${d!.id}/jabatan`, h.dosen, { jabatan: 'dosen' }), 403)).log).toEqual([]);
    expect((await dicatat(() => kirim('PUT', `${K()}/ketua`, h.operator, { nim: '0000000000' }), 404)).log).toEqual([]);
    expect((await dicatat(() => kirim('PUT', `${K()}/silabus`, h.mahasiswa, { teks: 'x' }), 403)).log).toEqual([]);
  });
});

describe('master-data import', () => {
  const unggah = (nama: string, isi: string, headers: H = h.operator) => {
    const mp = multipart([{ name: 'file', filename: nama, content: Buffer.from(isi) }]);
    return kirim('POST', '/api/v2/lms/import_master/prodi', { ...headers, ...mp.headers }, mp.payload as never);
  };

  it('an applied import and a refused one are both logged (with the file and the count); no right, no row', async () => {
    const ok = await dicatat(() => unggah('prodi-baru.csv', 'kode,nama,jenjang,penandatangan\n99081,Prodi Log Satu,S1,\n99082,Prodi Log Dua,S2,\n'));
    expect(ok.log).toEqual([
      { jenis_aktivitas: 'impor_data_master', detail: 'Import Program Studi dari prodi-baru.csv: 2 baris diterapkan', role: 'ROLE_OPERATOR', username: 'operator', operator: null },
    ]);
    const ditolak = await dicatat(() => unggah('prodi-salah.csv', 'kode,nama,jenjang,penandatangan\n99083,Prodi Log Tiga,S1,\n99083,Prodi Kembar,S1,\n'), 422);
    expect(ditolak.log.map((l) => [l.jenis_aktivitas, l.detail])).toEqual([['impor_data_master', 'Import Program Studi dari prodi-salah.csv dibatalkan: 1 dari 2 baris ditolak']]);
    expect((await dicatat(() => unggah('prodi.csv', 'kode,nama,jenjang,penandatangan\n99084,X,S1,\n', h.operatorLaporan), 403)).log).toEqual([]);
    // The operator's log offers the kind and now finds the rows.
    const res = await t.app.inject({ url: '/api/v2/lms/log_aktivitas?jenis_aktivitas=impor_data_master', headers: h.operatorLaporan });
    expect(res.json().data.map((x: { detail: string; jenis_aktivitas_label: string }) => [x.jenis_aktivitas_label, x.detail])).toEqual([
      [JENIS_AKTIVITAS_LABEL.impor_data_master, 'Import Program Studi dari prodi-salah.csv dibatalkan: 1 dari 2 baris ditolak'],
      [JENIS_AKTIVITAS_LABEL.impor_data_master, 'Import Program Studi dari prodi-baru.csv: 2 baris diterapkan'],
    ]);
  });
});
