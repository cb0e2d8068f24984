import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogMailer } from './log-mailer.js';
import { readMailSettings } from './transports.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marketplace-mail-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readMailSettings', () => {
  it('defaults to the log transport with its outbox beside the database, codes kept out of answers', () => {
    const settings = readMailSettings({}, join(dir, 'db.sqlite'));
    expect(settings.mailer).toBeInstanceOf(LogMailer);
    expect((settings.mailer as LogMailer).outboxPath).toBe(join(dir, 'mail-outbox.jsonl'));
    expect(settings.codeInAnswer).toBe(false);
    expect(settings.warnings).toEqual([]);
  });

  it('takes the outbox from MAIL_OUTBOX', () => {
    const settings = readMailSettings({ MAIL_TRANSPORT: 'log', MAIL_OUTBOX: join(dir, 'box.jsonl') }, join(dir, 'db.sqlite'));
    expect((settings.mailer as LogMailer).outboxPath).toBe(join(dir, 'box.jsonl'));
  });

  it('warns loudly when codes are answered to the caller', () => {
    const settings = readMailSettings({ RESET_CODE_IN_ANSWER: '1' }, join(dir, 'db.sqlite'));
    expect(settings.codeInAnswer).toBe(true);
    expect(settings.warnings.join(' ')).toMatch(/WARNING.*any admin password/);
  });

  it('refuses an unknown transport or switch value rather than losing mail', () => {
    expect(() => readMailSettings({ MAIL_TRANSPORT: 'smtp' }, join(dir, 'db.sqlite'))).toThrow(/MAIL_TRANSPORT "smtp".*known: log/);
    expect(() => readMailSettings({ MAIL_TRANSPORT: 'toString' }, join(dir, 'db.sqlite'))).toThrow(/MAIL_TRANSPORT/);
    expect(() => readMailSettings({ RESET_CODE_IN_ANSWER: 'yes' }, join(dir, 'db.sqlite'))).toThrow(/RESET_CODE_IN_ANSWER/);
  });
});

describe('LogMailer', () => {
  it('prints one line per message and appends it to an outbox only its owner reads', async () => {
    const printed: string[] = [];
    const outbox = join(dir, 'mail', 'outbox.jsonl');
    const mailer = new LogMailer(outbox, (line) => printed.push(line));
    await mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 1234.\nBye' });
    await mailer.send({ to: 'b@example.com', subject: 'Code', text: 'Your code is 5678.' });
    expect(printed).toEqual(['Mail to a@example.com: Code: Your code is 1234. Bye', 'Mail to b@example.com: Code: Your code is 5678.']);
    const lines = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.to, line.text])).toEqual([
      ['a@example.com', 'Your code is 1234.\nBye'],
      ['b@example.com', 'Your code is 5678.'],
    ]);
    expect(statSync(outbox).mode & 0o777).toBe(0o600);
  });
});
