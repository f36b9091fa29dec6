import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent } from '../../plugins/events';
import { pertemuanKelas, setupFixture, type Fixture } from '../pertemuan/pertemuan.fixtures';
import {
  AktivitasTidakTerdaftarError,
  countAktivitasByPertemuan,
  findSelesaiOfAktivitas,
  listAktivitasPertemuan,
  listAktivitasSelesaiPertemuan,
  recordAktivitasSelesai,
  registerAktivitas,
  unregisterAktivitas,
} from './aktivitas.service';

let f: Fixture;
let kelas: string;
let idPertemuan: number;
let idMahasiswa: number;
beforeAll(async () => {
  f = await setupFixture();
  kelas = await f.kelasId('TIF201', 'A');
  idPertemuan = (await pertemuanKelas(f, kelas)).find((p) => p.nomor === 3)!.id;
  idMahasiswa = await f.userId('mahasiswa');
});
afterAll(async () => f?.t.close());

const deps = () => f.t.app.deps;
const db = () => f.t.app.deps.db;
const base = () => ({ collegeId: 1, idKelasKuliah: kelas, idPertemuan, judul: 'Materi Uji' });

describe('registry', () => {
  it('has a row for every text activity of the demo data', async () => {
    const [r] = await f.q<{ teks: number; registry: number; missing: number }>(
      `select (select count(*)::int from pertemuan_teks) teks,
              (select count(*)::int from aktivitas_kelas where jenis = 'teks') registry,
              (select count(*)::int from pertemuan_teks t where not exists (
                 select 1 from aktivitas_kelas a where a.jenis = 'teks' and a.id_sumber = t.id::text and a.id_pertemuan = t.id_pertemuan)) missing`,
    );
    expect(r!.teks).toBeGreaterThan(0);
    expect(r!.registry).toBe(r!.teks);
    expect(r!.missing).toBe(0);
  });

  it('registers once per source, updates on repeat, counts per meeting and kind', async () => {
    const before = (await countAktivitasByPertemuan(db(), [idPertemuan])).get(idPertemuan)!;
    const id = await db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'materi', idSumber: 'uji-1', syaratHadir: true }));
    const again = await db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'materi', idSumber: 'uji-1', judul: 'Diganti' }));
    expect(again).toBe(id);
    await db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'tugas', idSumber: 'uji-1' }));
    const after = (await countAktivitasByPertemuan(db(), [idPertemuan])).get(idPertemuan)!;
    expect(after.materi).toBe(before.materi + 1);
    expect(after.tugas).toBe(before.tugas + 1);
    expect(after.vidcon).toBe(before.vidcon);
    const rows = await listAktivitasPertemuan(db(), 1, [idPertemuan]);
    const materi = rows.find((r) => r.id === id)!;
    expect(materi.judul).toBe('Diganti');
    expect(materi.syaratHadir).toBe(false);
    expect(materi.dinilai).toBe(false);
    expect(rows.find((r) => r.jenis === 'tugas' && r.idSumber === 'uji-1')!.dinilai).toBe(true);
  });

  it('gives every requested meeting a count, zero when it has no activity', async () => {
    const counts = await countAktivitasByPertemuan(db(), [idPertemuan, 2_000_000_000]);
    expect(counts.get(2_000_000_000)).toEqual({ materi: 0, tugas: 0, ujian: 0, forum: 0, vidcon: 0, teks: 0 });
    expect((await countAktivitasByPertemuan(db(), [])).size).toBe(0);
  });

  it("never overwrites another college's row with the same source id", async () => {
    const [p2] = await f.q<{ id: number; id_kelas_kuliah: string }>('select id, id_kelas_kuliah from pertemuan where college_id = 2 limit 1');
    await db().transaction((tx) => registerAktivitas(tx, { collegeId: 2, idKelasKuliah: p2!.id_kelas_kuliah, idPertemuan: p2!.id, jenis: 'vidcon', idSumber: 'bersama', judul: 'Kampus 2' }));
    await expect(
      db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'vidcon', idSumber: 'bersama', judul: 'Kampus 1' })),
    ).rejects.toBeInstanceOf(AktivitasTidakTerdaftarError);
    const [row] = await f.q<{ college_id: number; judul: string }>("select college_id, judul from aktivitas_kelas where jenis = 'vidcon' and id_sumber = 'bersama'");
    expect(row).toEqual({ college_id: 2, judul: 'Kampus 2' });
  });

  it('writes nothing when the caller transaction fails', async () => {
    await expect(
      db().transaction(async (tx) => {
        await registerAktivitas(tx, { ...base(), jenis: 'forum', idSumber: 'gagal' });
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await f.q("select 1 from aktivitas_kelas where id_sumber = 'gagal'")).toHaveLength(0);
  });
});

