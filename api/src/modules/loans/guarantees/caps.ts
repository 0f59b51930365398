// How much a borrower may ask of each guarantor (issue 26, "Guarantees"): at most what the loan still needs from them
// (the amount less the borrower's own cover less what the other guarantors are asked), and at most what the guarantor
// can pledge now (their guarantable amount: savings/liens.ts). The second refusal names the amount asked, not the
// guarantor's savings: those are theirs to see, not the borrower's.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';
import { unprocessable } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { pledgeableBalances } from '../../savings';

export const aboveNeedMessage = (name: string, capKobo: bigint) =>
  `You can ask ${name} to guarantee at most ${formatNairaText(capKobo)}: the part of your loan your own savings and your other guarantors do not cover`;
export const aboveGuarantableMessage = (name: string, askedKobo: bigint) =>
  `${name} cannot pledge ${formatNairaText(askedKobo)} of their savings now: ask them for less, or choose another guarantor`;

/** `guarantors`: other members, each once (checked before); `neededKobo`: the loan less the borrower's own cover */
export async function assertGuaranteeCaps(executor: Executor, guarantors: { userId: number; amountKobo: bigint }[], neededKobo: bigint): Promise<void> {
  const people = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, guarantors.map((g) => g.userId)));
  const nameOf = (userId: number) => {
    const person = people.find((p) => p.id === userId);
    return person ? `${person.firstName} ${person.lastName}`.trim() : 'A guarantor';
  };
  const askedInAll = guarantors.reduce((sum, g) => sum + g.amountKobo, 0n);
  for (const g of guarantors) {
    const capKobo = neededKobo - (askedInAll - g.amountKobo);
    if (g.amountKobo > capKobo) throw unprocessable(aboveNeedMessage(nameOf(g.userId), capKobo > 0n ? capKobo : 0n));
  }
  for (const g of guarantors) {
    const { guarantableKobo } = await pledgeableBalances(executor, g.userId);
    if (g.amountKobo > guarantableKobo) throw unprocessable(aboveGuarantableMessage(nameOf(g.userId), g.amountKobo));
  }
}
