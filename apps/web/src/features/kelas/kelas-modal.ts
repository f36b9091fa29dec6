/** The modals of the class page (spec 1 §2.7, spec 2 §2 'Ubah Data Silabus'). */
export type KelasModal = 'anggota' | 'profil' | 'pengaturan' | 'ubah-profil' | 'ubah-ketua' | 'ubah-jabatan' | 'data-silabus' | 'ubah-silabus';

/** Whether the caller may change anything of the class (Pengaturan Kelas is shown only then). */
export function canPengaturan(akses: { ubah_kelas: boolean; ubah_ketua: boolean; ubah_jabatan: boolean; ubah_silabus: boolean }): boolean {
  return akses.ubah_kelas || akses.ubah_ketua || akses.ubah_jabatan || akses.ubah_silabus;
}
