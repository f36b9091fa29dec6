/**
 * The files and callers of the read matrix (storager-baca.test.ts): one file of every kind in the states its owning
 * object can be in, made through the routes users take (uploads, exams, attempts, banks) or, for kinds only the
 * server writes, through saveGeneratedFile. Test use only.
 */
import { hash } from '@node-rs/argon2';
import type { AreaAkses, FileKind } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { multipart as bankMultipart } from '../bank-soal/bank-soal.fixtures';
import { buatUjianDenganSoal, soalEsay, type UjianFixture } from '../ujian/ujian.fixtures';
import { multipart, PDF_MINI, PNG_1X1 } from './multipart.test-helper';
import { saveGeneratedFile } from './storager.service';

export type H = Record<string, string>;
/** Callers of the access matrix. `opArea`: an operator with read on the row's area only; `lain`: college 2. */
export const PEMANGGIL = ['mhs', 'teman', 'luar', 'dsn', 'dsnLain', 'opArea', 'opLaporan', 'lain'] as const;
export type Pemanggil = (typeof PEMANGGIL)[number];

type SoalFile = { url: string; name: string; content_length: number; extension: string };

let passwordHash: Promise<string> | undefined;

/** An operator of college 1 with read on one area only (made for the test). */
async function operatorBaca(f: UjianFixture, area: AreaAkses) {
  const username = `uji.baca.${area}`;
  const [u] = await f.q<{ id: number }>(`insert into users (college_id, username, password_hash, role, nama) values (1, $1, $2, 'ROLE_OPERATOR', $1) returning id`, [
    username,
    await (passwordHash ??= hash('rahasia123')),
  ]);
  await f.q(`insert into operators (user_id, college_id, hak_akses) values ($1, 1, $2)`, [u!.id, JSON.stringify({ [area]: 'read' })]);
  return loginHeaders(f.t.app, username, 'rahasia123');
}

export async function siapkanPemanggil(f: UjianFixture) {
  const [teman] = await f.q<{ username: string }>(
    `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by m.nim limit 1`,
    [f.kelas],
  );
  const opArea: Partial<Record<AreaAkses, H>> = {
    kelas_kuliah: await loginHeaders(f.t.app, 'operator.kelas', 'operator123'),
    bank_soal: await operatorBaca(f, 'bank_soal'),
    data_master: await operatorBaca(f, 'data_master'),
    pengumuman: await operatorBaca(f, 'pengumuman'),
  };
  const h: Record<Exclude<Pemanggil, 'opArea'>, H> = {
    mhs: f.mahasiswa,
    teman: await loginHeaders(f.t.app, teman!.username, 'mahasiswa123'),
    luar: f.mahasiswaLain,
    dsn: f.dosen,
    dsnLain: f.dosenLain,
    opLaporan: f.operatorLaporan,
    lain: f.operator2,
  };
  return { h, opArea };
}

/** POST /v2/storager of one file of `kind` (in `idKelas` or none); its answer (url, name, ...). */
export async function unggah(f: UjianFixture, headers: H, kind: FileKind, idKelas: string | null, nama = `${kind}.pdf`): Promise<SoalFile> {
  const mp = multipart([
    { name: 'kind', value: kind },
    ...(idKelas ? [{ name: 'id_kelas_kuliah', value: idKelas }] : []),
    { name: 'file', filename: nama, content: nama.endsWith('.png') ? PNG_1X1 : PDF_MINI },
  ]);
  const res = await f.t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...headers, ...mp.headers }, payload: mp.payload });
  if (res.statusCode !== 200) throw new Error(`unggah ${kind}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const HARI = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An exam of the class with one essay question carrying a question attachment and a key attachment, in a state:
 * `besok` starts tomorrow; `berjalan` the student's attempt runs; `selesai` the attempt is over, key not released;
 * `rilis` the attempt is over and the key released to those who attempted.
 */
export async function ujianDenganLampiran(f: UjianFixture, keadaan: 'besok' | 'berjalan' | 'selesai' | 'rilis') {
  const soal = await unggah(f, f.dosen, 'soal_ujian', f.kelas, `soal-${keadaan}.pdf`);
  const kunci = await unggah(f, f.dosen, 'kunci_ujian', f.kelas, `kunci-${keadaan}.pdf`);
  const waktu = keadaan === 'besok' ? { waktu_mulai: iso(HARI), waktu_selesai: iso(HARI + 3_600_000) } : {};
  const u = await buatUjianDenganSoal(f, { judul: `Kuis ${keadaan}`, ...waktu }, [{ ...soalEsay(), soal_files: [soal], kunci_files: [kunci] } as never]);
  if (keadaan !== 'besok') {
    const start = await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa);
    if (start.statusCode !== 200) throw new Error(`mulai: ${start.statusCode} ${start.body}`);
  }
  if (keadaan === 'selesai' || keadaan === 'rilis') await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`, f.mahasiswa);
  if (keadaan === 'rilis') {
    await f.q(
      `update ujian set waktu_selesai = now() - interval '1 minute', tampilkan_kunci_jawaban = true, waktu_tampil_kunci = now() - interval '1 second' where id = $1`,
      [u.id],
    );
  }
  return { soal: soal.url, kunci: kunci.url };
}

/** A bank of `dosen` on the class's course, shown (Ditampilkan) or not, with one essay holding both attachment kinds. */
export async function bankDenganLampiran(f: UjianFixture, dibagikan: boolean) {
  const [mk] = await f.q<{ id: number }>('select id_mata_kuliah as id from kelas_kuliah where id = $1', [f.kelas]);
  const bank = await f.req('POST', '/v2/lms/bank_soal', f.dosen, { judul: `Bank ${dibagikan}`, deskripsi: 'Uji baca file', id_mata_kuliah: mk!.id, dibagikan });
  if (bank.statusCode !== 200) throw new Error(`bank: ${bank.statusCode} ${bank.body}`);
  const id = bank.json().data.id as number;
  const m = bankMultipart({ jenis: 'esay', pertanyaan: '<p>Jelaskan</p>', esay: JSON.stringify({ jenis_file_diterima: ['pdf'], kunci: 'Kunci' }) }, [
    { field: 'files', name: 'lampiran.pdf', type: 'application/pdf', data: PDF_MINI },
    { field: 'files_kunci', name: 'kunci.pdf', type: 'application/pdf', data: PDF_MINI },
  ]);
  const res = await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${id}/soal`, headers: { ...f.dosen, ...m.headers }, payload: m.payload });
  if (res.statusCode !== 200) throw new Error(`soal bank: ${res.statusCode} ${res.body}`);
  const [s] = (await f.req('GET', `/v2/lms/bank_soal/${id}`, f.dosen)).json().data.list_soal;
  return { soal: s.soal_files[0].url as string, kunci: s.esay.kunci_files[0].url as string };
}

/** A file of a kind only the server writes (import report, logo, chat draft, BAP archive). */
export async function fileServer(f: UjianFixture, kind: FileKind, owner: string | null, idKelas: string | null = null) {
  const [u] = owner ? await f.q<{ id: number }>('select id from users where college_id = 1 and username = $1', [owner]) : [];
  const file = await saveGeneratedFile(f.t.app.deps, {
    collegeId: 1,
    kind,
    idKelasKuliah: idKelas,
    ownerUserId: u?.id ?? null,
    filename: `${kind}.pdf`,
    mime: 'application/pdf',
    buffer: PDF_MINI,
  });
  return file.url;
}
