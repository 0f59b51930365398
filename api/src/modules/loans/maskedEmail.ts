// Other members' e-mail addresses as a member sees them (guarantor search, a loan's guarantors, a group's members and
// invitations): masked to the first two letters and the domain, enough to tell two namesakes apart, not an address
// to write to. A member's own address is shown whole; administrators' reads do not go through here.

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** who is reading: their own address stays whole */
export interface Reader {
  id: number;
  email: string;
}

/** `owner`: the address's user (null for an invitation to someone without an account yet) and the address itself */
export function emailSeenBy(reader: Reader, owner: { userId: number | null; email: string }): string {
  const own = owner.userId === reader.id || owner.email.toLowerCase() === reader.email.toLowerCase();
  return own ? owner.email : maskEmail(owner.email);
}
