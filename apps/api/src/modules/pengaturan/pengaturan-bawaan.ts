import {
  KONFIGURASI_BAWAAN,
  PELAKU_INTEGRASI_NILAI_BAWAAN,
  PENGATURAN_KELAS_BAWAAN,
  UKURAN_MAX_FILE_BAWAAN,
  UPLOAD_MAX_DEFAULT_BYTES,
  konfigurasi,
  pelakuIntegrasiNilai,
  pengaturanKelas,
  pengaturanNilai,
  pengaturanSistem,
  type Pengaturan,
  type UkuranMaxFile,
} from '@lms/shared';
import type { z } from 'zod';
import type { findPengaturanRows } from './pengaturan.repo';

/** The generic upload default (10240 KB) in MB, for the kinds whose limit the spec does not name. */
const UMUM_MB = UPLOAD_MAX_DEFAULT_BYTES / 1_000_000;
export const UKURAN_MAX_FILE_LENGKAP: UkuranMaxFile = {
  ...UKURAN_MAX_FILE_BAWAAN,
  ujian: { ...UKURAN_MAX_FILE_BAWAAN.ujian },
  materi: { ...UKURAN_MAX_FILE_BAWAAN.materi },
  tugas: { lampiran_soal: UMUM_MB, lampiran_jawaban: UMUM_MB },
  bank_soal: { lampiran_soal: UMUM_MB, lampiran_kunci: UMUM_MB },
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Stored values over the defaults, key by key, so a setting saved before a key existed still reads whole. */
function merge(base: unknown, stored: unknown): unknown {
  if (!isObject(base) || !isObject(stored)) return stored === undefined || stored === null ? base : stored;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(stored)) out[k] = k in base ? merge(base[k], v) : v;
  return out;
}

/** A section as stored, completed by its defaults; a stored value the schema refuses falls back to the default. */
function section<S extends z.ZodType>(schema: S, bawaan: z.output<S>, stored: unknown): z.output<S> {
  const merged = schema.safeParse(merge(bawaan, stored));
  return merged.success ? merged.data : bawaan;
}

type Rows = NonNullable<Awaited<ReturnType<typeof findPengaturanRows>>>;

/** The typed settings of a college from its stored rows. */
export function toPengaturan({ college, extra, hostnames }: Rows): Pengaturan {
  const sistemBawaan = { time_zone: 'Asia/Jakarta' as const, sapaan: '', ukuran_max_file: UKURAN_MAX_FILE_LENGKAP };
  return {
    pengaturan_sistem: section(pengaturanSistem, sistemBawaan, {
      time_zone: college.timeZone,
      sapaan: college.sapaan,
      ukuran_max_file: college.ukuranMaxFile,
    }),
    pengaturan_kelas: section(pengaturanKelas, PENGATURAN_KELAS_BAWAAN, college.pengaturanKelas),
    pelaku_integrasi_nilai: section(pelakuIntegrasiNilai, PELAKU_INTEGRASI_NILAI_BAWAAN, extra?.pelakuIntegrasiNilai),
    pengaturan_nilai: section(pengaturanNilai, [], extra?.pengaturanNilai ?? []),
    konfigurasi: section(konfigurasi, KONFIGURASI_BAWAAN, extra?.konfigurasi),
    multisite: {
      copyright: college.copyright,
      url_sikad_legacy: college.urlSikadLegacy,
      color_mode: college.colorMode === 'dark' ? 'dark' : 'light',
      hostnames,
    },
  };
}
