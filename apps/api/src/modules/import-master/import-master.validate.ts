import { KOLOM_IMPORT, type ImportError, type JenisImport } from '@lms/shared';
import type { Db } from '../../db/client';
import {
  findDosenByNidn,
  findKelasIds,
  findMahasiswaByNim,
  findMakulByKode,
  findProdiByKode,
  findUsersByUsername,
  listJenisKelas,
  listLabelKelas,
  listPeriodeKode,
  type KelasValues,
  type MakulValues,
  type ProdiValues,
} from './import-master.repo';
import {
  RE,
  fixNidn,
  parseIntIn,
  parseJadwalList,
  parseJenjang,
  parseLingkup,
  parseMode,
  parsePengajarList,
  parsePeriodeKode,
  splitList,
} from './import-master.rules';

/** One data row: its spreadsheet row number and trimmed cells by column key. */
export type DataRow = { baris: number; raw: Record<string, string> };

export type DosenValues = {
  existing: { id: number; userId: number } | null;
  nidn: string;
  username: string;
  nama: string;
  gelarDepan: string | null;
  gelarAkademik: string | null;
  email: string | null;
  idProdi: number | null;
};
export type MahasiswaValues = {
  existing: { id: number; userId: number } | null;
  nim: string;
  nama: string;
  idProdi: number;
  angkatan: number;
  email: string | null;
};

export type Valid =
  | { jenis: 'prodi'; values: ProdiValues; baru: boolean }
  | { jenis: 'mata_kuliah'; values: MakulValues; baru: boolean }
  | { jenis: 'dosen'; values: DosenValues; baru: boolean }
  | { jenis: 'mahasiswa'; values: MahasiswaValues; baru: boolean }
  | { jenis: 'kelas'; values: KelasValues; baru: boolean };

export type RowResult = { row: DataRow; errors: ImportError[]; valid: Valid | null };

const lc = (s: string) => s.toLowerCase();

/** Collects the errors of one row; `v(...)` runs a check only when the column passed the earlier ones. */
class RowCheck {
  readonly errors: ImportError[] = [];
  constructor(readonly row: DataRow) {}
  get(key: string) {
    return this.row.raw[key] ?? '';
  }
  fail(kolom: string, pesan: string) {
    this.errors.push({ baris: this.row.baris, kolom, pesan });
    return null;
  }
  required(key: string): string | null {
    const v = this.get(key);
    return v === '' ? this.fail(key, `${key} wajib diisi`) : v;
  }
  maxLen(key: string, v: string | null, max: number): string | null {
    if (v === null) return null;
    return v.length > max ? this.fail(key, `${key} maksimal ${max} karakter`) : v;
  }
  optional(key: string, max: number): string | null {
    const v = this.get(key);
    return v === '' ? null : this.maxLen(key, v, max);
  }
  pattern(key: string, v: string | null, re: RegExp, pesan: string): string | null {
    if (v === null) return null;
    return re.test(v) ? v : this.fail(key, pesan);
  }
}

/** First row of each key: duplicates within the file are rejected with a pointer to the first one. */
class Seen {
  private m = new Map<string, number>();
  check(c: RowCheck, kolom: string, key: string | null, label: string) {
    if (key === null) return;
    const first = this.m.get(key);
    if (first !== undefined) c.fail(kolom, `${label} duplikat dengan baris ${first}`);
    else this.m.set(key, c.row.baris);
  }
}

function emailOf(c: RowCheck) {
  return c.pattern('email', c.optional('email', 200), RE.email, 'Format email tidak valid');
}

async function prodiMap(db: Db, collegeId: number, kodes: string[]) {
  return new Map((await findProdiByKode(db, collegeId, kodes.map(lc))).map((p) => [lc(p.kode), p]));
}
async function dosenMap(db: Db, collegeId: number, nidns: string[]) {
  return new Map((await findDosenByNidn(db, collegeId, nidns)).map((d) => [d.nidn, d]));
}

