/** Reference lists (fetched whole, rarely change during a session). */
export const referensiKeys = {
  waktuAkademik: ['referensi', 'waktu-akademik'] as const,
  prodi: ['referensi', 'prodi'] as const,
  makul: ['referensi', 'makul'] as const,
  jenisKelas: ['referensi', 'jenis-kelas'] as const,
  dosen: ['referensi', 'dosen'] as const,
};
