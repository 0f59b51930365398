// The audit row of every administrator's write: the admin scope (./scopes.ts) runs `recordAdminWrite` on
// each non-GET reply, done or refused or failed, so a new admin route is audited without a line of its own. A handler
// says what it acted on and how it changed with `describeAudit(request, …)`; without it the row names the route and
// its `:id`. The row is written before the reply leaves, so a client that reads the trail next finds it. A route
// that changes nothing may say `config.auditSkip` (listed in test/back-office/audit-walk.test.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendAudit, type AuditEntry } from './auditTrail';

export type AuditDescription = Partial<Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectUserId' | 'before' | 'after' | 'detail'>>;

declare module 'fastify' {
  interface FastifyRequest {
    auditDescription?: AuditDescription;
  }
  interface FastifyContextConfig {
    /** the audit action's name when the route's own path does not say it well, e.g. `loan.approve` */
    auditAction?: string;
    /**
     * a POST that changes nothing (a preview): no row, except for a refusal. Every such route is listed in
     * test/back-office/audit-walk.test.ts, which fails on one that is not.
     */
    auditSkip?: boolean;
  }
}

/** what the current administrator's write acted on, added to its audit row (merged with earlier calls) */
export function describeAudit(request: FastifyRequest, description: AuditDescription): void {
  request.auditDescription = { ...request.auditDescription, ...description };
}

/** `POST /api/admin/loans/:id/approve` → `loans.approve`; `DELETE /api/admin/administrators/:user_id` → `administrators.delete` */
export function defaultAuditAction(method: string, url: string): string {
  const segments = url.replace(/^\/api\/admin\//, '').split('/').filter((s) => s && !s.startsWith(':'));
  const verb = method === 'DELETE' ? ['delete'] : method === 'PUT' || method === 'PATCH' ? ['update'] : [];
  return [...segments, ...verb].join('.').replace(/[^A-Za-z0-9_.-]/g, '_');
}

/** `/api/admin/loans/:id/approve` with id 42 → { loans, 42 } */
function defaultSubject(url: string, params: unknown): { subjectType: string | null; subjectId: string | null } {
  const segments = url.replace(/^\/api\/admin\//, '').split('/');
  const at = segments.findIndex((s) => s.startsWith(':'));
  if (at < 0) return { subjectType: segments[0] || null, subjectId: null };
  const value = (params as Record<string, unknown> | undefined)?.[segments[at].slice(1)];
  return { subjectType: segments.slice(0, at).join('/') || null, subjectId: value === undefined ? null : String(value) };
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

export async function recordAdminWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const user = request.user;
  if (request.method === 'GET' || request.method === 'HEAD' || !user || (user.role !== 'SA' && user.role !== 'ADMIN')) return payload;
  const status = reply.statusCode;
  if (request.routeOptions.config?.auditSkip && status !== 403) return payload;
  const url = request.routeOptions.url ?? request.url;
  const described = request.auditDescription ?? {};
  const outcome = status < 400 ? 'done' : status === 403 ? 'refused' : 'failed';
  await appendAudit(request.server.deps.db, {
    actorId: user.id,
    actorRole: user.role,
    action: described.action ?? request.routeOptions.config?.auditAction ?? defaultAuditAction(request.method, url),
    outcome,
    ...defaultSubject(url, request.params),
    ...(described.subjectType !== undefined ? { subjectType: described.subjectType } : {}),
    ...(described.subjectId !== undefined ? { subjectId: described.subjectId } : {}),
    subjectUserId: described.subjectUserId ?? null,
    before: described.before,
    after: described.after,
    detail: outcome === 'done' ? (described.detail ?? null) : (messageOf(payload) ?? described.detail ?? null),
    statusCode: status,
    requestId: String(request.id),
    address: request.ip,
    at: request.server.deps.now(),
  });
  return payload;
}