async function validateProdi(db: Db, collegeId: number, rows: DataRow[]): Promise<RowResult[]> {
  const existing = await prodiMap(db, collegeId, rows.map((r) => r.raw.kode ?? ''));
  const seen = new Seen();
  return rows.map((row) => {
    const c = new RowCheck(row);
    const kode = c.pattern('kode', c.required('kode'), RE.kodeProdi, 'Kode prodi hanya boleh huruf, angka, titik atau tanda hubung (maks. 20)');
    const nama = c.maxLen('nama', c.required('nama'), 200);
    const jenjangRaw = c.required('jenjang');
    const jenjang = jenjangRaw === null ? null : (parseJenjang(jenjangRaw) ?? c.fail('jenjang', 'Jenjang harus D1, D2, D3, D4, S1, S2, S3 atau Profesi'));
    const penandatangan = c.optional('penandatangan', 200);
    seen.check(c, 'kode', kode && lc(kode), 'Kode prodi');
    if (c.errors.length) return { row, errors: c.errors, valid: null };
    const found = existing.get(lc(kode!));
    return { row, errors: [], valid: { jenis: 'prodi', baru: !found, values: { kode: found?.kode ?? kode!, nama: nama!, jenjang: jenjang!, penandatangan } } };
  });
}

async function validateMataKuliah(db: Db, collegeId: number, rows: DataRow[]): Promise<RowResult[]> {
  const [existing, prodis, dosens] = await Promise.all([
    findMakulByKode(db, collegeId, rows.map((r) => lc(r.raw.kode ?? ''))).then((l) => new Map(l.map((m) => [lc(m.kode), m]))),
    prodiMap(db, collegeId, rows.map((r) => r.raw.kode_prodi ?? '')),
    dosenMap(db, collegeId, rows.flatMap((r) => [fixNidn(r.raw.nidn_koordinator ?? ''), fixNidn(r.raw.nidn_pengembang_rps ?? '')])),
  ]);
  const seen = new Seen();
  return rows.map((row) => {
    const c = new RowCheck(row);
    const kode = c.pattern('kode', c.required('kode'), RE.kodeMakul, 'Kode mata kuliah hanya boleh huruf, angka, titik atau tanda hubung (2-20 karakter)');
    const nama = c.maxLen('nama', c.required('nama'), 200);
    const namaInggris = c.optional('nama_inggris', 200);
    const sksRaw = c.required('sks');
    const sks = sksRaw === null ? null : (parseIntIn(sksRaw, 1, 24) ?? c.fail('sks', 'SKS harus bilangan bulat 1-24'));
    const kodeProdi = c.optional('kode_prodi', 20);
    const idProdi = kodeProdi === null ? null : (prodis.get(lc(kodeProdi))?.id ?? c.fail('kode_prodi', `Prodi dengan kode ${kodeProdi} tidak terdaftar`));
    const dosenRef = (key: string) => {
      const v = c.optional(key, 20);
      if (v === null) return null;
      const nidn = fixNidn(v);
      if (!RE.nidn.test(nidn)) return c.fail(key, 'NIDN harus 10 digit angka');
      return dosens.get(nidn)?.id ?? c.fail(key, `Dosen dengan NIDN ${nidn} tidak terdaftar`);
    };
    const idKoor = dosenRef('nidn_koordinator');
    const idPeng = dosenRef('nidn_pengembang_rps');
    seen.check(c, 'kode', kode && lc(kode), 'Kode mata kuliah');
    if (c.errors.length) return { row, errors: c.errors, valid: null };
    const found = existing.get(lc(kode!));
    return {
      row,
      errors: [],
      valid: {
        jenis: 'mata_kuliah',
        baru: !found,
        values: { kode: found?.kode ?? kode!, nama: nama!, namaInggris, sks: sks!, idProdi, idDosenKoordinator: idKoor, idDosenPengembangRps: idPeng },
      },
    };
  });
}

