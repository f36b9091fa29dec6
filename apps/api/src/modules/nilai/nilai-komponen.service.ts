import { PESAN_NILAI, type KomponenSikad, type UbahKomponenBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requireIntegrasiNilai, resolveAksesNilai } from './nilai.policy';
import { replaceKomponenAktivitas } from './nilai.repo';
import { bacaBukuNilai, kunciKolom, toKomponenSikad, type BukuNilai } from './nilai.service';

export const KODE_DIKUNCI = 'nilai_dikunci';

function komponenOf(b: BukuNilai, idKomponen: number) {
  const c = b.komponen.find((x) => x.id === idKomponen);
  if (!c) throw notFound(PESAN_NILAI.komponenTidakDitemukan);
  return c;
}

/** GET …/komponen/{komponenId}: a component with the activities feeding it. */
export async function getKomponen(deps: Deps, actor: Actor, idKelas: string, idKomponen: number): Promise<KomponenSikad> {
  await resolveAksesNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  return toKomponenSikad(komponenOf(b, idKomponen));
}

/**
 * PUT …/komponen/{komponenId} (list_aktivitas): replaces the activities feeding a component. Only the integration
 * party with write, never on a locked class; every activity must be a graded activity of this class.
 */
export async function ubahKomponen(deps: Deps, actor: Actor, idKelas: string, idKomponen: number, body: UbahKomponenBody): Promise<KomponenSikad> {
  await requireIntegrasiNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const c = komponenOf(b, idKomponen);
  if (b.dikunci) throw forbidden(PESAN_NILAI.dikunciUbahKomponen, KODE_DIKUNCI);
  const known = new Map(b.kolom.map((k) => [k.kunci, k]));
  const seen = new Set<string>();
  const list: { jenis: string; id: string }[] = [];
  for (const a of body.list_aktivitas) {
    const key = kunciKolom(a.jenis_aktivitas, a.id);
    if (!known.has(key)) throw fieldError('list_aktivitas', `${PESAN_NILAI.aktivitasTidakDikenal} (${a.jenis_aktivitas} ${a.id})`);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ jenis: a.jenis_aktivitas, id: a.id });
  }
  await deps.db.transaction(async (tx) => {
    await replaceKomponenAktivitas(tx, actor.college.id, idKelas, idKomponen, list);
    await recordAktivitas(tx, actor, 'ubah_komponen_nilai', `Mengubah komponen nilai ${c.label} kelas ${idKelas} (${list.length} aktivitas)`);
  });
  return toKomponenSikad({ ...c, aktivitas: list.map((a) => known.get(kunciKolom(a.jenis, a.id))!) });
}
