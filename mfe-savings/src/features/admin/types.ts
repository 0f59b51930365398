// PROVISIONAL: the savings admin wire types until api/src/contract/savingsAdmin.ts lands.
export interface AdminMemberRef { id: number; name: string; email: string }
export interface AdminSavingsTotals {
  success?: boolean;
  products: { product: string; label: string; balance: string; members: number }[];
  liens: { count: number; amount: string };
  members: number;
}
export interface AdminAutosaveFailure { id: number; member: AdminMemberRef; plan_kind: string; target_name: string | null; amount: string; reason: string; at: string }
export interface AdminAutosaveReport {
  success?: boolean;
  plans: { on: number; due_now: number; paused: number };
  runs: { last_24h: { charged: number; failed: number }; last_7d: { charged: number; failed: number } };
  failures: AdminAutosaveFailure[];
}
export interface AdminMemberSavings {
  success?: boolean;
  member: AdminMemberRef;
  packages: { product: string; label: string; balance: string }[];
  plans: { id: number; kind: string; name: string | null; balance: string; autosave: string; amount: string | null; next_run_at: string | null; status: string }[];
  liens: { id: number; amount: string; reason: string; created_at: string }[];
  transactions: { id: number; reference: string; description: string; amount: string; direction: string; created_at: string }[];
}
export interface DividendAllocation { member: AdminMemberRef; shares: string; amount: string }
export interface DividendPreview { success?: boolean; amount: string; total: string; shares_total: string; allocations: DividendAllocation[] }
export interface DividendDeclaration { id: number; amount: string; note: string; members: number; declared_by: AdminMemberRef | null; created_at: string }
export interface DividendPostReply { success?: boolean; message?: string; dividend: DividendDeclaration }
export interface DividendList { success?: boolean; data: DividendDeclaration[] }
