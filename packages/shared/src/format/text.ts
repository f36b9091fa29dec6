/** Text helpers of the shell (spec 1 §2.4, §3, §5, §8). */

export interface NamaDosenInput {
  gelar_depan?: string | null;
  nama?: string | null;
  /** Class teacher lists name the field nama_pengajar (spec 1 §3 Class.pengajar). */
  nama_pengajar?: string | null;
  gelar_akademik?: string | null;
}

/**
 * 'Dr. Budi Santoso, S.Kom., M.Kom.': front title, name, then ', ' and the academic titles. Empty parts leave
 * no stray comma or space; titles that already start with a comma are not doubled. '-' when there is no name.
 */
export function namaLengkapDosen(dosen: NamaDosenInput | null | undefined): string {
  const nama = (dosen?.nama ?? dosen?.nama_pengajar ?? '').trim().replace(/\s+/g, ' ');
  if (!nama) return '-';
  const depan = (dosen?.gelar_depan ?? '').trim();
  const belakang = (dosen?.gelar_akademik ?? '').trim().replace(/^[,\s]+/, '').replace(/[,\s]+$/, '');
  return `${depan ? `${depan} ` : ''}${nama}${belakang ? `, ${belakang}` : ''}`;
}

/**
 * 'kehadiran-peserta' / 'DATA sistem' -> 'Kehadiran Peserta' / 'Data Sistem'. Hyphens and underscores count
 * as spaces (route segments and enum values), runs of blanks collapse, the rest of each word is lower-cased.
 */
export function titleCase(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  return s
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** 'NETWORK ERROR' -> 'Network error': lower-cased then capitalised, as request errors are normalised (spec 1 §8). */
export function capitalize(s: string | null | undefined): string {
  if (typeof s !== 'string' || s === '') return '';
  const lower = s.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Extension without the dot, lower-cased ('Laporan.PDF' -> 'pdf'); '' when there is none. */
export function fileExtension(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const base = name.split(/[/\\]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 && i < base.length - 1 ? base.slice(i + 1).toLowerCase() : '';
}

/**
 * Default file-name display (spec 1 §5: 15 characters, 20 in the upload modal): when the name without its
 * extension is longer than max, it is cut to max characters and '...' plus the extension is appended, so the
 * type stays visible: 'laporan-praktikum-akhir.pdf' -> 'laporan-praktik...pdf'. Shorter names are unchanged.
 */
export function truncateFileName(name: string | null | undefined, max = 15): string {
  if (typeof name !== 'string') return '';
  const dot = name.lastIndexOf('.');
  const hasExt = dot > 0 && dot < name.length - 1;
  const base = hasExt ? name.slice(0, dot) : name;
  const ext = hasExt ? name.slice(dot + 1) : '';
  if (base.length <= max) return name;
  return `${base.slice(0, max)}...${ext}`;
}

/**
 * Narrow-screen attachment names (spec 1 §5): the first `start` and last `end` characters around '...'
 * ('laporan-praktikum-akhir-2026.pdf' -> 'laporan-prak...2026.pdf'). Unchanged when cutting would not shorten it.
 */
export function truncateMiddle(name: string | null | undefined, start = 12, end = 8): string {
  if (typeof name !== 'string') return '';
  if (name.length <= start + end + 3) return name;
  return `${name.slice(0, start)}...${end > 0 ? name.slice(-end) : ''}`;
}

export const APP_TITLE = 'LMS Operator';

/**
 * Document title (spec 1 §2.4): the app title prefixed by the first path segment in title case.
 * '/kehadiran-peserta/12' -> 'Kehadiran Peserta - LMS Operator'; '/' -> 'LMS Operator'. Query and hash are ignored.
 */
export function judulHalaman(pathname: string | null | undefined, appTitle: string = APP_TITLE): string {
  const path = (pathname ?? '').split(/[?#]/)[0];
  const first = path.split('/').filter(Boolean)[0];
  if (!first) return appTitle;
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  const judul = titleCase(segment);
  return judul ? `${judul} - ${appTitle}` : appTitle;
}
