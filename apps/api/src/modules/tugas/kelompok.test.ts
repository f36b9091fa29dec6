import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelompokItem } from '@lms/shared';
import { PDF_MINI } from '../storager/multipart.test-helper';
import { setupTugasFixture, type TugasFixture } from './tugas.fixtures';

let f: TugasFixture;
beforeAll(async () => {
  f = await setupTugasFixture();
});
afterAll(async () => f?.t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const members = async (idTugas: number) =>
  f.q<{ id_kelompok: number; id_mahasiswa: number; jabatan: string }>('select id_kelompok, id_mahasiswa, jabatan from tugas_kelompok_anggota where id_tugas = $1 order by id_kelompok, urutan', [idTugas]);
const snapshot = async (idTugas: number) => JSON.stringify([await f.q('select * from tugas_kelompok where id_tugas = $1 order by id', [idTugas]), await members(idTugas)]);

describe('groups by hand: leadership rules (spec 2 §4)', () => {
  it('creates a group whose first member leads; making a member leader demotes the others; removing the leader promotes the next', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a, b, c] = f.peserta;
    const res = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok Elang', anggota: [a!.idMahasiswa, b!.idMahasiswa, c!.idMahasiswa] });
    expect(res.statusCode, res.body).toBe(200);
    const k = kelompokItem.parse(res.json().data);
    expect(k.anggota.map((x) => [x.id_mahasiswa, x.jabatan, x.canDelete])).toEqual([
      [a!.idMahasiswa, 'ketua', true],
      [b!.idMahasiswa, 'anggota', true],
      [c!.idMahasiswa, 'anggota', true],
    ]);
    expect(k.id_group_chat).toBe(String(k.id));
    const ketua = await inject('PUT', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/ketua`, f.dosen, { id_mahasiswa: c!.idMahasiswa });
    expect(ketua.statusCode).toBe(200);
    expect(ketua.json().status.message).toBe('Berhasil mengubah ketua kelompok');
    expect((await members(t.id)).map((m) => m.jabatan)).toEqual(['anggota', 'anggota', 'ketua']);
    const hapus = await inject('DELETE', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/anggota/${c!.idMahasiswa}`, f.dosen);
    expect(hapus.statusCode).toBe(200);
    expect((await members(t.id)).map((m) => [m.id_mahasiswa, m.jabatan])).toEqual([
      [a!.idMahasiswa, 'ketua'],
      [b!.idMahasiswa, 'anggota'],
    ]);
    // a student is in at most one group per task: moving b to a new group leaves a alone as leader
    const k2 = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok Rajawali', anggota: [b!.idMahasiswa] });
    expect(k2.statusCode).toBe(200);
    expect((await members(t.id)).filter((m) => m.id_mahasiswa === b!.idMahasiswa)).toHaveLength(1);
    const moveBack = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/anggota`, f.dosen, { id_mahasiswa: [b!.idMahasiswa] });
    expect(moveBack.json().data.anggota.map((x: { jabatan: string }) => x.jabatan)).toEqual(['ketua', 'anggota']);
    // the emptied group keeps existing without members
    expect((await members(t.id)).filter((m) => m.id_kelompok === k2.json().data.id)).toEqual([]);
  });

  it('refuses students, outsiders, other colleges; 400 for a taken name or a student outside the class; 409 on an individual task', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const before = await snapshot(t.id);
    const body = { nama: 'Kelompok 1', anggota: [f.peserta[0]!.idMahasiswa] };
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, { 'college-id': '1' }, body)).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, h, body)).statusCode).toBe(403);
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.operator2, body)).statusCode).toBe(404);
    const [luar] = await f.q<{ id: number }>(
      'select m.id from mahasiswa m where m.college_id = 1 and not exists (select 1 from kelas_peserta kp where kp.id_mahasiswa = m.id and kp.id_kelas_kuliah = $1) limit 1',
      [f.idKelas],
    );
    const bad = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok 1', anggota: [luar!.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('anggota');
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: ' ' })).json().status.message).toContain('Nama kelompok wajib diisi');
    expect(await snapshot(t.id)).toBe(before);
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, body)).statusCode).toBe(200);
    const dup = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'kelompok 1' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().status.message).toContain('Nama kelompok sudah dipakai');
    const individu = await f.create();
    expect((await inject('POST', `/api/v2/lms/tugas/${individu.id}/kelompok`, f.dosen, body)).statusCode).toBe(409);
  });
});

describe('random groups', () => {
  it('splits every participant into groups of the size; tanpa_kelompok only groups the rest', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [{ n }] = (await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas])) as [{ n: number }];
    const res = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/acak`, f.dosen, { ukuran: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().data as { nama: string; anggota: { jabatan: string }[] }[];
    expect(groups.reduce((s, g) => s + g.anggota.length, 0)).toBe(n);
    expect(groups.every((g) => g.anggota.filter((a) => a.jabatan === 'ketua').length === 1)).toBe(true);
    expect(groups.map((g) => g.nama)[0]).toBe('Kelompok 1');
    const sizes = groups.map((g) => g.anggota.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // nobody left: tanpa_kelompok has nothing to do
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/acak`, f.dosen, { ukuran: 4, mode: 'tanpa_kelompok' })).statusCode).toBe(409);
    const first = groups[0] as unknown as { id: number; anggota: { id_mahasiswa: number }[] };
    await inject('DELETE', `/api/v2/lms/tugas/${t.id}/kelompok/${first.id}/anggota/${first.anggota[0]!.id_mahasiswa}`, f.dosen);
    const rest = await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/acak`, f.dosen, { ukuran: 4, mode: 'tanpa_kelompok' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.length).toBe(groups.length + 1);
    expect((await members(t.id)).length).toBe(n);
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/acak`, f.dosen, { ukuran: 0 })).statusCode).toBe(400);
  });
});

describe('group submissions', () => {
  it('any member hands in for the group; every member gets the fact; another group never sees it', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a, b, c] = f.peserta;
    const ka = (await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok A', anggota: [f.idMahasiswaDemo, a!.idMahasiswa] })).json().data;
    await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok B', anggota: [b!.idMahasiswa] });
    // without a group: refused
    const none = await f.submit(t.id, c!.headers, [{ name: 'teks', value: '<p>x</p>' }]);
    expect(none.statusCode).toBe(403);
    expect(none.json().status.message).toBe('Anda belum tergabung dalam kelompok untuk tugas ini');
    const res = await f.submit(t.id, f.mahasiswa, [{ name: 'files', filename: 'proyek.pdf', content: PDF_MINI }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id_kelompok).toBe(ka.id);
    const facts = await f.q<{ id_user: number }>(
      `select s.id_user from aktivitas_selesai s join aktivitas_kelas ak on ak.id = s.id_aktivitas where ak.jenis = 'tugas' and ak.id_sumber = $1 order by s.id_user`,
      [String(t.id)],
    );
    expect(facts.map((x) => x.id_user)).toEqual([await f.userId('mahasiswa'), a!.userId].sort((x, y) => x - y));
    // the teammate sees and downloads the group's work, and may replace it
    const me = await inject('GET', `/api/v2/lms/tugas/${t.id}/pengumpulan/me`, a!.headers);
    const file = me.json().data.pengumpulan.files[0];
    expect((await inject('GET', file.url, a!.headers)).statusCode).toBe(200);
    expect((await f.submit(t.id, a!.headers, [{ name: 'teks', value: '<p>tambahan</p>' }])).json().data.pengumpulan.files).toHaveLength(1);
    // the other group: nothing of it
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}/pengumpulan/me`, b!.headers)).json().data.pengumpulan).toBeNull();
    expect((await inject('GET', file.url, b!.headers)).statusCode).toBe(403);
    const kb = await inject('GET', `/api/v2/lms/tugas/${t.id}/kelompok`, b!.headers);
    expect(kb.json().data.map((k: { nama: string }) => k.nama)).toEqual(['Kelompok B']);
    expect(kb.json().data[0].anggota.every((x: { canDelete: boolean }) => x.canDelete === false)).toBe(true);
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}/peserta`, b!.headers)).statusCode).toBe(403);
    // a group that handed in is not deleted, nor are groups regenerated
    expect((await inject('DELETE', `/api/v2/lms/tugas/${t.id}/kelompok/${ka.id}`, f.dosen)).statusCode).toBe(409);
    expect((await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok/acak`, f.dosen, { ukuran: 3 })).statusCode).toBe(409);
    const all = await inject('GET', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen);
    expect(all.json().data.find((k: { id: number }) => k.id === ka.id).pengumpulan.status).toBe('tepat_waktu');
  });

  it('two members handing in at the same moment end with one submission of the group', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a] = f.peserta;
    await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Duo', anggota: [f.idMahasiswaDemo, a!.idMahasiswa] });
    const [r1, r2] = await Promise.all([
      f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>satu</p>' }]),
      f.submit(t.id, a!.headers, [{ name: 'teks', value: '<p>dua</p>' }]),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(await f.q('select id from tugas_pengumpulan where id_tugas = $1', [t.id])).toHaveLength(1);
  });
});

