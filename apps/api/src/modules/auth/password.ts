import { verify } from '@node-rs/argon2';

/**
 * The one place a login checks a password (argon2: the cost a guesser spends). An object, so a test can count the
 * checks the throttle lets through (vi.spyOn(passwordCheck, 'verify')).
 */
export const passwordCheck = {
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never logs anyone in
    }
  },
};
