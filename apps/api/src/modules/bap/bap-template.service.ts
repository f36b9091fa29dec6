import { isoUtc, type TemplateBap } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findTemplate, hapusTemplate, simpanTemplate } from './bap.repo';
import { PLACEHOLDER_BAP, parseTemplate, templateBawaan } from './bap-template';

/**
 * The college's BAP template (GET/PUT/DELETE /v2/lms/bap/template): read with kelas_kuliah read, replaced or reset
 * with kelas_kuliah write. A template is parsed before it is saved (balanced blocks, known placeholders), so a
 * saved template always renders.
 */

const placeholder = Object.keys(PLACEHOLDER_BAP).map((k) => `${k}: ${PLACEHOLDER_BAP[k]}`);

export async function getTemplateBap(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TemplateBap> {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'read');
  const row = await findTemplate(deps.db, actor.college.id);
  return row
    ? { isi: row.isi, bawaan: false, updated_at: isoUtc(row.updatedAt), placeholder }
    : { isi: templateBawaan(), bawaan: true, updated_at: null, placeholder };
}

export async function ubahTemplateBap(deps: Pick<Deps, 'db'>, actor: Actor, isi: string): Promise<TemplateBap> {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  parseTemplate(isi);
  await deps.db.transaction(async (tx) => {
    await simpanTemplate(tx, actor.college.id, isi, actor.userId || null);
    await recordAktivitas(tx, actor, 'ubah_template_bap', 'Mengganti template BAP');
  });
  return getTemplateBap(deps, actor);
}

export async function resetTemplateBap(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TemplateBap> {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  await deps.db.transaction(async (tx) => {
    if (!(await hapusTemplate(tx, actor.college.id))) throw notFound('Template BAP sudah bawaan');
    await recordAktivitas(tx, actor, 'ubah_template_bap', 'Mengembalikan template BAP ke bawaan');
  });
  return getTemplateBap(deps, actor);
}
