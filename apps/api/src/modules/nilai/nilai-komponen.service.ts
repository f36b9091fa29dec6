import { PESAN_NILAI, type KomponenSikad, type UbahKomponenBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requireIntegrasiNilai, resolveAksesNilai } from './nilai.policy';
import { replaceKomponenAktivitas, ubahPilihanKomponen } from './nilai.repo';
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

type RefAktivitas = { jenis_aktivitas: string; id: string };

/**
 * PUT …/komponen/{komponenId}: what feeds a component. Only the integration party with write, never on a locked
 * class; every activity added must be a graded activity of this class. Either the whole list (`list_aktivitas`,
 * replaced) or only the user's changes (`tambah`, `hapus`: applied to the list as it is now, so another user's
 * choice made after the form was read stays; the page's modal sends these).
 */
export async function ubahKomponen(deps: Deps, actor: Actor, idKelas: string, idKomponen: number, body: UbahKomponenBody): Promise<KomponenSikad> {
  await requireIntegrasiNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const c = komponenOf(b, idKomponen);
  if (b.dikunci) throw forbidden(PESAN_NILAI.dikunciUbahKomponen, KODE_DIKUNCI);
  const known = new Map(b.kolom.map((k) => [k.kunci, k]));
  /** Distinct activities of a list; every one must be known when `wajibDikenal`. */
  const daftar = (field: string, xs: RefAktivitas[], wajibDikenal: boolean) => {
    const out = new Map<string, { jenis: string; id: string }>();
    for (const a of xs) {
      const key = kunciKolom(a.jenis_aktivitas, a.id);
      if (wajibDikenal && !known.has(key)) throw fieldError(field, `${PESAN_NILAI.aktivitasTidakDikenal} (${a.jenis_aktivitas} ${a.id})`);
      out.set(key, { jenis: a.jenis_aktivitas, id: a.id });
    }
    return out;
  };
  const toKolom = (list: { jenis: string; id: string }[]) => list.flatMap((a) => known.get(kunciKolom(a.jenis, a.id)) ?? []);

  if (body.list_aktivitas) {
    const list = [...daftar('list_aktivitas', body.list_aktivitas, true).values()];
    await deps.db.transaction(async (tx) => {
      await replaceKomponenAktivitas(tx, actor.college.id, idKelas, idKomponen, list);
      await recordAktivitas(tx, actor, 'ubah_komponen_nilai', `Mengubah komponen nilai ${c.label} kelas ${idKelas} (${list.length} aktivitas)`);
    });
    return toKomponenSikad({ ...c, aktivitas: toKolom(list) });
  }
  const tambah = daftar('tambah', body.tambah ?? [], true);
  // An activity to remove need not exist any more (deleted since the form was read): removing it is a no-op.
  const hapus = daftar('hapus', body.hapus ?? [], false);
  if ([...tambah.keys()].some((k) => hapus.has(k))) throw fieldError('tambah', PESAN_NILAI.tambahHapusSama);
  const list = await deps.db.transaction(async (tx) => {
    const after = await ubahPilihanKomponen(tx, actor.college.id, idKelas, idKomponen, { tambah: [...tambah.values()], hapus: [...hapus.values()] });
    await recordAktivitas(
      tx,
      actor,
      'ubah_komponen_nilai',
      `Mengubah komponen nilai ${c.label} kelas ${idKelas} (${tambah.size} ditambah, ${hapus.size} dihapus, ${after.length} aktivitas)`,
    );
    return after;
  });
  return toKomponenSikad({ ...c, aktivitas: toKolom(list) });
}
