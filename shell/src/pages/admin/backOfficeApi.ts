// The back office's APIs the shell's console sections call: proposals, administrators, the audit trail, the society
// settings, and one member's file. Wire types: api/src/contract (backOffice.ts, settings.ts, admin.ts).
import { downloadFile, http, newIdempotencyKey } from '@coop/shared';
import type {
  AdminMemberReply,
  AdminMembersPage,
  AdminSettingsReply,
  AdministratorsReply,
  AppointAdministratorReply,
  AppointAdministratorRequest,
  AuditReply,
  DemoteAdministratorReply,
  ProposalDecisionReply,
  ProposalsReply,
  ProposalStatus,
  SettingsUpdateRequest,
} from '@coop/api/contract';
import { httpDelete } from './httpDelete';

export const PROPOSALS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 50;
export const MEMBERS_PER_PAGE = 20;

export interface AuditFilters {
  actor_id?: string;
  action?: string;
  subject_type?: string;
  subject_id?: string;
  /** the member the subject belongs to */
  subject_user_id?: string;
  outcome?: string;
  from?: string;
  to?: string;
}

export interface MemberFilters {
  search?: string;
  member?: 'true' | 'false';
  verified?: 'true' | 'false';
  suspended?: 'true' | 'false';
  below_minimum_shares?: 'true' | 'false';
  overdue_loan?: 'true' | 'false';
}

export const backOfficeApi = {
  proposals: (query: { status: ProposalStatus | 'all'; kind?: string; cursor?: string | null; limit?: number }, signal?: AbortSignal) =>
    http.get<ProposalsReply>('admin/proposals', { query: { status: query.status, kind: query.kind, cursor: query.cursor ?? undefined, limit: query.limit ?? PROPOSALS_PER_PAGE }, signal }),
  /** carries the proposal out: money may move, so one key per intent (a retry of the same click reuses it) */
  approveProposal: (id: number, idempotencyKey: string = newIdempotencyKey()) => http.post<ProposalDecisionReply>(`admin/proposals/${id}/approve`, {}, { idempotencyKey }),
  rejectProposal: (id: number, note: string) => http.post<ProposalDecisionReply>(`admin/proposals/${id}/reject`, { note }),
  cancelProposal: (id: number) => http.post<ProposalDecisionReply>(`admin/proposals/${id}/cancel`, {}),

  administrators: (signal?: AbortSignal) => http.get<AdministratorsReply>('admin/administrators', { signal }),
  appoint: (body: AppointAdministratorRequest) => http.post<AppointAdministratorReply>('admin/administrators', body),
  demote: (userId: number, password: string) => httpDelete<DemoteAdministratorReply>(`admin/administrators/${userId}`, { password }),

  audit: (filters: AuditFilters, cursor: string | null, signal?: AbortSignal) =>
    http.get<AuditReply>('admin/audit', { query: { ...filters, cursor: cursor ?? undefined, limit: AUDIT_PER_PAGE }, signal }),
  auditCsv: (filters: AuditFilters) => downloadFile('admin/audit.csv', Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>, 'audit-trail.csv'),

  settings: (signal?: AbortSignal) => http.get<AdminSettingsReply>('admin/settings', { signal }),
  saveSettings: (body: SettingsUpdateRequest) => http.put<AdminSettingsReply>('admin/settings', body),

  members: (filters: MemberFilters, cursor: string | null, signal?: AbortSignal) =>
    http.get<AdminMembersPage>('admin/members', { query: { ...filters, search: filters.search?.trim() || undefined, cursor: cursor ?? undefined, limit: MEMBERS_PER_PAGE }, signal }),
  member: (id: number, signal?: AbortSignal) => http.get<AdminMemberReply>(`admin/members/${id}`, { signal }),
};
