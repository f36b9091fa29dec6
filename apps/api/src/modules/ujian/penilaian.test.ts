import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_NILAI_UJIAN, type UjianSoalBody } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { ujianGradeProvider } from './ujian.grade-provider';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { tutupPengerjaanLewat } from './tutup-pengerjaan.job';
import { buatUjianDenganSoal, countRows, isoAt, setupUjian, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * Grading end to end on the API: automatic scores at submit (and when the server closes an attempt), the grading
 * list and the participants without an attempt, one attempt beside its keys, essay scores (integer, up to the
 * weight), the deduction (2 decimals), publishing, the student's score and key only under the four conditions,
 * reset (the student starts again), and the grade provider.
 */
let f: UjianFixture;
let siswa2: Headers;
let u: Awaited<ReturnType<typeof buatUjianDenganSoal>>;
const SOAL: UjianSoalBody[] = [
  { jenis: 'pilihan', pertanyaan: '<p>2 + 2 = ?</p>', pilihan: { pilihan: ['3', '4', '5'], kunci: 1 }, bobot: 2 } as UjianSoalBody,
  { jenis: 'benar_salah', pertanyaan: '<p>Bumi bulat.</p>', benar_salah: { kunci: 'benar' } } as UjianSoalBody,
  { jenis: 'esay', pertanyaan: '<p>Jelaskan normalisasi.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'Bentuk normal' }, bobot: 5 } as UjianSoalBody,
  { jenis: 'esay', pertanyaan: '<p>Jelaskan indeks.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'B-tree' }, bobot: 5 } as UjianSoalBody,
];
let idMhs: number;
let idMhs2: number;

const base = () => `/v2/lms/ujian/${u.id}/pengerjaan`;
const jawab = (h: Headers, idSoal: number, jawaban: unknown) => f.req('PUT', `${base()}/jawaban/${idSoal}`, h, { seq: Date.now(), jawaban });
const esai = (teks: string) => ({ esay: { teks, files: [] } });

beforeAll(async () => {
  f = await setupUjian();
  const [m2] = await f.q<{ username: string }>(
    `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by m.nim limit 1`,
    [f.kelas],
  );
  siswa2 = await loginHeaders(f.t.app, m2!.username, 'mahasiswa123');
  u = await buatUjianDenganSoal(f, { judul: 'Kuis Basis Data' }, SOAL);
  const [a, b] = [await f.q<{ id: number }>("select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa'"), await f.q<{ id: number }>('select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = $1', [m2!.username])];
  idMhs = a[0]!.id;
  idMhs2 = b[0]!.id;
});
afterAll(async () => f?.t.close());

describe('automatic grading at submit', () => {
  it('scores pilihan and benar_salah against the key; essays wait for the lecturer', async () => {
    await f.req('POST', `${base()}/start`, f.mahasiswa);
    await jawab(f.mahasiswa, u.idSoal[0]!, { pilihan: 1 });
    await jawab(f.mahasiswa, u.idSoal[1]!, { benar_salah: 'salah' });
    await jawab(f.mahasiswa, u.idSoal[2]!, esai('Normalisasi mengurangi redundansi'));
    await jawab(f.mahasiswa, u.idSoal[3]!, esai('Indeks mempercepat pencarian'));
    const done = await f.req('POST', `${base()}/selesai`, f.mahasiswa);
    expect(done.statusCode).toBe(200);
    // Not published: the student sees no score yet.
    expect(done.json().data.pengerjaan.nilai_akhir).toBeNull();
    const rows = await f.q<{ id_soal: number; nilai: string | null }>(
      'select j.id_soal, j.nilai from ujian_jawaban j join ujian_pengerjaan p on p.id = j.id_pengerjaan where p.id_ujian = $1 and p.id_mahasiswa = $2 order by j.id_soal',
      [u.id, idMhs],
    );
    expect(rows.map((r) => (r.nilai === null ? null : Number(r.nilai)))).toEqual([2, 0, null, null]);
    const [p] = await f.q<{ nilai_akhir: string; dinilai_at: Date | null }>('select nilai_akhir, dinilai_at from ujian_pengerjaan where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs]);
    expect(Number(p!.nilai_akhir)).toBe(15.38); // 2 of 13
    expect(p!.dinilai_at).toBeNull();
  });

  it('the server closing an attempt at its deadline scores it too', async () => {
    await f.req('POST', `${base()}/start`, siswa2);
    await jawab(siswa2, u.idSoal[0]!, { pilihan: 0 });
    await jawab(siswa2, u.idSoal[1]!, { benar_salah: 'benar' });
    await jawab(siswa2, u.idSoal[2]!, esai('Bentuk normal pertama'));
    await f.q("update ujian_pengerjaan set batas_waktu = now() - interval '1 minute' where id_ujian = $1 and id_mahasiswa = $2", [u.id, idMhs2]);
    expect((await tutupPengerjaanLewat(f.t.app.deps)).ditutup).toBeGreaterThanOrEqual(1);
    const [p] = await f.q<{ nilai_akhir: string; cara_selesai: string }>('select nilai_akhir, cara_selesai from ujian_pengerjaan where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs2]);
    expect(p).toMatchObject({ cara_selesai: 'waktu_habis' });
    expect(Number(p!.nilai_akhir)).toBe(7.69); // 1 of 13
  });
});

describe('lecturer grading', () => {
  it('lists attempts by nim with their state and counters, and the participants without one', async () => {
    const list = await f.req('GET', `${base()}?per_page=50`, f.dosen);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as { mahasiswa: { id: number }; status_penilaian: string; jumlah_soal_dijawab: number; jumlah_esai_belum_dinilai: number; nilai_akhir: number }[];
    expect(items).toHaveLength(2);
    const mine = items.find((i) => i.mahasiswa.id === idMhs)!;
    expect(mine).toMatchObject({ status_penilaian: 'belum_dinilai', jumlah_soal_dijawab: 4, jumlah_esai_belum_dinilai: 2, nilai_akhir: 15.38 });
    expect((await f.req('GET', `${base()}?status_penilaian=sudah_dinilai`, f.dosen)).json().meta.total_items).toBe(0);
    const peserta = await countRows(f, 'kelas_peserta', 'id_kelas_kuliah = $1', [f.kelas]);
    const tanpa = await f.req('GET', `${base()}/no_pengerjaan?per_page=5`, f.operator);
    expect(tanpa.statusCode).toBe(200);
    expect(tanpa.json().meta.total_items).toBe(peserta - 2);
    expect(tanpa.json().data).toHaveLength(5);
    // The exam's badges.
    const detail = (await f.req('GET', `/v2/lms/ujian/${u.id}`, f.dosen)).json().data;
    expect(detail).toMatchObject({ jumlah_pengerjaan: 2, jumlah_belum_dinilai: 2, jumlah_sudah_dinilai: 0, sedang_dihitung: false });
    // A taker's detail and list carry no counts of other students' attempts (nor are they computed for them).
    const nol = { jumlah_pengerjaan: 0, jumlah_belum_dinilai: 0, jumlah_sudah_dinilai: 0 };
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}`, f.mahasiswa)).json().data).toMatchObject(nol);
    const daftar = (await f.req('GET', `/v2/lms/ujian?per_page=50`, f.mahasiswa)).json().data as { id: number }[];
    expect(daftar.find((x) => x.id === u.id)).toMatchObject(nol);
    expect((await f.req('GET', `/v2/lms/ujian?per_page=50`, f.dosen)).json().data.find((x: { id: number }) => x.id === u.id)).toMatchObject({ jumlah_pengerjaan: 2 });
  });

  it('shows one attempt beside its questions and keys, with the next one to grade', async () => {
    const r = await f.req('GET', `${base()}/${idMhs}`, f.dosen);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    const soal = d.kelompok[0].soal;
    expect(soal.map((s: { id: number }) => s.id)).toEqual(u.idSoal);
    expect(soal[0]).toMatchObject({ pilihan: { kunci: 1 }, jawaban: { pilihan: 1 }, nilai: 2, dihitung: true });
    expect(soal[2]).toMatchObject({ esay: { kunci: 'Bentuk normal' }, nilai: null, dijawab: true });
    expect(d.berikutnya).toMatchObject({ id_mahasiswa: idMhs2 });
    expect(d.pelanggaran).toEqual([]);
    expect((await f.req('GET', `${base()}/${idMhs}`, siswa2)).statusCode).toBe(403);
  });

  it('scores essays (integer up to the weight), then counts the attempt as graded', async () => {
    const [p] = await f.q<{ id: number }>('select id from ujian_pengerjaan where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs]);
    const url = (idSoal: number) => `/v2/lms/ujian/${u.id}/pengerjaan/${p!.id}/kelompok_soal/${u.idKelompok}/soal/${idSoal}/nilai`;
    const before = await f.q('select * from ujian_jawaban order by 1, 2');
    expect((await f.req('PUT', url(u.idSoal[2]!), f.dosen, { nilai: 6 })).json().status.message).toContain(PESAN_NILAI_UJIAN.nilaiMaks(5));
    expect((await f.req('PUT', url(u.idSoal[2]!), f.dosen, { nilai: 2.5 })).statusCode).toBe(400);
    expect((await f.req('PUT', url(u.idSoal[2]!), f.dosen, { nilai: 'x' })).statusCode).toBe(400);
    expect((await f.req('PUT', url(u.idSoal[0]!), f.dosen, { nilai: 1 })).json().status.message).toBe(PESAN_NILAI_UJIAN.hanyaEsai);
    expect((await f.req('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/${p!.id}/kelompok_soal/999999/soal/${u.idSoal[2]}/nilai`, f.dosen, { nilai: 1 })).statusCode).toBe(404);
    expect(await f.q('select * from ujian_jawaban order by 1, 2')).toEqual(before);
    const a = await f.req('PUT', url(u.idSoal[2]!), f.dosen, { nilai: 4 });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().status.message).toBe(PESAN_NILAI_UJIAN.berhasilUpdateNilai);
    expect(a.json().data).toMatchObject({ status_penilaian: 'belum_dinilai', nilai_akhir: 46.15 });
    const b = await f.req('PUT', url(u.idSoal[3]!), f.dosen, { nilai: 5 });
    expect(b.json().data).toMatchObject({ status_penilaian: 'sudah_dinilai', nilai_akhir: 84.62, jumlah_esai_belum_dinilai: 0 });
    expect(await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'nilai_ujian'")).toBe(2);
  });

  it('deducts (rounded to 2 decimals) and publishes; the student then sees the score', async () => {
    const [p] = await f.q<{ id: number }>('select id from ujian_pengerjaan where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs]);
    expect((await f.req('PUT', `/v2/lms/pengerjaan/${p!.id}/pengurangan_nilai`, f.dosen, { nilai: -1 })).statusCode).toBe(400);
    expect((await f.req('PUT', `/v2/lms/pengerjaan/${p!.id}/pengurangan_nilai`, f.dosen, { nilai: 101 })).statusCode).toBe(400);
    const d = await f.req('PUT', `/v2/lms/pengerjaan/${p!.id}/pengurangan_nilai`, f.dosen, { nilai: 4.615 });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().status.message).toBe(PESAN_NILAI_UJIAN.berhasilUpdatePengurangan);
    expect(d.json().data).toMatchObject({ pengurangan_nilai: 4.62, nilai_akhir: 80 });
    expect((await f.req('GET', `${base()}/me`, f.mahasiswa)).json().data.pengerjaan.nilai_akhir).toBeNull();
    const pub = await f.req('PUT', `/v2/lms/ujian/${u.id}/nilai_publishing`, f.dosen, { is_tampilkan_nilai: true });
    expect(pub.json().status.message).toBe(PESAN_NILAI_UJIAN.berhasilPublish);
    expect((await f.req('PUT', `/v2/lms/ujian/${u.id}/nilai_publishing`, f.dosen, { is_tampilkan_nilai: 'ya' })).statusCode).toBe(400);
    const me = (await f.req('GET', `${base()}/me`, f.mahasiswa)).json().data;
    expect(me.pengerjaan.nilai_akhir).toBe(80);
    expect(me.resume).toBeNull();
  });
});

describe('reset', () => {
  it('removes the attempt, its answers and attendance fact; the student starts again', async () => {
    const [p] = await f.q<{ id: number; id_user: number }>('select id, id_user from ujian_pengerjaan where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs2]);
    const fakta = () => countRows(f, 'aktivitas_selesai a join aktivitas_kelas k on k.id = a.id_aktivitas', "k.jenis = 'ujian' and k.id_sumber = $1 and a.id_user = $2", [String(u.id), p!.id_user]);
    expect(await fakta()).toBe(1);
    const r = await f.req('DELETE', `/v2/lms/pengerjaan/${p!.id}`, f.dosen);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().status.message).toBe(PESAN_NILAI_UJIAN.berhasilReset);
    expect(await countRows(f, 'ujian_pengerjaan', 'id = $1', [p!.id])).toBe(0);
    expect(await countRows(f, 'ujian_jawaban', 'id_pengerjaan = $1', [p!.id])).toBe(0);
    expect(await fakta()).toBe(0);
    expect(await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'reset_pengerjaan_ujian'")).toBe(1);
    expect((await f.req('DELETE', `/v2/lms/pengerjaan/${p!.id}`, f.dosen)).statusCode).toBe(404);
    const again = await f.req('POST', `${base()}/start`, siswa2);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('sedang_berlangsung');
    expect(again.json().data.jawaban).toEqual([]);
    await f.req('POST', `${base()}/selesai`, siswa2);
  });
});

describe('the key after the exam: four conditions, enforced by the API', () => {
  it('shows questions and key only when shown, attempted, key time set and reached, and the class setting allows', async () => {
    const me = async (h: Headers = f.mahasiswa) => (await f.req('GET', `${base()}/me`, h)).json().data;
    await f.q("update ujian set waktu_selesai = now() - interval '1 minute', tampilkan_kunci_jawaban = true, waktu_tampil_kunci = now() + interval '1 hour' where id = $1", [u.id]);
    expect((await me()).resume).toBeNull();
    await f.q("update ujian set waktu_tampil_kunci = now() - interval '1 second' where id = $1", [u.id]);
    const r = await me();
    expect(r.resume[0].soal.map((s: { id: number }) => s.id)).toEqual(u.idSoal);
    expect(r.resume[0].soal[0]).toMatchObject({ pilihan: { kunci: 1 }, jawaban: { pilihan: 1 }, nilai: 2 });
    expect(r.resume[0].soal[3]).toMatchObject({ esay: { kunci: 'B-tree' }, nilai: 5 });
    // A student who never attempted gets nothing.
    const [lain] = await f.q<{ username: string }>(
      `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
       where kp.id_kelas_kuliah = $1 and u.is_active and not exists (select 1 from ujian_pengerjaan p where p.id_mahasiswa = m.id and p.id_ujian = $2) order by m.nim limit 1`,
      [f.kelas, u.id],
    );
    const belum = await me(await loginHeaders(f.t.app, lain!.username, 'mahasiswa123'));
    expect(belum.resume).toBeNull();
    expect(JSON.stringify(belum)).not.toContain('"kunci"');
    // Unpublished: the questions and key stay, the scores go.
    await f.req('PUT', `/v2/lms/ujian/${u.id}/nilai_publishing`, f.dosen, { is_tampilkan_nilai: false });
    expect((await me()).resume[0].soal[0].nilai).toBeNull();
    // The class setting off: nothing.
    await f.q(`update colleges set pengaturan_kelas = jsonb_set(coalesce(pengaturan_kelas, '{}'::jsonb), '{akses_resume_ujian}', '{"tampilkan_soal": false}') where id = 1`);
    forgetPengaturan(f.t.app.deps, 1);
    try {
      expect((await me()).resume).toBeNull();
    } finally {
      await f.q(`update colleges set pengaturan_kelas = pengaturan_kelas - 'akses_resume_ujian' where id = 1`);
      forgetPengaturan(f.t.app.deps, 1);
    }
    // Key not shown at all.
    await f.q('update ujian set tampilkan_kunci_jawaban = false where id = $1', [u.id]);
    expect((await me()).resume).toBeNull();
  });
});

describe('grade provider', () => {
  it('registers the exam with its kind, status_nilai and scores per student user', async () => {
    const list = await ujianGradeProvider.listGradedActivities(f.t.app.deps.db, 1, f.kelas);
    const mine = list.find((a) => a.idSumber === String(u.id))!;
    expect(mine).toMatchObject({ jenis: 'ujian', jenisNilai: 'kuis', nilaiMaks: 100, statusNilai: 'sudah_dinilai', sedangDihitung: false });
    const scores = await ujianGradeProvider.scores(f.t.app.deps.db, 1, String(u.id));
    const [me] = await f.q<{ id: number }>("select id from users where username = 'mahasiswa'");
    expect(scores.get(me!.id)).toBe(80);
    expect(scores.size).toBe(2);
    // An ungraded essay makes the column 'belum_dinilai'.
    await f.q('update ujian_pengerjaan set dinilai_at = null where id_ujian = $1 and id_mahasiswa = $2', [u.id, idMhs]);
    expect((await ujianGradeProvider.listGradedActivities(f.t.app.deps.db, 1, f.kelas)).find((a) => a.idSumber === String(u.id))!.statusNilai).toBe('belum_dinilai');
    expect((await ujianGradeProvider.scores(f.t.app.deps.db, 2, String(u.id))).size).toBe(0);
    const upcoming = await buatUjianDenganSoal(f, { waktu_mulai: isoAt(3_600_000), waktu_selesai: isoAt(7_200_000) });
    const l2 = await ujianGradeProvider.listGradedActivities(f.t.app.deps.db, 1, f.kelas);
    expect(l2.find((a) => a.idSumber === String(upcoming.id))!.statusNilai).toBe('belum_berakhir');
  });
});

describe('two graders at once', () => {
  it('both essay scores count in the final score (the attempt is locked while rescored)', async () => {
    const x = await buatUjianDenganSoal(f, { judul: 'Kuis Serentak' }, [SOAL[2]!, SOAL[3]!]);
    await f.req('POST', `/v2/lms/ujian/${x.id}/pengerjaan/start`, f.mahasiswa);
    for (const id of x.idSoal) await f.req('PUT', `/v2/lms/ujian/${x.id}/pengerjaan/jawaban/${id}`, f.mahasiswa, { seq: 1, jawaban: esai('jawab') });
    const idP = (await f.req('POST', `/v2/lms/ujian/${x.id}/pengerjaan/selesai`, f.mahasiswa)).json().data.pengerjaan.id;
    const put = (idSoal: number, h: Headers) => f.req('PUT', `/v2/lms/ujian/${x.id}/pengerjaan/${idP}/kelompok_soal/${x.idKelompok}/soal/${idSoal}/nilai`, h, { nilai: 5 });
    const rs = await Promise.all([put(x.idSoal[0]!, f.dosen), put(x.idSoal[1]!, f.operator), f.req('PUT', `/v2/lms/pengerjaan/${idP}/pengurangan_nilai`, f.dosen, { nilai: 10 })]);
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [p] = await f.q<{ nilai_akhir: string; dinilai_at: Date | null }>('select nilai_akhir, dinilai_at from ujian_pengerjaan where id = $1', [idP]);
    expect(Number(p!.nilai_akhir)).toBe(90);
    expect(p!.dinilai_at).not.toBeNull();
  });
});
