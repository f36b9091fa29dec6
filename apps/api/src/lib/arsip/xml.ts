import { SaxesParser } from 'saxes';
import { rusak } from './batas';

/**
 * Streams XML chunks through a SAX parser, handing each element's local name (prefix dropped: some writers emit
 * `x:row`) to the handler. saxes reads no DTD, so entity expansion cannot be abused; the handler may throw to stop.
 */
export type PenanganXml = {
  buka(nama: string, atribut: Record<string, string>): void;
  teks?(teks: string): void;
  tutup?(nama: string): void;
};

const lokal = (nama: string) => {
  const i = nama.indexOf(':');
  return i < 0 ? nama : nama.slice(i + 1);
};

export async function uraikanXml(potongan: AsyncIterable<Buffer>, penangan: PenanganXml): Promise<void> {
  const parser = new SaxesParser({ position: false });
  let galat: unknown = null;
  parser.on('error', (err) => {
    galat ??= err;
  });
  parser.on('opentag', (tag) => {
    const atribut: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) atribut[lokal(k)] = v as string;
    penangan.buka(lokal(tag.name), atribut);
  });
  if (penangan.teks) {
    const teks = penangan.teks;
    parser.on('text', teks);
    parser.on('cdata', teks);
  }
  if (penangan.tutup) {
    const tutup = penangan.tutup;
    parser.on('closetag', (tag) => tutup(lokal(tag.name)));
  }
  const decoder = new TextDecoder('utf-8');
  for await (const p of potongan) {
    parser.write(decoder.decode(p, { stream: true }));
    // A well-formedness error makes everything after it meaningless.
    if (galat) throw rusak(`XML tidak valid: ${(galat as Error).message}`);
  }
  parser.write(decoder.decode());
  parser.close();
  if (galat) throw rusak(`XML tidak valid: ${(galat as Error).message}`);
}
