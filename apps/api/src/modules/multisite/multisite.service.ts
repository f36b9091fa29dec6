import { PESAN } from '@lms/shared';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { findCollegeByHostname } from './multisite.repo';

/** Resolves the tenant from the origin the web client was loaded from. Public: no login yet. */
export async function getFrontendConfig(deps: Deps, input: { url: string }) {
  let hostname: string;
  try {
    hostname = new URL(input.url).hostname;
  } catch {
    throw fieldError('url', 'harus berupa origin lengkap, mis. http://localhost:3000');
  }
  const college = await findCollegeByHostname(deps.db, hostname);
  if (!college) throw notFound(`${PESAN.hostnameTidakTerdaftar} (${hostname})`);
  return {
    college_id: college.id,
    copyright: college.copyright,
    url_sikad_legacy: college.urlSikadLegacy,
    color_mode: college.colorMode,
  };
}