async function validateDosen(db: Db, collegeId: number, rows: DataRow[]): Promise<RowResult[]> {
  const nidns = rows.map((r) => fixNidn(r.raw.nidn ?? ''));
  const usernames = rows.map((r) => lc(r.raw.username || fixNidn(r.raw.nidn ?? '')));
  const [existing, prodis, taken] = await Promise.all([
    dosenMap(db, collegeId, nidns),
    prodiMap(db, collegeId, rows.map((r) => r.raw.kode_prodi ?? '')),
    findUsersByUsername(db, collegeId, usernames).then((l) => new Map(l.map((u) => [lc(u.username), u.id]))),
  ]);
  const seenNidn = new Seen();
  const seenUser = new Seen();
  return rows.map((row) => {
    const c = new RowCheck(row);
    const nidnRaw = c.required('nidn');
    const nidn = c.pattern('nidn', nidnRaw && fixNidn(nidnRaw), RE.nidn, 'NIDN harus 10 digit angka');
    const nama = c.maxLen('nama', c.required('nama'), 150);
    const gelarDepan = c.optional('gelar_depan', 50);
    const gelarAkademik = c.optional('gelar_akademik', 100);
    const email = emailOf(c);
    const kodeProdi = c.optional('kode_prodi', 20);
    const idProdi = kodeProdi === null ? null : (prodis.get(lc(kodeProdi))?.id ?? c.fail('kode_prodi', `Prodi dengan kode ${kodeProdi} tidak terdaftar`));
    const usernameCol = c.pattern('username', c.optional('username', 50), RE.username, 'Username 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung');
    seenNidn.check(c, 'nidn', nidn, 'NIDN');
    const found = nidn ? existing.get(nidn) : undefined;
    // The username applies to new accounts only; existing accounts keep theirs.
    const username = usernameCol ?? nidn;
    if (!found && username) {
      seenUser.check(c, usernameCol ? 'username' : 'nidn', lc(username), 'Username');
      if (taken.has(lc(username))) c.fail(usernameCol ? 'username' : 'nidn', `Username ${username} sudah dipakai akun lain`);
    }
    if (c.errors.length) return { row, errors: c.errors, valid: null };
    return {
      row,
      errors: [],
      valid: {
        jenis: 'dosen',
        baru: !found,
        values: { existing: found ? { id: found.id, userId: found.userId } : null, nidn: nidn!, username: username!, nama: nama!, gelarDepan, gelarAkademik, email, idProdi },
      },
    };
  });
}

async function validateMahasiswa(db: Db, collegeId: number, rows: DataRow[]): Promise<RowResult[]> {
  const nims = rows.map((r) => lc(r.raw.nim ?? ''));
  const [existing, prodis, taken] = await Promise.all([
    findMahasiswaByNim(db, collegeId, nims).then((l) => new Map(l.map((m) => [lc(m.nim), m]))),
    prodiMap(db, collegeId, rows.map((r) => r.raw.kode_prodi ?? '')),
    findUsersByUsername(db, collegeId, nims).then((l) => new Map(l.map((u) => [lc(u.username), u.id]))),
  ]);
  const maxAngkatan = new Date().getFullYear() + 1;
  const seen = new Seen();
  return rows.map((row) => {
    const c = new RowCheck(row);
    const nim = c.pattern('nim', c.required('nim'), RE.nim, 'NIM 4-20 karakter: huruf, angka atau titik');
    const nama = c.maxLen('nama', c.required('nama'), 150);
    const kodeProdi = c.required('kode_prodi');
    const idProdi = kodeProdi === null ? null : (prodis.get(lc(kodeProdi))?.id ?? c.fail('kode_prodi', `Prodi dengan kode ${kodeProdi} tidak terdaftar`));
    const angkatanRaw = c.required('angkatan');
    const angkatan = angkatanRaw === null ? null : (parseIntIn(angkatanRaw, 1950, maxAngkatan) ?? c.fail('angkatan', `Angkatan harus tahun 1950-${maxAngkatan}`));
    const email = emailOf(c);
    seen.check(c, 'nim', nim && lc(nim), 'NIM');
    const found = nim ? existing.get(lc(nim)) : undefined;
    if (!found && nim && taken.has(lc(nim))) c.fail('nim', `Username ${nim} sudah dipakai akun lain`);
    if (c.errors.length) return { row, errors: c.errors, valid: null };
    return {
      row,
      errors: [],
      valid: {
        jenis: 'mahasiswa',
        baru: !found,
        values: { existing: found ? { id: found.id, userId: found.userId } : null, nim: found?.nim ?? nim!, nama: nama!, idProdi: idProdi!, angkatan: angkatan!, email },
      },
    };
  });
}

