import { JENIS_FILE_LOGO, PESAN_PROFIL_PT, type ProfilPt, type ProfilPtBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart';
import { requireOperatorAccess } from '../../lib/policy';
import { StorageNotFoundError } from '../../plugins/storage';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { discardStoredFile, recordUpload } from '../storager/storager.service';
import { tandaiBerkasTerhapus } from '../storager/storager-berkas';
import { findLogoFile, findProfilCollege, lockCollegeLogo, updateProfilCollege } from './profil-pt.repo';

/**
 * /profil-pt (data_master): the institution's profile and logo. Everyone reads them through GET /v1/sistem and
 * GET /v1/logo_perguruan_tinggi (the login page too); operators with write on data_master change them.
 */

/** Where the logo is served without a login: the college and the file in the path, so a new logo is a new URL. */
export const urlLogo = (collegeId: number, fileId: string) => `/api/v1/logo_perguruan_tinggi/${collegeId}/${fileId}`;
const fileIdOf = (url: string | null | undefined) => /\/logo_perguruan_tinggi\/\d+\/([0-9a-f-]{36})$/i.exec(url ?? '')?.[1]?.toLowerCase() ?? null;

export async function getProfilPt(deps: Pick<Deps, 'db'>, collegeId: number): Promise<ProfilPt> {
  const row = await findProfilCollege(deps.db, collegeId);
  if (!row) throw notFound();
  const { logoUrl, ...info } = row;
  return { ...info, logo_url: logoUrl };
}

/** PUT /v1/sistem. */
export async function ubahProfilPt(deps: Deps, actor: Actor, body: ProfilPtBody): Promise<ProfilPt> {
  await requireOperatorAccess(deps.db, actor, 'data_master', 'write');
  const collegeId = actor.college.id;
  await deps.db.transaction(async (tx) => {
    await updateProfilCollege(tx, collegeId, body);
    await recordAktivitas(tx, actor, 'ubah_profil_pt', `Mengubah profil perguruan tinggi (${body.nama})`);
  });
  return getProfilPt(deps, collegeId);
}

/** After the commit: the replaced logo's bytes (a failure leaves them to the orphan sweep). */
async function hapusBytesLama(deps: Deps, storageKey: string | null) {
  if (storageKey) await deps.storage.delete(storageKey).catch(() => {});
}

/** POST /v1/logo_perguruan_tinggi: the new logo replaces the old one (whose file is removed). */
export async function unggahLogo(deps: Deps, actor: Actor, bacaFile: () => Promise<ReceivedFile>): Promise<ProfilPt> {
  await requireOperatorAccess(deps.db, actor, 'data_master', 'write');
  const collegeId = actor.college.id;
  const file = await bacaFile();
  const stored = await recordUpload(deps, { collegeId, kind: JENIS_FILE_LOGO, ownerUserId: actor.userId || null, file });
  let kunciLama: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const lama = fileIdOf((await lockCollegeLogo(tx, collegeId))?.logoUrl);
      await updateProfilCollege(tx, collegeId, { logoUrl: urlLogo(collegeId, stored.id) });
      if (lama) kunciLama = await tandaiBerkasTerhapus(tx, collegeId, lama);
      await recordAktivitas(tx, actor, 'ubah_profil_pt', `Mengunggah logo perguruan tinggi (${stored.name})`);
    });
  } catch (err) {
    await discardStoredFile(deps, collegeId, stored.id);
    throw err;
  }
  await hapusBytesLama(deps, kunciLama);
  return getProfilPt(deps, collegeId);
}

/** DELETE /v1/logo_perguruan_tinggi. */
export async function hapusLogo(deps: Deps, actor: Actor): Promise<ProfilPt> {
  await requireOperatorAccess(deps.db, actor, 'data_master', 'write');
  const collegeId = actor.college.id;
  let kunciLama: string | null = null;
  await deps.db.transaction(async (tx) => {
    const lama = fileIdOf((await lockCollegeLogo(tx, collegeId))?.logoUrl);
    if (!lama) throw notFound(PESAN_PROFIL_PT.logoTidakAda);
    await updateProfilCollege(tx, collegeId, { logoUrl: null });
    kunciLama = await tandaiBerkasTerhapus(tx, collegeId, lama);
    await recordAktivitas(tx, actor, 'ubah_profil_pt', 'Menghapus logo perguruan tinggi');
  });
  await hapusBytesLama(deps, kunciLama);
  return getProfilPt(deps, collegeId);
}

/** GET /v1/logo_perguruan_tinggi/{collegeId}/{fileId}: the logo's bytes, public like the login page that shows it. */
export async function bukaLogo(deps: Pick<Deps, 'db' | 'storage'>, collegeId: number, fileId: string) {
  const file = await findLogoFile(deps.db, collegeId, fileId.toLowerCase());
  if (!file) throw notFound(PESAN_PROFIL_PT.logoTidakAda);
  try {
    return { file, stream: await deps.storage.get(file.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(PESAN_PROFIL_PT.logoTidakAda);
    throw err;
  }
}
