import { z } from 'zod';

export * from './ids';

/**
 * The chat service (spec 2 §7 Chat, §3 'Chat group payload', §4 chat ids, §9 chat roles and usage): groups, threads
 * inside a group, messages (a message may answer a top-level message of its thread), unread counts per member and
 * live delivery to the group's members. Forums, the comments of exams and tasks and the task-group chat all run on it.
 */

/** Chat roles of spec 2 §9. */
export const PERAN_CHAT = ['Mahasiswa', 'Dosen'] as const;
export type PeranChat = (typeof PERAN_CHAT)[number];
/** The one usage of spec 2 §9. */
export const USAGE_CHAT = ['lms'] as const;

/**
 * What a group belongs to: a forum group of a class, the comments of an exam or a task, a task group (kelompok),
 * or a free group created through POST /v2/chat/group.
 */
export const KONTEKS_GRUP_CHAT = ['forum', 'ujian', 'tugas', 'kelompok', 'umum'] as const;
export type KonteksGrupChat = (typeof KONTEKS_GRUP_CHAT)[number];

/**
 * Who belongs to a group: `kelas` = the teachers and participants of its class, read live from the class (nothing to
 * keep in sync); `daftar` = an explicit member list (task groups, free groups).
 */
export const KEANGGOTAAN_GRUP_CHAT = ['kelas', 'daftar'] as const;
export type KeanggotaanGrupChat = (typeof KEANGGOTAAN_GRUP_CHAT)[number];

/** Comment types of the comments panel (spec 2 §7). */
export const JENIS_KOMENTAR = ['ujian', 'tugas', 'kelompok'] as const;
export type JenisKomentar = (typeof JENIS_KOMENTAR)[number];

export const CHAT_NAMA_MAX = 150;
export const CHAT_JUDUL_THREAD_MAX = 200;
/** Characters of a message as sent (HTML included); the sanitized text must not be empty. */
export const CHAT_ISI_MAX = 10_000;
export const CHAT_ANGGOTA_MAX = 500;
export const CHAT_LAMPIRAN_MAKS = 5;
/** Top-level messages per page of a thread (cursor pagination). */
export const CHAT_PER_PAGE = 20;
export const CHAT_PER_PAGE_MAX = 100;

export const PESAN_CHAT = {
  grupTidakDitemukan: 'Grup chat tidak ditemukan',
  threadTidakDitemukan: 'Thread chat tidak ditemukan',
  pesanTidakDitemukan: 'Pesan tidak ditemukan',
  lampiranTidakDitemukan: 'Lampiran tidak ditemukan',
  bukanAnggota: 'Anda bukan anggota grup chat ini',
  tidakBolehKirim: 'Anda hanya dapat membaca grup chat ini',
  hanyaPenulis: 'Hanya penulis yang dapat mengubah pesan ini',
  tidakBolehHapus: 'Hanya penulis atau pengajar kelas yang dapat menghapus pesan ini',
  isiWajib: 'Pesan wajib diisi',
  isiMaks: `Pesan maksimal ${CHAT_ISI_MAX} karakter`,
  namaWajib: 'Nama grup wajib diisi',
  grupSudahAda: 'Grup chat dengan id ini sudah ada',
  idDipesan: 'Id grup ini disediakan untuk grup yang dibuat oleh LMS',
  threadSudahAda: 'Thread dengan id ini sudah ada',
  indukTidakDitemukan: 'Pesan yang dibalas tidak ditemukan di thread ini',
  anggotaTidakValid: (id: number, peran: string) => `Pengguna ${id} bukan ${peran} perguruan tinggi ini`,
  lampiranTidakValid: 'Lampiran tidak ditemukan atau bukan unggahan Anda di grup ini',
  lampiranMaks: `Maksimal ${CHAT_LAMPIRAN_MAKS} lampiran per pesan`,
  belumDibuka: 'Diskusi belum dibuka',
  sudahDitutup: 'Diskusi sudah ditutup',
  dihapus: 'Pesan ini telah dihapus',
  berhasilKirim: 'Pesan terkirim',
  berhasilUbah: 'Pesan diubah',
  berhasilHapus: 'Pesan dihapus',
  kontenTidakDitemukan: (jenis: string) => `${jenis === 'ujian' ? 'Kuis/ujian' : 'Tugas'} tidak ditemukan`,
} as const;

