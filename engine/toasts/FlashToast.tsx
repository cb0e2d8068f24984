import { useEffect } from 'react';
import { useSnackbar } from './toasts';
import { takeFlashMessage } from './flashMessage';

/** Shows the toast left by the page before a reload, if any. */
export function FlashToast() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const flash = takeFlashMessage();
    if (flash) enqueueSnackbar(flash.message, { variant: flash.variant });
  }, [enqueueSnackbar]);
  return null;
}
