// The success alert's text: a formatter the call names wins (it says what the reply means, e.g. where the money
// went, whatever the server's own words), else the reply's own message, else the call's successMessage.
import type { CallSpec, ReplyMessage } from './callSpec';

export function successText(spec: CallSpec, reply: unknown, messages: Record<string, ReplyMessage>): string {
  const formatter = spec.message ? messages[spec.message] : undefined;
  if (formatter) return (formatter as (reply: unknown) => string)(reply);
  const own = (reply as { message?: unknown } | null)?.message;
  return typeof own === 'string' && own ? own : spec.successMessage;
}
