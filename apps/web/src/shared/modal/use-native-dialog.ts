import { useEffect, useEffectEvent, useRef } from 'react';
import { registerDialog } from './dialog-stack.ts';
import { leaveDialogLater } from './leave-dialog.ts';

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
    const leave = leaveDialogLater(dialog);
    if (dialog !== null && !dialog.open) {
      dialog.showModal();
      if (isFocusedOnOpen) dialog.focus();
    }
    const unregister = registerDialog(() => closeFromOutside());
    return () => {
      unregister();
      // A page kept alive behind the next one is hidden with its effects disconnected: its modal must leave
      // the top layer, or the page shown now stays inert. It opens again when its page is shown again.
      leave();
    };
  }, [isFocusedOnOpen]);

  return dialogRef;
}
