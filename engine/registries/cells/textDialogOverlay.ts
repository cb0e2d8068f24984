import { whenOpened } from '../../app/whenOpened';

/** The dialog a long text or rich text cell opens, fetched when first opened (see whenOpened). */
export const TextDialog = whenOpened(() => import('./TextDialog').then((m) => m.TextDialog), {
  isOpen: () => true,
  close: (props) => props.onClose(),
});
