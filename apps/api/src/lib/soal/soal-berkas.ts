import { fileIdFromUrl, type SoalFile, type StoredFile } from '@lms/shared';
import type { SoalData } from '../../db/schema';
import { gambarDalamPertanyaan } from './soal-html';

/**
 * The files a question names, in a bank or an exam alike (both keep the same question shape): attachments, key
 * attachments, option images and images in its text, all by storager URL. Copying questions between banks and
 * exams copies these files and swaps the URLs.
 */
export type SoalBerkas = { pertanyaan: string; data: SoalData; soalFiles: SoalFile[] };

/** A stored file as a question's attachment entry. */
export const toSoalFile = (f: StoredFile | SoalFile): SoalFile => ({ name: f.name, content_length: f.content_length, url: f.url, extension: f.extension });

/** Every stored file a question refers to (attachments, key attachments, option images, images in its text). */
export function fileIdsOfSoal(s: SoalBerkas): string[] {
  const urls: (string | null)[] = s.soalFiles.map((f) => f.url);
  const data = s.data;
  if ('pilihan' in data) urls.push(...data.pilihan.gambar);
  if ('esay' in data) urls.push(...data.esay.kunci_files.map((f) => f.url));
  const ids = urls.map((u) => (u ? fileIdFromUrl(u) : null)).filter((x): x is string => !!x);
  return [...new Set([...ids, ...gambarDalamPertanyaan(s.pertanyaan)])];
}

/** The question with every file URL swapped for its copy's (files without a copy are dropped). */
export function withCopiedFiles<T extends SoalBerkas>(s: T, copies: Map<string, StoredFile>): T {
  const swap = (url: string | null) => {
    const id = url ? fileIdFromUrl(url) : null;
    return id ? (copies.get(id)?.url ?? null) : null;
  };
  const swapFiles = (list: SoalFile[]) =>
    list.flatMap((f) => {
      const id = fileIdFromUrl(f.url);
      const c = id ? copies.get(id) : undefined;
      return c ? [toSoalFile(c)] : [];
    });
  const data = s.data;
  let next: SoalData = data;
  if ('pilihan' in data) next = { pilihan: { ...data.pilihan, gambar: data.pilihan.gambar.map(swap) } };
  if ('esay' in data) next = { esay: { ...data.esay, kunci_files: swapFiles(data.esay.kunci_files) } };
  const pertanyaan = s.pertanyaan.replace(/\/api\/v2\/storager\/files\/([0-9a-f-]{36})\/[^"'\s<>]*/gi, (m, id: string) => copies.get(id.toLowerCase())?.url ?? m);
  return { ...s, pertanyaan, data: next, soalFiles: swapFiles(s.soalFiles) };
}
