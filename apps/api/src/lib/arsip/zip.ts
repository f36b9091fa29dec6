import zlib from 'node:zlib';
import { PelanggaranArsip, rusak } from './batas';

/**
 * Bounded reading of a zip held in memory (an uploaded .xlsx; the upload itself is capped). The central directory
 * is read first and the archive refused when its entry count or declared uncompressed sizes pass the limits; an
 * entry is then inflated as a stream that stops at the limit whatever was declared, so a lying directory costs no
 * more than an honest one. No zip64, encryption or methods other than stored/deflate: an upload of a few
 * megabytes never needs them.
 */

export type EntriZip = {
  nama: string;
  metode: 0 | 8;
  /** Compressed bytes, as declared. */
  ukuranMampat: number;
  /** Uncompressed bytes, as declared (not trusted: the inflate stops at the limit anyway). */
  ukuranTerurai: number;
  offsetLokal: number;
};

export type BatasZip = {
  /** Most entries in the directory. */
  maksEntri: number;
  /** Most uncompressed bytes of one entry and of all entries together (declared and actual). */
  maksTerurai: number;
};

const EOCD = 0x06054b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;
const ZIP64_PENANDA = 0xffffffff;
const POTONGAN = 64 * 1024;

/** Whether the bytes start like a zip (a local file header). */
export const awalZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function cariAkhirDirektori(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const paling = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= paling; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw rusak('akhir direktori zip tidak ditemukan');
}

/** The entries of the central directory, refused when they pass the limits before anything is inflated. */
export function bacaDirektori(buf: Buffer, batas: BatasZip): Map<string, EntriZip> {
  if (buf.length < 22) throw rusak('terlalu pendek untuk zip');
  const akhir = cariAkhirDirektori(buf);
  const jumlah = buf.readUInt16LE(akhir + 10);
  const ukuranDir = buf.readUInt32LE(akhir + 12);
  const awalDir = buf.readUInt32LE(akhir + 16);
  if (buf.readUInt16LE(akhir + 4) !== 0 || buf.readUInt16LE(akhir + 6) !== 0) throw rusak('zip terbagi beberapa disk');
  if (jumlah === 0xffff || awalDir === ZIP64_PENANDA) throw new PelanggaranArsip({ jenis: 'entri', batas: batas.maksEntri });
  if (jumlah > batas.maksEntri) throw new PelanggaranArsip({ jenis: 'entri', batas: batas.maksEntri });
  if (awalDir + ukuranDir > akhir) throw rusak('direktori zip di luar berkas');

  const entri = new Map<string, EntriZip>();
  let total = 0;
  let off = awalDir;
  for (let i = 0; i < jumlah; i++) {
    if (off + 46 > akhir || buf.readUInt32LE(off) !== CEN) throw rusak('entri direktori zip rusak');
    const flag = buf.readUInt16LE(off + 8);
    const metode = buf.readUInt16LE(off + 10);
    const ukuranMampat = buf.readUInt32LE(off + 20);
    const ukuranTerurai = buf.readUInt32LE(off + 24);
    const panjangNama = buf.readUInt16LE(off + 28);
    const panjangEkstra = buf.readUInt16LE(off + 30);
    const panjangKomentar = buf.readUInt16LE(off + 32);
    const offsetLokal = buf.readUInt32LE(off + 42);
    const nama = buf.toString('utf8', off + 46, off + 46 + panjangNama);
    off += 46 + panjangNama + panjangEkstra + panjangKomentar;
    // A zip64 marker in a size claims 4 GiB or more: over any limit.
    if (ukuranTerurai === ZIP64_PENANDA || ukuranMampat === ZIP64_PENANDA) throw new PelanggaranArsip({ jenis: 'terurai', batas: batas.maksTerurai });
    total += ukuranTerurai;
    if (ukuranTerurai > batas.maksTerurai || total > batas.maksTerurai) throw new PelanggaranArsip({ jenis: 'terurai', batas: batas.maksTerurai });
    if (flag & 0x1) throw rusak(`entri ${nama} terenkripsi`);
    if (metode !== 0 && metode !== 8) throw rusak(`metode kompresi ${metode} pada ${nama}`);
    if (offsetLokal + 30 > awalDir) throw rusak(`entri ${nama} di luar berkas`);
    entri.set(nama, { nama, metode, ukuranMampat, ukuranTerurai, offsetLokal });
  }
  return entri;
}

/** The compressed bytes of an entry, located through its local header. */
function dataMampat(buf: Buffer, e: EntriZip): Buffer {
  if (buf.readUInt32LE(e.offsetLokal) !== LOC) throw rusak(`header lokal ${e.nama} rusak`);
  const awal = e.offsetLokal + 30 + buf.readUInt16LE(e.offsetLokal + 26) + buf.readUInt16LE(e.offsetLokal + 28);
  if (awal + e.ukuranMampat > buf.length) throw rusak(`data ${e.nama} terpotong`);
  return buf.subarray(awal, awal + e.ukuranMampat);
}

/**
 * The entry's uncompressed bytes in chunks of at most 64 KiB, inflated as they are read (the consumer may stop
 * early). `terpakai` counts the bytes already inflated from other entries of the same archive: together they may not
 * pass `maksTerurai`.
 */
export async function* bacaEntri(buf: Buffer, e: EntriZip, batas: Pick<BatasZip, 'maksTerurai'>, terpakai = { bytes: 0 }): AsyncGenerator<Buffer> {
  const data = dataMampat(buf, e);
  const tambah = (n: number) => {
    terpakai.bytes += n;
    if (terpakai.bytes > batas.maksTerurai) throw new PelanggaranArsip({ jenis: 'terurai', batas: batas.maksTerurai });
  };
  if (e.metode === 0) {
    for (let i = 0; i < data.length; i += POTONGAN) {
      const potong = data.subarray(i, i + POTONGAN);
      tambah(potong.length);
      yield potong;
    }
    return;
  }
  // The stream inflates only as fast as it is read, so memory stays at a few chunks however large the output.
  const inflater = zlib.createInflateRaw({ chunkSize: POTONGAN });
  inflater.end(data);
  try {
    for await (const potong of inflater) {
      tambah((potong as Buffer).length);
      yield potong as Buffer;
    }
  } catch (err) {
    if (err instanceof PelanggaranArsip) throw err;
    throw rusak(`data ${e.nama} tidak dapat diekstrak`);
  } finally {
    inflater.destroy();
  }
}
