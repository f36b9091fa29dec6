/** Width and height a PNG declares in its IHDR chunk (the first after the signature), or null when absent. */
export function ukuranPng(kepala: Buffer): { lebar: number; tinggi: number } | null {
  if (kepala.length < 24 || kepala.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { lebar: kepala.readUInt32BE(16), tinggi: kepala.readUInt32BE(20) };
}
