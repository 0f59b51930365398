// Our charge references: FIN-{category}-{user id, 5 digits}-{10 random letters}, unique across the random pool's refills.
import { newChargeReference } from '../../src/modules/payments/references';

describe('newChargeReference', () => {
  it('names the purpose and the member, with random letters Paystack accepts', () => {
    expect(newChargeReference('regular_savings', 12)).toMatch(/^FIN-01-00012-[A-HJ-NP-Z2-9]{10}$/);
    expect(newChargeReference('wallet_funding', 123456)).toMatch(/^FIN-07-123456-[A-HJ-NP-Z2-9]{10}$/);
    expect(newChargeReference('no_such_purpose', 1)).toMatch(/^FIN-00-00001-/);
  });

  it('does not repeat across many draws of the random pool, and uses every letter', () => {
    const references = Array.from({ length: 5000 }, () => newChargeReference('shareholding', 7));
    expect(new Set(references).size).toBe(references.length);
    const letters = new Set(references.flatMap((reference) => [...reference.slice(-10)]));
    expect(letters.size).toBe(32);
  });
});
