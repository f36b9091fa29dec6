import { z } from 'zod';

/** Operator permission areas (spec 1 §3, §6). */
export const AREA_AKSES = [
  'data_master',
  'kelas_kuliah',
  'bank_soal',
  'data_sistem',
  'konfigurasi',
  'pengumuman',
  'bantuan',
  'laporan',
] as const;
export type AreaAkses = (typeof AREA_AKSES)[number];

export const LEVEL_AKSES = ['no_access', 'read', 'write'] as const;
export type LevelAkses = (typeof LEVEL_AKSES)[number];
export type HakAkses = Record<AreaAkses, LevelAkses>;

/** Areas whose highest level is read (bantuan has no write). */
export const AREA_TANPA_WRITE: readonly AreaAkses[] = ['bantuan'];

export const hakAksesSchema = z.object(
  Object.fromEntries(AREA_AKSES.map((a) => [a, z.enum(LEVEL_AKSES)])) as Record<AreaAkses, z.ZodEnum<{ no_access: 'no_access'; read: 'read'; write: 'write' }>>,
);

/** Fills missing areas with no_access and caps bantuan at read. */
export function normalizeHakAkses(raw: Partial<Record<string, unknown>> | null | undefined): HakAkses {
  const out = {} as HakAkses;
  for (const area of AREA_AKSES) {
    const v = raw?.[area];
    let level: LevelAkses = (LEVEL_AKSES as readonly unknown[]).includes(v) ? (v as LevelAkses) : 'no_access';
    if (level === 'write' && AREA_TANPA_WRITE.includes(area)) level = 'read';
    out[area] = level;
  }
  return out;
}

/** The one permission check used by API and web: read = read or write; write = write. */
export function hasAccess(hakAkses: Partial<Record<string, LevelAkses>> | null | undefined, area: AreaAkses, need: 'read' | 'write'): boolean {
  const level = hakAkses?.[area] ?? 'no_access';
  if (need === 'write') return level === 'write';
  return level === 'read' || level === 'write';
}

/** Route permission map of spec 1 §6: a path containing an entry needs that area. */
export const ROUTE_PERMISSION_MAP: readonly { path: string; permission_key: AreaAkses }[] = [
  { path: '/profil-pt', permission_key: 'data_master' },
  { path: '/mata-kuliah', permission_key: 'data_master' },
  { path: '/pengguna', permission_key: 'data_master' },
  { path: '/kelas', permission_key: 'kelas_kuliah' },
  { path: '/bank-soal', permission_key: 'bank_soal' },
  { path: '/data-sistem', permission_key: 'data_sistem' },
  { path: '/konfigurasi', permission_key: 'konfigurasi' },
  { path: '/pengumuman', permission_key: 'pengumuman' },
  { path: '/kehadiran-peserta', permission_key: 'laporan' },
  { path: '/kehadiran-pengajar', permission_key: 'laporan' },
  { path: '/keaktifan-pengajar', permission_key: 'laporan' },
  { path: '/nilai', permission_key: 'laporan' },
  { path: '/log-aktivitas', permission_key: 'laporan' },
  { path: '/bantuan', permission_key: 'bantuan' },
];

/** The area guarding a path (first segment match), or null when the path is unguarded. */
export function permissionForPath(pathname: string): AreaAkses | null {
  const first = '/' + (pathname.split('/').filter(Boolean)[0] ?? '');
  return ROUTE_PERMISSION_MAP.find((e) => e.path === first)?.permission_key ?? null;
}
