import type { Mailer, MailMessage } from './mailer.js';

/** Keeps what was sent, for tests to read as the recipient would. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The newest message to an address (case-insensitive), if any. */
  lastTo(address: string): MailMessage | undefined {
    return this.sent.findLast((message) => message.to.toLowerCase() === address.toLowerCase());
  }
}
