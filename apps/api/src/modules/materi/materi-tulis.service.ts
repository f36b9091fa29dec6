import {
  ERROR_CODES,
  PESAN_MATERI,
  batasUkuranMateri,
  ekstensiCocok,
  normalisasiUrl,
  validasiFormMateri,
  type FormMateri,
  type MateriFormFields,
  type Pengaturan,
  type TipeFileMateri,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart';
import type { AksesKelas } from '../kelas/kelas-akses';
import { registerAktivitas, unregisterAktivitas } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { aksesPertemuan, penulis } from '../pertemuan/pertemuan-akses';
import { recordUpload } from '../storager/storager.service';
import { bacaDurasi, buangBerkasTakTerpakai } from './materi.upload';
import { aksesMateri, precheckTulisMateri, type KonteksTulisMateri } from './materi.policy';
import { deleteMateri, findMateri, findPertemuanMateri, insertMateri, lockMateri, updateMateri } from './materi.repo';
import { hakDari, toMateriItem } from './materi.service';

/** Writing materials: 'Upload Materi Baru' (create), edit and delete; each write is one transaction. */

/** `konteks`: what the route already resolved (materi.form.ts), checked here but not read again. */
export type MateriTulisInput = { fields: MateriFormFields; file?: ReceivedFile; konteks?: KonteksTulisMateri };

const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

/** The registry row of a material (ARCHITECTURE.md "activities"): its window is display time → deadline. */
export function registryMateri(v: {
  collegeId: number;
  idKelasKuliah: string;
  idPertemuan: number;
  id: number;
  judul: string;
  waktuMulaiTampil: Date;
  isSyaratHadir: boolean | null;
  deadline: Date | null;
}) {
  return {
    collegeId: v.collegeId,
    idKelasKuliah: v.idKelasKuliah,
    idPertemuan: v.idPertemuan,
    jenis: 'materi' as const,
    idSumber: v.id,
    judul: v.judul,
    waktuMulai: v.waktuMulaiTampil,
    waktuSelesai: v.isSyaratHadir ? v.deadline : null,
    syaratHadir: v.isSyaratHadir === true,
  };
}

export async function publishMateri(deps: Pick<Deps, 'events'>, tx: Db, v: { collegeId: number; id: number; idKelasKuliah: string; idPertemuan: number }, aksi: 'tambah' | 'ubah' | 'hapus') {
  await deps.events.publish(
    {
      stream: 'materi',
      event: 'materi_changed',
      collegeId: v.collegeId,
      audience: { kind: 'kelas', id_kelas_kuliah: v.idKelasKuliah },
      data: { id_materi: v.id, id_kelas_kuliah: v.idKelasKuliah, id_pertemuan: v.idPertemuan, aksi },
    },
    { db: tx },
  );
}

async function pertemuanTujuan(db: Db, actor: Actor, idPertemuan: number, diketahui?: AksesKelas) {
  const { akses } = await aksesPertemuan(db, actor, idPertemuan, 'write', diketahui);
  const p = (await findPertemuanMateri(db, actor.college.id, idPertemuan))!;
  return { p, akses };
}

/** The form as the shared rule reads it, with the display time resolved against the server clock. */
function bacaForm(fields: MateriFormFields, idPertemuan: number, namaFile: string | null): FormMateri {
  return {
    id_pertemuan: idPertemuan,
    judul: fields.judul ?? '',
    deskripsi: fields.deskripsi ?? '',
    tipe_file: fields.tipe_file ?? null,
    jenis_materi: fields.jenis_materi ?? null,
    nama_file: namaFile,
    file_url: fields.file_url ?? null,
    tampil_sekarang: fields.tampil_sekarang ?? true,
    waktu_mulai_tampil: toDate(fields.waktu_mulai_tampil),
    is_syarat_hadir: fields.is_syarat_hadir ?? null,
    deadline: toDate(fields.deadline),
  };
}

function tolakGalat(errors: { field: string; message: string }[]) {
  const first = errors[0];
  if (first) throw fieldError(first.field, first.message);
}

/** The chosen type's size limit (ukuran_max_file.materi.<type>), checked again whatever the field order was. */
async function cekUkuran(deps: Deps, collegeId: number, tipe: TipeFileMateri, file: ReceivedFile | undefined, pengaturan?: Pengaturan) {
  if (!file || tipe === 'url') return;
  const max = batasUkuranMateri((pengaturan ?? (await getPengaturan(deps, collegeId))).pengaturan_sistem.ukuran_max_file, tipe);
  if (file.size > max) throw new AppError(413, ERROR_CODES.payloadTooLarge, PESAN_MATERI.ukuranMaksimal(max));
}

/** POST /v2/lms/materi (multipart). The caller removes the stored bytes when this throws. */
export async function createMateri(deps: Deps, actor: Actor, input: MateriTulisInput) {
  const { db } = deps;
  const konteks = input.konteks ?? {};
  if (!konteks.precheck) await precheckTulisMateri(db, actor);
  const { fields } = input;
  if (!fields.id_pertemuan) throw fieldError('id_pertemuan', PESAN_MATERI.pertemuanWajib);
  const { p, akses } = await pertemuanTujuan(db, actor, fields.id_pertemuan, konteks.akses);
  const now = new Date();
  const form = bacaForm(fields, p.id, input.file?.name ?? null);
  const offline = p.jenis === 'offline';
  tolakGalat(validasiFormMateri(form, { now, pertemuanOffline: offline, perluPertemuan: true }));
  const tipe = form.tipe_file as TipeFileMateri;
  await cekUkuran(deps, actor.college.id, tipe, input.file, konteks.pengaturan);
  const file = tipe === 'url' ? undefined : input.file;
  if (input.file && !file) await deps.storage.delete(input.file.key!).catch(() => {});
  const durasi = file ? await bacaDurasi(deps, tipe, { key: file.key!, mime: file.mime, size: file.size }) : null;

  const collegeId = actor.college.id;
  const waktuMulaiTampil = form.tampil_sekarang ? now : form.waktu_mulai_tampil!;
  const isSyaratHadir = offline ? null : form.is_syarat_hadir === true;
  const deadline = isSyaratHadir ? form.deadline : null;
  const id = await db.transaction(async (tx) => {
    const stored = file
      ? await recordUpload({ ...deps, db: tx }, { collegeId, kind: 'materi', idKelasKuliah: p.idKelasKuliah, ownerUserId: penulis(actor), file, db: tx })
      : null;
    const values = {
      collegeId,
      idKelasKuliah: p.idKelasKuliah,
      idPertemuan: p.id,
      judul: form.judul.trim(),
      deskripsi: form.deskripsi.trim(),
      tipeFile: tipe,
      jenisMateri: form.jenis_materi!,
      idFile: stored?.id ?? null,
      fileUrl: tipe === 'url' ? normalisasiUrl(form.file_url) : null,
      durasiDetik: durasi,
      waktuMulaiTampil,
      isSyaratHadir,
      deadline,
      createdBy: penulis(actor),
      updatedBy: penulis(actor),
    };
    const idMateri = await insertMateri(tx, values);
    await registerAktivitas(tx, registryMateri({ ...values, id: idMateri }));
    await recordAktivitas(tx, actor, 'tambah_materi', `Menambahkan materi "${values.judul}" pada pertemuan ${p.nomor} kelas ${p.idKelasKuliah}`);
    await publishMateri(deps, tx, { collegeId, id: idMateri, idKelasKuliah: p.idKelasKuliah, idPertemuan: p.id }, 'tambah');
    return idMateri;
  });
  return toMateriItem((await findMateri(db, collegeId, id))!, hakDari(akses), new Date());
}

/**
 * PUT /v2/lms/materi/{id} (multipart, the whole form; `file` only to replace it). The material may move to another
 * meeting of its class. A replaced or dropped file is removed once no material uses it.
 */
export async function updateMateriById(deps: Deps, actor: Actor, id: number, input: MateriTulisInput, log?: { warn(o: object, m: string): void }) {
  const { db } = deps;
  const { m: lama, akses } = await aksesMateri(db, actor, id, 'write', undefined, input.konteks?.akses);
  const { fields } = input;
  const collegeId = actor.college.id;
  let p = (await findPertemuanMateri(db, collegeId, lama.m.idPertemuan))!;
  if (fields.id_pertemuan && fields.id_pertemuan !== lama.m.idPertemuan) {
    const tujuan = await findPertemuanMateri(db, collegeId, fields.id_pertemuan);
    if (!tujuan) throw notFound(PESAN_MATERI.pertemuanWajib);
    if (tujuan.idKelasKuliah !== lama.m.idKelasKuliah) throw fieldError('id_pertemuan', PESAN_MATERI.pertemuanLainKelas);
    p = tujuan;
  }
  const now = new Date();
  const tipeBaru = fields.tipe_file ?? null;
  // The stored file stays when no new one comes and it fits the (possibly changed) type.
  const simpanFile = !input.file && !!tipeBaru && tipeBaru !== 'url' && lama.m.idFile !== null && !!lama.fileNama && ekstensiCocok(tipeBaru, lama.fileNama);
  const namaFile = input.file?.name ?? (simpanFile ? lama.fileNama : null);
  const form = bacaForm(fields, p.id, namaFile);
  // 'Tampilkan Sekarang' on a material already showing keeps the time it started showing.
  if (form.tampil_sekarang && lama.m.waktuMulaiTampil.getTime() <= now.getTime()) {
    form.tampil_sekarang = false;
    form.waktu_mulai_tampil = lama.m.waktuMulaiTampil;
  }
  const offline = p.jenis === 'offline';
  tolakGalat(
    validasiFormMateri(form, {
      now,
      pertemuanOffline: offline,
      perluPertemuan: false,
      waktuTampilTersimpan: lama.m.waktuMulaiTampil,
      deadlineTersimpan: lama.m.deadline,
    }),
  );
  const tipe = form.tipe_file as TipeFileMateri;
  await cekUkuran(deps, collegeId, tipe, input.file, input.konteks?.pengaturan);
  const fileBaru = tipe === 'url' ? undefined : input.file;
  if (input.file && !fileBaru) await deps.storage.delete(input.file.key!).catch(() => {});
  const durasi = fileBaru
    ? await bacaDurasi(deps, tipe, { key: fileBaru.key!, mime: fileBaru.mime, size: fileBaru.size })
    : tipe === 'video' || tipe === 'audio'
      ? lama.m.durasiDetik
      : null;

  const waktuMulaiTampil = form.tampil_sekarang ? now : form.waktu_mulai_tampil!;
  const isSyaratHadir = offline ? null : form.is_syarat_hadir === true;
  const deadline = isSyaratHadir ? form.deadline : null;
  const fileLama = await db.transaction(async (tx) => {
    const row = await lockMateri(tx, collegeId, id);
    if (!row) throw notFound(PESAN_MATERI.tidakDitemukan);
    const stored = fileBaru
      ? await recordUpload({ ...deps, db: tx }, { collegeId, kind: 'materi', idKelasKuliah: row.idKelasKuliah, ownerUserId: penulis(actor), file: fileBaru, db: tx })
      : null;
    const idFile = tipe === 'url' ? null : (stored?.id ?? row.idFile);
    const patch = {
      idPertemuan: p.id,
      judul: form.judul.trim(),
      deskripsi: form.deskripsi.trim(),
      tipeFile: tipe,
      jenisMateri: form.jenis_materi!,
      idFile,
      fileUrl: tipe === 'url' ? normalisasiUrl(form.file_url) : null,
      durasiDetik: durasi,
      waktuMulaiTampil,
      isSyaratHadir,
      deadline,
      updatedBy: penulis(actor),
    };
    await updateMateri(tx, collegeId, id, patch);
    await registerAktivitas(tx, registryMateri({ ...patch, collegeId, idKelasKuliah: row.idKelasKuliah, id }));
    await recordAktivitas(tx, actor, 'ubah_materi', `Mengubah materi "${patch.judul}" pada pertemuan ${p.nomor} kelas ${row.idKelasKuliah}`);
    await publishMateri(deps, tx, { collegeId, id, idKelasKuliah: row.idKelasKuliah, idPertemuan: p.id }, 'ubah');
    return row.idFile !== idFile ? row.idFile : null;
  });
  await buangBerkasTakTerpakai(deps, collegeId, fileLama, log);
  return toMateriItem((await findMateri(db, collegeId, id))!, hakDari(akses), new Date());
}

/** DELETE /v2/lms/materi/{id}: the material, its registry row and attendance facts; its file once unused. */
export async function deleteMateriById(deps: Deps, actor: Actor, id: number, log?: { warn(o: object, m: string): void }) {
  const { db } = deps;
  const { m } = await aksesMateri(db, actor, id, 'write');
  const collegeId = actor.college.id;
  const row = await db.transaction(async (tx) => {
    const deleted = await deleteMateri(tx, collegeId, id);
    if (!deleted) throw notFound(PESAN_MATERI.tidakDitemukan);
    await unregisterAktivitas(tx, collegeId, 'materi', id);
    await recordAktivitas(tx, actor, 'hapus_materi', `Menghapus materi "${m.m.judul}" pada pertemuan ${m.pNomor} kelas ${m.m.idKelasKuliah}`);
    await publishMateri(deps, tx, { collegeId, id, idKelasKuliah: m.m.idKelasKuliah, idPertemuan: m.m.idPertemuan }, 'hapus');
    return deleted;
  });
  await buangBerkasTakTerpakai(deps, collegeId, row.idFile, log);
}
