import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Laravel's `log` mailer: nothing leaves the machine. Each message is printed as one line of the
 * server's output and appended to a local outbox (JSON lines), where whoever runs the server reads it.
 */
export class LogMailer implements Mailer {
  constructor(
    readonly outboxPath: string,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const entry = { date: new Date().toISOString(), to: message.to, subject: message.subject, text: message.text };
    mkdirSync(dirname(this.outboxPath), { recursive: true });
    // Only the server's user may read codes that would let anyone reset a password.
    appendFileSync(this.outboxPath, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    this.print(`Mail to ${message.to}: ${message.subject}: ${message.text.replace(/\s+/g, ' ')}`);
  }
}
