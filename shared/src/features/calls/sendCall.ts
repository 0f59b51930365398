// Sends one call through the core's http: the method, the token rule, the Idempotency-Key, or a kept upload.
import { http } from '@coop/shared/core';
import type { MoneyIntent } from '../idempotency';
import type { CallSpec } from './callSpec';

export function sendCall(spec: CallSpec, intent: MoneyIntent<unknown> | null, takeUpload: (id: string) => FormData | undefined): Promise<unknown> {
  const options = { tokenInQuery: spec.tokenInQuery, idempotencyKey: intent?.key };
  if (spec.uploadId) {
    const form = takeUpload(spec.uploadId);
    if (!form) return Promise.reject(new Error('Please choose the picture again'));
    return http.postForm(spec.path, form, options);
  }
  switch (spec.method) {
    case 'GET':
      return http.get(spec.path, options);
    case 'PUT':
      return http.put(spec.path, spec.body, options);
    case 'DELETE':
      // a shell whose core predates http.delete (core < 1.4) cannot send it
      if (typeof http.delete !== 'function') return Promise.reject(new Error('Something went wrong, please try again'));
      return http.delete(spec.path, spec.body, options);
    default:
      return http.post(spec.path, spec.body, options);
  }
}
