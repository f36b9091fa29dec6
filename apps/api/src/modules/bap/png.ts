import zlib from 'node:zlib';

/**
 * The facts of a PNG a signature needs, read from its header chunks: size (IHDR) and whether it can be transparent
 * (an alpha colour type, or a tRNS chunk before the image data). Null when the bytes are not a PNG.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type InfoPng = { lebar: number; tinggi: number; transparan: boolean };

export function bacaInfoPng(buf: Buffer): InfoPng | null {
  if (buf.length < 33 || !buf.subarray(0, 8).equals(SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  const lebar = buf.readUInt32BE(16);
  const tinggi = buf.readUInt32BE(20);
  const colorType = buf[25]!;
  // Colour types 4 (grey + alpha) and 6 (RGBA) carry alpha; 0, 2 and 3 only through a tRNS chunk.
  let transparan = colorType === 4 || colorType === 6;
  let off = 8;
  while (!transparan && off + 8 <= buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    if (type === 'tRNS') transparan = true;
    if (type === 'IDAT' || type === 'IEND') break;
    off += 12 + len;
  }
  return { lebar, tinggi, transparan };
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A transparent 240x120 RGBA PNG with a pen stroke (a wave whose shape follows `benih`): the demo campus's
 * signatures and the tests' uploads, without an image library.
 */
export function buatPngTandaTangan(benih: number, lebar = 240, tinggi = 120): Buffer {
  const px = Buffer.alloc(lebar * tinggi * 4);
  const titik = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const xx = Math.round(x) + dx;
        const yy = Math.round(y) + dy;
        if (xx < 0 || yy < 0 || xx >= lebar || yy >= tinggi) continue;
        const o = (yy * lebar + xx) * 4;
        px[o] = 20;
        px[o + 1] = 40;
        px[o + 2] = 120;
        px[o + 3] = 255;
      }
  };
  const a = 1 + (benih % 5);
  for (let x = 20; x < lebar - 20; x += 0.5) titik(x, tinggi / 2 + Math.sin((x / 18) * a) * 25 * Math.sin((x / lebar) * Math.PI));
  for (let x = 40; x < lebar - 60; x += 0.5) titik(x, tinggi * 0.78 + (x % 7) / 7);
  const rows = Buffer.alloc(tinggi * (lebar * 4 + 1));
  for (let y = 0; y < tinggi; y++) px.copy(rows, y * (lebar * 4 + 1) + 1, y * lebar * 4, (y + 1) * lebar * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lebar, 0);
  ihdr.writeUInt32BE(tinggi, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
