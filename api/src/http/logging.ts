// Logger settings: passwords, session tokens and one-time codes never reach the logs.
import type { FastifyRequest } from 'fastify';
import { SECRET_FIELDS } from './secretFields';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];

/** `?token=…` and the e-mail verification code in the path are secrets too. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/signupVerifyEmail\/)[^/?#]+/i, '$1[redacted]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
