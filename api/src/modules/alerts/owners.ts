// Whose case resolving an alert is (../../http/selfDealing.ts): the member of the alert's withdrawal (a payout
// anomaly: what they owe the society back), none for an alert about the society itself (the ledger check).
import { sql } from 'drizzle-orm';
import type { OwnerLookup } from '../../http/selfDealing';
import { queryRows } from '../../ledger/sql';

export const alertOwners: OwnerLookup = async (db, request) => {
  const rows = await queryRows<{ user_id: unknown }>(
    db,
    sql`SELECT w.user_id FROM admin_alerts a JOIN withdrawals w ON w.id = a.withdrawal_id WHERE a.id = ${(request.params as { id: number }).id}`,
  );
  return rows.map((r) => Number(r.user_id));
};
