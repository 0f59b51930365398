export { withIdempotency, MESSAGES as IDEMPOTENCY_CONFLICT_MESSAGES, type IdempotencyClaim, type IdempotentReply, type IdempotentResult, type WithIdempotencyOptions } from './withIdempotency';
export { idempotencyOf, idempotencyKeyOf, requestHashOf, canonicalJson, sendIdempotent, userScope, IDEMPOTENCY_HEADER, REPLAYED_HEADER, IDEMPOTENCY_MESSAGES, type RequestLike, type ReplyLike } from './request';
export { cleanupIdempotencyKeys, IDEMPOTENCY_RETENTION_MS } from './cleanup';
