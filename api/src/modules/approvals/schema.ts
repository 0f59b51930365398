import { z } from 'zod';
import { PROPOSAL_KINDS, PROPOSAL_STATUSES } from '../../db/schema';
import { keysetLimit, recordId } from '../../http/validation';

const STATUS_INVALID = `The status must be one of: ${[...PROPOSAL_STATUSES, 'all'].join(', ')}`;
const KIND_INVALID = `The kind must be one of: ${PROPOSAL_KINDS.join(', ')}`;
const CURSOR_INVALID = 'The cursor is not valid: use next_cursor from the previous page';

export const proposalsQuery = z.object({
  status: z.enum([...PROPOSAL_STATUSES, 'all'], { error: STATUS_INVALID }).optional().default('pending'),
  kind: z.enum(PROPOSAL_KINDS, { error: KIND_INVALID }).optional(),
  cursor: z.string({ error: CURSOR_INVALID }).trim().regex(/^\d{1,15}$/, { error: CURSOR_INVALID }).transform(Number).optional(),
  limit: keysetLimit().optional().default(20),
});

export const proposalIdParams = z.object({ id: recordId('The proposal') });

const NOTE_REQUIRED = 'A note is required: say why it is rejected';

export const rejectBody = z.object({
  note: z.string({ error: NOTE_REQUIRED }).trim().min(3, { error: NOTE_REQUIRED }).max(500, { error: 'The note must be at most 500 characters' }),
});

/** no body is needed to cancel */
export const cancelBody = z.object({ note: z.string({ error: 'The note must be text' }).trim().max(500, { error: 'The note must be at most 500 characters' }).optional() }).nullish();
