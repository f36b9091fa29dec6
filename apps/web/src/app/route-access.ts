import { hasAccess, ROUTE_PERMISSION_MAP, type AreaAkses, type HakAkses, type Role } from '@lms/shared';

/**
 * The one route guard table: who may open a page, by its first path segment. The router's permission step and
 * the side menu both read it, so a page is in a user's menu exactly when opening it does not end on the 404 page.
 *
 * `roles` lists who may open it at all; `area` is the operator permission (spec 1 §6 route map) an operator needs
 * at least read on. A path with no entry is open to every signed-in user.
 */
export type RouteRule = { prefix: string; roles: readonly Role[]; area?: AreaAkses };

const SEMUA: readonly Role[] = ['ROLE_OPERATOR', 'ROLE_DOSEN', 'ROLE_MAHASISWA'];
const OPERATOR: readonly Role[] = ['ROLE_OPERATOR'];
const areaOf = (prefix: string) => ROUTE_PERMISSION_MAP.find((e) => e.path === prefix)?.permission_key;

export const ROUTE_ACCESS: readonly RouteRule[] = [
  // Data master, system data and configuration are the operators' (spec 1 §2.4).
  { prefix: '/profil-pt', roles: OPERATOR, area: areaOf('/profil-pt') },
  { prefix: '/mata-kuliah', roles: OPERATOR, area: areaOf('/mata-kuliah') },
  { prefix: '/pengguna', roles: OPERATOR, area: areaOf('/pengguna') },
  { prefix: '/data-sistem', roles: OPERATOR, area: areaOf('/data-sistem') },
  { prefix: '/konfigurasi', roles: OPERATOR, area: areaOf('/konfigurasi') },
  { prefix: '/keaktifan-pengajar', roles: OPERATOR, area: areaOf('/keaktifan-pengajar') },
  { prefix: '/log-aktivitas', roles: OPERATOR, area: areaOf('/log-aktivitas') },
  // 'Login Akun Lain' is an operator tool behind kelas_kuliah (its write check is the page's own).
  { prefix: '/login-as', roles: OPERATOR, area: 'kelas_kuliah' },
  // Classes and their meetings: everyone's own; operators with kelas_kuliah.
  { prefix: '/kelas', roles: SEMUA, area: areaOf('/kelas') },
  { prefix: '/pertemuan', roles: SEMUA, area: 'kelas_kuliah' },
  // Vidcons live inside classes: the same rule as meetings.
  { prefix: '/vidcon', roles: SEMUA, area: 'kelas_kuliah' },
  // Tasks live inside classes too.
  { prefix: '/tugas', roles: SEMUA, area: 'kelas_kuliah' },
  // Forums live inside classes too.
  { prefix: '/forum', roles: SEMUA, area: 'kelas_kuliah' },
  // Question banks: lecturers and operators (spec 2 §1), not students.
  { prefix: '/bank-soal', roles: ['ROLE_OPERATOR', 'ROLE_DOSEN'], area: areaOf('/bank-soal') },
  { prefix: '/pengumuman', roles: SEMUA, area: areaOf('/pengumuman') },
  { prefix: '/kehadiran-peserta', roles: SEMUA, area: areaOf('/kehadiran-peserta') },
  // The lecturer-attendance report and its edit page are operator tools (its API answers operators only).
  { prefix: '/kehadiran-pengajar', roles: OPERATOR, area: areaOf('/kehadiran-pengajar') },
  { prefix: '/nilai', roles: SEMUA, area: areaOf('/nilai') },
  { prefix: '/bantuan', roles: SEMUA, area: areaOf('/bantuan') },
];

/** The rule of a path (first segment), or null when every signed-in user may open it. */
export function ruleFor(pathname: string): RouteRule | null {
  const first = '/' + (pathname.split(/[?#]/)[0]!.split('/').filter(Boolean)[0] ?? '');
  return ROUTE_ACCESS.find((r) => r.prefix === first) ?? null;
}

/** Whether the path needs the operator's rights to decide (so the guard loads them only then). */
export function needsHakAkses(pathname: string, role: Role): boolean {
  const rule = ruleFor(pathname);
  return role === 'ROLE_OPERATOR' && !!rule?.area;
}

/** May this user open the path? Operators need read on the rule's area (unknown rights mean no). */
export function canOpen(pathname: string, role: Role | undefined, hakAkses: Partial<HakAkses> | null | undefined): boolean {
  if (!role) return false;
  const rule = ruleFor(pathname);
  if (!rule) return true;
  if (!rule.roles.includes(role)) return false;
  if (role === 'ROLE_OPERATOR' && rule.area) return hasAccess(hakAkses, rule.area, 'read');
  return true;
}
