import { setupFixture, type Fixture } from '../pertemuan/pertemuan.fixtures';

/** Fixtures of the attendance tests: the demo class TIF201 A (taught by `dosen`, taken by `mahasiswa`) and its meetings. */

export type { Headers } from '../pertemuan/pertemuan.fixtures';

export type PertemuanRow = { id: number; nomor: number; jenis: string; status: string; waktu_mulai: Date; kategori: string };

export type KehadiranFixture = Fixture & {
  idKelas: string;
  pertemuan: PertemuanRow[];
  /** A meeting that has not started yet. */
  belum: PertemuanRow;
  nimMahasiswa: string;
  /** Snapshot of every attendance table, to assert that a refused write changed nothing. */
  snapshot: () => Promise<string>;
};

export async function setupKehadiran(): Promise<KehadiranFixture> {
  const f = await setupFixture();
  const idKelas = await f.kelasId('TIF201', 'A');
  const pertemuan = await f.q<PertemuanRow>('select id, nomor, jenis, status, waktu_mulai, kategori from pertemuan where id_kelas_kuliah = $1 order by nomor', [idKelas]);
  const belum = pertemuan.find((p) => p.status === 'belum_dimulai' && new Date(p.waktu_mulai).getTime() > Date.now() + 3600_000)!;
  const [m] = await f.q<{ nim: string }>("select m.nim from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1");
  const snapshot = async () => {
    const parts = await Promise.all(
      ['kehadiran_mahasiswa', 'kehadiran_dosen', 'pengecualian_ujian', 'log_aktivitas', 'log_presensi_qr'].map(async (t) =>
        JSON.stringify(await f.q(`select * from ${t} order by id`)),
      ),
    );
    return parts.join('\n');
  };
  return { ...f, idKelas, pertemuan, belum, nimMahasiswa: m!.nim, snapshot };
}

/** A started meeting of the class of the given jenis (online includes campuran). */
export function dimulai(f: KehadiranFixture, jenis: 'online' | 'offline') {
  const p = f.pertemuan.find((x) => x.status !== 'belum_dimulai' && (jenis === 'offline' ? x.jenis === 'offline' : x.jenis !== 'offline'));
  if (!p) throw new Error(`tidak ada pertemuan ${jenis} yang sudah dimulai di TIF201 A`);
  return p;
}
