import type { TestContext } from '../../../test/helpers';
import { setupKelasDemo } from '../../../test/kelas-demo';

/** Fixtures of the grade tests: the demo class TIF201 A (20261), its components, and the accounts around it. */

export type Headers = Record<string, string>;

export async function setupNilaiFixture() {
  const { t, q, idKelas, operator, operatorLaporan, dosen, dosenLain, mahasiswa, operator2 } = await setupKelasDemo();
  const komponen = await q<{ id: number; jenis: string }>('select id, jenis from siakad_komponen_nilai where id_kelas_kuliah = $1 order by id', [idKelas]);
  const komponenTugas = komponen.find((k) => k.jenis === 'tugas')!.id;
  const base = `/api/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(idKelas)}`;
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `${base}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** Opens (or moves) the entry window of a type as the operator of the built-in Siakad. */
  const setWindow = async (jenis: string, mulai: Date, selesai: Date) => {
    const res = await inject('PUT', '/siakad/waktu_entri', operator, { jenis, waktu_entri_nilai_start: mulai.toISOString(), waktu_entri_nilai_end: selesai.toISOString() });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  const setKunci = async (dikunci: boolean) => {
    const res = await inject('PUT', '/siakad/kunci', operator, { is_nilai_dikunci: dikunci });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  return { t, q, idKelas, base, inject, komponenTugas, komponen, setWindow, setKunci, operator, operatorLaporan, dosen, dosenLain, mahasiswa, operator2 };
}

export type NilaiFixture = Awaited<ReturnType<typeof setupNilaiFixture>>;
export type { TestContext };
