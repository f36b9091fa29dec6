import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  ERROR_CODES,
  PESAN,
  pesanTolakLogin,
  type LoginBody,
  type TokenData,
  type UserInfo,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { AppError, unauthorized } from '../../lib/errors';
import type { Guest } from '../../lib/guest';
import { hashToken } from '../../lib/tokens';
import { DETAIL_AKTIVITAS, recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { operatorMayStillLoginAs } from './auth.policy';
import {
  clearFailures,
  findUserById,
  findUserByUsername,
  findUserProfile,
  lockRefreshToken,
  lockUser,
  markRotated,
  releaseLoginAttempt,
  reserveLoginAttempt,
  revokeFamily,
  type AttemptKey,
  type UserRow,
} from './auth.repo';
import { passwordCheck } from './password';
import { akunNonaktif, issueSession, operatorOfRefreshToken } from './session';

export type { Guest };

/** The actor of a user who has just proved who they are: the login is logged as theirs. */
export function actorOfUser(user: Pick<UserRow, 'id' | 'role' | 'username'>, guest: Guest, operator: string | null = null): Actor {
  return { userId: user.id, college: guest.college, role: user.role, username: user.username, operator, ip: guest.ip };
}

// Unknown usernames still cost one argon2 verify, so response time does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));
/** Computes the dummy hash ahead, so the first unknown username is not slower than the others. */
export const prepareLogin = () => void getDummyHash();

const invalidCredentials = () => unauthorized(PESAN.loginGagal, ERROR_CODES.invalidCredentials);
const refreshInvalid = () => unauthorized(PESAN.refreshTokenTidakValid, ERROR_CODES.tokenExpired);

/**
 * POST /v2/access_token: reserve a throttle slot (counted and recorded in one step; refused while the account is
 * locked or waiting, or the address is at its limit — before any password check), then argon2, then one
 * transaction for the session and its log entry.
 */
export async function login(deps: Deps, guest: Guest, body: LoginBody): Promise<TokenData> {
  const { db } = deps;
  const key: AttemptKey = { collegeId: guest.college.id, username: body.username.toLowerCase(), ip: guest.ip ?? '' };
  const slot = await reserveLoginAttempt(db, key);
  if (!slot.allowed) {
    const message = pesanTolakLogin(slot.tolak);
    const code = slot.tolak.alasan === 'terkunci' ? ERROR_CODES.akunTerkunci : ERROR_CODES.tooManyRequests;
    throw new AppError(429, code, message, { detail: message, retry_after: slot.tolak.sisaDetik });
  }

  const user = await findUserByUsername(db, guest.college.id, key.username);
  const valid = await passwordCheck.verify(user?.passwordHash ?? (await getDummyHash()), body.password);
  // A wrong password keeps its reserved row: that row is the recorded failure.
  if (!user || !valid) throw invalidCredentials();
  // Only a caller who knows the password learns that the account is inactive; it is not a guess, so no failure.
  if (!user.isActive) {
    await releaseLoginAttempt(db, slot.id);
    throw akunNonaktif();
  }

  return db.transaction(async (tx) => {
    // The owner proved who they are: the account's failures from every address are forgotten.
    await clearFailures(tx, key);
    const session = await issueSession(tx, deps.tokens, user, null);
    await recordAktivitas(tx, actorOfUser(user, guest), 'login', DETAIL_AKTIVITAS.login);
    return session;
  });
}

type RefreshOutcome =
  | { kind: 'ok'; session: TokenData }
  | { kind: 'invalid'; revoked?: string }
  | { kind: 'reused'; revoked: string }
  | { kind: 'inactive'; revoked: string };

/**
 * POST /v2/refresh_token: rotation under a row lock. A token presented after it was rotated means it was
 * copied: the whole family is revoked (committed; its access tokens stop working on every process), then the
 * caller gets 401 refresh_token_reused.
 */
export async function refresh(deps: Deps, guest: Guest, token: string): Promise<TokenData> {
  const { college } = guest;
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await lockRefreshToken(tx, hashToken(token));
    // Another college's token is treated as unknown and changes nothing.
    if (!row || row.collegeId !== college.id || row.revokedAt) return { kind: 'invalid' };
    if (row.rotatedAt) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'reused', revoked: row.familyId };
    }
    if (!row.alive) return { kind: 'invalid' };

    const user = await lockUser(tx, college.id, row.userId);
    if (!user || !user.isActive) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'inactive', revoked: row.familyId };
    }
    const operatorName = operatorOfRefreshToken(token);
    let operator: { id: number; username: string } | null = null;
    if (operatorName) {
      const op = await findUserByUsername(tx, college.id, operatorName);
      const sameOperator = op && (row.operatorId === null || row.operatorId === op.id);
      if (!op || !sameOperator || !op.isActive || op.role !== 'ROLE_OPERATOR' || !(await operatorMayStillLoginAs(tx, op.id))) {
        await revokeFamily(tx, row.familyId);
        return { kind: 'invalid', revoked: row.familyId };
      }
      operator = { id: op.id, username: op.username };
    }
    await markRotated(tx, row.id);
    return { kind: 'ok', session: await issueSession(tx, deps.tokens, user, operator, row.familyId) };
  });
  // Committed: this process refuses the session's access tokens from its very next request.
  if (outcome.kind !== 'ok' && outcome.revoked) deps.tokens.revocations.markRevoked(outcome.revoked);
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'reused':
      throw unauthorized(PESAN.refreshTokenDipakaiUlang, ERROR_CODES.tokenReused);
    case 'inactive':
      throw unauthorized(PESAN.akunNonaktif, ERROR_CODES.akunNonaktif);
    default:
      throw refreshInvalid();
  }
}

/** GET /v2/user_info. A user deactivated or removed since the token was issued is logged out (401). */
export async function getUserInfo(deps: Deps, actor: Actor): Promise<UserInfo> {
  const { college } = actor;
  const row = await findUserProfile(deps.db, college.id, actor.userId);
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
    login_as_operator: actor.operator,
    college: { id: college.id, nama: college.nama, singkatan: college.singkatan, time_zone: college.timeZone },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Logins another party vouches for (an OAuth code, an SSO token): the caller checks its proof in its transaction,
// then asks for the user and the session here.

/** The account a vouched login names (an OAuth code's user id, an SSO token's username), in the caller's transaction. */
export async function findAkunLogin(db: Db, collegeId: number, by: { id: number } | { username: string }): Promise<UserRow | undefined> {
  return 'id' in by ? findUserById(db, collegeId, by.id) : findUserByUsername(db, collegeId, by.username);
}

/** A new session of the user and its 'login' log entry (`detail` names how they proved it), in the caller's transaction. */
export async function loginTerverifikasi(db: Db, deps: Pick<Deps, 'tokens'>, guest: Guest, user: UserRow, detail: string): Promise<TokenData> {
  const tokens = await issueSession(db, deps.tokens, user, null);
  await recordAktivitas(db, actorOfUser(user, guest), 'login', detail);
  return tokens;
}
