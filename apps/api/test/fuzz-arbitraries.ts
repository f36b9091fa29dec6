import fc from 'fast-check';

/** Hostile values for the route fuzz test (fuzz.test.ts): what an attacker or a broken client sends. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDFFF';

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  `abc\u0000def`,
  LONE_HIGH,
  `x${LONE_LOW}y`,
  '😀', // a valid surrogate pair must pass
  'ÄÖÜ ñ 漢字 العربية \u202Eexe.pdf',
  'a'.repeat(10_001),
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-0',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e309',
  '0x10',
  '1.5',
  'true',
  'null',
  '0001-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '__proto__',
  'constructor',
];

export const HOSTILE_NUMBERS = [0, -0, -1, 1, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e20, 1.5, -1e308];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', '\u0000', LONE_HIGH, LONE_LOW, '😀', '/'), maxLength: 8 }) },
);

const hostileScalar = fc.oneof(hostileString, fc.constantFrom<unknown>(...HOSTILE_NUMBERS, true, false, null));

/** Any JSON value, scalars mostly hostile, nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('v'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'x\u0000', ''), tie('v'), { maxKeys: 3 }) },
  ),
})).v;

const isType = (s: JsonSchema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

/** A value shaped like the schema (so it may pass validation and reach the handler) or a hostile one. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return hostileJson;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)), hostileJson);
  let typed: fc.Arbitrary<unknown>;
  if (schema.enum?.length) typed = fc.constantFrom(...schema.enum);
  else if (isType(schema, 'integer') || isType(schema, 'number'))
    typed = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) }, { weight: 3, arbitrary: fc.integer({ min: 1, max: 5 }) });
  else if (isType(schema, 'boolean')) typed = fc.boolean();
  else if (isType(schema, 'string') && schema.format === 'date-time') typed = fc.constantFrom('2026-11-22T01:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-29T00:00:00Z');
  else if (isType(schema, 'string')) typed = fc.oneof({ weight: 1, arbitrary: hostileString }, { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
  else if (isType(schema, 'array')) typed = fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
  else if (isType(schema, 'object') || schema.properties) typed = objectFor(schema, depth + 1);
  else typed = hostileJson;
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: hostileJson });
}

/** A query parameter's value as text (numbers and booleans as a client would print them), sometimes repeated. */
export function queryValueFor(schema: JsonSchema | undefined): fc.Arbitrary<string | string[]> {
  const text = valueFor(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  return fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: queryValue });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  if (!props.length) return fc.dictionary(fc.string({ maxLength: 6 }), hostileJson, { maxKeys: 3 });
  return fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueFor(s, depth)])), { requiredKeys: [] });
}

/** Percent-encodes for a URL; a lone surrogate becomes its (invalid) three-byte form, as a broken client would send. */
export function pct(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0xd800 && c <= 0xdfff) out += `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** Raw path segments, some already encoded so they reach the router as written. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', 'sikad', 'dosen', 'test.pdf') },
  // Ids past an `integer` column and past JavaScript's exact integers: refused before any query.
  { weight: 1, arbitrary: fc.constantFrom('2147483648', '9007199254740993', '-2147483649', '0') },
  { weight: 3, arbitrary: hostileString.map(pct) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(150), '%2e%2e', '1;2') },
);

const queryScalar = fc.oneof(hostileString, fc.constantFrom('1', '2', '20261', 'true', '0'));
export const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: queryScalar },
  { weight: 1, arbitrary: fc.array(queryScalar, { minLength: 2, maxLength: 3 }) },
);

export const collegeIdHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant('1') },
  { weight: 2, arbitrary: fc.constantFrom('2147483648', '-1', '0', '-0', 'NaN', '1e3', ' 1', '1,2', '١', '99999999999', 'abc', '2', '999') },
  { weight: 1, arbitrary: fc.constantFrom(undefined, '1\u0000') },
);

const BOUNDARY = 'fuzzboundary';

/**
 * A well-formed multipart form of text fields the upload routes read (question, submission, material, meeting),
 * with hostile values (NUL, lone surrogates, ids past an `integer`), sometimes with a small file part.
 */
export const hostileMultipart: fc.Arbitrary<{ type: string; body: string }> = fc
  .tuple(
    fc.dictionary(
      fc.constantFrom('pertanyaan', 'teks', 'judul', 'deskripsi', 'jenis', 'id_pertemuan', 'tipe_file', 'jenis_soal', 'nama'),
      fc.oneof(hostileString, fc.constantFrom('2147483648', '9007199254740993', 'a\u0000b', 'pilihan', 'ebook')),
      { minKeys: 1, maxKeys: 4 },
    ),
    fc.boolean(),
  )
  .map(([fields, withFile]) => {
    const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    if (withFile) parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`);
    return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `${parts.join('')}--${BOUNDARY}--\r\n` };
  });
/** Bodies sent with an explicit content type: broken JSON, other media types, malformed multipart. */
export const rawBody = fc.constantFrom<{ type: string; body: string }>(
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: '{"x":"\\ud800"}' },
  { type: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { type: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'username=%00&password=x' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc` },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="judul"\r\n\r\nx\u0000y\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../a\u202Egpj.exe"\r\nContent-Type: image/png\r\n\r\nMZ\r\n--${BOUNDARY}--\r\n`,
  },
);
