import type { Db } from '../client';
import { ssoKlien } from '../schema';

/**
 * Single sign-on from the demo colleges' academic systems. The secrets are demo values, known to anyone who reads
 * this file: a real deployment writes its own row per college (docs/DECISIONS.md, 'Single sign-on').
 */
export const DEMO_SSO_CLIENT = 'sikad';
export const demoSsoSecret = (collegeId: number) => `demo-sso-sikad-${collegeId}-ganti-di-produksi`;

export async function seedSso(db: Db, collegeIds: number[]) {
  await db.insert(ssoKlien).values(collegeIds.map((collegeId) => ({ collegeId, clientId: DEMO_SSO_CLIENT, nama: 'SIAKAD', secret: demoSsoSecret(collegeId) })));
}
