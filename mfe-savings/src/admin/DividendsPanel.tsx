// Dividends (SA, ADMIN): the pool they are paid from and its funding, then a declaration: an amount on the
// shareholdings, previewed as each member's pro-rata share (the total exact) beside the pool, then proposed after a
// confirmation. Another administrator approves it in Approvals; only then is it paid into every member's wallet.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AmountField, Button, ConfirmDialog, EmptyState, ErrorState, formatNaira, nairaAbove, Spinner, Stat, TextField, useAmountField, useLoad } from '@coop/shared';
import type { ProposedReply } from '@coop/api/contract';
import { savingsAdminApi, savingsAdminCalls, type DividendBody, type DividendPreview } from '../features/admin/api';
import { useDialogCall } from '../components/calls/useDialogCall';
import { DividendAllocationTable } from './DividendAllocationTable';
import { DividendHistory } from './DividendHistory';
import { DividendPool } from './DividendPool';
import { ProposedMessage } from './ProposedMessage';
import { plural } from './plural';
import styles from '@coop/shared/styles/panel.module.css';

export const NOTE_MESSAGE = 'Write a note of at least 3 characters: members read it on their statement';
const PROPOSED = 'Proposed: another administrator must approve it before it takes effect';

/** The preview's amount is larger than the pool it would be paid from (unknown when the API leaves the pool out). */
export function exceedsPool(preview: DividendPreview): boolean {
  if (preview.pool_balance === undefined) return false;
  return nairaAbove(preview.amount, preview.pool_balance);
}

function PoolBeside({ preview }: { preview: DividendPreview }) {
  if (preview.pool_balance === undefined) return null;
  return (
    <>
      <div className={styles.moneyStats}>
        <Stat label="Dividend" value={formatNaira(preview.amount)} />
        <Stat label="Dividend pool" value={formatNaira(preview.pool_balance)} />
      </div>
      {exceedsPool(preview) && (
        <p className={styles.error} role="alert">
          This dividend is larger than the dividend pool ({formatNaira(preview.pool_balance)}). Fund the pool first, or declare a smaller dividend.
        </p>
      )}
    </>
  );
}

export default function DividendsPanel() {
  const amount = useAmountField({ min: '0.01' });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [proposed, setProposed] = useState<string | null>(null);
  // each Preview is its own request: a reply only shows for the request that asked it
  const [asked, setAsked] = useState<{ amount: string; n: number } | null>(null);
  const previews = useRef(0);
  const previewLoad = useLoad(
    async () => ({ n: asked?.n, reply: await savingsAdminApi.previewDividend(asked?.amount ?? '') }),
    `dividend-preview-${asked?.n ?? 0}`,
    asked !== null,
  );
  const preview = {
    loading: previewLoad.status === 'loading',
    error: previewLoad.status === 'error' ? previewLoad.message : null,
    data: asked && previewLoad.status !== 'error' && previewLoad.data?.n === asked.n ? previewLoad.data.reply : null,
  };
  const post = useDialogCall('dividend-post', confirming);
  const { reset } = amount;
  const { done, reply, reset: resetPost } = post;

  useEffect(() => {
    if (!done) return;
    setProposed((reply as ProposedReply | null)?.message || PROPOSED);
    resetPost();
    setConfirming(false);
    setAsked(null);
    reset();
    setNote('');
  }, [done, reply, resetPost, reset]);

  const changeAmount = (text: string) => {
    amount.field.onChange(text);
    // a preview shows one amount: typing another takes it away, so the proposal never differs from what was seen
    if (preview.data || preview.error) setAsked(null);
  };

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    const read = amount.read();
    if (!('amount' in read)) return;
    previews.current += 1;
    setAsked({ amount: read.amount, n: previews.current });
    setProposed(null);
  };

  const openConfirm = () => {
    if (note.trim().length < 3) {
      setNoteError(NOTE_MESSAGE);
      return;
    }
    setNoteError(undefined);
    setConfirming(true);
  };

  const data = preview.data;
  const body: DividendBody | null = data ? { amount: data.amount, note: note.trim() } : null;
  const canPropose = data !== null && data.member_count > 0 && !exceedsPool(data);

  return (
    <div className={styles.panel}>
      <DividendPool />
      <section aria-label="Declare a dividend" className={styles.panel}>
        <h3 className={styles.subhead}>Declare a dividend</h3>
        <p className={styles.meta}>A declaration is a proposal: another administrator approves it, and it is then paid from the pool.</p>
        <form className={styles.form} onSubmit={submitPreview} noValidate aria-label="Declare a dividend">
          <AmountField label="Dividend amount (₦)" name="amount" {...amount.field} onChange={changeAmount} required />
          <TextField
            label="Note"
            name="note"
            value={note}
            maxLength={200}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(undefined);
            }}
            error={noteError}
            hint="Members read it on their statement, e.g. 2026 dividend"
            required
          />
          <div className={`${styles.row} ${styles.full}`}>
            <Button type="submit" variant="secondary" loading={preview.loading}>
              Preview
            </Button>
            {canPropose && <Button onClick={openConfirm}>Propose dividend</Button>}
          </div>
        </form>
        {proposed && <ProposedMessage message={proposed} />}
        {preview.loading && <Spinner label="Working out each member's share…" />}
        {preview.error && !preview.loading && <ErrorState message={preview.error} onRetry={previewLoad.retry} />}
        {data && <PoolBeside preview={data} />}
        {data && (data.member_count === 0 ? <EmptyState title="No member holds shares yet" description="There is nobody to pay a dividend to." /> : <DividendAllocationTable preview={data} />)}
        {data && body && (
          <ConfirmDialog
            open={confirming}
            title={`Propose ${formatNaira(data.amount)} to ${plural(data.member_count, 'member')}?`}
            intro="Another administrator must approve it. Once approved, each member's share is paid from the dividend pool into their wallet; that cannot be undone."
            lines={[
              { label: 'Dividend', amount: data.amount, total: true },
              { label: 'Members', text: String(data.member_count) },
              { label: 'Note', text: body.note },
            ]}
            confirmLabel="Propose dividend"
            busy={post.pending}
            error={post.error}
            onConfirm={() => post.run({ ...savingsAdminCalls.proposeDividend(body), quiet: true, successMessage: PROPOSED })}
            onCancel={() => setConfirming(false)}
          />
        )}
      </section>
      <DividendHistory />
    </div>
  );
}
