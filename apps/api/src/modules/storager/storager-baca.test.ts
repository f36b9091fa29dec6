import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS, PESAN, type AreaAkses, type FileKind } from '@lms/shared';
import { setupUjian, type UjianFixture } from '../ujian/ujian.fixtures';
import {
  PEMANGGIL,
  bankDenganLampiran,
  fileServer,
  siapkanPemanggil,
  ujianDenganLampiran,
  unggah,
  type H,
  type Pemanggil,
} from './storager-baca.fixtures';

/**
 * One read rule per file kind, derived from its owning object (issue 33 point 3; ATURAN_BACA_FILE): every kind, in
 * the states of its object, against every caller of the access matrix through GET /api/v2/storager/files/{id}/…:
 * a student of the class (`mhs`, who took the exams), a classmate (`teman`), a student outside it (`luar`), its
 * teacher (`dsn`), another lecturer (`dsnLain`, who teaches the class's course elsewhere, so shown banks reach him),
 * an operator with read on the kind's area only (`opArea`), operator.laporan (read on laporan only) and an operator of
 * another college (`lain`: the file does not exist there, 404). Everyone not listed as a reader gets 403.
 */
let f: UjianFixture;
let h: Awaited<ReturnType<typeof siapkanPemanggil>>['h'];
let opArea: Awaited<ReturnType<typeof siapkanPemanggil>>['opArea'];

type Baris = { kind: FileKind; keadaan: string; area: AreaAkses | null; url: () => Promise<string>; pembaca: Pemanggil[] };

const ANGGOTA: Pemanggil[] = ['mhs', 'teman', 'dsn', 'opArea'];
const PENGELOLA: Pemanggil[] = ['dsn', 'opArea'];
const SEMUA: Pemanggil[] = ['mhs', 'teman', 'luar', 'dsn', 'dsnLain', 'opArea', 'opLaporan'];

const kelasFile = (kind: FileKind) => async () => (await unggah(f, f.dosen, kind, f.kelas)).url;
type Lampiran = { soal: string; kunci: string };
const ujian = {} as Record<'besok' | 'berjalan' | 'selesai' | 'rilis', Lampiran>;
const bank = {} as Record<'pribadi' | 'dibagikan', Lampiran>;

