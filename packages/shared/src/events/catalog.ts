import { z } from 'zod';

/**
 * Live events (ARCHITECTURE.md "live events"): every stream, every event of it, its payload schema and the
 * audiences it may be published to. The API publishes only what this catalog allows (checked by the compiler and
 * again at run time) and the web client parses what it receives with the same schemas.
 *
 * Event names are unique across streams, so one SSE connection can carry several streams and the client still
 * knows each event's stream and schema from its name alone (the wire format stays `event: <name>`).
 * Events carry ids and states, never documents: the client refetches what it shows.
 */

/**
 * SSE stream `sistem`, event `time`. Defined here, beside the other payloads, so that the web's first page (which
 * imports the sistem module's constants) does not evaluate a schema at load; the catalog is loaded after it.
 */
export const timeEvent = z.object({ server_time: z.string(), time_zone: z.string() });
export type TimeEvent = z.infer<typeof timeEvent>;

const isoDateTime = z.iso.datetime({ offset: true });
const idKelas = z.string().min(1).max(100);

/** Meeting started or ended (stream `pertemuan`). */
export const pertemuanStatusEvent = z.object({
  id: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  nomor: z.number().int().nonnegative(),
  status: z.string().min(1).max(40),
  mulai_kuliah: isoDateTime.nullable(),
  selesai_kuliah: isoDateTime.nullable(),
});
export type PertemuanStatusEvent = z.infer<typeof pertemuanStatusEvent>;

