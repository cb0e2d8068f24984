/** A message the server sends: plain text is all a reset code needs. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * How mail leaves the server. A real transport (SMTP, a provider's API) implements this and is
 * named in `transports.ts`; callers never learn which one is in use.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
