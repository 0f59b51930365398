// What dev/ may run in the investments area (development mode only): the payout job now, and bringing an
// investment's maturity to today (which closes its sale).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { investments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { lagosDate } from '../../time/lagos';
import { runDuePayouts } from './payout';

export const investmentsDevHooks = {
  runDuePayouts: (deps: AppDeps) => runDuePayouts(deps.db, deps.now()),
  async matureToday(deps: AppDeps, id: number): Promise<{ id: number; maturityDate: string }> {
    const today = lagosDate(deps.now());
    const [row] = await deps.db
      .update(investments)
      .set({ maturityDate: today, applicationDate: sql`least(${investments.applicationDate}, ${today}::date)`, startDate: sql`least(${investments.startDate}, ${today}::date)` })
      .where(sql`${investments.id} = ${id}`)
      .returning({ id: investments.id, maturityDate: investments.maturityDate });
    if (!row) throw notFound('Investment not found');
    return row;
  },
};
