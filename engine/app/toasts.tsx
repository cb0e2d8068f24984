import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { TOAST_FILLS } from './toastFills';

/**
 * The dashboard's toasts. Their library (notistack, ToastStack.tsx) is not part of the first load:
 * a page fetches it with its first press or key, or with its first toast if that comes sooner.
 * A toast asked for before then waits and is shown as soon as the stack is in; if the stack
 * cannot be fetched, the waiting toasts are shown as plain messages, so none is lost.
 */

type Stack = typeof import('./ToastStack');
type Options = OptionsObject & { key?: SnackbarKey };
interface Waiting {
  key: SnackbarKey;
  message: SnackbarMessage;
  options: Options;
}

let stack: Stack | null = null;
let loading: Promise<Stack> | null = null;
/** Whether the stack's code could not be fetched (the host then shows plain messages). */
let failed = false;
/** How many hosts have the stack drawn: toasts go straight to it only then. */
let drawn = 0;
let waiting: Waiting[] = [];
const listeners = new Set<() => void>();
let counter = 0;
/** What the hosts draw, made again at each change (see useToastState). */
let snapshot: { loaded: Stack | null; failed: boolean; waiting: readonly Waiting[] } = { loaded: stack, failed, waiting };

function changed(): void {
  snapshot = { loaded: stack, failed, waiting };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Fetches the stack's code (once; again after a failure). */
function loadStack(): Promise<Stack> {
  loading ??= import('./ToastStack').then(
    (loaded) => {
      stack = loaded;
      failed = false;
      changed();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      failed = true;
      changed();
      throw error;
    },
  );
  return loading;
}

/** Shows a toast (notistack's options); returns its key, at once, for closeToast. */
export function enqueueToast(message: SnackbarMessage, options: Options = {}): SnackbarKey {
  counter += 1;
  const key = options.key ?? `toast-${counter}`;
  if (stack && drawn > 0) return stack.enqueueSnackbar(message, { ...options, key });
  waiting = [...waiting, { key, message, options: { ...options, key } }];
  changed();
  void loadStack().catch(() => undefined);
  return key;
}

/** Closes a toast by its key (all of them without one), whether shown or still waiting. */
export function closeToast(key?: SnackbarKey): void {
  waiting = key === undefined ? [] : waiting.filter((entry) => entry.key !== key);
  changed();
  if (stack && drawn > 0) stack.closeSnackbar(key);
}

const toaster = { enqueueSnackbar: enqueueToast, closeSnackbar: closeToast };

/** notistack's hook, as the screens use it: the same functions wherever it is called. */
export function useSnackbar(): typeof toaster {
  return toaster;
}

/** Follows the stack's arrival and the waiting toasts. */
const readSnapshot = () => snapshot;

function useToastState(): typeof snapshot {
  return useSyncExternalStore(subscribe, readSnapshot, readSnapshot);
}

const PLAIN_STACK: CSSProperties = { position: 'fixed', right: 16, bottom: 16, zIndex: 1400, display: 'grid', gap: 8, maxWidth: 'min(560px, calc(100vw - 32px))' };
const PLAIN_TOAST: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '6px 16px',
  borderRadius: 4,
  color: '#fff',
  font: '400 0.875rem/1.43 Roboto, Helvetica, Arial, sans-serif',
  boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px rgba(0,0,0,.14)',
};
const PLAIN_CLOSE: CSSProperties = { marginInlineStart: 'auto', border: 0, background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer', padding: 4 };

/** One waiting toast shown plainly: its message and action, closed by hand or after notistack's time. */
function PlainToast({ entry: { key, message, options } }: { entry: Waiting }) {
  const hideAfter = options.persist ? null : (options.autoHideDuration ?? 5000);
  useEffect(() => {
    if (hideAfter === null) return undefined;
    const timer = window.setTimeout(() => closeToast(key), hideAfter);
    return () => window.clearTimeout(timer);
  }, [key, hideAfter]);
  return (
    <div role="alert" style={{ ...PLAIN_TOAST, backgroundColor: TOAST_FILLS[options.variant ?? 'default'] ?? '#313131' }}>
      <span>{message}</span>
      {typeof options.action === 'function' ? options.action(key) : options.action}
      <button type="button" style={PLAIN_CLOSE} aria-label={t('common.close')} onClick={() => closeToast(key)}>
        ×
      </button>
    </div>
  );
}

/** The waiting toasts when the stack cannot be fetched: plain messages, none lost, where the stack shows its own (bottom right). */
function PlainToasts({ entries }: { entries: readonly Waiting[] }) {
  return (
    <div style={PLAIN_STACK} data-testid="plain-toasts">
      {entries.map((entry) => (
        <PlainToast key={String(entry.key)} entry={entry} />
      ))}
    </div>
  );
}

/** Puts the waiting toasts into the stack once it is drawn. */
function DrawnStack({ loaded }: { loaded: Stack }) {
  useEffect(() => {
    drawn += 1;
    const ready = waiting;
    if (ready.length > 0) {
      waiting = [];
      changed();
    }
    for (const { message, options } of ready) loaded.enqueueSnackbar(message, options);
    return () => {
      drawn -= 1;
    };
  }, [loaded]);
  return <loaded.ToastStack />;
}

/** The first press or key anywhere: most toasts answer one, so the stack is fetched beside the action's own call. */
const FIRST_ACTION = ['pointerdown', 'keydown'] as const;

/**
 * Where the toasts are drawn: mounted once beside the page (not around it). Fetches the stack
 * with the page's first press or key, or with the first toast if one comes before.
 */
export function ToastHost() {
  const state = useToastState();
  useEffect(() => {
    const load = () => void loadStack().catch(() => undefined);
    for (const type of FIRST_ACTION) window.addEventListener(type, load, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_ACTION) window.removeEventListener(type, load, { capture: true });
    };
  }, []);
  if (state.loaded) return <DrawnStack loaded={state.loaded} />;
  return state.failed && state.waiting.length > 0 ? <PlainToasts entries={state.waiting} /> : null;
}
