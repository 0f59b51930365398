// Child process of crash.pg.test.ts: moves money on DATABASE_URL from 8 concurrent lanes and prints
// "ACK <reference>" for each transfer once its transaction has committed. The test SIGKILLs it mid-run.
import { openDatabase } from '../../../src/db/client';
import { InsufficientFundsError, postPending, transfer, withMoneyTransaction } from '../../../src/ledger';

async function main() {
  const wallets = JSON.parse(process.env.CRASH_WALLETS ?? '[]') as number[];
  const [inFlight, clearing] = JSON.parse(process.env.CRASH_SOCIETY ?? '[]') as number[];
  const database = await openDatabase({ url: process.env.DATABASE_URL, poolMax: 8 });
  const pick = () => wallets[Math.floor(Math.random() * wallets.length)];
  const lane = async (laneNo: number) => {
    for (let i = 0; ; i++) {
      const reference = `crash-${laneNo}-${i}`;
      const from = pick();
      let to = pick();
      if (to === from) to = wallets[(wallets.indexOf(from) + 1) % wallets.length];
      const amount = BigInt(1 + Math.floor(Math.random() * 5_000));
      try {
        await withMoneyTransaction(database.db, async (tx) => {
          if (i % 3 === 0) {
            // two-phase in one go: reserve, then settle with the provider leg
            const pending = await transfer(tx, {
              reference,
              kind: 'withdrawal',
              description: 'crash test withdrawal',
              status: 'pending',
              deadlineAt: new Date(Date.now() + 3_600_000),
              postings: [{ accountId: from, amount: -amount }, { accountId: inFlight, amount }],
            });
            await postPending(tx, pending.id, { settlePostings: [{ accountId: inFlight, amount: -amount }, { accountId: clearing, amount }] });
          } else {
            await transfer(tx, { reference, kind: 'member_transfer', description: 'crash test', postings: [{ accountId: from, amount: -amount }, { accountId: to, amount }] });
          }
        });
        process.stdout.write(`ACK ${reference}\n`);
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, n) => lane(n)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
