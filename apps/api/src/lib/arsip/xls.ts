/**
 * Cell texts of a legacy Excel 97-2003 workbook (.xls: BIFF8 records inside an OLE2 compound file), for the question
 * import. Only what an import needs is read: the sheets' names and their cell values as text (shared strings,
 * inline strings, numbers, RK numbers, booleans and the cached results of formulas). Formatting is ignored.
 * Throws on anything that is not a readable BIFF8 workbook. Nothing is decompressed, so the work is bounded by the
 * upload's size: sector chains never visit more sectors than the file has (a cycle cannot repeat them), and cells
 * right of `maksKolom` are dropped (one cell at column 65,535 would otherwise make a row of 65,536).
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;

class XlsError extends Error {}

/** The named stream of an OLE2 compound file. */
function readCfbStream(buf: Buffer, wanted: string[]): Buffer {
  if (buf.length < 512 || !buf.subarray(0, 8).equals(SIGNATURE)) throw new XlsError('bukan file OLE2');
  // Version 3 files have 512-byte sectors, version 4 files 4096; mini sectors are always 64 bytes.
  const shift = buf.readUInt16LE(30);
  if ((shift !== 9 && shift !== 12) || buf.readUInt16LE(32) !== 6) throw new XlsError('ukuran sektor tidak valid');
  const sectorSize = 1 << shift;
  const miniSectorSize = 64;
  const dirStart = buf.readUInt32LE(48);
  const miniCutoff = buf.readUInt32LE(56);
  const miniFatStart = buf.readUInt32LE(60);
  let difatStart = buf.readUInt32LE(68);
  const sectorAt = (n: number) => {
    const off = 512 + n * sectorSize;
    if (off + sectorSize > buf.length + sectorSize) throw new XlsError('sektor di luar file');
    return buf.subarray(off, off + sectorSize);
  };
  // FAT sector list: 109 in the header, then the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = buf.readUInt32LE(76 + i * 4);
    if (s < 0xfffffffa) fatSectors.push(s);
  }
  const sectors = Math.ceil(buf.length / sectorSize);
  for (let guard = 0; difatStart < 0xfffffffa; guard++) {
    if (guard > sectors) throw new XlsError('rantai DIFAT berulang');
    const d = sectorAt(difatStart);
    for (let i = 0; i < sectorSize / 4 - 1; i++) {
      const s = d.readUInt32LE(i * 4);
      if (s < 0xfffffffa) fatSectors.push(s);
    }
    difatStart = d.readUInt32LE(sectorSize - 4);
  }
  // Each FAT sector is a sector of the file: more of them than the file has is a forged header.
  if (fatSectors.length > sectors) throw new XlsError('tabel FAT melebihi ukuran file');
  const fat: number[] = [];
  for (const s of fatSectors) {
    const d = sectorAt(s);
    for (let i = 0; i < sectorSize / 4; i++) fat.push(d.readUInt32LE(i * 4));
  }
  const chain = (start: number, next: number[], read: (n: number) => Buffer, sectors: number) => {
    const parts: Buffer[] = [];
    for (let s = start, guard = 0; s !== END_OF_CHAIN && s < next.length; s = next[s]!, guard++) {
      if (guard > sectors) throw new XlsError('rantai sektor berulang');
      parts.push(read(s));
    }
    return Buffer.concat(parts);
  };
  const dir = chain(dirStart, fat, sectorAt, sectors);
  const entries: { name: string; type: number; start: number; size: number }[] = [];
  for (let off = 0; off + 128 <= dir.length; off += 128) {
    const nameLen = dir.readUInt16LE(off + 64);
    const name = dir.subarray(off, off + Math.max(0, nameLen - 2)).toString('utf16le');
    entries.push({ name, type: dir[off + 66]!, start: dir.readUInt32LE(off + 116), size: dir.readUInt32LE(off + 120) });
  }
  const entry = entries.find((e) => e.type === 2 && wanted.includes(e.name));
  if (!entry) throw new XlsError('stream Workbook tidak ditemukan');
  if (entry.size >= miniCutoff) return chain(entry.start, fat, sectorAt, sectors).subarray(0, entry.size);
  // Small streams live in the mini stream (the root entry's data), addressed by the mini FAT.
  const root = entries.find((e) => e.type === 5);
  if (!root) throw new XlsError('root entry tidak ditemukan');
  const miniStream = chain(root.start, fat, sectorAt, sectors);
  const miniFatBuf = chain(miniFatStart, fat, sectorAt, sectors);
  const miniFat: number[] = [];
  for (let i = 0; i + 4 <= miniFatBuf.length; i += 4) miniFat.push(miniFatBuf.readUInt32LE(i));
  return chain(entry.start, miniFat, (n) => miniStream.subarray(n * miniSectorSize, (n + 1) * miniSectorSize), Math.ceil(miniStream.length / miniSectorSize)).subarray(0, entry.size);
}

type Rec = { type: number; data: Buffer };
function records(wb: Buffer, from = 0): Rec[] {
  const out: Rec[] = [];
  for (let off = from; off + 4 <= wb.length; ) {
    const type = wb.readUInt16LE(off);
    const len = wb.readUInt16LE(off + 2);
    out.push({ type, data: wb.subarray(off + 4, off + 4 + len) });
    off += 4 + len;
    if (type === 0x000a && from > 0) break; // EOF of this sheet
  }
  return out;
}

