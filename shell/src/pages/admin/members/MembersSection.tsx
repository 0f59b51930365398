// The console's Members section (/dashboard/members/*): the list (search by name, e-mail or phone; membership,
// verification, suspension, shares below the minimum and overdue loans as filters in the URL; keyset pages with
// "Load more"; a Suspended mark on suspended accounts), each row opening the member's file beneath.
import {
  Badge, Button, Card, EmptyState, ErrorState, formatDate, Link, Route, Routes, Spinner, Table, useUrlSearch, type TableColumn,
} from '@coop/shared';
import type { AdminMember, AdminMembersPage } from '@coop/api/contract';
import { backOfficeApi, type MemberFilters } from '../backOfficeApi';
import { sectionHref } from '../console/sections';
import { useKeysetList } from '../console/useKeysetList';
import { useUrlFilters } from '../console/useUrlFilters';
import { MemberPage } from './MemberPage';
import { MEMBER_FILTER_KEYS, MemberFilterFields, YES_NO_FILTERS } from './memberFilters';
import styles from '../console/Section.module.css';

const count = new Intl.NumberFormat('en-NG');

export const memberHref = (id: number) => `${sectionHref('members')}/${id}`;

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
export const memberName = (m: Pick<AdminMember, 'name' | 'first_name' | 'last_name' | 'email'>) => m.name || `${m.first_name} ${m.last_name}`.trim() || m.email;

const COLUMNS: TableColumn<AdminMember>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (m) => (
      <>
        <Link to={memberHref(m.id)} className={styles.rowLink}>
          {memberName(m)}
        </Link>
        {m.suspended && (
          <>
            {' '}
            <Badge tone="danger">Suspended</Badge>
          </>
        )}
      </>
    ),
  },
  { key: 'email', header: 'E-mail', render: (m) => <BreakableEmail email={m.email} /> },
  { key: 'phone_no', header: 'Phone', nowrap: true },
  { key: 'verified', header: 'Verified', render: (m) => yesNo(m.verified, 'Verified', 'Not verified') },
  { key: 'member_status', header: 'Membership', render: (m) => yesNo(m.member_status, 'Member', 'Not yet a member') },
  { key: 'created_at', header: 'Joined', nowrap: true, render: (m) => formatDate(m.created_at) },
];

const pickMembers = (reply: AdminMembersPage) => ({ rows: reply.data, next_cursor: reply.next_cursor });

function MembersList() {
  const [filters, setFilters] = useUrlFilters(MEMBER_FILTER_KEYS);
  const { typed: search, setTyped: setSearch } = useUrlSearch('search');

  const query: MemberFilters = { search: filters.search || undefined };
  for (const { key } of YES_NO_FILTERS) if (filters[key] === 'true' || filters[key] === 'false') query[key] = filters[key];
  const list = useKeysetList((cursor, signal) => backOfficeApi.members(query, cursor, signal), pickMembers, JSON.stringify(query));
  const { first } = list;
  const total = first.data?.total ?? 0;
  const narrowed = Boolean(query.search || YES_NO_FILTERS.some(({ key }) => query[key]));

  return (
    <Card title="Members">
      <div className={styles.stack}>
        <div className={styles.filters} role="search" aria-label="Find members">
          <MemberFilterFields values={query} search={search} searchHint="Name, e-mail or phone number" onSearch={setSearch} onChange={setFilters} />
        </div>
        {first.status === 'error' && <ErrorState message={first.message} onRetry={first.retry} />}
        {first.status === 'loading' && !first.data && <Spinner label="Loading members…" />}
        {first.data && first.status !== 'error' && (
          <div className={first.status === 'loading' ? styles.updating : undefined} aria-busy={first.status === 'loading'}>
            {list.rows.length === 0 ? (
              <EmptyState
                title={query.search ? `No members match “${query.search}”` : narrowed ? 'No one matches these filters' : 'No one has signed up yet'}
                description={narrowed ? 'Check the spelling, search by e-mail or phone, or clear a filter.' : undefined}
              />
            ) : (
              <div className={styles.stack}>
                <p className={styles.summary} aria-live="polite">
                  {count.format(total)} {total === 1 ? 'person' : 'people'}
                  {query.search ? ` matching “${query.search}”` : ''}
                  {list.rows.length < total ? `, ${count.format(list.rows.length)} shown` : ''}
                </p>
                <Table<AdminMember> caption="Members" hideCaption columns={COLUMNS} rows={list.rows} rowKey={(m) => m.id} />
                {(list.hasMore || list.moreError) && (
                  <div className={styles.more}>
                    {list.moreError && (
                      <p className={styles.error} role="alert">
                        {list.moreError}
                      </p>
                    )}
                    {list.hasMore && (
                      <Button variant="secondary" onClick={() => void list.loadMore()} loading={list.loadingMore}>
                        Load more members
                      </Button>
                    )}
                  </div>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersList />} />
      <Route path=":id" element={<MemberPage />} />
    </Routes>
  );
}
