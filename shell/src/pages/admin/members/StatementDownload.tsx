// The member's wallet statement for a date range, as they would download it (CSV or PDF), saved with the
// administrator's session.
import { useState, type FormEvent } from 'react';
import { Button, Card, DateRangeFields, errorMessage, rangeError, Select, thisMonth } from '@coop/shared';
import { memberApi, type StatementFormat } from './memberApi';
import styles from '../console/Section.module.css';

const FORMATS = [
  { value: 'csv', label: 'CSV (spreadsheet)' },
  { value: 'pdf', label: 'PDF' },
];

export function StatementDownload({ memberId }: { memberId: number }) {
  const [range, setRange] = useState(thisMonth);
  const [format, setFormat] = useState<StatementFormat>('csv');
  const [state, setState] = useState<{ busy: boolean; saved: string | null; error: string | null }>({ busy: false, saved: null, error: null });
  const backwards = rangeError(range.from, range.to);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    setState({ busy: true, saved: null, error: null });
    try {
      setState({ busy: false, saved: await memberApi.statement(memberId, format, range), error: null });
    } catch (error) {
      setState({ busy: false, saved: null, error: `The statement could not be downloaded: ${errorMessage(error)}` });
    }
  };

  return (
    <Card title="Statement">
      <form className={styles.stack} onSubmit={(e) => void download(e)} noValidate aria-label="Download the member’s statement">
        <div className={styles.form}>
          <DateRangeFields
            from={range.from}
            to={range.to}
            onFromChange={(from) => setRange((r) => ({ ...r, from }))}
            onToChange={(to) => setRange((r) => ({ ...r, to }))}
            error={backwards}
          />
          <Select label="Format" value={format} options={FORMATS} onChange={(e) => setFormat(e.target.value as StatementFormat)} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={state.busy} disabled={Boolean(backwards)}>
            Download statement
          </Button>
        </div>
        {state.saved && (
          <p className={styles.message} role="status">
            Saved {state.saved}.
          </p>
        )}
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
      </form>
    </Card>
  );
}