describe('group chat', () => {
  it('keeps the task group\'s chat group (id = group id) in step: members as Mahasiswa, teachers as Dosen; gone with the group', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a, b] = f.peserta;
    const k = (await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok Chat', anggota: [a!.idMahasiswa, b!.idMahasiswa] })).json().data;
    const anggota = async () =>
      (await f.q<{ user_id: number; peran: string }>(
        `select ca.user_id, ca.peran from chat_anggota ca join chat_grup g on g.pk = ca.id_grup where g.college_id = 1 and g.id = $1 order by ca.user_id`,
        [String(k.id)],
      ));
    const [grup] = await f.q<{ konteks: string; keanggotaan: string }>('select konteks, keanggotaan from chat_grup where college_id = 1 and id = $1', [String(k.id)]);
    expect(grup).toEqual({ konteks: 'kelompok', keanggotaan: 'daftar' });
    const dosenId = await f.userId('dosen');
    expect((await anggota()).filter((x) => x.peran === 'Mahasiswa').map((x) => x.user_id)).toEqual([a!.userId, b!.userId].sort((x, y) => x - y));
    expect((await anggota()).some((x) => x.user_id === dosenId && x.peran === 'Dosen')).toBe(true);
    await inject('DELETE', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/anggota/${b!.idMahasiswa}`, f.dosen);
    expect((await anggota()).some((x) => x.user_id === b!.userId)).toBe(false);
    // the group chat is readable by its member, not by a student of another group
    expect((await inject('GET', `/api/v2/chat/group/${k.id}`, a!.headers)).statusCode).toBe(200);
    expect((await inject('GET', `/api/v2/chat/group/${k.id}`, b!.headers)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}`, f.dosen)).statusCode).toBe(200);
    expect(await f.q('select 1 from chat_grup where college_id = 1 and id = $1', [String(k.id)])).toEqual([]);
  });
});
