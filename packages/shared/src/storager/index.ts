import { z } from 'zod';

export * from './kinds';
export * from './range';
export * from './batas-arsip';

/** Answer of POST /v2/storager (spec 2 §7). */
export const uploadResult = z.object({
  url: z.string(),
  name: z.string(),
  content_length: z.number().int(),
  extension: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** What the server-side saveUpload helper returns to other modules. */
export type StoredFile = UploadResult & { id: string; mime: string };

export const storagerDeleteQuery = z.object({ url: z.string().trim().min(1).max(2000) });
export const storagerFileParams = z.object({ id: z.string().max(64), filename: z.string().max(512) });
export const storagerFileQuery = z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() });

/** Path of a stored file's download route (under the API base); the name is cosmetic, the id decides. */
export function storagerFileUrl(id: string, name: string): string {
  return `/api/v2/storager/files/${id}/${encodeURIComponent(name)}`;
}

/** The file id inside a storager URL (absolute or relative), or null when the URL is not one of ours. */
export function fileIdFromUrl(url: string): string | null {
  const m = /\/v2\/storager\/files\/([0-9a-f-]{36})(?:\/|$|\?)/i.exec(url);
  return m ? m[1]!.toLowerCase() : null;
}

export const PESAN_STORAGE = {
  fileWajib: 'File wajib diunggah pada field file',
  fileTidakDitemukan: 'File tidak ditemukan',
  fileDipakaiKelas: 'File ini masih dipakai sebagai banner atau lampiran silabus kelas; ubah melalui halaman kelas',
  berhasilHapus: 'Berhasil hapus file',
  berhasilUnggah: 'Berhasil mengunggah file',
  urlTidakValid: 'Data tidak valid: url — bukan URL file LMS',
  serviceId: "Data tidak valid: service_id — harus 'lms'",
  fileKosong: 'Data tidak valid: file — file kosong',
  bukanMultipart: 'Data tidak valid: body — harus multipart/form-data dengan boundary',
  multipartRusak: 'Data tidak valid: body — isi multipart tidak lengkap atau rusak',
  tanpaNamaFile: 'Data tidak valid: file — bagian file tidak memiliki nama file (filename)',
  terlaluBanyakBagian: 'Data tidak valid: body — terlalu banyak field atau file dalam satu unggahan',
  rentangTidakValid: 'Rentang (Range) yang diminta di luar ukuran file',
  jenisWajibKelas: (kind: string) => `file ${kind} harus diunggah ke sebuah kelas`,
  jenisTanpaKelas: (kind: string) => `file ${kind} tidak diunggah ke kelas`,
  tidakBolehUnggahJenis: (kind: string) => `Anda tidak berhak mengunggah file ${kind}`,
} as const;

/** The server's Indonesian refusal of an extension (the web's simple upload keeps the spec's English text). */
export function pesanTipeFileDitolak(ext: string): string {
  return `Tipe file .${ext.replace(/^\./, '')} tidak diizinkan`;
}

/** A file whose bytes are not what its extension says. */
export function pesanIsiFileTidakSesuai(ext: string, detected: string | null): string {
  return detected ? `Isi file tidak sesuai dengan ekstensi .${ext} (terdeteksi .${detected})` : `Isi file tidak dikenali sebagai .${ext}`;
}
