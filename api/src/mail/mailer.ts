// Sends the API's e-mails. Callers hand a message over after their database transaction has committed;
// delivery runs in the background (no reply waits on, or reveals anything through, a mail server) and a
// failure is logged, never thrown: a lost mail must not undo the sign-up or reset that caused it.
import type { FastifyBaseLogger } from 'fastify';

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

export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage): void {
    const delivery = this.transport.deliver(message).catch((error: unknown) => {
      this.log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail could not be sent');
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** resolves once every mail handed over so far has been delivered or has failed */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.flush();
    await this.transport.close?.();
  }
}
