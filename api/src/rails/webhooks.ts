// Webhook signing and parsing shared by both providers: HMAC-SHA512 of the RAW body, compared in constant time,
// then a Paystack-shaped body `{ event, data: { reference, … } }` turned into a WebhookEvent.
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { WebhookPayloadError, type WebhookEvent } from './provider';

export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return crypto.createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function hasValidSignature(rawBody: Buffer, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Verifies and parses; null when the signature is missing or wrong. */
export function verifySignedEvent(rawBody: Buffer, headers: IncomingHttpHeaders, header: string, secret: string): WebhookEvent | null {
  if (!hasValidSignature(rawBody, headers[header], secret)) return null;
  return parseEvent(rawBody);
}

function parseEvent(rawBody: Buffer): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError();
  }
  if (!isRecord(body) || typeof body.event !== 'string' || !body.event || !isRecord(body.data)) throw new WebhookPayloadError();
  const data = body.data;
  const reference = typeof data.reference === 'string' && data.reference ? data.reference : null;
  const providerId = typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : null;
  // Redeliveries of one event carry the same type and reference (or provider id); the key dedupes them.
  const id = reference
    ? `${body.event}:${reference}`
    : providerId
      ? `${body.event}:id:${providerId}`
      : `${body.event}:sha256:${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
  return { id, type: body.event, reference, data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
