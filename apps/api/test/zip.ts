import { inflateRawSync } from 'node:zlib';

/**
 * Reads one entry of a zip the API wrote (yazl: stored or deflated, no zip64), through its central directory, so a
 * test can check a file inside an archive (e.g. the task zip's daftar-pengumpulan.csv). Null when absent.
 */
export function bacaEntriZip(zip: Buffer, nama: string): Buffer | null {
  const akhir = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (akhir < 0) throw new Error('bukan berkas zip');
  const jumlah = zip.readUInt16LE(akhir + 10);
  let off = zip.readUInt32LE(akhir + 16);
  for (let i = 0; i < jumlah; i++) {
    const metode = zip.readUInt16LE(off + 10);
    const ukuran = zip.readUInt32LE(off + 20);
    const panjangNama = zip.readUInt16LE(off + 28);
    const lokal = zip.readUInt32LE(off + 42);
    const namaEntri = zip.toString('utf8', off + 46, off + 46 + panjangNama);
    if (namaEntri === nama) {
      const data = lokal + 30 + zip.readUInt16LE(lokal + 26) + zip.readUInt16LE(lokal + 28);
      const isi = zip.subarray(data, data + ukuran);
      return metode === 0 ? Buffer.from(isi) : inflateRawSync(isi);
    }
    off += 46 + panjangNama + zip.readUInt16LE(off + 30) + zip.readUInt16LE(off + 32);
  }
  return null;
}
