import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isCodeLoadFailure } from '../screens/AreaErrorBoundary';
import { preloadable } from './preloadable';
import { enqueueToast } from './toasts';

interface OpenedOverlay<P extends object> {
  (props: P): ReactNode;
  /** Fetches the overlay's code ahead (from what opens it: a hover, a focus, a press). */
  preload: () => Promise<unknown>;
}

interface Opening<P> {
  /** Whether these props show the overlay. */
  isOpen: (props: P) => boolean;
  /** Closes it, as its own cancel does: called when its code could not be fetched. */
  close: (props: P) => void;
}

/**
 * A dialog or menu whose code is fetched when it first opens, or ahead through `preload`: until
 * then a screen draws nothing for it and its first paint downloads none of MUI's dialogs, menus
 * and popovers. Once its code is in, it is drawn as it is written (closed ones draw nothing, and
 * one that closes does so with its own transition). If its code cannot be fetched, the screen
 * stays as it is, a toast says so, the overlay is closed, and the next opening asks again.
 */
export function whenOpened<P extends object>(factory: () => Promise<ComponentType<P>>, opening: Opening<P>): OpenedOverlay<P> {
  // Its module's fetch, kept and forgotten on failure as a preloadable component's is.
  const Overlay = preloadable(factory);

  function LazyOverlay(props: P): ReactNode {
    const { t } = useTranslation();
    const open = opening.isOpen(props);
    const [, setArrived] = useState(false);
    const [broken, setBroken] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!open || Overlay.isLoaded()) return;
      let live = true;
      Overlay.load().then(
        () => {
          if (live) setArrived(true);
        },
        (error: unknown) => {
          if (!live) return;
          // Anything but a missing file is the screen's error, as if the overlay had been drawn.
          if (!isCodeLoadFailure(error)) return setBroken({ error });
          enqueueToast(t('engine.partLoadFailed'), { variant: 'error' });
          opening.close(props);
        },
      );
      return () => {
        live = false;
      };
    }, [open, props, t]);
    if (broken) throw broken.error;
    return Overlay.isLoaded() ? <Overlay {...props} /> : null;
  }
  LazyOverlay.preload = Overlay.preload;
  return LazyOverlay;
}
