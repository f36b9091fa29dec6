import { JENIS_NILAI, rataRataNilai, type JenisNilai } from '@lms/shared';

/**
 * A student's averages in a class's gradebook, computed in this one place: the page answer (rata_rata_lms and
 * nilai_sikad), its xlsx (which writes the page answer) and the Siakad dry-run and send all call rataRataMahasiswa,
 * so no screen, file or ledger can carry a different number for the same student.
 */

export type RataRataMahasiswa = {
  /** Per column type present, in the spec's order: the mean of that type's activities (no submission = 0). */
  jenis: { jenis: JenisNilai; rata_rata: number }[];
  /** Per Siakad component, in the gradebook's order: the mean of the activities chosen for it; null when none is. */
  komponen: { id: number; bobot: number; nilai: number | null }[];
};

/**
 * What the averages read of a gradebook (nilai.service's BukuNilai has it), named here so this file stays a leaf
 * below the service that re-exports it.
 */
export type BukuRerata = {
  kolom: readonly { jenisNilai: JenisNilai; kunci: string }[];
  nilai: ReadonlyMap<string, Map<number, number | null>>;
  komponen: readonly { id: number; bobot: number; aktivitas: readonly { kunci: string }[] }[];
};

/** The column types present, in the spec's order. */
export const jenisHadir = (b: Pick<BukuRerata, 'kolom'>) => JENIS_NILAI.filter((j) => b.kolom.some((k) => k.jenisNilai === j));

type Skor = Map<number, number | null> | undefined;
type Indeks = { jenis: JenisNilai[]; kolomJenis: Skor[][]; kolomKomponen: Skor[][] };

/**
 * Per gradebook object, once: the score maps of each type's columns and of each component's activities. A cached
 * gradebook is shared by requests and never mutated, so a class of 40 students reads these maps 40 times, not
 * rebuilds them.
 */
const indeksBuku = new WeakMap<BukuRerata, Indeks>();

function indeks(b: BukuRerata): Indeks {
  let i = indeksBuku.get(b);
  if (!i) {
    const jenis = jenisHadir(b);
    i = {
      jenis,
      kolomJenis: jenis.map((j) => b.kolom.filter((c) => c.jenisNilai === j).map((c) => b.nilai.get(c.kunci))),
      kolomKomponen: b.komponen.map((c) => c.aktivitas.map((x) => b.nilai.get(x.kunci))),
    };
    indeksBuku.set(b, i);
  }
  return i;
}

/** Every average of one student (users.id) in the gradebook `b` (bacaBukuNilai / bacaBukuNilaiCache). */
export function rataRataMahasiswa(b: BukuRerata, userId: number): RataRataMahasiswa {
  const ix = indeks(b);
  const di = (m: Skor) => m?.get(userId) ?? null;
  return {
    jenis: ix.jenis.map((j, n) => ({ jenis: j, rata_rata: rataRataNilai(ix.kolomJenis[n]!.map(di)) })),
    komponen: b.komponen.map((c, n) => ({ id: c.id, bobot: c.bobot, nilai: c.aktivitas.length ? rataRataNilai(ix.kolomKomponen[n]!.map(di)) : null })),
  };
}
