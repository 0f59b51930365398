// The society's books (api/src/modules/reports): each report as JSON for the screen and as CSV for a download, with
// the same query. Wire types: api/src/contract/reports.ts.
import { downloadFile, http } from '@coop/shared';
import type { MonthlyReply, PortfolioAtRiskReply, PositionReply, TrialBalanceReply } from '@coop/api/contract';

export const REPORTS = ['trial_balance', 'position', 'portfolio_at_risk', 'monthly'] as const;
export type ReportName = (typeof REPORTS)[number];

export interface ReportReplies {
  trial_balance: TrialBalanceReply;
  position: PositionReply;
  portfolio_at_risk: PortfolioAtRiskReply;
  monthly: MonthlyReply;
}

/** what a report is asked for: the day (all but monthly), the income period (position), the months (monthly) */
export interface ReportQuery {
  as_of?: string;
  from?: string;
  to?: string;
  months?: string;
}

const sent = (query: ReportQuery): Record<string, string> => Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>;

export const reportsApi = {
  load: <Name extends ReportName>(name: Name, query: ReportQuery, signal?: AbortSignal) => http.get<ReportReplies[Name]>(`admin/reports/${name}`, { query: sent(query), signal }),
  /** saves the CSV; resolves with the file name the API gave it */
  downloadCsv: (name: ReportName, query: ReportQuery) => downloadFile(`admin/reports/${name}.csv`, sent(query), `${name.replace(/_/g, '-')}.csv`),
};
