import { vidconDetail, type VidconDetail } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { iso, pertemuanKelas, setupFixture, type Fixture, type Headers } from '../pertemuan/pertemuan.fixtures';

/** Fixtures of the vidcon test files: the demo class TIF201 A (taught by `dosen`, attended by `mahasiswa`). */

export const MIN = 60_000;
export type VidconFixture = Fixture & {
  idKelas: string;
  /** Two meetings of TIF201 A, both requiring vidcon attendance. */
  idPertemuan: number;
  idPertemuanLain: number;
  /** A meeting of another class, and one of college 2. */
  idPertemuanKelasLain: number;
  idPertemuanKampus2: number;
  operatorKelas: Headers;
};

export async function setupVidconFixture(): Promise<VidconFixture> {
  const f = await setupFixture();
  const idKelas = await f.kelasId('TIF201', 'A');
  const meetings = await pertemuanKelas(f, idKelas);
  const idPertemuan = meetings.find((p) => p.nomor === 1)!.id;
  const idPertemuanLain = meetings.find((p) => p.nomor === 2)!.id;
  // Both meetings require vidcon attendance, whatever the demo made them.
  await f.q(
    `update pertemuan set parameter_kehadiran = parameter_kehadiran || '{"hadir_vidcon": true}'::jsonb where id in ($1, $2)`,
    [idPertemuan, idPertemuanLain],
  );
  const [lain] = await f.q<{ id: number }>('select id from pertemuan where college_id = 1 and id_kelas_kuliah <> $1 order by id limit 1', [idKelas]);
  const [k2] = await f.q<{ id: number }>('select id from pertemuan where college_id = 2 order by id limit 1');
  const operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  return { ...f, idKelas, idPertemuan, idPertemuanLain, idPertemuanKelasLain: lain!.id, idPertemuanKampus2: k2!.id, operatorKelas };
}

export const URL_VIDCON = '/api/v2/lms/vidcon';

/** A valid create payload running from `mulaiMenit` minutes from now for `durasiMenit`. */
export function payload(f: VidconFixture, over: Record<string, unknown> = {}, mulaiMenit = 60, durasiMenit = 60) {
  const mulai = Date.now() + mulaiMenit * MIN;
  return {
    id_pertemuan: f.idPertemuan,
    judul: 'Kuliah daring',
    aplikasi: 'zoom',
    link: 'zoom.us/j/1234567890',
    catatan: 'Siapkan kamera',
    waktu_mulai: iso(mulai),
    waktu_selesai: iso(mulai + durasiMenit * MIN),
    ...over,
  };
}

export async function buatVidcon(f: VidconFixture, over: Record<string, unknown> = {}, mulaiMenit = 60, durasiMenit = 60, headers?: Headers): Promise<VidconDetail> {
  const res = await f.t.app.inject({ method: 'POST', url: URL_VIDCON, headers: headers ?? f.dosen, payload: payload(f, over, mulaiMenit, durasiMenit) });
  if (res.statusCode !== 201) throw new Error(`buat vidcon gagal: ${res.statusCode} ${res.body}`);
  return vidconDetail.parse(res.json().data);
}

export const join = (f: VidconFixture, id: number, headers: Headers) => f.t.app.inject({ method: 'PUT', url: `${URL_VIDCON}/${id}/join`, headers });

/** Rows of a table for a vidcon, to prove what a request wrote or did not. */
export async function jejak(f: VidconFixture, id: number) {
  const [v] = await f.q('select * from vidcon where id = $1', [id]);
  const joins = await f.q('select * from vidcon_join where id_vidcon = $1 order by id', [id]);
  const registry = await f.q<{ id: number; judul: string; id_pertemuan: number; syarat_hadir: boolean; waktu_mulai: Date; waktu_selesai: Date }>(
    "select * from aktivitas_kelas where jenis = 'vidcon' and id_sumber = $1",
    [String(id)],
  );
  const fakta = await f.q<{ id_user: number; sumber: string; detail: Record<string, unknown> }>(
    "select s.* from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas where a.jenis = 'vidcon' and a.id_sumber = $1",
    [String(id)],
  );
  return { v, joins, registry, fakta };
}

export async function logCount(f: VidconFixture, jenis: string) {
  return (await f.q<{ n: number }>('select count(*)::int n from log_aktivitas where jenis_aktivitas = $1', [jenis]))[0]!.n;
}

export { iso, type Headers };