export const JOB_STATUSES = ['processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Attendance percentage recalculation of a class (spec 2: event `calc-percentage`, processing → completed). */
export const calcPercentageEvent = z.object({
  id_kelas_kuliah: idKelas,
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
});
export type CalcPercentageEvent = z.infer<typeof calcPercentageEvent>;

/**
 * Status of a background job (exports, imports, BAP zip, recalculations): the same state the job's status row
 * holds, so a client that reconnects reads it again by GET. `id_kelas_kuliah` names the class when the job
 * belongs to one.
 */
export const jobEvent = z.object({
  id_job: z.string().min(1).max(100),
  jenis: z.string().min(1).max(60),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  id_kelas_kuliah: idKelas.nullable().default(null),
  /** A short Indonesian message (a failure's reason); never a document. */
  pesan: z.string().max(500).nullable().default(null),
});
export type JobEvent = z.infer<typeof jobEvent>;

/**
 * An exam's window changed (spec 1: event `time_changed`). It carries the new window, so a taker's countdown moves at
 * once (`terapkanWaktuBaru`) and the refetch of the exam can be spread over seconds instead of thousands of takers
 * reloading in the same one.
 */
export const ujianTimeChangedEvent = z.object({
  id_ujian: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  waktu_mulai: z.string().nullable().default(null),
  waktu_selesai: z.string().nullable().default(null),
  durasi: z.number().int().nullable().default(null),
  gunakan_batas_waktu: z.boolean().nullable().default(null),
});
export type UjianTimeChangedEvent = z.infer<typeof ujianTimeChangedEvent>;

/** A teacher sent an announcement to an exam's takers; they refetch the attempt (which lists announcements). */
export const pengumumanUjianEvent = z.object({
  id_ujian: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  id_pengumuman: z.number().int().positive(),
});
export type PengumumanUjianEvent = z.infer<typeof pengumumanUjianEvent>;

/** A student's attempt was closed by someone else (a teacher, or the server at the deadline); sent to that student. */
export const pengerjaanDitutupEvent = z.object({
  id_ujian: z.number().int().positive(),
  id_pengerjaan: z.number().int().positive(),
  cara_selesai: z.enum(['kirim', 'waktu_habis', 'paksa']),
});
export type PengerjaanDitutupEvent = z.infer<typeof pengerjaanDitutupEvent>;

/**
 * A student fulfilled an activity's attendance requirement (an `aktivitas_selesai` fact was written): their own
 * cards turn 'terpenuhi' and their attendance view refetches. Sent to that student only.
 */
export const aktivitasSelesaiEvent = z.object({
  id_aktivitas: z.number().int().positive(),
  jenis: z.string().min(1).max(20),
  id_sumber: z.string().min(1).max(100),
  id_pertemuan: z.number().int().positive().nullable(),
});
export type AktivitasSelesaiEvent = z.infer<typeof aktivitasSelesaiEvent>;

/**
 * A vidcon of a class was added, changed, deleted or joined (stream `vidcon`): open meeting pages and /vidcon lists
 * refetch it ('x/y Peserta' moves as students join). Ids only.
 */
export const vidconChangedEvent = z.object({
  id: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  id_pertemuan: z.number().int().positive(),
  aksi: z.enum(['tambah', 'ubah', 'hapus', 'join']),
});
export type VidconChangedEvent = z.infer<typeof vidconChangedEvent>;

/**
 * A chat message was sent, changed or deleted (stream `chat`): members viewing the thread fetch what changed, the
 * group's unread indicator refetches. `id_pengirim` lets the author's own tabs skip a refetch they already did.
 */
export const pesanChatEvent = z.object({
  id_group: z.string().min(1).max(150),
  id_thread: z.string().min(1).max(150),
  id_pesan: z.number().int().positive(),
  id_induk: z.number().int().positive().nullable(),
  aksi: z.enum(['kirim', 'ubah', 'hapus']),
  id_pengirim: z.number().int().nonnegative(),
});
export type PesanChatEvent = z.infer<typeof pesanChatEvent>;

/**
 * A material of a class was added, changed, deleted or copied in (stream `materi`): open meeting pages refetch their
 * material list. Ids only; what a student may see (display time) is decided by the list itself.
 */
export const materiChangedEvent = z.object({
  id_materi: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  id_pertemuan: z.number().int().positive(),
  aksi: z.enum(['tambah', 'ubah', 'hapus']),
});
export type MateriChangedEvent = z.infer<typeof materiChangedEvent>;

/** The college's settings changed (stream `pengaturan`): caches drop them and clients refetch /pengaturan/me. */
export const pengaturanChangedEvent = z.object({ bagian: z.array(z.string().min(1).max(60)).max(20) });
export type PengaturanChangedEvent = z.infer<typeof pengaturanChangedEvent>;

/**
 * A task, its submissions or its groups changed (stream `tugas`): the meeting's cards, the task page and the grading
 * list refetch. Ids only: who handed in is never in the event.
 */
export const tugasChangedEvent = z.object({
  id_tugas: z.number().int().positive(),
  id_kelas_kuliah: idKelas,
  id_pertemuan: z.number().int().positive(),
  bagian: z.enum(['tugas', 'pengumpulan', 'kelompok', 'nilai']),
});
export type TugasChangedEvent = z.infer<typeof tugasChangedEvent>;

/**
 * Who receives an event; the college is named beside it. `kelas`: the class's teachers and participants and the
 * college's operators with read on kelas_kuliah. `user`: that user only. `ujian`: the exam's takers (resolved
 * through its class's participants) and the class's teachers — no operators. `chat`: the members of a chat group
 * with an explicit member list (groups whose members are a class's use `kelas`).
 */
export const eventAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kelas'), id_kelas_kuliah: idKelas }),
  z.object({ kind: z.literal('user'), user_id: z.number().int().positive() }),
  z.object({ kind: z.literal('ujian'), id_kelas_kuliah: idKelas, id_ujian: z.number().int().positive() }),
  z.object({ kind: z.literal('chat'), id_group: z.string().min(1).max(150) }),
  // Everyone of the college subscribed to the stream (settings are not secret to its users).
  z.object({ kind: z.literal('college') }),
]);
export type EventAudience = z.infer<typeof eventAudience>;
export type AudienceKind = EventAudience['kind'];

type EventDef = { schema: z.ZodType; audience: readonly AudienceKind[] };
const def = <S extends z.ZodType, A extends readonly AudienceKind[]>(schema: S, audience: A) => ({ schema, audience });

export const EVENT_CATALOG = {
  /** Server time; never published through the bus: each API process sends it itself (no audience). */
  sistem: { time: def(timeEvent, []) },
  pertemuan: { status: def(pertemuanStatusEvent, ['kelas']) },
  kehadiran_mahasiswa: {
    'calc-percentage': def(calcPercentageEvent, ['kelas']),
    aktivitas_selesai: def(aktivitasSelesaiEvent, ['user']),
  },
  job: { job: def(jobEvent, ['user', 'kelas']) },
  ujian: {
    time_changed: def(ujianTimeChangedEvent, ['ujian']),
    pengumuman_ujian: def(pengumumanUjianEvent, ['ujian']),
    pengerjaan_ditutup: def(pengerjaanDitutupEvent, ['user']),
  },
  pengaturan: { pengaturan_changed: def(pengaturanChangedEvent, ['college']) },
  tugas: { tugas_changed: def(tugasChangedEvent, ['kelas']) },
  materi: { materi_changed: def(materiChangedEvent, ['kelas']) },
  chat: { pesan_chat: def(pesanChatEvent, ['kelas', 'chat']) },
  vidcon: { vidcon_changed: def(vidconChangedEvent, ['kelas']) },
} as const satisfies Record<string, Record<string, EventDef>>;

