// A complete profile as the original's three-step form sends it, and a multipart body builder for uploads.
import crypto from 'node:crypto';

export function fullProfile(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Chiamaka',
    last_name: 'Eze',
    email,
    phone_no: '08031234567',
    address: '12 Allen Avenue, Ikeja',
    state_of_origin: 'Enugu',
    local_govt: 'Nsukka',
    marital_status: 'married',
    kin_last_name: 'Eze',
    kin_first_name: 'Obinna',
    kin_phone_no: '08099887766',
    kin_email: 'obinna@example.com',
    relationship: 'Husband',
    occupation: 'Trader',
    business_address: 'Balogun Market, Lagos Island',
    business_type: 'sole',
    business_type_others: '',
    employers_name: '',
    employers_phone_no: '',
    ...overrides,
  };
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----coop${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
