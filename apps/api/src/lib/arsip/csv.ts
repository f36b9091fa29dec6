import { PelanggaranArsip } from './batas';
import type { BarisTabel } from './xlsx';

/**
 * CSV as an import reads it: UTF-8 (a BOM is dropped), comma, semicolon or tab (the most frequent outside quotes
 * on the first line), double quotes with "" as an escaped quote, CRLF or LF. Rows come one at a time, so a caller
 * can stop at its limit.
 */
export function* barisCsv(text: string, maksKolom = Infinity): Generator<string[]> {
  const s = text.replace(/^\uFEFF/, '');
  const firstLine = s.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const counts = { ',': outside.split(',').length, ';': outside.split(';').length, '\t': outside.split('\t').length };
  const delim = (Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',') as string;

  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === delim) {
      // Cells right of the limit are dropped as they end: a line of commas cannot grow a huge row.
      if (row.length < maksKolom) row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      if (row.length < maksKolom) row.push(field);
      yield row;
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    if (row.length < maksKolom) row.push(field);
    yield row;
  }
}

/** Every row (blank ones too) as cell texts. */
export const parseCsv = (text: string): string[][] => [...barisCsv(text)];

/**
 * The rows holding a non-blank cell, numbered as rows of the file (1-based, blank rows counted); one more than
 * `maksBaris` such rows is refused while reading (a file of blank lines costs nothing), cells right of `maksKolom`
 * are dropped.
 */
export function bacaCsv(text: string, batas: { maksBaris: number; maksKolom: number }): BarisTabel[] {
  const { maksBaris } = batas;
  const out: BarisTabel[] = [];
  let n = 0;
  for (const row of barisCsv(text, batas.maksKolom)) {
    n++;
    if (row.every((c) => c.trim() === '')) continue;
    if (out.length >= maksBaris) throw new PelanggaranArsip({ jenis: 'baris', batas: maksBaris });
    out.push({ n, sel: row });
  }
  return out;
}
