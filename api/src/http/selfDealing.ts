// No administrator decides on anything of their own (their loan or guarantee, business request or its offer, bank
// account under review, withdrawal lock, order or product request). Each deciding route says so in its config,
// `decidesOn: { thing, owners }`; the admin scope (./scopes.ts) refuses the owner before the handler runs, and the
// refusal is audited like any other write. test/back-office/self-dealing.test.ts walks the registered routes.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { forbidden } from './errors';
import { describeAudit } from './adminWriteAudit';

/** the users whose case a request decides on (the member first, then for a loan its guarantors), [] when none or not found */
export type OwnerLookup = (db: Executor, request: FastifyRequest) => Promise<number[]>;

export interface DecidesOn {
  /** what it is, as the refusal says it to the first owner: "loan", "business finance request", "bank account" … */
  thing: string;
  /** what it is to the owners after the first, when they are not its member: "a loan you guarantee" */
  othersThing?: string;
  owners: OwnerLookup;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this administrators' route decides on someone's case: refused to that someone */
    decidesOn?: DecidesOn;
  }
}

export const selfDealingMessage = (thing: string) => `This is your own ${thing}: another administrator must decide on it`;
/** the refusal to an owner who is not the case's member (a loan's guarantor) */
export const interestedPartyMessage = (thing: string) => `This is ${thing}: another administrator must decide on it`;

function refusalOf(decidesOn: DecidesOn, position: number): string {
  return position > 0 && decidesOn.othersThing ? interestedPartyMessage(decidesOn.othersThing) : selfDealingMessage(decidesOn.thing);
}

/** preHandler: 403 when the signed-in administrator is among the owners of what this request decides on */
export async function refuseSelfDealing(request: FastifyRequest): Promise<void> {
  const decidesOn = request.routeOptions.config?.decidesOn;
  const user = request.user;
  if (!decidesOn || !user || request.method === 'GET') return;
  const owners = await decidesOn.owners(request.server.deps.db, request);
  const position = owners.indexOf(user.id);
  if (position >= 0) {
    describeAudit(request, { subjectUserId: user.id });
    throw forbidden(refusalOf(decidesOn, position));
  }
  if (owners.length) describeAudit(request, { subjectUserId: owners[0] });
}
