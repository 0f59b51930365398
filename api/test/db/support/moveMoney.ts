// Money into (positive) or out of (negative) a member's wallet, against the provider clearing account.
import crypto from 'node:crypto';
import type { DatabaseHandle } from '../../../src/db/client';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../../../src/ledger';

export async function moveMoney(database: DatabaseHandle, member: { id: number }, kobo: bigint): Promise<void> {
  await withMoneyTransaction(database.db, async (tx) => {
    const wallet = await memberAccount(tx, member.id, MEMBER_ACCOUNT_KIND.wallet);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference: `BACKUP-${crypto.randomBytes(8).toString('hex')}`,
      kind: kobo > 0n ? 'wallet_funding' : 'withdrawal',
      userId: member.id,
      description: 'Backup round trip',
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: wallet, amount: kobo },
      ],
      metadata: {},
    });
  });
}
