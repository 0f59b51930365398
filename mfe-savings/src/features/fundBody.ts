// The body every "money into a package" call takes (facts §2.3–§2.5, §2.11): the amount, the day as the original
// sent it (the server ignores it), and PayWith's source spread as is.
import { lagosToday, type PaymentSource } from '@coop/shared';

export type FundBody = { amount: string; date_time: string } & PaymentSource;

export function fundBody(amount: string, source: PaymentSource): FundBody {
  return { amount, date_time: lagosToday(), ...source };
}
