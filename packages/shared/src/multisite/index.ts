import { z } from 'zod';

export const APP_ID = 'operator-lms';
export const frontendConfig = z.object({
  college_id: z.number().int(),
  copyright: z.string(),
  url_sikad_legacy: z.string(),
  color_mode: z.string(),
});
export type FrontendConfig = z.infer<typeof frontendConfig>;
