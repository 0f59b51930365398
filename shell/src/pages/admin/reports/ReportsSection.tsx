// The console's Reports section (/dashboard/reports): the society's books from the ledger as tabs in the URL
// (?report=trial_balance&as_of=…): the trial balance, the society's position, the portfolio at risk and the monthly
// movements, each with its date and a CSV download.
import { Card, Tabs, useSearchParams, useUrlParam } from '@coop/shared';
import { MONTH_CHOICES, type ReportParams } from './ReportFilters';
import { ReportPanel } from './ReportPanel';
import { REPORTS, type ReportName } from './reportsApi';

const TITLES: Record<ReportName, string> = {
  trial_balance: 'Trial balance',
  position: 'Position',
  portfolio_at_risk: 'Portfolio at risk',
  monthly: 'By month',
};

export default function ReportsSection() {
  const [report, setReport] = useUrlParam<ReportName>('report', REPORTS, 'trial_balance');
  const [search, setSearch] = useSearchParams();
  const months = search.get('months');
  const params: ReportParams = {
    as_of: search.get('as_of') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    months: MONTH_CHOICES.find((m) => m === months) ?? '12',
  };
  const setParam = (name: keyof ReportParams, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value && !(name === 'months' && value === '12')) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <Card title="Reports">
      <Tabs
        label="Reports"
        value={report}
        onChange={(id) => setReport(id as ReportName)}
        tabs={REPORTS.map((name) => ({ id: name, label: TITLES[name], panel: <ReportPanel report={name} params={params} onParam={setParam} /> }))}
      />
    </Card>
  );
}