/** The window refusals of a thread, in the words of its context (forums speak of the forum). */
export const PESAN_JENDELA_THREAD: Record<string, { belumDibuka: string; sudahDitutup: string }> = {
  forum: { belumDibuka: 'Forum belum dimulai', sudahDitutup: 'Forum sudah berakhir' },
};
export const pesanJendelaThread = (konteks: string | null | undefined) =>
  (konteks ? PESAN_JENDELA_THREAD[konteks] : undefined) ?? { belumDibuka: PESAN_CHAT.belumDibuka, sudahDitutup: PESAN_CHAT.sudahDitutup };

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** Group and thread ids: letters, digits and - _ . : (they travel in URLs). */
export const chatIdSchema = z
  .string({ error: 'Id wajib diisi' })
  .trim()
  .min(1, 'Id wajib diisi')
  .max(150, 'Id maksimal 150 karakter')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Id hanya boleh berisi huruf, angka, -, _, . dan :');

const idPesan = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(Number.MAX_SAFE_INTEGER);

export const chatGroupParams = z.object({ id: chatIdSchema });
export const chatThreadParams = z.object({ id: chatIdSchema, threadId: chatIdSchema });
export const chatPesanParams = z.object({ id: chatIdSchema, threadId: chatIdSchema, idPesan });
export const chatLampiranParams = z.object({ id: chatIdSchema, idFile: z.uuid({ error: 'idFile harus berupa UUID' }) });

export const chatMember = z.object({
  /** The user's id (users.id; for a lecturer, id_user). */
  id: z.coerce.number({ error: 'harus berupa angka' }).int().positive(),
  role: z.enum(PERAN_CHAT, { error: 'role harus Mahasiswa atau Dosen' }),
});
export type ChatMember = z.infer<typeof chatMember>;

/** POST /v2/chat/group[/{id}] (spec 2 §3 'Chat group payload'). */
export const chatGroupBody = z.object({
  name: z.string({ error: PESAN_CHAT.namaWajib }).trim().min(1, PESAN_CHAT.namaWajib).max(CHAT_NAMA_MAX, `Nama grup maksimal ${CHAT_NAMA_MAX} karakter`),
  usage: z.enum(USAGE_CHAT, { error: "usage harus 'lms'" }).default('lms'),
  members: z.array(chatMember).max(CHAT_ANGGOTA_MAX, `Anggota maksimal ${CHAT_ANGGOTA_MAX}`).default([]),
});
export type ChatGroupBody = z.input<typeof chatGroupBody>;

/** POST /v2/chat/group/{id}/thread: a new thread of the group (its id is generated when absent). */
export const chatThreadBody = z.object({
  id: chatIdSchema.optional(),
  judul: z.string({ error: 'Judul wajib diisi' }).trim().min(1, 'Judul wajib diisi').max(CHAT_JUDUL_THREAD_MAX, `Judul maksimal ${CHAT_JUDUL_THREAD_MAX} karakter`),
});
export type ChatThreadBody = z.input<typeof chatThreadBody>;

const isiPesan = z.string({ error: PESAN_CHAT.isiWajib }).min(1, PESAN_CHAT.isiWajib).max(CHAT_ISI_MAX, PESAN_CHAT.isiMaks);

/** POST /v2/chat/group/{id}/thread/{threadId}: a message; `id_induk` answers a message of the thread. */
export const chatPesanBody = z.object({
  isi: isiPesan,
  id_induk: idPesan.nullable().optional(),
  /** Ids of files uploaded by the sender to this group (POST /v2/chat/group/{id}/lampiran) and not yet sent. */
  lampiran: z.array(z.uuid({ error: 'lampiran harus berupa UUID' })).max(CHAT_LAMPIRAN_MAKS, PESAN_CHAT.lampiranMaks).default([]),
});
/** What a client sends (lampiran optional). */
export type ChatPesanBody = z.input<typeof chatPesanBody>;
/** What a service receives (parsed). */
export type ChatPesanData = z.infer<typeof chatPesanBody>;

export const chatPesanUpdateBody = z.object({ isi: isiPesan });
export type ChatPesanUpdateBody = z.infer<typeof chatPesanUpdateBody>;

/**
 * GET /v2/chat/group/{id}/thread/{threadId}: top-level messages by cursor. Without a cursor the newest page;
 * `sebelum` pages back in time; `sesudah` returns what came after a known message (after a live event).
 */
