// The second person of a two-person act: the seeded second administrator approves a pending proposal through the API
// (an arrangement where the approval is not what the test looks at; the shell's Approvals section is its screen).
import { SECOND_ADMIN } from './loans';
import { apiGet, apiPost, signInViaApi } from './money';

type Json = Record<string, unknown>;

/** Approves the pending proposal of `kind` whose summary contains `text` (a note unique to the test); returns its reply. */
export async function approveAsSecondAdmin(kind: 'settings' | 'dividend_funding' | 'dividend_declaration' | 'adjustment' | 'investment_payout', text: string): Promise<Json> {
  const token = await signInViaApi(SECOND_ADMIN);
  const list = await apiGet(token, `admin/proposals?status=pending&kind=${kind}&limit=100`);
  const proposal = (list.proposals as Json[]).find((row) => String(row.summary).includes(text));
  if (!proposal) throw new Error(`no pending ${kind} proposal mentions “${text}”: ${JSON.stringify(list.proposals)}`);
  return apiPost(token, `admin/proposals/${proposal.id}/approve`, undefined, true);
}
