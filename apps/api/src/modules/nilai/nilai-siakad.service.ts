import { JENIS_KOMPONEN_SIKAD, PESAN_NILAI, type JenisKomponenSikad } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requireKelolaSiakad, resolveAksesNilai } from './nilai.policy';
import { listPesertaNilai } from './nilai.repo';
import { findPeriodeKelas } from '../kelas/kelas.service';

/**
 * Operator actions of the built-in Siakad (a campus Siakad has its own screens): lock a class's grades, open a score
 * entry window for its period, and record that a score was changed in Siakad (update_by_sikad). Each writes the
 * academic system, then logs the action.
 */

export async function setKunciNilai(deps: Deps, actor: Actor, idKelas: string, dikunci: boolean) {
  const adm = requireKelolaSiakad(deps, await resolveAksesNilai(deps, actor, idKelas));
  await adm.setNilaiDikunci(actor.college.id, idKelas, dikunci);
  await recordAktivitas(deps.db, actor, 'kunci_nilai_sikad', `${dikunci ? 'Mengunci' : 'Membuka kunci'} nilai kelas ${idKelas} di Siakad`);
  return { is_nilai_dikunci: dikunci };
}

export async function setWaktuEntri(deps: Deps, actor: Actor, idKelas: string, body: { jenis: JenisKomponenSikad; waktu_entri_nilai_start: string; waktu_entri_nilai_end: string }) {
  const adm = requireKelolaSiakad(deps, await resolveAksesNilai(deps, actor, idKelas));
  const mulai = new Date(body.waktu_entri_nilai_start);
  const selesai = new Date(body.waktu_entri_nilai_end);
  if (selesai < mulai) throw fieldError('waktu_entri_nilai_end', PESAN_NILAI.waktuEntriTidakValid);
  if (!JENIS_KOMPONEN_SIKAD.includes(body.jenis)) throw fieldError('jenis', 'jenis tidak dikenal');
  const periode = await findPeriodeKelas(deps.db, actor.college.id, idKelas);
  if (periode === null) throw notFound(PESAN_NILAI.tidakDitemukan);
  await adm.setWaktuEntriNilai(actor.college.id, periode, { jenis: body.jenis, mulai, selesai });
  await recordAktivitas(deps.db, actor, 'waktu_entri_nilai', `Mengatur waktu entri nilai ${body.jenis} periode ${periode}`);
  return { jenis: body.jenis, waktu_entri_nilai_start: mulai.toISOString(), waktu_entri_nilai_end: selesai.toISOString() };
}

export async function tandaiUpdateBySikad(deps: Deps, actor: Actor, idKelas: string, idKomponen: number, idUser: number, nilai: number) {
  const adm = requireKelolaSiakad(deps, await resolveAksesNilai(deps, actor, idKelas));
  const komponen = await deps.academic.listKomponenNilai(actor.college.id, idKelas);
  if (!komponen.some((c) => c.id === idKomponen)) throw notFound(PESAN_NILAI.komponenTidakDitemukan);
  const s = (await listPesertaNilai(deps.db, actor.college.id, idKelas)).find((x) => x.userId === idUser);
  if (!s) throw notFound('Mahasiswa bukan peserta kelas ini');
  await adm.tandaiUpdateBySikad(actor.college.id, idKelas, idKomponen, s.idMahasiswa, nilai);
  await recordAktivitas(deps.db, actor, 'tandai_update_sikad', `Menandai nilai ${s.nim} kelas ${idKelas} diupdate di Siakad`);
  return { id_user: idUser, nilai, update_by_sikad: true };
}
