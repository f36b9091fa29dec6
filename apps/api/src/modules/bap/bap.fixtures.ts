import { formatTanggal } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { setupKehadiran, type Headers, type KehadiranFixture } from '../kehadiran/kehadiran.fixtures';

/** Fixtures of the BAP tests: the attendance fixture (TIF201 A, taught by `dosen`) plus PDF text extraction. */

export type { Headers };
export type BapFixture = KehadiranFixture & { operatorKelas: Headers; kelasLain: string };

export async function setupBap(): Promise<BapFixture> {
  const f = await setupKehadiran();
  const operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  const [lain] = await f.q<{ id: string }>(
    `select k.id from kelas_kuliah k where k.college_id = 1 and not exists (
       select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where kp.id_kelas_kuliah = k.id and u.username = 'dosen'
     ) order by k.id limit 1`,
  );
  return { ...f, operatorKelas, kelasLain: lain!.id };
}

/** Every page's text, items joined by spaces (a wrapped cell reads as its words with single spaces). */
export async function teksPdf(bytes: Buffer): Promise<{ text: string; pages: number; size: [number, number] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent();
    text += `${c.items.map((it) => ('str' in it ? it.str : '')).join(' ')}\n`;
  }
  const [, , w, h] = (await doc.getPage(1)).view;
  return { text: text.replace(/[ \t]+/g, ' '), pages: doc.numPages, size: [Math.round(w!), Math.round(h!)] };
}

/** What the database says the BAP of a class must print per meeting: date, RPS topic, present and absent counts. */
export async function harapanPertemuan(f: BapFixture, idKelas: string) {
  const rows = await f.q<{ id: number; nomor: number; status: string; waktu_mulai: Date; materi: string | null; hadir: number; tidak: number }>(
    `select p.id, p.nomor, p.status, p.waktu_mulai, rp.materi,
       (select count(*)::int from kehadiran_mahasiswa km join kelas_peserta kp on kp.id_mahasiswa = km.id_mahasiswa and kp.id_kelas_kuliah = km.id_kelas_kuliah
         where km.id_pertemuan = p.id and km.ada_presensi and km.presensi = 'H') as hadir,
       (select count(*)::int from kehadiran_mahasiswa km join kelas_peserta kp on kp.id_mahasiswa = km.id_mahasiswa and kp.id_kelas_kuliah = km.id_kelas_kuliah
         where km.id_pertemuan = p.id and km.ada_presensi and km.presensi <> 'H') as tidak
     from pertemuan p join kelas_kuliah k on k.id = p.id_kelas_kuliah
     left join rencana_pembelajaran rp on rp.id_mata_kuliah = k.id_mata_kuliah and rp.pertemuan_ke = p.nomor
     where p.id_kelas_kuliah = $1 order by p.nomor`,
    [idKelas],
  );
  return rows.map((r) => ({ ...r, tanggal: formatTanggal(r.waktu_mulai, 'Asia/Jakarta') }));
}
