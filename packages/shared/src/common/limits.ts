import { fileExtension } from '../format/text';

/** Business constants and limits of spec 1 §9 (and a few of §2.5/§5), used by API and web alike. */

/** Per-page options of list pages (the default page size is DEFAULT_PER_PAGE = 10 in envelope.ts). */
export const PER_PAGE_OPTIONS = [5, 10, 20, 50] as const;
/** The pagination component's own default when a page sets none. */
export const PAGINATION_DEFAULT_PER_PAGE = 5;
export const KELAS_LIST_PER_PAGE = 5;
export const KELAS_LIST_PER_PAGE_OPTIONS = [5, 10, 15, 20] as const;
export const KELAS_LIST_MAX_PAGE_BUTTONS = 3;
/** Materials list numbering per page (spec 1 §2.7). */
export const MATERI_PER_PAGE = 10;

export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_INPUT_DEBOUNCE_MS = 500;
export const KETUA_KELAS_SEARCH_DEBOUNCE_MS = 1000;
export const COUNTDOWN_TICK_MS = 1000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const FETCH_MIN_DELAY_MS = 200;
/** A chunk-load failure reloads the page at most once per this interval (spec 1 §8). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Upload modal default max size, in KB (shown in MB). */
export const UPLOAD_MAX_DEFAULT_KB = 10240;

export const BREAKPOINTS = { tablet: 768, desktop: 1024, widescreen: 1216, fullhd: 1408 } as const;
export const DEFAULT_VIEWPORT_WIDTH = 1024;

export const MAX_STACKED_AVATARS = 3;

export const DEFAULT_BANNER_COUNT = 7;
/** Default banner 0-6 from banner_color_idx, modulo 7 and never negative (-1 -> 6). 0 for non-integers. */
export function bannerIndex(idx: number): number {
  if (!Number.isInteger(idx)) return 0;
  return ((idx % DEFAULT_BANNER_COUNT) + DEFAULT_BANNER_COUNT) % DEFAULT_BANNER_COUNT;
}

/** Allowed upload extensions by group (spec 1 §9), with the dot as in an accept attribute. */
export const ALLOWED_UPLOADS = {
  image: ['.jpg', '.jpeg', '.png'],
  pdf: ['.pdf'],
  doc: ['.doc', '.docx'],
  excel: ['.xls', '.xlsx'],
  ppt: ['.ppt', '.pptx'],
  zip: ['.zip', '.rar'],
  audio: ['.mp3', '.wav'],
  video: ['.mp4', '.webm', '.ogg'],
} as const;
export type UploadGroup = keyof typeof ALLOWED_UPLOADS;
/** Banner upload accepts png, jpg, jpeg (spec 1 §5). */
export const BANNER_UPLOAD_EXTENSIONS = ALLOWED_UPLOADS.image;

/** Extensions of the given groups (all groups when none are given), e.g. for an accept attribute. */
export function allowedExtensions(groups?: readonly UploadGroup[]): string[] {
  const keys = groups ?? (Object.keys(ALLOWED_UPLOADS) as UploadGroup[]);
  return keys.flatMap((g) => [...ALLOWED_UPLOADS[g]]);
}

/** Whether the file name's extension (case-insensitive) is in the list ('.pdf' or 'pdf' both accepted). */
export function isAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && extensions.some((e) => e.replace(/^\./, '').toLowerCase() === ext);
}

export const MODAL_WIDTH = { card: 800, ketuaKelas: 900, aksesForm: 600, hapus: 500, konfirmasi: 400 } as const;

// Meetings per class (16): declared once in kelas/query.ts beside the class list, re-exported here with the
// other limits (one symbol, so the root `export *` of both modules stays unambiguous).
export { JUMLAH_PERTEMUAN_DEFAULT } from '../kelas/query';

/** Attendance defaults before settings arrive (spec 1 §9). */
export const SYARAT_KEHADIRAN_DEFAULT = { video_persen: 50, audio_persen: 50, ebook_detik: 60 } as const;
