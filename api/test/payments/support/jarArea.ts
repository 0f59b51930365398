// A test-only money area, written the way the next areas will be: it imports the payments module's public surface
// only, registers its own charge purpose and calls takeFromMember. Nothing in payments or wallet names it.
// A "jar" slot costs ₦500; the server computes the amount from `slots`, whatever total the client sends.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../src/db/client';
import { currentUser, requireAuth } from '../../../src/http/auth';
import { idempotencyOf, sendIdempotent, userScope } from '../../../src/idempotency';
import { memberAccount } from '../../../src/ledger';
import { formatKobo } from '../../../src/money/money';
import { checkPaymentSource, paymentSourceFields, paymentSourceOf, type TakenPayment } from '../../../src/modules/payments';

export const JAR_PURPOSE = 'test_jar';
export const JAR_ACCOUNT = 'test_jar';
export const SLOT_KOBO = 50_000n;

const jarBody = z
  .object({
    ...paymentSourceFields,
    slots: z.coerce.number({ error: 'The number of slots is required' }).int().min(1, { error: 'Buy at least one slot' }).max(100),
  })
  .superRefine(checkPaymentSource);

type JarInput = { slots?: unknown };

async function intoJar(tx: Transaction, payment: TakenPayment, how: string): Promise<string> {
  await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, JAR_ACCOUNT), kind: 'test_jar', description: `Jar slots (${how})` });
  return how;
}

export async function jarArea(app: FastifyInstance): Promise<void> {
  const { db, payments } = app.deps;
  payments.registerPurpose<JarInput, string>({
    name: JAR_PURPOSE,
    title: 'the test jar',
    sources: ['wallet', 'card'],
    // the payment tests' users are not members: the membership gate has its own test (membership-gates.test.ts)
    payers: 'anyone',
    amount: async (_executor, { input }) => {
      const slots = Number(input.slots);
      return Number.isInteger(slots) && slots > 0 ? BigInt(slots) * SLOT_KOBO : null;
    },
    apply: (tx, payment) => intoJar(tx, payment, 'request'),
    callback: async (tx, payment) => void (await intoJar(tx, payment, 'callback')),
    checkout: { callbackPath: '/jar' },
  });

  app.withTypeProvider<ZodTypeProvider>().post('/api/test_jar/add', { preValidation: requireAuth, schema: { body: jarBody } }, async (request, reply) => {
    const user = currentUser(request);
    const { key, requestHash } = idempotencyOf(request);
    const result = await payments.takeFromMember(db, {
      userId: user.id,
      purpose: JAR_PURPOSE,
      source: paymentSourceOf(request.body),
      input: request.body,
      claim: { scope: userScope(user.id), key, requestHash },
      reply: (_tx, { payment, result: appliedBy }) => ({
        status: 200,
        body: { success: true, amount: formatKobo(payment.amountKobo), reference: payment.reference, payment_method: payment.paymentMethod, applied_by: appliedBy ?? 'callback' },
      }),
    });
    return sendIdempotent(reply, result);
  });
}
