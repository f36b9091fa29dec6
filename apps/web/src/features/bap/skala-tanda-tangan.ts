import { TANDA_TANGAN_LEBAR, TANDA_TANGAN_TINGGI } from '@lms/shared';
import { posisiTandaTangan } from './bap-opsi';

/**
 * Turns the chosen image (png, jpg) into what the API accepts: a 240x120 PNG with an alpha channel, the image
 * fitted and centred on a transparent background. A photo of a signature on white paper gets its near-white
 * pixels made transparent, so it prints cleanly over the signature line.
 */
export async function skalaTandaTangan(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = TANDA_TANGAN_LEBAR;
  canvas.height = TANDA_TANGAN_TINGGI;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Peramban tidak dapat mengolah gambar');
  const p = posisiTandaTangan(bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, p.x, p.y, p.w, p.h);
  bitmap.close();
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < data.data.length; i += 4) {
    if (data.data[i]! > 235 && data.data[i + 1]! > 235 && data.data[i + 2]! > 235) data.data[i + 3] = 0;
  }
  // A corner pixel always transparent: an image filling the box with no white would otherwise be encoded without alpha.
  data.data[3] = 0;
  ctx.putImageData(data, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Gagal membuat gambar tanda tangan'))), 'image/png'));
}
