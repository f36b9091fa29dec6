import { PESAN } from '@lms/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findCollegeByHostname } from './multisite.repo';

/** Resolves the tenant from the origin the web client was loaded from. Public: no login yet. */
export async function getFrontendConfig(db: Db, origin: string) {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    throw badRequest(`${PESAN.dataTidakValid}: url — harus berupa origin lengkap, mis. http://localhost:3000`);
  }
  const college = await findCollegeByHostname(db, hostname);
  if (!college) throw notFound(`${PESAN.hostnameTidakTerdaftar} (${hostname})`);
  return {
    college_id: college.id,
    copyright: college.copyright,
    url_sikad_legacy: college.urlSikadLegacy,
    color_mode: college.colorMode,
  };
}
