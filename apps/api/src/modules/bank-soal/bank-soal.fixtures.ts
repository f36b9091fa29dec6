import { hash } from '@node-rs/argon2';
import type { TestContext } from '../../../test/helpers';
import { loginHeaders } from '../../../test/helpers';

/** Accounts and ids the bank tests share (demo campus of the seed). */
export type Headers = Record<string, string>;

export async function idMakul(t: TestContext, kode: string, collegeId = 1) {
  const r = await t.database.query<{ id: number }>(`select id from mata_kuliah where college_id = $1 and kode = $2`, [collegeId, kode]);
  return r.rows[0]!.id;
}

export async function idDosen(t: TestContext, username: string) {
  const r = await t.database.query<{ id: number }>(`select d.id from dosen d join users u on u.id = d.user_id where u.username = $1`, [username]);
  return r.rows[0]!.id;
}

/** An operator of college 1 with the given bank_soal level (made for the test). */
export async function operatorWith(t: TestContext, username: string, level: 'read' | 'write' | 'no_access') {
  const passwordHash = await hash('rahasia123');
  const u = await t.database.query<{ id: number }>(
    `insert into users (college_id, username, password_hash, role, nama) values (1, $1, $2, 'ROLE_OPERATOR', $1) returning id`,
    [username, passwordHash],
  );
  await t.database.query(`insert into operators (user_id, college_id, hak_akses) values ($1, 1, $2)`, [u.rows[0]!.id, JSON.stringify({ bank_soal: level })]);
  return loginHeaders(t.app, username, 'rahasia123');
}

export async function countRows(t: TestContext, table: 'bank_soal' | 'bank_soal_soal', where = 'true', params: unknown[] = []) {
  const r = await t.database.query<{ n: number }>(`select count(*)::int n from ${table} where ${where}`, params);
  return r.rows[0]!.n;
}

export const bankBody = (idMataKuliah: number, extra: Record<string, unknown> = {}) => ({
  judul: 'Bank Uji',
  deskripsi: 'Soal latihan untuk pengujian',
  id_mata_kuliah: idMataKuliah,
  dibagikan: true,
  ...extra,
});

export async function createBank(t: TestContext, headers: Headers, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/bank_soal', headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`create bank: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}

export const soalPilihan = (n = 1) => ({
  jenis: 'pilihan',
  pertanyaan: `<p>Soal pilihan ${n}</p>`,
  pilihan: { pilihan: ['Satu', 'Dua', 'Tiga'], kunci: 1 },
});

/** A minimal multipart body (fields and files) for app.inject. */
export function multipart(fields: Record<string, string | string[]>, files: { field: string; name: string; type: string; data: Buffer }[] = []) {
  const boundary = `----lmsbank${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG and a tiny PDF: the upload path sniffs content. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PDF_MINI = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
