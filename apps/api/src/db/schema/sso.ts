import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';

/**
 * Systems that may sign users into the LMS by single sign-on (/sso): one row per college and client, with the
 * HS256 secret the college shares with it. Written by the deployment's administrator (the demo seed writes one).
 */
export const ssoKlien = pgTable(
  'sso_klien',
  {
    collegeId: collegeRef(),
    /** The `iss` claim of its assertions, e.g. 'sikad'. */
    clientId: text('client_id').notNull(),
    nama: text('nama').notNull(),
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.clientId] })],
);

/** Assertion ids already exchanged, kept until the assertion would have expired (each may be used once). */
export const ssoTokenTerpakai = pgTable(
  'sso_token_terpakai',
  {
    collegeId: collegeRef(),
    clientId: text('client_id').notNull(),
    jti: text('jti').notNull(),
    kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.clientId, t.jti] }), index('sso_token_terpakai_kedaluwarsa_idx').on(t.kedaluwarsa)],
);
