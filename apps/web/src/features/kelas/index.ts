/** The class feature's public pieces: its queries (classes and their meetings) and the class pickers. */
export { kelasKeys } from './api/keys';
export { useKelas } from './api/get-kelas';
export { kelasListQueryOptions, useKelasList } from './api/get-kelas-list';
export { pertemuanKelasQueryOptions, usePertemuanKelas } from './api/get-pertemuan-kelas';
export { useMataKuliahInfo } from './api/get-mata-kuliah-info';
export { postAuthorizeSikad } from './api/post-authorize-sikad';
export { postKeluarKeSikad } from './api/post-keluar-ke-sikad';
export { KelasSection } from './components/kelas-section';
export { PeriodeKelasFields } from './components/periode-kelas-fields';
export { PilihPertemuan } from './components/pilih-pertemuan';
