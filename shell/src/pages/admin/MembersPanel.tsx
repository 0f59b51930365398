import { useState } from 'react';
import { Card, EmptyState, ErrorState, formatDate, Pagination, Spinner, Table, TextField, useDebouncedValue, useLoad, type TableColumn } from '@coop/shared';
import type { AdminMember } from '@coop/api/contract';
import { adminApi, MEMBERS_PER_PAGE } from './adminApi';
import styles from './MembersPanel.module.css';

export const SEARCH_DEBOUNCE_MS = 300;
const count = new Intl.NumberFormat('en-NG');

/** lets a narrow column break an address after the @ rather than anywhere (copying it stays exact) */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const yesNo = (value: boolean, yes: string, no: string) => <span className={value ? styles.yes : styles.no}>{value ? yes : no}</span>;

const COLUMNS: TableColumn<AdminMember>[] = [
  { key: 'name', header: 'Name', render: (m) => m.name || `${m.first_name} ${m.last_name}`.trim() },
  { key: 'email', header: 'E-mail', render: (m) => <BreakableEmail email={m.email} /> },
  { key: 'phone_no', header: 'Phone', nowrap: true },
  { key: 'verified', header: 'Verified', render: (m) => yesNo(m.verified, 'Verified', 'Not verified') },
  { key: 'member_status', header: 'Membership', render: (m) => yesNo(m.member_status, 'Member', 'Not yet a member') },
  { key: 'created_at', header: 'Joined', nowrap: true, render: (m) => formatDate(m.created_at) },
];

export function MembersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useLoad((signal) => adminApi.members({ search: query, page, per_page: MEMBERS_PER_PAGE }, signal), JSON.stringify([query, page]));
  const data = members.data;

  return (
    <Card title="Members">
      <TextField
        className={styles.search}
        label="Search members"
        type="search"
        hint="Name, e-mail or phone number"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {members.status === 'error' && <ErrorState message={members.message} onRetry={members.retry} />}
      {members.status === 'loading' && !data && <Spinner label="Loading members…" />}
      {data && members.status !== 'error' && (
        <div className={members.status === 'loading' ? styles.updating : undefined} aria-busy={members.status === 'loading'}>
          {data.data.length === 0 ? (
            <EmptyState title={query ? `No members match “${query}”` : 'No one has signed up yet'} description={query ? 'Check the spelling or search by e-mail or phone.' : undefined} />
          ) : (
            <>
              <p className={styles.summary} aria-live="polite">
                {count.format(data.total)} {data.total === 1 ? 'person' : 'people'}
                {query ? ` matching “${query}”` : ''}
              </p>
              <Table<AdminMember> caption="Members" hideCaption columns={COLUMNS} rows={data.data} rowKey={(m) => m.id} />
              <Pagination page={data.current_page} lastPage={data.last_page} onPageChange={setPage} label="Members pages" disabled={members.status === 'loading'} />
            </>
          )}
        </div>
      )}
    </Card>
  );
}
