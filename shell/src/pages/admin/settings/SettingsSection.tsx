// The console's Settings section (/dashboard/settings): the society's fees and limits, the withdrawal PIN limits in
// their own group. A change that tightens a control applies at once; one that weakens it (a higher dual-approval
// threshold, a lower quorum, higher PIN limits …) becomes a proposal another administrator approves here or in
// Approvals. The API's message says which was which.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, EmptyState, errorMessage, formatDateTime, LoadState, TextField, useLoad } from '@coop/shared';
import type { AdminSettingsReply, SettingsChange, SocietySettings } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { ProposalList } from '../approvals/ProposalList';
import { useFigures } from '../console/useConsoleFigures';
import { FIELD_LABELS, MONEY_FIELDS, PIN_FIELDS, readChanges, toForm, valueText, WHOLE_FIELDS, type Field, type SettingsForm } from './settingsForm';
import styles from '../console/Section.module.css';
import own from './Settings.module.css';

export const NOTHING_CHANGED = 'Nothing to save: no setting was changed';

function SettingsEditor({ saved, onSaved }: { saved: SocietySettings; onSaved: (reply: AdminSettingsReply) => void }) {
  const [form, setForm] = useState<SettingsForm>(() => toForm(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'message' | 'error'; text: string } | null>(null);
  useEffect(() => setForm(toForm(saved)), [saved]);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readChanges(form, saved);
    if ('errors' in read) {
      setErrors(read.errors);
      setNote(null);
      return;
    }
    setErrors({});
    if (Object.keys(read.changes).length === 0) {
      setNote({ tone: 'message', text: NOTHING_CHANGED });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const reply = await backOfficeApi.saveSettings(read.changes);
      setNote({ tone: 'message', text: reply.message ?? 'Settings saved' });
      onSaved(reply);
    } catch (error) {
      setNote({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Society settings">
      {MONEY_FIELDS.map(({ key, label, hint }) => (
        <TextField key={key} label={label} name={key} inputMode="decimal" value={form[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} hint={hint} required />
      ))}
      {WHOLE_FIELDS.map(({ key, label, hint }) => (
        <TextField key={key} label={label} name={key} inputMode="numeric" value={form[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} hint={hint} required />
      ))}
      <fieldset className={own.group}>
        <legend className={own.legend}>Withdrawal PINs</legend>
        {PIN_FIELDS.map(({ key, label, hint }) => (
          <TextField key={key} label={label} name={key} inputMode="numeric" value={form[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} hint={hint} required />
        ))}
      </fieldset>
      {note && (
        <p className={`${note.tone === 'error' ? styles.error : styles.message} ${styles.full}`} role={note.tone === 'error' ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
      <div className={styles.full}>
        <Button type="submit" loading={busy}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

function RecentChanges({ changes }: { changes: SettingsChange[] }) {
  if (changes.length === 0) return <EmptyState title="No changes yet" description="Changes to the settings will be listed here with who made them." />;
  return (
    <ul className={styles.list} aria-label="Recent changes">
      {changes.slice(0, 10).map((change) => (
        <li key={change.id} className={styles.meta}>
          {formatDateTime(change.changed_at)}: {FIELD_LABELS[change.field as Field] ?? change.field} {valueText(change.field, change.old_value)} →{' '}
          {valueText(change.field, change.new_value)}
          {change.changed_by ? ` by ${change.changed_by.name}` : ''}
        </li>
      ))}
    </ul>
  );
}

export default function SettingsSection() {
  const [reloads, setReloads] = useState(0);
  const loaded = useLoad((signal) => backOfficeApi.settings(signal), String(reloads));
  // a save answers the settings, the changes and the proposals as they are now: shown until the next load
  const [saved, setSaved] = useState<AdminSettingsReply | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const { refresh } = useFigures();
  useEffect(() => setSaved(null), [loaded.data]);
  const current = saved ?? loaded.data ?? null;

  return (
    <>
      <Card title="Society settings">
        <LoadState
          loading={loaded.status === 'loading'}
          error={loaded.status === 'error' ? loaded.message : null}
          empty={false}
          loadingLabel="Loading the settings…"
          emptyTitle=""
          onRetry={loaded.retry}
          hasData={current !== null}
        >
          {current && (
            <SettingsEditor
              saved={current.settings}
              onSaved={(reply) => {
                setSaved(reply);
                setDecided(null);
                refresh();
              }}
            />
          )}
        </LoadState>
      </Card>
      {current && (
        <Card title="Waiting for a second administrator">
          <div className={styles.stack}>
            {decided && (
              <p className={styles.message} role="status">
                {decided}
              </p>
            )}
            {(current.proposals ?? []).length === 0 ? (
              <EmptyState title="No settings change waits for approval" description="A change that weakens a control waits here until another administrator approves it." />
            ) : (
              <ProposalList
                label="Proposed settings changes"
                proposals={current.proposals}
                onDecided={(_p, text) => {
                  setDecided(text);
                  setReloads((n) => n + 1);
                  refresh();
                }}
              />
            )}
          </div>
        </Card>
      )}
      {current && (
        <Card title="Recent changes">
          <RecentChanges changes={current.changes} />
        </Card>
      )}
    </>
  );
}
