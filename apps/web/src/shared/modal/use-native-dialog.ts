import { useEffect, useEffectEvent, useRef } from 'react';
import { registerDialog } from './dialog-stack.ts';

/**
 * Opens a native modal dialog when its owner mounts (focus stays inside, the page behind is inert) and puts
 * it on the one dialog stack, so the native back button closes it before the side menu or the app (spec §4).
 * Every regular modal and popup of the site opens through here. With `isFocusedOnOpen`, focus starts on the
 * dialog itself, so a screen reader reads its title first and no button is preselected.
 */
export function useNativeDialog(onClose: () => void, options: { isFocusedOnOpen?: boolean } = {}) {
  const { isFocusedOnOpen = false } = options;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeFromOutside = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) {
      dialog.showModal();
      if (isFocusedOnOpen) dialog.focus();
    }
    return registerDialog(() => closeFromOutside());
  }, [isFocusedOnOpen]);

  return dialogRef;
}