async function validateKelas(db: Db, collegeId: number, rows: DataRow[]): Promise<RowResult[]> {
  const pengajarNidn = rows.flatMap((r) => {
    const p = parsePengajarList(r.raw.pengajar ?? '');
    return p.ok ? p.value.map((x) => x.nidn) : [];
  });
  const nims = rows.flatMap((r) => [...splitList(r.raw.peserta ?? ''), r.raw.nim_ketua_kelas ?? ''].map(lc));
  const [periodes, makuls, labels, jenises, prodis, dosens, mhs] = await Promise.all([
    listPeriodeKode(db, collegeId).then((l) => new Set(l.map((p) => p.kode))),
    findMakulByKode(db, collegeId, rows.map((r) => lc(r.raw.kode_mata_kuliah ?? ''))).then((l) => new Map(l.map((m) => [lc(m.kode), m]))),
    listLabelKelas(db, collegeId).then((l) => new Map(l.map((x) => [lc(x.nama), x.id]))),
    listJenisKelas(db, collegeId).then((l) => new Map(l.map((x) => [lc(x.nama), x.id]))),
    prodiMap(db, collegeId, rows.flatMap((r) => splitList(r.raw.kode_prodi_kelas ?? ''))),
    dosenMap(db, collegeId, pengajarNidn),
    findMahasiswaByNim(db, collegeId, nims).then((l) => new Map(l.map((m) => [lc(m.nim), m.id]))),
  ]);
  const seen = new Seen();
  const results = rows.map((row) => {
    const c = new RowCheck(row);
    const periodeRaw = c.required('periode');
    let periode = periodeRaw === null ? null : (parsePeriodeKode(periodeRaw) ?? c.fail('periode', 'Periode tidak valid (contoh: 20261)'));
    if (periode !== null && !periodes.has(periode)) periode = c.fail('periode', `Periode ${periode} belum terdaftar`);
    const kodeMk = c.required('kode_mata_kuliah');
    const mk = kodeMk === null ? null : (makuls.get(lc(kodeMk)) ?? c.fail('kode_mata_kuliah', `Mata kuliah dengan kode ${kodeMk} tidak terdaftar`));
    const label = c.required('label');
    const idLabel = label === null ? null : (labels.get(lc(label)) ?? c.fail('label', `Label kelas ${label} tidak terdaftar`));
    const jenis = c.required('jenis_kelas');
    const idJenis = jenis === null ? null : (jenises.get(lc(jenis)) ?? c.fail('jenis_kelas', `Jenis kelas ${jenis} tidak terdaftar`));
    const modeRaw = c.required('mode_kuliah');
    const mode = modeRaw === null ? null : (parseMode(modeRaw) ?? c.fail('mode_kuliah', 'Mode kuliah harus online, offline atau campuran'));
    const kapRaw = c.required('kapasitas');
    const kapasitas = kapRaw === null ? null : (parseIntIn(kapRaw, 1, 1000) ?? c.fail('kapasitas', 'Kapasitas harus bilangan bulat 1-1000'));
    const kampus = c.optional('kampus', 150);
    const lingkup = parseLingkup(c.get('lingkup')) ?? c.fail('lingkup', 'Lingkup harus kosong, Internal atau Eksternal');

    let prodiKelas: number[] | null = null;
    const kodeProdiKelas = splitList(c.get('kode_prodi_kelas'));
    if (kodeProdiKelas.length) {
      const ids = kodeProdiKelas.map((k) => prodis.get(lc(k))?.id ?? c.fail('kode_prodi_kelas', `Prodi dengan kode ${k} tidak terdaftar`));
      if (new Set(kodeProdiKelas.map(lc)).size !== kodeProdiKelas.length) c.fail('kode_prodi_kelas', 'Kode prodi tercantum lebih dari sekali');
      prodiKelas = ids.every((x) => x !== null) ? [...new Set(ids as number[])] : null;
    }

    let pengajar: KelasValues['pengajar'] = [];
    const pengajarRaw = c.required('pengajar');
    if (pengajarRaw !== null) {
      const parsed = parsePengajarList(pengajarRaw);
      if (!parsed.ok) c.fail('pengajar', parsed.pesan);
      else {
        pengajar = parsed.value.map((p, urutan) => ({
          idDosen: dosens.get(p.nidn)?.id ?? (c.fail('pengajar', `Dosen dengan NIDN ${p.nidn} tidak terdaftar`) as never),
          jabatan: p.jabatan,
          urutan,
        }));
      }
    }

    let peserta: KelasValues['peserta'] = null;
    const nimList = splitList(c.get('peserta'));
    const ketua = c.get('nim_ketua_kelas');
    if (nimList.length) {
      if (new Set(nimList.map(lc)).size !== nimList.length) c.fail('peserta', 'NIM peserta tercantum lebih dari sekali');
      const missing = nimList.filter((n) => !mhs.has(lc(n)));
      if (missing.length) c.fail('peserta', `NIM tidak terdaftar: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` (dan ${missing.length - 10} lainnya)` : ''}`);
      if (kapasitas !== null && nimList.length > kapasitas) c.fail('peserta', `Jumlah peserta (${nimList.length}) melebihi kapasitas (${kapasitas})`);
      if (ketua && !nimList.some((n) => lc(n) === lc(ketua))) c.fail('nim_ketua_kelas', `NIM ketua kelas ${ketua} tidak termasuk peserta`);
      peserta = nimList.map((n) => ({ idMahasiswa: mhs.get(lc(n)) ?? 0, jabatan: lc(n) === lc(ketua) ? 'ketua_kelas' : 'peserta' }));
    } else if (ketua) {
      c.fail('nim_ketua_kelas', 'nim_ketua_kelas hanya dapat diisi bersama kolom peserta');
    }

    let jadwal: KelasValues['jadwal'] = null;
    const jadwalRaw = c.get('jadwal');
    if (jadwalRaw) {
      const parsed = parseJadwalList(jadwalRaw);
      if (parsed.ok) jadwal = parsed.value;
      else c.fail('jadwal', parsed.pesan);
    }

    const id = periode !== null && mk && idLabel !== null && idJenis !== null ? `${periode}_${mk.idProdi ?? 0}_${mk.id}_${idLabel}_${idJenis}` : null;
    seen.check(c, 'kode_mata_kuliah', id, `Kelas (periode, mata kuliah, label, jenis kelas)`);
    if (c.errors.length) return { row, errors: c.errors, valid: null, id };
    return {
      row,
      errors: [],
      id,
      valid: {
        jenis: 'kelas' as const,
        baru: true,
        values: {
          id: id!,
          periode: periode!,
          idMataKuliah: mk!.id,
          idLabelKelas: idLabel!,
          idJenisKelas: idJenis!,
          modeKuliah: mode!,
          kapasitas: kapasitas!,
          kampusNama: kampus,
          lingkup: lingkup!,
          prodiKelas,
          pengajar,
          peserta,
          jadwal,
          defaultProdi: mk!.idProdi,
        },
      },
    };
  });
  const existing = new Set((await findKelasIds(db, collegeId, results.flatMap((r) => (r.id ? [r.id] : [])))).map((k) => k.id));
  return results.map(({ row, errors, valid }) => {
    if (!valid) return { row, errors, valid: null };
    const { defaultProdi, ...values } = valid.values;
    const baru = !existing.has(values.id);
    // A new class without kode_prodi_kelas belongs to its course's programme.
    if (baru && values.prodiKelas === null && defaultProdi !== null) values.prodiKelas = [defaultProdi];
    return { row, errors, valid: { jenis: 'kelas' as const, baru, values } };
  });
}