const BARIS: Baris[] = [
  { kind: 'banner_kelas', keadaan: 'kelas', area: 'kelas_kuliah', url: async () => (await unggah(f, f.dosen, 'banner_kelas', f.kelas, 'b.png')).url, pembaca: ANGGOTA },
  { kind: 'silabus', keadaan: 'kelas', area: 'kelas_kuliah', url: kelasFile('silabus'), pembaca: ANGGOTA },
  { kind: 'materi', keadaan: 'kelas', area: 'kelas_kuliah', url: kelasFile('materi'), pembaca: ANGGOTA },
  { kind: 'lampiran_tugas', keadaan: 'kelas', area: 'kelas_kuliah', url: kelasFile('lampiran_tugas'), pembaca: ANGGOTA },
  {
    kind: 'pengumpulan_tugas',
    keadaan: 'milik mhs',
    area: 'kelas_kuliah',
    url: async () => (await unggah(f, f.mahasiswa, 'pengumpulan_tugas', f.kelas)).url,
    pembaca: ['mhs', ...PENGELOLA],
  },
  {
    kind: 'jawaban_ujian',
    keadaan: 'milik mhs',
    area: 'kelas_kuliah',
    url: async () => (await unggah(f, f.mahasiswa, 'jawaban_ujian', f.kelas)).url,
    pembaca: ['mhs', ...PENGELOLA],
  },
  { kind: 'soal_ujian', keadaan: 'ujian mulai besok', area: 'kelas_kuliah', url: async () => ujian.besok.soal, pembaca: PENGELOLA },
  { kind: 'soal_ujian', keadaan: 'pengerjaan mhs berjalan', area: 'kelas_kuliah', url: async () => ujian.berjalan.soal, pembaca: ['mhs', ...PENGELOLA] },
  { kind: 'soal_ujian', keadaan: 'pengerjaan selesai, kunci belum dirilis', area: 'kelas_kuliah', url: async () => ujian.selesai.soal, pembaca: PENGELOLA },
  { kind: 'soal_ujian', keadaan: 'kunci dirilis (resume)', area: 'kelas_kuliah', url: async () => ujian.rilis.soal, pembaca: ['mhs', ...PENGELOLA] },
  { kind: 'kunci_ujian', keadaan: 'ujian mulai besok', area: 'kelas_kuliah', url: async () => ujian.besok.kunci, pembaca: PENGELOLA },
  { kind: 'kunci_ujian', keadaan: 'pengerjaan mhs berjalan', area: 'kelas_kuliah', url: async () => ujian.berjalan.kunci, pembaca: PENGELOLA },
  { kind: 'kunci_ujian', keadaan: 'kunci dirilis (resume)', area: 'kelas_kuliah', url: async () => ujian.rilis.kunci, pembaca: ['mhs', ...PENGELOLA] },
  { kind: 'soal_bank_soal', keadaan: 'bank tidak ditampilkan', area: 'bank_soal', url: async () => bank.pribadi.soal, pembaca: PENGELOLA },
  { kind: 'soal_bank_soal', keadaan: 'bank ditampilkan', area: 'bank_soal', url: async () => bank.dibagikan.soal, pembaca: ['dsn', 'dsnLain', 'opArea'] },
  { kind: 'kunci_bank_soal', keadaan: 'bank tidak ditampilkan', area: 'bank_soal', url: async () => bank.pribadi.kunci, pembaca: PENGELOLA },
  { kind: 'kunci_bank_soal', keadaan: 'bank ditampilkan', area: 'bank_soal', url: async () => bank.dibagikan.kunci, pembaca: ['dsn', 'dsnLain', 'opArea'] },
  { kind: 'laporan_import', keadaan: 'milik operator', area: 'data_master', url: () => fileServer(f, 'laporan_import', 'operator'), pembaca: ['opArea'] },
  { kind: 'logo_perguruan_tinggi', keadaan: 'kampus', area: null, url: () => fileServer(f, 'logo_perguruan_tinggi', null), pembaca: SEMUA },
  {
    kind: 'lampiran_pengumuman',
    keadaan: 'milik operator',
    area: 'pengumuman',
    url: async () => (await unggah(f, f.operator, 'lampiran_pengumuman', null)).url,
    pembaca: ['opArea'],
  },
  { kind: 'lampiran_chat', keadaan: 'milik mhs', area: 'kelas_kuliah', url: () => fileServer(f, 'lampiran_chat', 'mahasiswa', f.kelas), pembaca: ['mhs'] },
  { kind: 'arsip_bap', keadaan: 'milik dsn', area: 'kelas_kuliah', url: () => fileServer(f, 'arsip_bap', 'dosen'), pembaca: ['dsn'] },
  {
    kind: 'lainnya',
    keadaan: 'unggahan mhs di kelas',
    area: 'kelas_kuliah',
    url: async () => (await unggah(f, f.mahasiswa, 'lainnya', f.kelas)).url,
    pembaca: ['mhs', ...PENGELOLA],
  },
  { kind: 'lainnya', keadaan: 'unggahan mhs tanpa kelas', area: 'data_master', url: async () => (await unggah(f, f.mahasiswa, 'lainnya', null)).url, pembaca: ['mhs', 'opArea'] },
];

beforeAll(async () => {
  f = await setupUjian();
  ({ h, opArea } = await siapkanPemanggil(f));
  // dsnLain coordinates the class's course (without teaching the class), so a shown bank of it reaches him.
  const dsnLain = (await f.req('GET', '/v2/user_info', f.dosenLain)).json().data.id_dosen as number;
  await f.q('update mata_kuliah set id_dosen_koordinator = $2 where id = (select id_mata_kuliah from kelas_kuliah where id = $1)', [f.kelas, dsnLain]);
  for (const k of ['besok', 'berjalan', 'selesai', 'rilis'] as const) ujian[k] = await ujianDenganLampiran(f, k);
  bank.pribadi = await bankDenganLampiran(f, false);
  bank.dibagikan = await bankDenganLampiran(f, true);
});
afterAll(async () => f?.t.close());

const headersOf = (who: Pemanggil, area: AreaAkses | null): H => (who === 'opArea' ? (area ? opArea[area]! : f.operator) : h[who]);

describe('GET /api/v2/storager/files/{id}/… follows the read rule of the file kind', () => {
  it('covers every kind', () => {
    expect([...new Set(BARIS.map((b) => b.kind))].sort()).toEqual([...FILE_KINDS].sort());
  });

  for (const b of BARIS) {
    it(`${b.kind} (${b.keadaan}): ${b.pembaca.join(', ')}`, async () => {
      const url = await b.url();
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const who of PEMANGGIL) {
        const res = await f.t.app.inject({ url, headers: headersOf(who, b.area) });
        got[who] = res.statusCode;
        want[who] = who === 'lain' ? 404 : b.pembaca.includes(who) ? 200 : 403;
        if (res.statusCode === 403) expect(res.json().status.message).toBe(PESAN.aksesDitolak);
      }
      expect(got).toEqual(want);
    });
  }
});
