import { dirname, join, resolve } from 'node:path';
import { LogMailer } from './log-mailer.js';
import type { Mailer } from './mailer.js';

type Env = Readonly<Record<string, string | undefined>>;

export const OUTBOX_FILE = 'mail-outbox.jsonl';

/** What sends the server's mail and whether reset codes are also answered to the caller. */
export interface MailSettings {
  readonly mailer: Mailer;
  /** Demonstrations only: anyone may then reset any admin's password. */
  readonly codeInAnswer: boolean;
  /** One line for the start-up banner. */
  readonly description: string;
  /** Lines to print loudly at start. */
  readonly warnings: readonly string[];
}

interface Transport {
  readonly mailer: Mailer;
  readonly description: string;
}

/** The transports `MAIL_TRANSPORT` may name; a real one (SMTP, an API) is added here. */
const transports: Readonly<Record<string, (env: Env, dbPath: string) => Transport>> = {
  log: (env, dbPath) => {
    const outbox = resolve(env['MAIL_OUTBOX'] || join(dirname(dbPath), OUTBOX_FILE));
    return { mailer: new LogMailer(outbox), description: `log (printed here and appended to ${outbox})` };
  },
};

function readSwitch(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** Reads MAIL_TRANSPORT (default `log`), MAIL_OUTBOX and RESET_CODE_IN_ANSWER; a wrong value stops the start. */
export function readMailSettings(env: Env, dbPath: string): MailSettings {
  const name = env['MAIL_TRANSPORT'] || 'log';
  const make = Object.hasOwn(transports, name) ? transports[name] : undefined;
  if (!make) {
    throw new Error(`MAIL_TRANSPORT "${name}" is not a known transport (known: ${Object.keys(transports).join(', ')})`);
  }
  const { mailer, description } = make(env, dbPath);
  const codeInAnswer = readSwitch('RESET_CODE_IN_ANSWER', env['RESET_CODE_IN_ANSWER']);
  const warnings = codeInAnswer
    ? ['WARNING: RESET_CODE_IN_ANSWER=1 puts password-reset codes in the API answers:', 'WARNING: anyone who can reach this server can reset any admin password. Demonstrations only.']
    : [];
  return { mailer, codeInAnswer, description, warnings };
}
