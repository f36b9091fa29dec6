import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPertemuanOnline, resolveTimeZone, waktuLokal, type LaporanKeaktifanPengajarItem, type LaporanKehadiranPengajarItem, type PengaturanKelas } from '@lms/shared';
import { bacaSelWaktu, FORMAT_SEL_WAKTU } from '../../lib/waktu-ekspor';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

/**
 * Issue 30 points 7 and 9: the lecturer reports agree with each other (a lecturer's 'Hadir' in keaktifan_pengajar
 * is the number of his 'Hadir' rows in kehadiran_pengajar, API and xlsx alike) and with the data; meetings not
 * started count nowhere; the xlsx times are date cells on the college's clock.
 */

let f: KehadiranFixture;
let k: PengaturanKelas;
let tz: string;
beforeAll(async () => {
  f = await setupKehadiran();
  k = (await getPengaturan(f.t.app.deps, 1)).pengaturan_kelas;
  const [c] = await f.q<{ time_zone: string }>('select time_zone from colleges where id = 1');
  tz = resolveTimeZone(c!.time_zone);
}, 180_000);
afterAll(async () => f?.t.close());

const get = async <T>(url: string, h: Headers = f.operatorLaporan) => {
  const r = await f.t.app.inject({ method: 'GET', url, headers: h });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as T;
};
const xlsx = async (url: string) => {
  const r = await f.t.app.inject({ method: 'GET', url, headers: f.operatorLaporan });
  expect(r.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
};
const Q = 'periode=20261&ignore_default_pagination=true';
const U = '/api/v2/lms/laporan';

type Fakta = {
  id_dosen: number;
  jenis: string;
  status: string;
  started: boolean;
  ended: boolean;
  disimpan: boolean | null;
  aktivitas: number;
  hadir_kelas: number;
  peserta: number;
};

/** The expected presences of 20261, straight from the tables and the college's requirements (the rule written out). */
async function hadirMenurutData() {
  const rows = await f.q<Fakta>(
    `select kp.id_dosen, p.jenis, p.status, p.started_by = d.user_id started, p.ended_by = d.user_id ended, kd.is_hadir disimpan,
       (select count(*)::int from aktivitas_kelas a where a.id_pertemuan = p.id) aktivitas,
       (select count(*)::int from kehadiran_mahasiswa km where km.id_pertemuan = p.id and km.ada_presensi and km.presensi = 'H') hadir_kelas,
       (select count(*)::int from kelas_peserta ps where ps.id_kelas_kuliah = p.id_kelas_kuliah) peserta
     from pertemuan p join kelas_kuliah kk on kk.id = p.id_kelas_kuliah join kelas_pengajar kp on kp.id_kelas_kuliah = kk.id
     join dosen d on d.id = kp.id_dosen left join kehadiran_dosen kd on kd.id_pertemuan = p.id and kd.id_dosen = d.id
     where kk.college_id = 1 and kk.periode = 20261 and (p.status <> 'belum_dimulai' or p.waktu_mulai <= now())`,
  );
  const out = new Map<number, { berlalu: number; hadir: number }>();
  for (const r of rows) {
    const s = isPertemuanOnline(r.jenis) ? k.syarat_kehadiran_online_dosen : k.syarat_kehadiran_offline_dosen;
    const syarat = [
      [s.mulai_kuliah, r.started === true],
      [s.akhiri_kuliah, r.ended === true],
      [s.aktivitas_kuliah, r.aktivitas > 0],
      [s.presentase_kehadiran_kelas, (r.peserta ? (r.hadir_kelas / r.peserta) * 100 : 0) >= s.presentase_kehadiran_kelas_persen],
    ].filter(([on]) => on);
    const hadir = r.disimpan ?? (r.status === 'selesai' && syarat.length > 0 && syarat.every(([, ok]) => ok));
    const c = out.get(r.id_dosen) ?? { berlalu: 0, hadir: 0 };
    c.berlalu++;
    if (hadir) c.hadir++;
    out.set(r.id_dosen, c);
  }
  return out;
}

describe('kehadiran_pengajar and keaktifan_pengajar: one presence per lecturer and meeting', () => {
  it('agree with each other and with the data for every lecturer of 20261, in the API and in the xlsx', async () => {
    const harapan = await hadirMenurutData();
    const rows = await get<LaporanKehadiranPengajarItem[]>(`${U}/kehadiran_pengajar?${Q}`);
    const aktif = await get<LaporanKeaktifanPengajarItem[]>(`${U}/keaktifan_pengajar?${Q}`);
    expect(aktif.length).toBeGreaterThan(3);
    // A lecturer whose presences are all derived (no operator row) is where the two used to disagree.
    const [turunan] = await f.q<{ id: number }>(
      `select d.id from dosen d join kelas_pengajar kp on kp.id_dosen = d.id join kelas_kuliah kk on kk.id = kp.id_kelas_kuliah
       where kk.periode = 20261 and kk.college_id = 1 and not exists (select 1 from kehadiran_dosen kd where kd.id_dosen = d.id)
       group by d.id order by d.id limit 1`,
    );
    expect(harapan.get(turunan!.id)!.hadir).toBeGreaterThan(0);
    for (const a of aktif) {
      const mine = rows.filter((r) => r.pengajar.id_dosen === a.pengajar.id_dosen);
      const h = harapan.get(a.pengajar.id_dosen) ?? { berlalu: 0, hadir: 0 };
      expect({ nama: a.pengajar.name, hadir: a.hadir, berlalu: a.pertemuan_berlalu }).toEqual({ nama: a.pengajar.name, hadir: h.hadir, berlalu: h.berlalu });
      expect(mine.filter((r) => r.ada_presensi && r.is_hadir)).toHaveLength(h.hadir);
      expect(mine).toHaveLength(h.berlalu);
    }

    const wsRows = await xlsx(`${U}/kehadiran_pengajar/export_excel?${Q}`);
    const wsAktif = await xlsx(`${U}/keaktifan_pengajar/export_excel?${Q}`);
    expect(wsRows.rowCount).toBe(rows.length + 1);
    expect(wsAktif.rowCount).toBe(aktif.length + 1);
    const hadirXlsx = new Map<string, number>();
    wsRows.eachRow((r, n) => {
      if (n > 1 && r.getCell(9).value === 'Hadir') hadirXlsx.set(String(r.getCell(8).value), (hadirXlsx.get(String(r.getCell(8).value)) ?? 0) + 1);
    });
    for (let n = 2; n <= wsAktif.rowCount; n++) {
      const r = wsAktif.getRow(n);
      const a = aktif[n - 2]!;
      expect(r.getCell(3).value).toBe(a.pengajar.name);
      expect(r.getCell(9).value).toBe(a.hadir);
      expect(r.getCell(6).value).toBe(a.pertemuan_berlalu);
      expect(hadirXlsx.get(a.pengajar.name) ?? 0).toBe(a.hadir);
    }
  });

  it('the meeting card says what the report says for each lecturer of a class', async () => {
    const rows = await get<LaporanKehadiranPengajarItem[]>(`${U}/kehadiran_pengajar?id_kelas_kuliah=${f.idKelas}&ignore_default_pagination=true`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows.slice(0, 6)) {
      const kartu = (await get<{ data: { pengajar: { id_dosen: number } }[] }>(`/api/v2/lms/kehadiran_dosen/${r.id_pertemuan}`, f.operator)).data.find(
        (d) => d.pengajar.id_dosen === r.pengajar.id_dosen,
      );
      expect(kartu).toMatchObject({ ada_presensi: r.ada_presensi, is_hadir: r.is_hadir, is_valid: r.is_valid, mulai_kuliah: r.mulai_kuliah, selesai_kuliah: r.selesai_kuliah, versi: r.versi });
    }
  });

  it('a meeting not started yet counts in neither report, even with a stored Hadir row', async () => {
    const [guru] = await f.q<{ id_dosen: number }>('select id_dosen from kelas_pengajar where id_kelas_kuliah = $1 order by urutan limit 1', [f.idKelas]);
    const sebelum = (await get<LaporanKeaktifanPengajarItem[]>(`${U}/keaktifan_pengajar?${Q}`)).find((a) => a.pengajar.id_dosen === guru!.id_dosen)!;
    await f.q('insert into kehadiran_dosen (college_id, id_pertemuan, id_dosen, is_hadir, is_valid, mulai_kuliah, selesai_kuliah) values (1, $1, $2, true, true, now(), now())', [
      f.belum.id,
      guru!.id_dosen,
    ]);
    try {
      const sesudah = (await get<LaporanKeaktifanPengajarItem[]>(`${U}/keaktifan_pengajar?${Q}`)).find((a) => a.pengajar.id_dosen === guru!.id_dosen)!;
      expect(sesudah).toEqual(sebelum);
      const rows = await get<LaporanKehadiranPengajarItem[]>(`${U}/kehadiran_pengajar?${Q}`);
      expect(rows.some((r) => r.id_pertemuan === f.belum.id)).toBe(false);
    } finally {
      await f.q('delete from kehadiran_dosen where id_pertemuan = $1', [f.belum.id]);
    }
  });
});

describe('kehadiran_pengajar xlsx: times on the college clock as date cells', () => {
  it('writes Jadwal, Mulai and Selesai Kuliah as dated cells in the zone, the zone in the header', async () => {
    const rows = await get<LaporanKehadiranPengajarItem[]>(`${U}/kehadiran_pengajar?id_kelas_kuliah=${f.idKelas}&ignore_default_pagination=true`);
    const ws = await xlsx(`${U}/kehadiran_pengajar/export_excel?id_kelas_kuliah=${f.idKelas}`);
    const header = ws.getRow(1).values as unknown[];
    expect(header).toContain('Jadwal (WIB)');
    expect(header).toContain('Mulai Kuliah (WIB)');
    const lokal = (iso: string) => {
      const w = waktuLokal(new Date(iso), tz);
      const p2 = (n: number) => String(n).padStart(2, '0');
      return `${w.tahun}-${p2(w.bulan)}-${p2(w.tanggal)} ${p2(w.jam)}:${p2(w.menit)}:${p2(w.detik)}`;
    };
    const denganWaktu = rows.findIndex((r) => r.mulai_kuliah && r.selesai_kuliah);
    expect(denganWaktu).toBeGreaterThanOrEqual(0);
    rows.forEach((r, i) => {
      const x = ws.getRow(i + 2);
      expect(x.getCell(5).value).toBe(r.nomor);
      expect(bacaSelWaktu(x.getCell(7).value)).toBe(lokal(r.waktu_mulai));
      expect(x.getCell(7).numFmt).toBe(FORMAT_SEL_WAKTU);
      expect(r.mulai_kuliah ? bacaSelWaktu(x.getCell(10).value) : x.getCell(10).value).toBe(r.mulai_kuliah ? lokal(r.mulai_kuliah) : '-');
      expect(r.selesai_kuliah ? bacaSelWaktu(x.getCell(11).value) : x.getCell(11).value).toBe(r.selesai_kuliah ? lokal(r.selesai_kuliah) : '-');
    });
    expect(ws.getRow(denganWaktu + 2).getCell(10).value).toBeInstanceOf(Date);
  });
});
