import { PESAN_MATERI, validasiSyarat, validasiTampil, type MateriSalinBody, type TipeFileMateri } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart';
import { registerAktivitas } from '../aktivitas/aktivitas.service';
import { filterKelasTerbaca } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuan, penulis } from '../pertemuan/pertemuan-akses';
import { recordUpload } from '../storager/storager.service';
import { salinBerkas } from './materi.upload';
import { precheckTulisMateri } from './materi.policy';
import { findMateriByIds, findPertemuanMateri, insertMateri } from './materi.repo';
import { publishMateri, registryMateri } from './materi-tulis.service';

const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

/**
 * POST /v2/lms/materi/salin ('Salin Materi Kelas Lain', spec 2 §3 copy payload): copies of the chosen materials into
 * a meeting the caller may write, with the display and attendance settings of the copy tab. The caller must be able
 * to read each source's class (a lecturer: classes they teach); a source they cannot see is "not found". Each file
 * is copied into the target class (its readers are that class's members); all copies land in one transaction.
 */
export async function salinMateri(deps: Deps, actor: Actor, body: MateriSalinBody) {
  const { db } = deps;
  await precheckTulisMateri(db, actor);
  if (!body.id_pertemuan) throw fieldError('id_pertemuan', PESAN_MATERI.pertemuanWajib);
  await aksesPertemuan(db, actor, body.id_pertemuan, 'write');
  const collegeId = actor.college.id;
  const p = (await findPertemuanMateri(db, collegeId, body.id_pertemuan))!;
  const ids = [...new Set(body.list_id)];
  const sumber = await findMateriByIds(db, collegeId, ids);
  const terbaca = await filterKelasTerbaca(db, actor, sumber.map((s) => s.m.idKelasKuliah));
  if (sumber.length !== ids.length || sumber.some((s) => !terbaca.has(s.m.idKelasKuliah))) throw notFound(PESAN_MATERI.tidakDitemukan);

  const now = new Date();
  const offline = p.jenis === 'offline';
  const form = {
    tampil_sekarang: body.tampil_sekarang ?? true,
    waktu_mulai_tampil: toDate(body.waktu_mulai_tampil),
    is_syarat_hadir: body.is_syarat_hadir ?? null,
    deadline: toDate(body.deadline),
  };
  const galat = [...validasiTampil(form, { now, pertemuanOffline: offline }), ...validasiSyarat(form, { now, pertemuanOffline: offline })][0];
  if (galat) throw fieldError(galat.field, galat.message);
  const waktuMulaiTampil = form.tampil_sekarang ? now : form.waktu_mulai_tampil!;
  const isSyaratHadir = offline ? null : form.is_syarat_hadir === true;
  const deadline = isSyaratHadir ? form.deadline : null;

  // Bytes first (outside the transaction); removed again when anything after fails.
  const salinan = new Map<number, ReceivedFile>();
  try {
    for (const s of sumber) if (s.m.idFile && s.m.tipeFile !== 'url') salinan.set(s.m.id, await salinBerkas(deps, actor, s.m.idFile));
    const baru = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (const s of sumber) {
        const file = salinan.get(s.m.id);
        const stored = file
          ? await recordUpload({ ...deps, db: tx }, { collegeId, kind: 'materi', idKelasKuliah: p.idKelasKuliah, ownerUserId: penulis(actor), file, db: tx })
          : null;
        const values = {
          collegeId,
          idKelasKuliah: p.idKelasKuliah,
          idPertemuan: p.id,
          judul: s.m.judul,
          deskripsi: s.m.deskripsi,
          tipeFile: s.m.tipeFile as TipeFileMateri,
          jenisMateri: s.m.jenisMateri,
          idFile: stored?.id ?? null,
          fileUrl: s.m.fileUrl,
          durasiDetik: s.m.durasiDetik,
          waktuMulaiTampil,
          isSyaratHadir,
          deadline,
          disalinDari: s.m.id,
          createdBy: penulis(actor),
          updatedBy: penulis(actor),
        };
        const id = await insertMateri(tx, values);
        await registerAktivitas(tx, registryMateri({ ...values, id }));
        await recordAktivitas(
          tx,
          actor,
          'salin_materi',
          `Menyalin materi "${s.m.judul}" dari kelas ${s.m.idKelasKuliah} ke pertemuan ${p.nomor} kelas ${p.idKelasKuliah}`,
        );
        await publishMateri(deps, tx, { collegeId, id, idKelasKuliah: p.idKelasKuliah, idPertemuan: p.id }, 'tambah');
        out.push(id);
      }
      return out;
    });
    return { jumlah: baru.length, list_id: baru };
  } catch (err) {
    await Promise.all([...salinan.values()].map((f) => deps.storage.delete(f.key!).catch(() => {})));
    throw err;
  }
}
