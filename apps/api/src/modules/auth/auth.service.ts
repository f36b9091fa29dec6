import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  LOGIN_MAX_GAGAL,
  LOGIN_WINDOW_S,
  PESAN,
  type LoginBody,
  type TokenData,
  type UserInfo,
} from '@lms/shared';
import type { AppDeps } from '../../app';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { CollegeContext } from '../../plugins/request-context';
import { DETAIL_AKTIVITAS, JENIS_AKTIVITAS } from '../log-aktivitas/log-aktivitas.service';
import { insertLogAktivitas } from '../log-aktivitas/log-aktivitas.repo';
import { operatorMayStillLoginAs } from './auth.policy';
import {
  clearFailures,
  countRecentFailures,
  findUserById,
  findUserByUsername,
  findUserProfile,
  lockRefreshToken,
  markRotated,
  recordFailure,
  revokeFamily,
  type AttemptKey,
} from './auth.repo';
import { issueSession, operatorOfRefreshToken } from './session';

// Unknown usernames still cost one argon2 verify, so response time does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));
/** Computes the dummy hash ahead, so the first unknown username is not slower than the others. */
export const prepareLogin = () => void getDummyHash();

async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

const invalidCredentials = () => unauthorized(PESAN.loginGagal, ERROR_CODES.invalidCredentials);
const refreshInvalid = () => unauthorized(PESAN.refreshTokenTidakValid, ERROR_CODES.tokenExpired);

/** POST /v2/access_token: throttle check first, then argon2, then one transaction for token + log. */
export async function login(deps: AppDeps, college: CollegeContext, body: LoginBody, ip: string): Promise<TokenData> {
  const { db } = deps;
  const key: AttemptKey = { collegeId: college.id, username: body.username.toLowerCase(), ip };
  const recent = await countRecentFailures(db, key, LOGIN_WINDOW_S);
  if (recent.n >= LOGIN_MAX_GAGAL) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, PESAN.terlaluBanyakPercobaan, {
      detail: PESAN.terlaluBanyakPercobaan,
      retry_after: recent.retryAfter,
    });
  }

  const user = await findUserByUsername(db, college.id, key.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), body.password);
  if (!user || !valid) {
    await recordFailure(db, key, LOGIN_WINDOW_S);
    throw invalidCredentials();
  }
  // Only a caller who knows the password learns that the account is inactive.
  if (!user.isActive) throw forbidden(PESAN.akunNonaktif, 'akun_nonaktif');

  return db.transaction(async (tx) => {
    await clearFailures(tx, key);
    const session = await issueSession(tx, deps.tokens, user, null);
    await insertLogAktivitas(tx, {
      collegeId: college.id,
      userId: user.id,
      jenisAktivitas: JENIS_AKTIVITAS.login,
      detail: DETAIL_AKTIVITAS.login,
      role: user.role,
      ipAddress: ip,
      operator: null,
    });
    return session;
  });
}

/**
 * A new session (new refresh-token family) for an active user of the request's college; for other modules
 * that open sessions (e.g. the oauth code exchange). Pass `{ ...deps, db: tx }` to join a transaction.
 * Does not write log_aktivitas: the caller logs what it did.
 */
export async function issueTokenPair(
  deps: AppDeps,
  request: FastifyRequest,
  userId: number,
  operator: string | null,
): Promise<TokenData> {
  const user = await findUserById(deps.db, request.college.id, userId);
  if (!user) throw unauthorized(PESAN.belumLogin);
  if (!user.isActive) throw forbidden(PESAN.akunNonaktif, 'akun_nonaktif');
  return issueSession(deps.db, deps.tokens, user, operator);
}

type RefreshOutcome = { kind: 'ok'; session: TokenData } | { kind: 'invalid' } | { kind: 'reused' } | { kind: 'inactive' };

/**
 * POST /v2/refresh_token: rotation under a row lock. A token presented after it was rotated means it was
 * copied: the whole family is revoked (committed), then the caller gets 401 refresh_token_reused.
 */
export async function refresh(deps: AppDeps, college: CollegeContext, token: string): Promise<TokenData> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await lockRefreshToken(tx, hashToken(token));
    // Another college's token is treated as unknown and changes nothing.
    if (!row || row.collegeId !== college.id || row.revokedAt) return { kind: 'invalid' };
    if (row.rotatedAt) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'reused' };
    }
    if (!row.alive) return { kind: 'invalid' };

    const user = await findUserById(tx, college.id, row.userId);
    if (!user || !user.isActive) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'inactive' };
    }
    const operator = operatorOfRefreshToken(token);
    if (operator) {
      const op = await findUserByUsername(tx, college.id, operator);
      if (!op || !op.isActive || op.role !== 'ROLE_OPERATOR' || !(await operatorMayStillLoginAs(tx, op.id))) {
        await revokeFamily(tx, row.familyId);
        return { kind: 'invalid' };
      }
    }
    await markRotated(tx, row.id);
    return { kind: 'ok', session: await issueSession(tx, deps.tokens, user, operator, row.familyId) };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'reused':
      throw unauthorized(PESAN.refreshTokenDipakaiUlang, ERROR_CODES.tokenReused);
    case 'inactive':
      throw unauthorized(PESAN.akunNonaktif, 'akun_nonaktif');
    default:
      throw refreshInvalid();
  }
}

/** GET /v2/user_info. A user deactivated or removed since the token was issued is logged out (401). */
export async function getUserInfo(db: AppDeps['db'], request: FastifyRequest): Promise<UserInfo> {
  const college = request.college;
  const row = await findUserProfile(db, college.id, request.auth.userId);
  if (!row || !row.user.isActive) throw unauthorized(row ? PESAN.akunNonaktif : PESAN.belumLogin);
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    nama: user.nama,
    gelar_depan: user.gelarDepan,
    gelar_akademik: user.gelarAkademik,
    email: user.email,
    avatar_url: user.avatarUrl,
    nomor_induk: user.role === 'ROLE_MAHASISWA' ? row.nim : user.role === 'ROLE_DOSEN' ? row.nidn : null,
    id_dosen: user.role === 'ROLE_DOSEN' ? row.idDosen : null,
    id_mahasiswa: user.role === 'ROLE_MAHASISWA' ? row.idMahasiswa : null,
    login_as_operator: request.auth.operator,
    college: { id: college.id, nama: college.nama, singkatan: college.singkatan, time_zone: college.timeZone },
  };
}
