import { apiUrl, encodeForm } from '../api/client';
import type { BuiltCall } from '../api/template';
import { getLanguage, getSession } from '../session/session';

/** How long a deleted row can still be brought back before its DELETE is sent. */
export const UNDO_DELAY_MS = 6000;

/** How a delete ended: sent and done, sent and refused (the server's words), or undone. */
type DeleteResult = { status: 'deleted' } | { status: 'failed'; message: string | null } | { status: 'undone' };

/** Sends the delete; `leaving` when the page is going away, so the call must outlive it. */
type DeleteSender = (leaving: boolean) => Promise<unknown>;

export interface PendingDelete {
  /** Brings the record back if its call has not gone yet; true when it did. */
  undo: () => boolean;
  /** Settles once: deleted, failed or undone. */
  result: Promise<DeleteResult>;
}

export interface PendingDeletes {
  /** Waits the delay, then sends; the page being hidden or closed sends at once. */
  schedule: (key: string, send: DeleteSender) => PendingDelete;
  /** Sends every waiting delete now (the admin moves elsewhere in the dashboard). */
  flush: () => void;
  /** Keys still waiting. */
  waiting: () => string[];
}

interface Entry {
  send: DeleteSender;
  timer: ReturnType<typeof setTimeout>;
  settle: (result: DeleteResult) => void;
}

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/**
 * Deletes that wait a moment for an Undo. A delete is never lost: the page going hidden
 * (`visibilitychange`) or away (`pagehide`) sends every waiting one at once, as does flush().
 */
export function createPendingDeletes(delayMs: number = UNDO_DELAY_MS, target: Window = window): PendingDeletes {
  const entries = new Map<string, Entry>();

  const go = (key: string, leaving: boolean) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    clearTimeout(entry.timer);
    if (entries.size === 0) unlisten();
    let sent: Promise<unknown>;
    try {
      sent = entry.send(leaving);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      () => entry.settle({ status: 'deleted' }),
      (error: unknown) => entry.settle({ status: 'failed', message: messageOf(error) }),
    );
  };
  const sendAll = (leaving: boolean) => [...entries.keys()].forEach((key) => go(key, leaving));

  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') sendAll(true);
  };
  const onPageHide = () => sendAll(true);
  let listening = false;
  function listen() {
    if (listening) return;
    listening = true;
    target.document.addEventListener('visibilitychange', onHidden);
    target.addEventListener('pagehide', onPageHide);
  }
  function unlisten() {
    if (!listening) return;
    listening = false;
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', onPageHide);
  }

  return {
    schedule(key, send) {
      // A second delete of the same record while the first waits goes out with the first.
      if (entries.has(key)) go(key, false);
      let settle!: (result: DeleteResult) => void;
      const result = new Promise<DeleteResult>((resolve) => {
        settle = resolve;
      });
      entries.set(key, { send, settle, timer: setTimeout(() => go(key, false), delayMs) });
      listen();
      return {
        result,
        undo: () => {
          const entry = entries.get(key);
          if (!entry || entry.settle !== settle) return false;
          entries.delete(key);
          clearTimeout(entry.timer);
          if (entries.size === 0) unlisten();
          settle({ status: 'undone' });
          return true;
        },
      };
    },
    flush: () => sendAll(false),
    waiting: () => [...entries.keys()],
  };
}

/**
 * Sends a call the way the API client does (its headers and token), with `keepalive` so the
 * browser finishes it even when the page is closing. Rejects with the server's message.
 */
export async function sendKeepalive(built: BuiltCall): Promise<void> {
  const language = getLanguage();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, lang: language };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const fields = Object.keys(built.body).length > 0 ? encodeForm(built.body) : undefined;
  const response = await fetch(apiUrl(built.path, built.query), {
    method: built.method,
    headers,
    keepalive: true,
    ...(fields !== undefined ? { body: fields } : {}),
  });
  if (response.ok) return;
  let message: string | null = null;
  try {
    const answer: unknown = await response.json();
    if (answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string') message = answer.message;
  } catch {
    // Not JSON: the generic message is shown.
  }
  throw new Error(message ?? '');
}
