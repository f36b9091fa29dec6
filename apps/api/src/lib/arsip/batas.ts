/**
 * What an upload parser refuses, as plain data: it crosses the worker thread boundary (structured clone), and the
 * request side turns it into the Indonesian answer (pool.ts). `batas` is the limit that was passed.
 */
export type Pelanggaran =
  | { jenis: 'terurai'; batas: number }
  | { jenis: 'entri'; batas: number }
  | { jenis: 'baris'; batas: number }
  | { jenis: 'teks'; batas: number }
  | { jenis: 'rusak'; alasan: string };

export class PelanggaranArsip extends Error {
  constructor(readonly pelanggaran: Pelanggaran) {
    super(pelanggaran.jenis === 'rusak' ? `arsip rusak: ${pelanggaran.alasan}` : `melebihi batas ${pelanggaran.jenis}: ${pelanggaran.batas}`);
  }
}

export const rusak = (alasan: string) => new PelanggaranArsip({ jenis: 'rusak', alasan });