type Catalog = typeof EVENT_CATALOG;
export type EventStream = keyof Catalog;
export const EVENT_STREAMS = Object.keys(EVENT_CATALOG) as EventStream[];

type EventsOf<S extends EventStream> = keyof Catalog[S] & string;
type DefOf<S extends EventStream, E extends EventsOf<S>> = Catalog[S][E] extends EventDef ? Catalog[S][E] : never;
type AudienceByKind = { [K in AudienceKind]: Extract<EventAudience, { kind: K }> };
type AudienceOf<K extends AudienceKind> = AudienceByKind[K];

/**
 * What a publisher passes: stream, event, college, an audience this event allows and its payload. A wrong
 * payload, a wrong audience or an event of another stream does not compile.
 */
export type LiveEventInput = {
  [S in EventStream]: {
    [E in EventsOf<S>]: DefOf<S, E>['audience'][number] extends never
      ? never
      : {
          stream: S;
          event: E;
          collegeId: number;
          audience: AudienceOf<DefOf<S, E>['audience'][number]>;
          data: z.input<DefOf<S, E>['schema']>;
        };
  }[EventsOf<S>];
}[EventStream];

/** Every event name of the catalog → its stream. */
export type LiveEventName = { [S in EventStream]: EventsOf<S> }[EventStream];
export type LiveEventData<N extends LiveEventName> = {
  [S in EventStream]: N extends EventsOf<S> ? z.output<DefOf<S, N>['schema']> : never;
}[EventStream];

const byName = new Map<string, { stream: EventStream; def: EventDef }>();
for (const stream of EVENT_STREAMS) {
  for (const [name, d] of Object.entries(EVENT_CATALOG[stream] as Record<string, EventDef>)) {
    if (byName.has(name)) throw new Error(`event name ${name} is used by two streams`);
    byName.set(name, { stream, def: d });
  }
}

export const isEventStream = (s: string): s is EventStream => Object.hasOwn(EVENT_CATALOG, s);
/** The stream an event name belongs to, or null for a name outside the catalog (control events included). */
export const streamOfEvent = (name: string): EventStream | null => byName.get(name)?.stream ?? null;

export class InvalidLiveEventError extends Error {}

/**
 * Validates a publish at run time (TypeScript callers are already checked; this guards `as` casts and JS):
 * returns the event with its payload parsed (defaults applied), or throws InvalidLiveEventError.
 */
export function parseLiveEventInput(input: LiveEventInput): LiveEventInput {
  const hit = byName.get(input.event);
  if (!hit || hit.stream !== input.stream) throw new InvalidLiveEventError(`event ${input.stream}.${input.event} is not in the catalog`);
  if (!Number.isInteger(input.collegeId) || input.collegeId <= 0) throw new InvalidLiveEventError('collegeId must be a positive integer');
  const audience = eventAudience.safeParse(input.audience);
  if (!audience.success || !hit.def.audience.includes(audience.data.kind)) {
    throw new InvalidLiveEventError(`event ${input.stream}.${input.event} may not be sent to audience ${JSON.stringify(input.audience)}`);
  }
  const data = hit.def.schema.safeParse(input.data);
  if (!data.success) throw new InvalidLiveEventError(`payload of ${input.stream}.${input.event} is invalid: ${data.error.message}`);
  return { ...input, audience: audience.data, data: data.data } as LiveEventInput;
}

/** Client side: the parsed payload of a received event, or null when the name is unknown or the data malformed. */
export function parseLiveEvent<N extends LiveEventName>(name: N, data: unknown): LiveEventData<N> | null;
export function parseLiveEvent(name: string, data: unknown): unknown;
export function parseLiveEvent(name: string, data: unknown): unknown {
  const hit = byName.get(name);
  if (!hit) return null;
  const r = hit.def.schema.safeParse(data);
  return r.success ? r.data : null;
}
