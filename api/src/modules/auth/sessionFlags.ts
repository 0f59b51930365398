// The `bank` and `profile` flags of the session reply: the client sends a member to /settings while
// either is false (spec §4, "Please Update your profile and bank account to continue").
import type { Executor } from '../../db/client';

export interface SessionFlags {
  /** a bank account is on file */
  bank: boolean;
  /** the profile (personal, next of kin, business) is complete */
  profile: boolean;
}

// Bank accounts and member profiles arrive with the wallet issue, which fills this in from its tables.
// Until then no member can have either, so both are false.
export async function sessionFlags(_executor: Executor, _userId: number): Promise<SessionFlags> {
  return { bank: false, profile: false };
}
