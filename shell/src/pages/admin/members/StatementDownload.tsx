// The member's wallet statement for a date range, as they would download it (CSV or PDF), saved with the
// administrator's session.
import { useState, type FormEvent } from 'react';
import { Button, Card, DateRangeFields, rangeError, Select, thisMonth } from '@coop/shared';
import { memberApi, type StatementFormat } from './memberApi';
import styles from '../console/Section.module.css';
import { useDownload } from '../console/useDownload';

const FORMATS = [
  { value: 'csv', label: 'CSV (spreadsheet)' },
  { value: 'pdf', label: 'PDF' },
];

export function StatementDownload({ memberId }: { memberId: number }) {
  const [range, setRange] = useState(thisMonth);
  const [format, setFormat] = useState<StatementFormat>('csv');
  const outcome = useDownload('The statement');
  const backwards = rangeError(range.from, range.to);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    await outcome.run(() => memberApi.statement(memberId, format, range));
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
          <Button type="submit" variant="secondary" loading={outcome.busy} disabled={Boolean(backwards)}>
            Download statement
          </Button>
        </div>
        {outcome.outcome}
      </form>
    </Card>
  );
}
