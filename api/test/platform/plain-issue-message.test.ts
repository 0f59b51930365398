// An issue whose schema gave no message gets plain English naming the field; a schema's own message still wins.
import { z } from 'zod';
import { plainIssueMessage } from '../../src/http/plainIssueMessage';

const messageOf = (schema: z.ZodType, input: unknown, part?: string) => {
  const result = schema.safeParse(input, { error: (issue) => plainIssueMessage(issue, part) });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0].message;
};

describe('plainIssueMessage', () => {
  it.each([
    [z.object({ kin_email: z.string() }), {}, 'The kin email is required', 'request'],
    [z.object({ amount: z.number() }), { amount: 'ten' }, 'The amount must be a number', 'request'],
    [z.object({ name: z.string() }), { name: ['a'] }, 'The name must be text', 'request'],
    [z.object({ name: z.string().min(3) }), { name: 'ab' }, 'The name must be at least 3 characters', 'request'],
    [z.object({ name: z.string().min(1) }), { name: '' }, 'The name is required', 'request'],
    [z.object({ count: z.number().max(5) }), { count: 9 }, 'The count must be at most 5', 'request'],
    [z.object({ step: z.enum(['card', 'otp']) }), { step: 'x' }, 'The step must be one of: card, otp', 'request'],
    [z.object({ perPage: z.int() }), { perPage: 1.5 }, 'The per page must be a whole number', 'request'],
    [z.object({ to: z.email() }), { to: 'nope' }, 'The to is not a valid e-mail address', 'request'],
    [z.object({}).strict(), { extra: 1 }, 'The field extra is not accepted', 'request'],
    [z.object({ a: z.string() }), null, 'The request body is required', 'request body'],
  ] as const)('%#: answers $2', (schema, input, expected, part) => {
    expect(messageOf(schema, input, part)).toBe(expected);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.object({ amount: z.number({ error: 'Enter the amount in naira' }) }), {})).toBe('Enter the amount in naira');
  });
});
