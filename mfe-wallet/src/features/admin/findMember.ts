// The member a manual adjustment is for, from what the administrator typed: a user id (looked up for their name) or
// an e-mail address (found among the accounts by an exact, case-blind match).
import { HttpError, isEmail } from '@coop/shared';
import { adminApi } from './api';

export interface FoundMember {
  id: number;
  name: string;
  email: string;
}

export const MEMBER_MESSAGE = 'Enter the member’s user id or e-mail address';

/** What the member field holds: a user id, an e-mail, or neither (the message to show). */
export function readMemberField(text: string): { id: number } | { email: string } | { error: string } {
  const typed = text.trim();
  if (/^\d{1,9}$/.test(typed) && Number(typed) > 0) return { id: Number(typed) };
  if (isEmail(typed)) return { email: typed };
  return { error: MEMBER_MESSAGE };
}

export async function findMember(query: { id: number } | { email: string }): Promise<FoundMember> {
  if ('id' in query) {
    try {
      const { member } = await adminApi.member(query.id);
      return { id: member.id, name: member.name, email: member.email };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw new Error(`No account has the user id ${query.id}`);
      throw error;
    }
  }
  const page = await adminApi.members(query.email);
  const found = page.data.find((row) => row.email.toLowerCase() === query.email.toLowerCase());
  if (!found) throw new Error(`No account has the e-mail ${query.email}`);
  return { id: found.id, name: found.name, email: found.email };
}
