import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StorageBackend } from '../../plugins/storage';
import {
  EKSTENSI_LAMPIRAN_KUNCI,
  EKSTENSI_LAMPIRAN_SOAL,
  IMPOR_EKSTENSI,
  IMPOR_MAX_BYTES,
  MAX_SOAL_FILES,
  maxLampiranKunciBytes,
  maxLampiranSoalBytes,
} from '@lms/shared';
import type { Deps } from '../../deps';
import { isMultipartRequest, readMultipart, type FileTarget, type ReceivedFile } from '../../lib/multipart';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { fieldError } from '../../lib/errors';

/** A question or import form: text fields (a key may repeat) and the files the upload path received. */
export type FormData = { fields: Record<string, string[]>; files: ReceivedFile[]; discard: () => Promise<void> };

export type FormFileRule = { field: string; max: number; target: FileTarget };

const rawFields = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const BLOCKS = ['pilihan', 'benar_salah', 'esay'];

const BENTUK_TIDAK_VALID = 'bentuk isian tidak valid';

/** A non-string JSON value as the form would send it; one nested past the stack's depth is bad input, not a 500. */
function stringifyField(field: string, value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    throw fieldError(field, BENTUK_TIDAK_VALID);
  }
}

/**
 * Route side of the bank-soal uploads (services get the parsed form through a thunk, after their access check).
 *
 * Reads a form through the one upload path (lib/multipart.ts): files stream to storage (or memory for imports)
 * with their type sniffed and their limit enforced; `name` and `name[]` are the same field. A JSON body (no files)
 * is returned as fields, the question blocks stringified the way a form sends them.
 */
export async function readForm(
  request: FastifyRequest,
  storage: StorageBackend,
  opts: { rules: FormFileRule[]; arrayFields: string[] },
): Promise<FormData> {
  if (!isMultipartRequest(request)) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw fieldError('data', BENTUK_TIDAK_VALID);
    const fields: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(body)) {
      const list = Array.isArray(v) && !BLOCKS.includes(k) ? v : [v];
      fields[k] = list.map((x) => (typeof x === 'string' ? x : stringifyField(k, x)));
    }
    return { fields, files: [], discard: async () => {} };
  }
  const byField = new Map(opts.rules.map((r) => [r.field, r]));
  const ruleOf = (field: string) => byField.get(field.replace(/\[\d*\]$/, ''))!;
  const r = await readMultipart(request, {
    storage,
    fields: rawFields,
    arrayFields: opts.arrayFields,
    files: opts.rules.map((x) => ({ field: new RegExp(`^${x.field}(\\[\\d*\\])?$`), max: x.max })),
    target: (file) => ruleOf(file.field).target,
    maxFileBytes: Math.max(...opts.rules.map((x) => x.target.maxBytes)),
    maxFields: 60,
    maxFieldBytes: 256 * 1024,
  });
  const fields: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(r.fields)) fields[k] = Array.isArray(v) ? v : [v];
  const files = r.files.map((f) => ({ ...f, field: f.field.replace(/\[\d*\]$/, '') }));
  return { fields, files, discard: r.discard };
}

/**
 * Reads the question form of a request: attachments (files) and key attachments (files_kunci) stream to storage
 * with the college's limits and accepted types.
 */
export async function readSoalForm(request: FastifyRequest, deps: Pick<Deps, 'db' | 'events' | 'storage'>) {
  const college = request.actor.college.id;
  // The college's limits through the settings service, so a changed limit applies at once.
  const u = (await getPengaturan(deps, college)).pengaturan_sistem.ukuran_max_file;
  return readForm(request, deps.storage, {
    arrayFields: ['soal_files_delete', 'kunci_files_delete'],
    rules: [
      { field: 'files', max: MAX_SOAL_FILES, target: { sink: 'storage', keyPrefix: `${college}/soal_bank_soal`, maxBytes: maxLampiranSoalBytes(u), allowedExtensions: EKSTENSI_LAMPIRAN_SOAL } },
      { field: 'files_kunci', max: MAX_SOAL_FILES, target: { sink: 'storage', keyPrefix: `${college}/kunci_bank_soal`, maxBytes: maxLampiranKunciBytes(u), allowedExtensions: EKSTENSI_LAMPIRAN_KUNCI } },
    ],
  });
}

/** The import form: the spreadsheet stays in memory (it is parsed, never stored). */
export function readImporForm(request: FastifyRequest, storage: StorageBackend) {
  return readForm(request, storage, {
    arrayFields: [],
    rules: [{ field: 'file', max: 1, target: { sink: 'memory', maxBytes: IMPOR_MAX_BYTES, allowedExtensions: IMPOR_EKSTENSI } }],
  });
}
