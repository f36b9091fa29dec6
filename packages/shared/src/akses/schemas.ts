import { z } from 'zod';
import { AREA_AKSES, LEVEL_AKSES } from './permission';

/** One row of GET /v2/lms/access_control/me and /{id} ("data list"): all 8 areas, missing = no_access. */
export const aksesItem = z.object({ permission_key: z.enum(AREA_AKSES), akses: z.enum(LEVEL_AKSES) });
export type AksesItem = z.infer<typeof aksesItem>;
export const aksesList = z.array(aksesItem);

/** GET /v1/operator/{id}. The username is shown as the operator ID. */
export const operatorDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  nama: z.string(),
  email: z.string(),
  fotoContentUrl: z.string().nullable(),
  is_active: z.boolean(),
  hakAkses: z.record(z.enum(AREA_AKSES), z.enum(LEVEL_AKSES)),
});
export type OperatorDetail = z.infer<typeof operatorDetail>;
