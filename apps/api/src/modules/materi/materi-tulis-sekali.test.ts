import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catatStatement } from '../../../test/helpers';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { setupMateri, type MateriFixture } from './materi.fixtures';

/**
 * One 'create material' request resolves the class access and reads the college's settings once: the route's
 * multipart target, the service and the target meeting share what the first of them resolved.
 */

let f: MateriFixture;
beforeAll(async () => {
  f = await setupMateri();
});
afterAll(async () => f?.t.close());

/** The statements one request sent, with the settings cache of college 1 emptied first. */
async function statementsOf(kirim: () => Promise<{ statusCode: number }>) {
  forgetPengaturan(f.t.app.deps, 1);
  const log = catatStatement(f.t.app.deps.db);
  try {
    return { status: (await kirim()).statusCode, log };
  } finally {
    log.stop();
  }
}

describe('POST /api/v2/lms/materi: access and settings read once', () => {
  it('a lecturer uploading a file', async () => {
    const { status, log } = await statementsOf(() => f.buat(f.dosen, { judul: 'Sekali Saja' }));
    expect(status).toBe(200);
    // resolveAksesKelas is one statement anchored on the college row; the settings are the colleges + pengaturan pair.
    const akses = log.sent.filter((q) => /from "colleges" left join "kelas_kuliah"/.test(q));
    const pengaturan = log.sent.filter((q) => /from "pengaturan"/.test(q));
    expect(akses, log.sent.join('\n')).toHaveLength(1);
    expect(pengaturan, log.sent.join('\n')).toHaveLength(1);
  });

  it('a lecturer editing a material', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Akan Diubah' })).json().data.id as number;
    const parts = Object.entries({ id_pertemuan: String(f.online), tipe_file: 'ebook', judul: 'Sudah Diubah', deskripsi: 'x', jenis_materi: 'modul', tampil_sekarang: 'true', is_syarat_hadir: 'false' }).map(([name, value]) => ({
      name,
      value,
    }));
    const { status, log } = await statementsOf(() => f.kirim('PUT', `/api/v2/lms/materi/${id}`, f.dosen, parts));
    expect(status).toBe(200);
    expect(log.sent.filter((q) => /from "colleges" left join "kelas_kuliah"/.test(q)), log.sent.join('\n')).toHaveLength(1);
  });
});
