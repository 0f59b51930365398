// Business finance for any signed-in user (facts §1.3, §4.3): a request with its picture, the member's answer to the
// society's offer (accept → processing, only the offer the member names; decline), and cancelling before disbursement.
import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { LOAN_STATUS, businessRequestImages, loans, users, type Loan } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { getSettings } from '../../settings';
import { closeLoan } from '../close';
import { recordLoanEvent } from '../events';
import { ownLoan } from '../loanRows';
import { tellMember, type LoanMailing } from '../notices';
import { instalmentKobo } from '../schedule';
import { assertTerms } from '../termFields';
import type { BusinessRequestInput, OfferNamed } from './body';

export const ONE_WAITING = 'You already have a business finance request waiting for a decision';
/** the unique partial index behind ONE_WAITING: two requests placed at the same moment cannot both insert */
export const ONE_WAITING_INDEX = 'loans_one_waiting_business_idx';
export const NO_OFFER_YET = 'The society has not made an offer on this request yet';
export const REQUEST_SUBMITTED = 'Your business finance request has been submitted';
export const OFFER_CHANGED = 'This offer has changed: review the new offer before accepting';
/** the original client's bare `GET accepts_request/{id}` names no offer: it cannot say which total the member saw */
export const OFFER_NOT_NAMED = 'Reload the page to see the society’s offer, then accept it';
const BUSINESS = ['business'] as const;

async function tellAdmins(tx: Transaction, notice: { title: string; message: string }, now: Date, mails: LoanMailing): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(inArray(users.role, ['SA', 'ADMIN']));
  for (const a of admins) await tellMember(tx, { userId: a.id, ...notice, link: '/dashboard' }, now, mails);
}

export async function createBusinessRequest(tx: Transaction, userId: number, input: BusinessRequestInput, image: Buffer, now: Date, mails: LoanMailing): Promise<Loan> {
  const settings = await getSettings(tx);
  assertTerms(input, settings.businessFinancePaymentDurationMonths, now);
  const [waiting] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.kind, 'business'), eq(loans.status, LOAN_STATUS.pending)))
    .for('update');
  if (waiting) throw conflict(ONE_WAITING);
  const [request] = await tx
    .insert(loans)
    .values({
      userId,
      kind: 'business',
      status: LOAN_STATUS.pending,
      amountKobo: input.amountKobo,
      totalKobo: null,
      durationMonths: input.durationMonths,
      frequency: input.frequency,
      instalmentKobo: instalmentKobo(input.amountKobo, input.durationMonths, input.frequency),
      startDate: input.startDate,
      businessName: input.businessName,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // a request placed at the same moment found no waiting one either (FOR UPDATE locks no row then) and inserted first
      if (isUniqueViolation(error, ONE_WAITING_INDEX)) throw conflict(ONE_WAITING);
      throw error;
    });
  await tx.insert(businessRequestImages).values({ loanId: request.id, version: crypto.randomBytes(16).toString('base64url'), data: image, contentType: 'image/webp', createdAt: now });
  await recordLoanEvent(tx, { loanId: request.id, actorId: userId, action: 'requested', note: `${input.businessName}: ${formatNairaText(input.amountKobo)} over ${input.durationMonths} month(s)`, at: now });
  await tellAdmins(tx, { title: 'New business finance request', message: `${input.businessName} asks for ${formatNairaText(input.amountKobo)} over ${input.durationMonths} month(s): make an offer in Business requests.` }, now, mails);
  return request;
}

/**
 * the acceptance names this request's current offer: its version, its total, or both (each must match); one that
 * names neither (the original client's bare GET) accepts the offer the member's list last showed them
 */
function assertNamesOffer(request: Loan, named: OfferNamed): void {
  if (named.version === null && named.totalKobo === null) {
    if (request.offerShownVersion === null) throw conflict(OFFER_NOT_NAMED);
    if (request.offerShownVersion !== request.offerVersion) throw conflict(OFFER_CHANGED);
    return;
  }
  if (named.version !== null && named.version !== request.offerVersion) throw conflict(OFFER_CHANGED);
  if (named.totalKobo !== null && named.totalKobo !== request.totalKobo) throw conflict(OFFER_CHANGED);
}

/**
 * Records that the member's list is about to show them their waiting offers. Called before the list is read, so
 * what is recorded is never newer than what they are shown: an offer changed in between reads as changed.
 */
export async function markOffersShown(db: Executor, userId: number): Promise<void> {
  await db
    .update(loans)
    .set({ offerShownVersion: loans.offerVersion })
    .where(
      and(
        eq(loans.userId, userId),
        eq(loans.kind, 'business'),
        eq(loans.status, LOAN_STATUS.pending),
        isNotNull(loans.totalKobo),
        sql`${loans.offerShownVersion} is distinct from ${loans.offerVersion}`,
      ),
    );
}

export async function acceptOffer(tx: Transaction, userId: number, id: number, named: OfferNamed, now: Date, mails: LoanMailing): Promise<void> {
  const request = await ownLoan(tx, userId, id, BUSINESS, { lock: true });
  if (request.acceptedAt && request.status !== LOAN_STATUS.cancelled) return assertNamesOffer(request, named);
  if (request.status !== LOAN_STATUS.pending) throw conflict('This request is no longer waiting for your answer');
  if (request.totalKobo === null) throw conflict(NO_OFFER_YET);
  assertNamesOffer(request, named);
  await tx
    .update(loans)
    .set({ status: LOAN_STATUS.processing, acceptedAt: now, instalmentKobo: instalmentKobo(request.totalKobo, request.durationMonths, request.frequency), updatedAt: now })
    .where(eq(loans.id, request.id));
  await recordLoanEvent(tx, { loanId: request.id, actorId: userId, action: 'offer_accepted', note: `${formatNairaText(request.totalKobo)} (offer ${request.offerVersion})`, at: now });
  await tellAdmins(tx, { title: 'Business offer accepted', message: `${request.businessName} accepted the offer of ${formatNairaText(request.totalKobo)}: approve and disburse it in the loan queue.` }, now, mails);
}

export async function rejectRequest(tx: Transaction, userId: number, id: number, now: Date): Promise<'declined' | 'cancelled'> {
  const request = await ownLoan(tx, userId, id, BUSINESS, { lock: true });
  const offerWaiting = request.status === LOAN_STATUS.pending && request.totalKobo !== null;
  await closeLoan(tx, offerWaiting ? { loan: request, actorId: userId, action: 'offer_declined', reason: 'Offer declined by you', now } : { loan: request, actorId: userId, action: 'cancelled', reason: 'Cancelled by you', now });
  return offerWaiting ? 'declined' : 'cancelled';
}
