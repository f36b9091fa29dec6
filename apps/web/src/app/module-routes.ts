/**
 * Routes of spec 1 §2.1 whose modules are not released yet. Each renders the generic module frame
 * (PageHeader + 'Modul belum tersedia'); a module replaces its entries here with its own pages.
 */
export type ModuleRoute = { path: string; modul: string; layout: 'default' | 'context' };

export const MODULE_ROUTES: ModuleRoute[] = [
  // Question banks: /bank-soal and /bank-soal/:id are real routes (router.tsx).
  // Forums: /forum and /forum/:id/keaktifan are real routes (router.tsx).
  // Attendance: /kehadiran-peserta[/:id[/:idPertemuan]], /kehadiran-pengajar[/ubah-kehadiran], /keaktifan-pengajar are real routes.
  // Classes: /kelas, /kelas/:id and /kelas/:id/:idPertemuan are real routes (router.tsx), and so are the task pages.
  // Grades: /nilai and /nilai/:id are real routes (router.tsx).
];
