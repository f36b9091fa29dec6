import type {
  DosenRef,
  JenisKelasRef,
  LabelKelasRef,
  MahasiswaAktifItem,
  MakulRef,
  MataKuliahInfo,
  ProdiRef,
  RencanaEvaluasiRow,
  RencanaPembelajaranRow,
} from '@lms/shared';
import type { JenisKomponenSikad } from '@lms/shared';

/** LIMIT/OFFSET of a list; `limit` undefined returns everything from `offset`. */
export type Paging = { limit?: number; offset: number };
export type Page<T> = { items: T[]; total: number };

export type RefFilter = Paging & { search?: string };
export type MakulFilter = RefFilter & { idProdi?: number[]; periode?: number };
export type PeriodeFilter = RefFilter & { periode?: number };
export type DosenFilter = RefFilter & { idProdi?: number[]; periode?: number };
export type MahasiswaAktifFilter = RefFilter & { periode: number; idProdi?: number[]; angkatan?: number[] };

/** A Siakad grade component of a class, weight in percent. */
export type KomponenNilaiSiakad = { id: number; jenis: JenisKomponenSikad; label: string; bobot: number };
/** The score entry window of a component type in a period. */
export type WaktuEntriNilai = { jenis: JenisKomponenSikad; mulai: Date; selesai: Date };
/** A score Siakad holds; updateBySikad: changed in Siakad itself since the LMS last wrote it. */
export type NilaiSiakad = { idKomponen: number; idMahasiswa: number; nilai: number | null; updateBySikad: boolean };
/** 'ditulis': written now; 'sudah': this key was already applied, nothing changed (a retried write). */
export type HasilTulisNilai = 'ditulis' | 'sudah';

/** What operators of the built-in Siakad do there (a campus Siakad has its own screens for these). */
export interface AdministrasiNilaiSiakad {
  setNilaiDikunci(collegeId: number, idKelasKuliah: string, dikunci: boolean): Promise<void>;
  setWaktuEntriNilai(collegeId: number, periode: number, w: WaktuEntriNilai): Promise<void>;
  /** A score changed in Siakad by its staff: stored with update_by_sikad. */
  tandaiUpdateBySikad(collegeId: number, idKelasKuliah: string, idKomponen: number, idMahasiswa: number, nilai: number): Promise<void>;
}

export type PeriodeAkademik = { kode: number; isCurrent: boolean; tanggalMulai: Date | null; tanggalSelesai: Date | null };

/**
 * What the LMS reads from the academic information system (Siakad). Every call is scoped to one college.
 *
 * The built-in implementation (academic-system.builtin.ts) reads our own tables, which the demo seed and the
 * master-data import fill. A campus with its own Siakad plugs in another implementation (e.g. one calling the
 * Siakad's REST API with a service token and caching reference lists) by providing it as `app.deps.academic`;
 * routes and services only know this interface.
 */
export interface AcademicSystem {
  /**
   * True when the master data (courses ...) lives in our own tables (the built-in system): operators then change
   * courses on /mata-kuliah. A campus Siakad owns its data, and the LMS only reads it.
   */
  readonly ownsMasterData: boolean;
  listMataKuliah(collegeId: number, filter: MakulFilter): Promise<Page<MakulRef>>;
  listProdi(collegeId: number, filter: PeriodeFilter): Promise<Page<ProdiRef>>;
  listLabelKelas(collegeId: number, filter: PeriodeFilter): Promise<Page<LabelKelasRef>>;
  listJenisKelas(collegeId: number, filter: PeriodeFilter): Promise<Page<JenisKelasRef>>;
  listDosen(collegeId: number, filter: DosenFilter): Promise<Page<DosenRef>>;
  /** Academic periods, newest first. */
  listPeriode(collegeId: number): Promise<PeriodeAkademik[]>;
  /** Students taking part in at least one class of the period. */
  listMahasiswaAktif(collegeId: number, filter: MahasiswaAktifFilter): Promise<Page<MahasiswaAktifItem>>;
  /** Course info with coordinator and RPS developer; null when the course is not one of this college. */
  getMataKuliah(collegeId: number, idMataKuliah: number): Promise<MataKuliahInfo | null>;
  /** Semester plan rows ordered by meeting number. */
  listRencanaPembelajaran(collegeId: number, idMataKuliah: number, paging: Paging): Promise<Page<RencanaPembelajaranRow>>;
  /** Evaluation plan (grade components and weights in percent). */
  listRencanaEvaluasi(collegeId: number, idMataKuliah: number): Promise<RencanaEvaluasiRow[]>;
  /** A configuration value by keyword, null when unknown. */
  getKonfigurasi(collegeId: number, keyword: string): Promise<string | null>;
  /** A student's exam accommodation: extra minutes per attempt (0 when none). */
  getTambahanWaktuUjian(collegeId: number, idMahasiswa: number): Promise<number>;
  /** The class's grade components with their weights. */
  listKomponenNilai(collegeId: number, idKelasKuliah: string): Promise<KomponenNilaiSiakad[]>;
  /** The entry windows of a period, per component type. */
  listWaktuEntriNilai(collegeId: number, periode: number): Promise<WaktuEntriNilai[]>;
  isNilaiDikunci(collegeId: number, idKelasKuliah: string): Promise<boolean>;
  /** The scores Siakad holds for the class. */
  listNilai(collegeId: number, idKelasKuliah: string): Promise<NilaiSiakad[]>;
  /**
   * Writes one score, idempotent by `kunci` (class, component, student, send version): the same key twice writes once.
   * Refuses (throws) when the class is locked.
   */
  tulisNilai(collegeId: number, idKelasKuliah: string, idKomponen: number, w: { idMahasiswa: number; nilai: number; kunci: string }): Promise<HasilTulisNilai>;
  /** Present only when the LMS is the Siakad (built-in). */
  readonly administrasiNilai?: AdministrasiNilaiSiakad;
  /**
   * True when the four score reads above come from this database's siakad_* tables, whose writes raise the class's
   * grade version (migration 0029): the gradebook may then keep them in the read cache. A campus Siakad reached over
   * the network has no such version, and its reads stay fresh on every request.
   */
  readonly nilaiBerversi?: boolean;
}
