// The API's e-mail. A mail is queued in the transaction that decided to send it (`queueMail`, ./queue.ts) and
// delivered after that transaction commits by the dispatcher (./dispatcher.ts): no reply waits on, or reveals anything
// through, a mail server, and a failed delivery is tried again later, never undoing the work that caused it.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `deps.mailer`: delivers what the queue holds */
export interface Mailer {
  readonly transport: MailTransport;
  /** looks for due mails in the background now (after a commit); never waits, never throws */
  kick(): void;
  /** delivers every due mail, batch after batch; resolves with how many it claimed */
  dispatchDue(): Promise<number>;
  /** resolves once no mail is due any more and every delivery started has finished (tests, the dev routes) */
  flush(): Promise<void>;
  /** waits for the run in progress (what is left stays queued for the next start) and closes the transport */
  close(): Promise<void>;
}