/** Required columns missing from the header row (file-level errors on row 1). */
export function headerErrors(jenis: JenisImport, keys: (string | null)[]): ImportError[] {
  const present = new Set(keys.filter(Boolean));
  const out: ImportError[] = KOLOM_IMPORT[jenis]
    .filter((k) => k.wajib && !present.has(k.key))
    .map((k) => ({ baris: 1, kolom: k.key, pesan: `Kolom ${k.key} tidak ditemukan pada baris judul` }));
  const dup = keys.filter((k, i) => k && keys.indexOf(k) !== i);
  for (const k of new Set(dup)) out.push({ baris: 1, kolom: k!, pesan: `Kolom ${k} muncul lebih dari sekali` });
  return out;
}

const VALIDATORS: Record<JenisImport, (db: Db, collegeId: number, rows: DataRow[]) => Promise<RowResult[]>> = {
  prodi: validateProdi,
  mata_kuliah: validateMataKuliah,
  dosen: validateDosen,
  mahasiswa: validateMahasiswa,
  kelas: validateKelas,
};

/** Validates every row against the format rules, the college's data and the other rows of the file. */
export function validateRows(db: Db, collegeId: number, jenis: JenisImport, rows: DataRow[]) {
  return VALIDATORS[jenis](db, collegeId, rows);
}
