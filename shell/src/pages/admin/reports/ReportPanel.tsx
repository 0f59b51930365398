// One report on screen: its options, its figures (loading, error with Retry, then the report's own view, which says
// when there is nothing to show) and its "Download CSV" button for the same query.
import { Button, ErrorState, Spinner, useLoad } from '@coop/shared';
import { MonthlyView } from './MonthlyView';
import { PortfolioAtRiskView } from './PortfolioAtRiskView';
import { PositionView } from './PositionView';
import { ReportFilters, type ReportParams } from './ReportFilters';
import { reportsApi, type ReportName, type ReportQuery, type ReportReplies } from './reportsApi';
import { TrialBalanceView } from './TrialBalanceView';
import styles from '../console/Section.module.css';
import { useDownload } from '../console/useDownload';

const LABELS: Record<ReportName, string> = {
  trial_balance: 'the trial balance',
  position: 'the society’s position',
  portfolio_at_risk: 'the portfolio at risk',
  monthly: 'the monthly movements',
};

export function queryOf(report: ReportName, params: ReportParams): ReportQuery {
  if (report === 'monthly') return { months: params.months };
  if (report === 'position') return { as_of: params.as_of, from: params.from, to: params.to };
  return { as_of: params.as_of };
}

function ReportView({ report, data }: { report: ReportName; data: ReportReplies[ReportName] }) {
  switch (report) {
    case 'trial_balance':
      return <TrialBalanceView report={data as ReportReplies['trial_balance']} />;
    case 'position':
      return <PositionView report={data as ReportReplies['position']} />;
    case 'portfolio_at_risk':
      return <PortfolioAtRiskView report={data as ReportReplies['portfolio_at_risk']} />;
    default:
      return <MonthlyView report={data as ReportReplies['monthly']} />;
  }
}

interface ReportPanelProps {
  report: ReportName;
  params: ReportParams;
  onParam: (name: keyof ReportParams, value: string) => void;
}

export function ReportPanel({ report, params, onParam }: ReportPanelProps) {
  const query = queryOf(report, params);
  const key = `${report}:${JSON.stringify(query)}`;
  // the reply names its report: a newer day of the same report may keep the last one on show while it loads, never
  // another report's (its view would not understand it)
  const loaded = useLoad(async (signal) => ({ report, reply: await reportsApi.load(report, query, signal) }), key);
  const shown = loaded.data?.report === report ? loaded.data.reply : undefined;
  const download = useDownload('The CSV');
  const downloadCsv = () => download.run(() => reportsApi.downloadCsv(report, query));

  return (
    <div className={styles.stack}>
      <ReportFilters report={report} params={params} onChange={onParam} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void downloadCsv()} loading={download.busy}>
          Download CSV
        </Button>
      </div>
      {download.outcome}
      {loaded.status === 'error' && <ErrorState message={loaded.message} onRetry={loaded.retry} />}
      {loaded.status === 'loading' && !shown && <Spinner label={`Loading ${LABELS[report]}…`} />}
      {shown && loaded.status !== 'error' && (
        <div className={loaded.status === 'loading' ? styles.updating : undefined} aria-busy={loaded.status === 'loading'}>
          <ReportView report={report} data={shown} />
        </div>
      )}
    </div>
  );
}
