import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { colleges } from './tenant';

export const roleEnum = pgEnum('role', ['ROLE_MAHASISWA', 'ROLE_DOSEN', 'ROLE_OPERATOR']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    nama: text('nama').notNull(),
    gelarDepan: text('gelar_depan').notNull().default(''),
    gelarAkademik: text('gelar_akademik').notNull().default(''),
    email: text('email').notNull().default(''),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_college_username_uq').on(t.collegeId, sql`lower(${t.username})`),
    // The user screens list one role of a college ordered by name (modules/pengguna).
    index('users_college_role_nama_idx').on(t.collegeId, t.role, sql`lower(${t.nama})`, t.id),
  ],
);

/** Operator access rights: one map over the 8 areas; a missing area means no_access. */
export const operators = pgTable('operators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  hakAkses: jsonb('hak_akses').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rotating refresh tokens; a family is revoked whole when a rotated token is reused. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id').notNull(),
    familyId: uuid('family_id').notNull(),
    /** The operator who opened this session through 'Login Akun Lain' (null for an ordinary login). */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_operator_idx').on(t.operatorId),
  ],
);

/**
 * Ended sessions (sid = the refresh-token family id that every access token of the session carries). A row is
 * written whenever a family is revoked (logout, reuse, deactivated user, withdrawn login-as permission: database
 * triggers, see migration 0004) and broadcast with NOTIFY, so every API process refuses those access tokens at
 * once from its in-memory set (lib/sessions.ts). Rows older than the access-token lifetime are no longer needed.
 */
export const sesiDicabut = pgTable(
  'sesi_dicabut',
  {
    sid: uuid('sid').primaryKey(),
    collegeId: integer('college_id').notNull(),
    userId: integer('user_id').notNull(),
    dicabutPada: timestamp('dicabut_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sesi_dicabut_pada_idx').on(t.dicabutPada)],
);

/** Failed logins, for throttling per account and IP across API processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: integer('college_id').notNull(),
    username: text('username').notNull(),
    ipAddress: text('ip_address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.collegeId, t.username, t.ipAddress, t.attemptedAt)],
);

/** Server-side secrets shared by every API process (JWT key when none is configured). */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One-time authorization codes (60 s): issued to the signed-in user for a client ('sikad' when leaving for the
 * academic system, 'lms' when another app sends the user here), exchanged once at POST /v2/oauth/token.
 */
export const authorizationCodes = pgTable(
  'authorization_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    collegeId: integer('college_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    asRole: text('as_role').notNull(),
    redirectUri: text('redirect_uri').notNull().default(''),
    state: text('state').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('authorization_codes_user_idx').on(t.userId)],
);
