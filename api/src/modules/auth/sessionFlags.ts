// The `bank` and `profile` flags of the session reply: the client sends a member to /settings while
// either is false (spec §4, "Please Update your profile and bank account to continue").
import type { Executor } from '../../db/client';
import { profileFlags } from '../profile';

export interface SessionFlags {
  /** a bank account is on file */
  bank: boolean;
  /** the profile (personal, next of kin, business) is complete */
  profile: boolean;
}

export function sessionFlags(executor: Executor, userId: number): Promise<SessionFlags> {
  return profileFlags(executor, userId);
}