/** An RK value (compressed number). */
function rk(v: number): number {
  const div100 = v & 1;
  let n: number;
  if (v & 2) n = v >> 2;
  else {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(v & 0xfffffffc, 4);
    n = b.readDoubleLE(0);
  }
  return div100 ? n / 100 : n;
}

const numText = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15))));

/**
 * Reads a BIFF8 unicode string from a record split by CONTINUE records: each piece after the first starts with a
 * fresh compression flag byte when a string's characters cross into it.
 */
class Pieces {
  i = 0;
  off = 0;
  constructor(private readonly parts: Buffer[]) {}
  private ensure() {
    while (this.i < this.parts.length && this.off >= this.parts[this.i]!.length) {
      this.i++;
      this.off = 0;
    }
    if (this.i >= this.parts.length) throw new XlsError('string terpotong');
  }
  u8() {
    this.ensure();
    return this.parts[this.i]![this.off++]!;
  }
  u16() {
    return this.u8() | (this.u8() << 8);
  }
  u32() {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }
  skip(n: number) {
    for (let k = 0; k < n; k++) this.u8();
  }
  str(): string {
    const cch = this.u16();
    let flags = this.u8();
    const runs = flags & 0x08 ? this.u16() : 0;
    const ext = flags & 0x04 ? this.u32() : 0;
    let s = '';
    for (let k = 0; k < cch; k++) {
      if (this.off >= this.parts[this.i]!.length) {
        // The characters continue in the next CONTINUE record, which restates the compression.
        this.i++;
        this.off = 0;
        flags = this.u8();
      }
      s += String.fromCharCode(flags & 1 ? this.u16() : this.u8());
    }
    this.skip(runs * 4 + ext);
    return s;
  }
}

/** Every sheet's cells as rows of text (row and column indexes as in the sheet, 0-based; columns up to maksKolom). */
export function readXls(buf: Buffer, maksKolom = 256): { name: string; rows: string[][] }[] {
  try {
    const wb = readCfbStream(buf, ['Workbook', 'Book']);
    const globals = records(wb);
    const bof = globals[0];
    if (!bof || bof.type !== 0x0809 || bof.data.readUInt16LE(0) !== 0x0600) throw new XlsError('bukan BIFF8');
    const sheets: { name: string; pos: number }[] = [];
    let sst: string[] = [];
    for (let k = 0; k < globals.length; k++) {
      const r = globals[k]!;
      if (r.type === 0x0085) {
        const p = new Pieces([r.data.subarray(6)]);
        const len = p.u8();
        const flags = p.u8();
        let name = '';
        for (let c = 0; c < len; c++) name += String.fromCharCode(flags & 1 ? p.u16() : p.u8());
        sheets.push({ name, pos: r.data.readUInt32LE(0) });
      } else if (r.type === 0x00fc) {
        const parts = [r.data];
        while (globals[k + 1]?.type === 0x003c) parts.push(globals[++k]!.data);
        const p = new Pieces(parts);
        p.u32();
        const unique = p.u32();
        sst = Array.from({ length: unique }, () => p.str());
      } else if (r.type === 0x000a) break;
    }
    return sheets.map(({ name, pos }) => {
      const rows: string[][] = [];
      const put = (row: number, col: number, v: string) => {
        if (col < maksKolom) (rows[row] ??= [])[col] = v;
      };
      const recs = records(wb, pos);
      for (let k = 0; k < recs.length; k++) {
        const { type, data } = recs[k]!;
        const row = data.length >= 4 ? data.readUInt16LE(0) : 0;
        const col = data.length >= 4 ? data.readUInt16LE(2) : 0;
        if (type === 0x00fd) put(row, col, sst[data.readUInt32LE(6)] ?? '');
        else if (type === 0x0203) put(row, col, numText(data.readDoubleLE(6)));
        else if (type === 0x027e) put(row, col, numText(rk(data.readInt32LE(6))));
        else if (type === 0x00bd) {
          const last = data.readUInt16LE(data.length - 2);
          for (let c = col; c <= Math.min(last, maksKolom - 1); c++) put(row, c, numText(rk(data.readInt32LE(4 + (c - col) * 6 + 2))));
        } else if (type === 0x0204) put(row, col, new Pieces([data.subarray(6)]).str());
        else if (type === 0x0205) put(row, col, data[7] === 0 ? (data[6] ? 'TRUE' : 'FALSE') : '');
        else if (type === 0x0006) {
          // FORMULA: a cached number, or (0xFFFF marker) a string in the following STRING record.
          if (data.readUInt16LE(12) !== 0xffff) put(row, col, numText(data.readDoubleLE(6)));
          else if (data[6] === 0 && recs[k + 1]?.type === 0x0207) put(row, col, new Pieces([recs[k + 1]!.data]).str());
          else if (data[6] === 1) put(row, col, data[8] ? 'TRUE' : 'FALSE');
        }
      }
      return { name, rows: Array.from(rows, (r) => Array.from(r ?? [], (c) => c ?? '')) };
    });
  } catch (err) {
    if (err instanceof XlsError || err instanceof RangeError) throw new Error(`File .xls tidak dapat dibaca: ${err.message}`);
    throw err;
  }
}
