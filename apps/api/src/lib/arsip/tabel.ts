import { PelanggaranArsip, rusak, type Pelanggaran } from './batas';
import { bacaCsv } from './csv';
import { readXls } from './xls';
import { bacaXlsx, type BatasTabel, type Tabel } from './xlsx';

/**
 * One parse of an uploaded table, as the parser thread runs it (pekerja.ts); free of the request's modules, so the
 * thread loads little. The result or the refusal is plain data for the trip back.
 */

export type JenisTabel = 'xlsx' | 'xls' | 'csv';

export type TugasTabel = {
  jenis: JenisTabel;
  data: Uint8Array;
  /** The sheet to read when it exists (else the first one). */
  lembar?: string;
  batas: BatasTabel;
};

export type HasilTabel = { ok: true; tabel: Tabel } | { ok: false; pelanggaran: Pelanggaran };

function bacaXls(buf: Buffer, batas: BatasTabel, lembar?: string): Tabel {
  let sheets: ReturnType<typeof readXls>;
  try {
    sheets = readXls(buf, batas.maksKolom);
  } catch (err) {
    throw rusak((err as Error).message);
  }
  const ws = sheets.find((s) => s.name === lembar) ?? sheets[0];
  const baris: Tabel['baris'] = [];
  for (const [i, cells] of (ws?.rows ?? []).entries()) {
    if (!cells.some((c) => c.trim() !== '')) continue;
    if (baris.length >= batas.maksBaris) throw new PelanggaranArsip({ jenis: 'baris', batas: batas.maksBaris });
    baris.push({ n: i + 1, sel: cells });
  }
  return { baris };
}

export async function bacaTabel(t: TugasTabel): Promise<Tabel> {
  const buf = Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength);
  if (t.jenis === 'xlsx') return bacaXlsx(buf, t.batas, t.lembar);
  if (t.jenis === 'xls') return bacaXls(buf, t.batas, t.lembar);
  return { baris: bacaCsv(buf.toString('utf8'), t.batas) };
}

/** bacaTabel with every failure as data: a limit, or a file that cannot be read. */
export async function jalankanTugas(t: TugasTabel): Promise<HasilTabel> {
  try {
    return { ok: true, tabel: await bacaTabel(t) };
  } catch (err) {
    if (err instanceof PelanggaranArsip) return { ok: false, pelanggaran: err.pelanggaran };
    return { ok: false, pelanggaran: { jenis: 'rusak', alasan: (err as Error)?.message ?? String(err) } };
  }
}
