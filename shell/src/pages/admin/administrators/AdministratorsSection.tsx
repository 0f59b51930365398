// The console's Administrators section (SA only): who runs the society, their role, who appointed them and when,
// their last sign-in; appoint a verified account, demote one. Both ask for the SA's password; the API's messages show.
import { useState } from 'react';
import { Badge, Button, Card, formatDateTime, LoadState, Table, useLoad, type TableColumn } from '@coop/shared';
import type { Administrator } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { AppointForm } from './AppointForm';
import { DemoteDialog } from './DemoteDialog';
import styles from '../console/Section.module.css';

const ROLE_NAMES = { SA: 'Super administrator', ADMIN: 'Administrator' } as const;

function columns(onDemote: (a: Administrator) => void): TableColumn<Administrator>[] {
  return [
    { key: 'name', header: 'Name', render: (a) => (a.yours ? `${a.name} (you)` : a.name) },
    { key: 'email', header: 'E-mail' },
    { key: 'role', header: 'Role', render: (a) => <Badge tone={a.role === 'SA' ? 'success' : 'neutral'}>{ROLE_NAMES[a.role]}</Badge> },
    {
      key: 'appointed',
      header: 'Appointed',
      render: (a) => (a.appointed_by ? `by ${a.appointed_by.name}${a.appointed_at ? `, ${formatDateTime(a.appointed_at)}` : ''}` : 'From the start'),
    },
    { key: 'last_sign_in_at', header: 'Last sign-in', render: (a) => (a.last_sign_in_at ? formatDateTime(a.last_sign_in_at) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) => (
        <Button variant="secondary" onClick={() => onDemote(a)} aria-label={`Demote ${a.name}`}>
          Demote
        </Button>
      ),
    },
  ];
}

export default function AdministratorsSection() {
  const [reloads, setReloads] = useState(0);
  const list = useLoad((signal) => backOfficeApi.administrators(signal), String(reloads));
  const [message, setMessage] = useState<string | null>(null);
  const [demoting, setDemoting] = useState<Administrator | null>(null);
  const done = (text: string) => {
    setMessage(text);
    setReloads((n) => n + 1);
  };

  return (
    <>
      {message && (
        <p className={styles.message} role="status">
          {message}
        </p>
      )}
      <Card title="Administrators">
        <LoadState
          loading={list.status === 'loading'}
          error={list.status === 'error' ? list.message : null}
          empty={(list.data?.administrators.length ?? 0) === 0}
          loadingLabel="Loading the administrators…"
          emptyTitle="No administrators"
          onRetry={list.retry}
          hasData={Boolean(list.data)}
        >
          {list.data && <Table<Administrator> caption="Administrators" hideCaption columns={columns(setDemoting)} rows={list.data.administrators} rowKey={(a) => a.user_id} />}
        </LoadState>
      </Card>
      <Card title="Appoint an administrator">
        <AppointForm onAppointed={done} />
      </Card>
      <DemoteDialog
        administrator={demoting}
        onClose={() => setDemoting(null)}
        onDemoted={(text) => {
          setDemoting(null);
          done(text);
        }}
      />
    </>
  );
}
