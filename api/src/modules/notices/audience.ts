// Who a notice reaches: the member list's filters (../members/audience.ts) over member accounts only. Administrators
// are never in an audience; suspended members are, unless the filters say `suspended: false` (a notice is the society's
// word to all its members: an AGM notice must reach a suspended member too, who reads it in the mail at once and in
// the app once reactivated). Accounts opened after the notice was sent are not in it, so the count shown before
// sending is the count delivered.
import { and, count, eq, lte, type SQL } from 'drizzle-orm';
import type { NoticeAudience } from '../../contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { lagosDate } from '../../time/lagos';
import { memberFilterCondition } from '../members';

/** the condition on `users` of the members a notice sent at `sentAt` is for */
export function audienceCondition(audience: NoticeAudience, sentAt: Date): SQL {
  return and(eq(users.role, 'MEMBER'), lte(users.createdAt, sentAt), memberFilterCondition(audience, lagosDate(sentAt)))!;
}

export async function countAudience(executor: Executor, audience: NoticeAudience, at: Date): Promise<number> {
  const [{ total }] = await executor.select({ total: count() }).from(users).where(audienceCondition(audience, at));
  return total;
}

const WORDS: Record<Exclude<keyof NoticeAudience, 'search'>, [yes: string, no: string]> = {
  member: ['registered members', 'not yet members'],
  verified: ['e-mail verified', 'e-mail not verified'],
  suspended: ['suspended', 'not suspended'],
  below_minimum_shares: ['shares below the minimum', 'shares at or above the minimum'],
  overdue_loan: ['with an overdue loan', 'without an overdue loan'],
};

/** the audience in words: "Every member" or "Members, e-mail verified, matching “ada”" */
export function describeAudience(audience: NoticeAudience): string {
  const parts = (Object.keys(WORDS) as (keyof typeof WORDS)[])
    .filter((key) => audience[key] !== undefined)
    .map((key) => WORDS[key][audience[key] ? 0 : 1]);
  if (audience.search) parts.push(`matching “${audience.search}”`);
  if (!parts.length) return 'Every member';
  const text = parts.join(', ');
  return `${text[0].toUpperCase()}${text.slice(1)}`;
}

/** the filters as stored and sent back: only those that narrow, in a fixed order */
export function normalAudience(audience: NoticeAudience): NoticeAudience {
  const out: NoticeAudience = {};
  if (audience.search) out.search = audience.search;
  for (const key of Object.keys(WORDS) as (keyof typeof WORDS)[]) if (audience[key] !== undefined) out[key] = audience[key];
  return out;
}