describe('attendance facts', () => {
  it('records a fact once per activity and user, and tells only that student', async () => {
    await db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'materi', idSumber: 'fakta-1', syaratHadir: true }));
    const seen: DeliveredEvent[] = [];
    const stop = deps().events.subscribe({ streams: ['kehadiran_mahasiswa'], collegeId: 1, userId: idMahasiswa, role: 'ROLE_MAHASISWA' }, (e) => seen.push(e));
    const other: DeliveredEvent[] = [];
    const stopOther = deps().events.subscribe({ streams: ['kehadiran_mahasiswa'], collegeId: 1, userId: idMahasiswa + 1, role: 'ROLE_MAHASISWA' }, (e) => other.push(e));
    try {
      const first = await db().transaction((tx) =>
        recordAktivitasSelesai(deps(), tx, { collegeId: 1, jenis: 'materi', idSumber: 'fakta-1', idUser: idMahasiswa, sumber: 'unduh', detail: { ukuran: 10 } }),
      );
      const second = await db().transaction((tx) =>
        recordAktivitasSelesai(deps(), tx, { collegeId: 1, jenis: 'materi', idSumber: 'fakta-1', idUser: idMahasiswa, sumber: 'unduh' }),
      );
      expect(first.recorded).toBe(true);
      expect(second).toEqual({ recorded: false, idAktivitas: first.idAktivitas });
      const facts = await listAktivitasSelesaiPertemuan(db(), 1, idPertemuan, [idMahasiswa]);
      const fact = facts.find((x) => x.idAktivitas === first.idAktivitas)!;
      expect(fact).toMatchObject({ idPertemuan, jenis: 'materi', sumber: 'unduh', detail: { ukuran: 10 } });
      const byUser = await findSelesaiOfAktivitas(db(), 1, 'materi', 'fakta-1', [idMahasiswa, idMahasiswa + 1]);
      expect([...byUser.keys()]).toEqual([idMahasiswa]);
      for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 40));
      expect(seen.map((e) => e.event)).toEqual(['aktivitas_selesai']);
      expect(seen[0]!.data).toEqual({ id_aktivitas: first.idAktivitas, jenis: 'materi', id_sumber: 'fakta-1', id_pertemuan: idPertemuan });
      expect(other).toHaveLength(0);
    } finally {
      stop();
      stopOther();
    }
  });

  it('refuses a fact for an activity that is not registered, and writes nothing', async () => {
    await expect(
      db().transaction((tx) => recordAktivitasSelesai(deps(), tx, { collegeId: 1, jenis: 'tugas', idSumber: 'tidak-ada', idUser: idMahasiswa, sumber: 'kumpul' })),
    ).rejects.toBeInstanceOf(AktivitasTidakTerdaftarError);
    await expect(
      db().transaction((tx) => recordAktivitasSelesai(deps(), tx, { collegeId: 2, jenis: 'materi', idSumber: 'fakta-1', idUser: idMahasiswa, sumber: 'unduh' })),
    ).rejects.toBeInstanceOf(AktivitasTidakTerdaftarError);
  });

  it('drops the facts with the activity when it is unregistered', async () => {
    const idAktivitas = await db().transaction((tx) => registerAktivitas(tx, { ...base(), jenis: 'vidcon', idSumber: 'hapus-1' }));
    await db().transaction((tx) => recordAktivitasSelesai(deps(), tx, { collegeId: 1, jenis: 'vidcon', idSumber: 'hapus-1', idUser: idMahasiswa, sumber: 'join' }));
    const facts = () => f.q('select 1 from aktivitas_selesai where id_aktivitas = $1', [idAktivitas]);
    expect(await facts()).toHaveLength(1);
    expect(await db().transaction((tx) => unregisterAktivitas(tx, 2, 'vidcon', 'hapus-1'))).toBe(false);
    expect(await facts()).toHaveLength(1);
    expect(await db().transaction((tx) => unregisterAktivitas(tx, 1, 'vidcon', 'hapus-1'))).toBe(true);
    expect(await facts()).toHaveLength(0);
    expect(await f.q("select 1 from aktivitas_kelas where jenis = 'vidcon' and id_sumber = 'hapus-1'")).toHaveLength(0);
  });
});

describe('text activities keep the registry in step', () => {
  it('create, rename and delete through the API change the registry and count_activity', async () => {
    const url = `/api/v2/lms/pertemuan/${idPertemuan}/teks`;
    const count = async () => (await f.t.app.inject({ url: `/api/v2/lms/pertemuan/${idPertemuan}`, headers: f.dosen })).json().data.count_activity.teks as number;
    const before = await count();
    const created = await f.t.app.inject({ method: 'POST', url, headers: f.dosen, payload: { judul: 'Catatan', isi: '<p>Isi</p>' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await count()).toBe(before + 1);
    const reg = () => f.q<{ judul: string; id_kelas_kuliah: string }>("select judul, id_kelas_kuliah from aktivitas_kelas where jenis = 'teks' and id_sumber = $1", [String(id)]);
    expect(await reg()).toEqual([{ judul: 'Catatan', id_kelas_kuliah: kelas }]);
    expect((await f.t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: f.dosen, payload: { judul: 'Catatan Baru' } })).statusCode).toBe(200);
    expect((await reg())[0]!.judul).toBe('Catatan Baru');
    expect((await f.t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: f.dosen })).statusCode).toBe(200);
    expect(await reg()).toHaveLength(0);
    expect(await count()).toBe(before);
  });
});
