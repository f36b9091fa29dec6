/**
 * Chat ids (spec 2 §4): groups the LMS makes for exams, tasks and forums carry the `LMS-` prefix; a group-type task's
 * chat uses the task group's (kelompok's) id as is. Threads of a forum are `FORUM__{idForum}` (spec 2 §2's link
 * `forumId=FORUM__{activityId}`); the comments of a content live in the thread `KOMENTAR` of its group.
 */

/** Prefix of every id the LMS reserves for its own groups; a client may not create a free group under it. */
export const CHAT_PREFIX_LMS = 'LMS-';
export const THREAD_KOMENTAR = 'KOMENTAR';
const FORUM_THREAD_PREFIX = 'FORUM__';

/** The comments group of an exam or a task: `LMS-UJIAN-12`, `LMS-TUGAS-7`. */
export function idGrupKomentar(jenis: 'ujian' | 'tugas', idKonten: string | number): string {
  return `${CHAT_PREFIX_LMS}${jenis.toUpperCase()}-${idKonten}`;
}

/** The exam or task a comments group belongs to, or null when the id is not one. */
export function parseIdGrupKomentar(id: string): { jenis: 'ujian' | 'tugas'; idKonten: string } | null {
  const m = /^LMS-(UJIAN|TUGAS)-([A-Za-z0-9_.:-]+)$/.exec(id);
  return m ? { jenis: m[1] === 'UJIAN' ? 'ujian' : 'tugas', idKonten: m[2]! } : null;
}

/** The forum group of a class: every forum of the class is one thread of it. */
export function idGrupForum(idKelasKuliah: string): string {
  return `${CHAT_PREFIX_LMS}FORUM-${idKelasKuliah}`;
}

export function idThreadForum(idForum: number | string): string {
  return `${FORUM_THREAD_PREFIX}${idForum}`;
}

/** The forum id of a forum thread id (`FORUM__12` → 12), or null. */
export function parseIdThreadForum(threadId: string | null | undefined): number | null {
  const m = /^FORUM__(\d{1,10})$/.exec(threadId ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The chat group behind a comments panel: a task group's own id for `kelompok`, otherwise the content's comments
 * group. A `kelompok` panel without its group id has no group.
 */
export function idGrupPanelKomentar(jenis: 'ujian' | 'tugas' | 'kelompok', idKonten: string | number, idGroup?: string | null): string | null {
  if (idGroup) return idGroup;
  if (jenis === 'kelompok') return null;
  return idGrupKomentar(jenis, idKonten);
}