export const chatThreadQuery = z.object({
  sebelum: idPesan.optional(),
  sesudah: idPesan.optional(),
  limit: z.coerce.number({ error: 'harus berupa angka' }).int().min(1).max(CHAT_PER_PAGE_MAX).default(CHAT_PER_PAGE),
});
export type ChatThreadQuery = z.input<typeof chatThreadQuery>;

/** PUT /v2/chat/group/{id}/dibaca: marks the group read up to a message (default: the newest). */
export const chatDibacaBody = z.object({ id_pesan: idPesan.optional() }).default({});

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const chatPengguna = z.object({
  id: z.number().int(),
  nama: z.string(),
  role: z.enum(PERAN_CHAT),
  avatar_url: z.string().nullable(),
  /** NIM of a student, NIDN of a lecturer. */
  nomor_induk: z.string().nullable(),
});
export type ChatPengguna = z.infer<typeof chatPengguna>;

export const chatLampiran = z.object({
  id: z.string(),
  name: z.string(),
  content_length: z.number().int(),
  extension: z.string(),
  /** Download path under the API base, checked against the group's members. */
  url: z.string(),
});
export type ChatLampiran = z.infer<typeof chatLampiran>;

const pesanFields = {
  id: z.number().int(),
  id_thread: z.string(),
  id_induk: z.number().int().nullable(),
  /** Sanitized HTML; empty once deleted. */
  isi: z.string(),
  penulis: chatPengguna.nullable(),
  lampiran: z.array(chatLampiran),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  dihapus: z.boolean(),
  can: z.object({ ubah: z.boolean(), hapus: z.boolean() }),
};
export const chatBalasan = z.object(pesanFields);
export type ChatBalasan = z.infer<typeof chatBalasan>;
export const chatPesan = z.object({ ...pesanFields, balasan: z.array(chatBalasan) });
export type ChatPesan = z.infer<typeof chatPesan>;

export const chatThreadItem = z.object({
  id: z.string(),
  judul: z.string(),
  konteks: z.string().nullable(),
  id_konteks: z.string().nullable(),
  waktu_mulai: z.string().nullable(),
  waktu_selesai: z.string().nullable(),
  /** Whether the window allows writing now (server time). */
  terbuka: z.boolean(),
  jumlah_pesan: z.number().int(),
  pesan_terakhir_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChatThreadItem = z.infer<typeof chatThreadItem>;

export const chatGroup = z.object({
  id: z.string(),
  name: z.string(),
  usage: z.string(),
  konteks: z.enum(KONTEKS_GRUP_CHAT),
  id_konteks: z.string().nullable(),
  id_kelas_kuliah: z.string().nullable(),
  keanggotaan: z.enum(KEANGGOTAAN_GRUP_CHAT),
  members: z.array(chatPengguna),
  threads: z.array(chatThreadItem),
  /** Messages of others after the caller's read mark. */
  jumlah_belum_dibaca: z.number().int(),
  can: z.object({ kirim: z.boolean(), moderasi: z.boolean() }),
  created_at: z.string(),
});
export type ChatGroup = z.infer<typeof chatGroup>;

export const chatThreadDetail = z.object({
  thread: chatThreadItem,
  id_group: z.string(),
  /** Top-level messages, oldest first, each with all its answers. */
  pesan: z.array(chatPesan),
  /** Pass `sebelum` to page back; null when this page reaches the first message. */
  cursor: z.object({ sebelum: z.number().int().nullable(), sesudah: z.number().int().nullable() }),
  can: z.object({ kirim: z.boolean(), moderasi: z.boolean() }),
});
export type ChatThreadDetail = z.infer<typeof chatThreadDetail>;

export const chatBelumDibaca = z.object({ id_group: z.string(), jumlah_belum_dibaca: z.number().int() });
export type ChatBelumDibaca = z.infer<typeof chatBelumDibaca>;

/** Comment-log paths (spec 2 §7): /v2/lms/log_aktivitas/{tugas|ujian}/{contentId}[/kelompok/{id}]/log_… */
export const komentarLogParams = z.object({
  jenis: z.enum(['tugas', 'ujian'], { error: 'jenis harus tugas atau ujian' }),
  contentId: z.string().trim().min(1).max(100),
});
export const komentarLogKelompokParams = komentarLogParams.extend({ idKelompok: chatIdSchema });
