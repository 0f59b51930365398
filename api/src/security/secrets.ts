// One-time secrets (e-mail verification codes, password reset tokens): random, sent once, stored hashed.
import crypto from 'node:crypto';
import { hashToken } from '../http/auth';

export function newSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

export { hashToken as hashSecret };
