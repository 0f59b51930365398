// Dividends (SA, ADMIN): declare an amount on the shareholdings, preview each member's pro-rata share (the total
// exact), then post it to every member's wallet in one batch after a confirmation.
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, ConfirmDialog, EmptyState, ErrorState, formatNaira, Spinner, TextField, useAmountField } from '@coop/shared';
import { selectDividendPost, selectDividendPreview } from '../features/admin/selectors';
import { postErrorDismissed, postRequested, previewCleared, previewRequested } from '../features/admin/slice';
import { DividendAllocationTable } from './DividendAllocationTable';
import { DividendHistory } from './DividendHistory';
import { plural } from './plural';
import styles from './Panel.module.css';

export const NOTE_MESSAGE = 'Write a note of at least 3 characters: members read it on their statement';

export default function DividendsPanel() {
  const dispatch = useDispatch();
  const preview = useSelector(selectDividendPreview);
  const post = useSelector(selectDividendPost);
  const amount = useAmountField({ min: '0.01' });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const { reset } = amount;

  useEffect(() => {
    if (!post.message) return;
    setConfirming(false);
    reset();
    setNote('');
  }, [post.message, reset]);

  const changeAmount = (text: string) => {
    amount.field.onChange(text);
    // a preview shows one amount: typing another takes it away, so the post never differs from what was seen
    if (preview.data || preview.error) dispatch(previewCleared());
  };

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    const read = amount.read();
    if ('amount' in read) dispatch(previewRequested(read.amount));
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
  const body = data ? { amount: data.amount, note: note.trim() } : null;

  return (
    <div className={styles.panel}>
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
          {data && data.member_count > 0 && <Button onClick={openConfirm}>Post dividend</Button>}
        </div>
      </form>
      {post.message && (
        <p className={styles.message} role="status">
          {post.message}
        </p>
      )}
      {preview.loading && <Spinner label="Working out each member's share…" />}
      {preview.error && !preview.loading && <ErrorState message={preview.error} onRetry={() => preview.amount && dispatch(previewRequested(preview.amount))} />}
      {data && (data.member_count === 0 ? <EmptyState title="No member holds shares yet" description="There is nobody to pay a dividend to." /> : <DividendAllocationTable preview={data} />)}
      {data && body && (
        <ConfirmDialog
          open={confirming}
          title={`Post ${formatNaira(data.amount)} to ${plural(data.member_count, 'member')}?`}
          intro="Each member's share goes into their wallet now. This cannot be undone."
          lines={[
            { label: 'Dividend', amount: data.amount, total: true },
            { label: 'Members', text: String(data.member_count) },
            { label: 'Note', text: body.note },
          ]}
          confirmLabel="Post dividend"
          busy={post.pending}
          error={post.error}
          onConfirm={() => dispatch(postRequested(body))}
          onCancel={() => {
            setConfirming(false);
            dispatch(postErrorDismissed());
          }}
        />
      )}
      <DividendHistory />
    </div>
  );
}
