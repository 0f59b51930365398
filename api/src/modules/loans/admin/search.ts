// The loan queue's search: part of the borrower's name, e-mail address or phone number, the business's name, or the
// loan's number ("42" or "#42"). Typed text is matched literally (the LIKE wildcards are escaped); a phone number may
// be typed with spaces, dashes or +234, as members write it.
import { ilike, inArray, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { loans, users } from '../../../db/schema';

const MAX_INT4 = 2_147_483_647;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** the digits of a phone number as stored (0801…), or null when the term is not written like one */
function phoneDigits(term: string): string | null {
  if (!/^\+?[\d\s-]{4,}$/.test(term)) return null;
  return term.replace(/[\s-]/g, '').replace(/^\+?234/, '0');
}

function loanNumber(term: string): number | null {
  const match = /^#?(\d{1,10})$/.exec(term);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= MAX_INT4 ? id : null;
}

export function loanSearch(executor: Executor, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = containing(term);
  const phone = phoneDigits(term);
  const borrowers = executor
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(users.phoneNo, phone ? containing(phone) : pattern),
      ),
    );
  const id = loanNumber(term);
  return or(inArray(loans.userId, borrowers), ilike(loans.businessName, pattern), id === null ? undefined : eq(loans.id, id));
}
