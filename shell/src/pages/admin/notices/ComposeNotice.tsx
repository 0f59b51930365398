// Write a notice: a title, a message and who receives it (the Members list's filters, kept in the URL), with "This
// notice will reach N members" following the filters; then a confirm step, then it is sent. The Idempotency-Key
// belongs to the composed notice (intentFor): a second click or a retry after a lost answer sends it once; a change
// to the words or the audience makes it a new notice.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Card, ConfirmDialog, errorMessage, intentFor, TextField, useLoad, useUrlSearch, type MoneyIntent } from '@coop/shared';
import type { SendNoticeReply, SendNoticeRequest } from '@coop/api/contract';
import { useUrlFilters } from '../console/useUrlFilters';
import { AudienceFields } from './AudienceFields';
import { AUDIENCE_KEYS, audienceOf, noticesApi } from './noticesApi';
import styles from '../console/Section.module.css';
import own from './Notices.module.css';

export const TITLE_MAX = 120;
export const MESSAGE_MAX = 2000;
const count = new Intl.NumberFormat('en-NG');
export const members = (n: number) => `${count.format(n)} member${n === 1 ? '' : 's'}`;

interface Problems {
  title?: string;
  message?: string;
}

function problemsOf(title: string, message: string): Problems {
  const problems: Problems = {};
  if (!title.trim()) problems.title = 'Write a title: members read it first in their notifications';
  else if (title.trim().length > TITLE_MAX) problems.title = `The title must be at most ${TITLE_MAX} characters`;
  if (!message.trim()) problems.message = 'Write the message: what members should know';
  else if (message.trim().length > MESSAGE_MAX) problems.message = `The message must be at most ${MESSAGE_MAX} characters`;
  return problems;
}

export function ComposeNotice({ onSent }: { onSent: (reply: SendNoticeReply) => void }) {
  const [filters, setFilters] = useUrlFilters(AUDIENCE_KEYS);
  const { typed: search, setTyped: setSearch } = useUrlSearch('search');

  const audience = audienceOf(filters);
  const reach = useLoad((signal) => noticesApi.audience(audience, signal), JSON.stringify(audience));

  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const intent = useRef<MoneyIntent<SendNoticeRequest> | null>(null);
  const messageId = useId();

  const body: SendNoticeRequest = { title: title.trim(), message: message.trim(), audience };
  const reachCount = reach.data?.count;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(title, message);
    setProblems(found);
    setSent(null);
    if (found.title || found.message) return;
    setSendError(null);
    setConfirming(true);
  };

  const send = async () => {
    if (sending) return;
    intent.current = intentFor(intent.current, body);
    setSending(true);
    setSendError(null);
    try {
      const reply = await noticesApi.send(intent.current.body, intent.current.key);
      intent.current = null;
      setConfirming(false);
      setTitle('');
      setMessage('');
      setSent(reply.message);
      onSent(reply);
    } catch (error) {
      // the key stays with this notice: sending it again is a retry, answered without a second notice
      setSendError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Write a notice">
      <form className={styles.stack} onSubmit={review} noValidate aria-label="Write a notice">
        <TextField label="Title" name="title" value={title} maxLength={TITLE_MAX} error={problems.title} hint={`Up to ${TITLE_MAX} characters: the mail's subject too`} onChange={(e) => setTitle(e.target.value)} />
        <div className={own.field}>
          <label htmlFor={messageId} className={own.label}>
            Message
          </label>
          <textarea
            id={messageId}
            name="message"
            className={`${own.textarea} ${problems.message ? own.invalid : ''}`}
            value={message}
            maxLength={MESSAGE_MAX}
            rows={6}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={`${messageId}-hint${problems.message ? ` ${messageId}-error` : ''}`}
            onChange={(e) => setMessage(e.target.value)}
          />
          <span id={`${messageId}-hint`} className={own.hint}>
            {message.trim().length} of {MESSAGE_MAX} characters. A blank line starts a new paragraph.
          </span>
          {problems.message && (
            <span id={`${messageId}-error`} className={own.fieldError} role="alert">
              {problems.message}
            </span>
          )}
        </div>
        <AudienceFields filters={filters} search={search} onSearch={setSearch} onChange={(patch) => setFilters(patch)} />
        <div aria-live="polite">
          {reach.status === 'error' ? (
            <p className={styles.error}>
              Could not count the members: {reach.message}{' '}
              <Button variant="ghost" onClick={reach.retry}>
                Count again
              </Button>
            </p>
          ) : reachCount === undefined ? (
            <p className={styles.summary}>Counting the members…</p>
          ) : (
            <p className={`${own.reach} ${reach.status === 'loading' ? styles.updating : ''}`}>
              This notice will reach {members(reachCount)}
              <span className={styles.summary}> · {reach.data?.summary}</span>
            </p>
          )}
        </div>
        {sent && (
          <p className={styles.message} role="status">
            {sent}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={reachCount === 0}>
            Review and send
          </Button>
        </div>
        {reachCount === 0 && <p className={styles.summary}>No member matches these filters: clear one to send.</p>}
      </form>
      <ConfirmDialog
        open={confirming}
        title="Send this notice?"
        intro="Each member receives it in their notifications and by mail. It cannot be called back once sent."
        lines={[
          { label: 'Title', text: body.title },
          { label: 'To', text: reach.data?.summary ?? '' },
          { label: 'Reaches', text: reachCount === undefined ? '…' : members(reachCount), total: true },
        ]}
        confirmLabel="Send notice"
        busy={sending}
        error={sendError}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
