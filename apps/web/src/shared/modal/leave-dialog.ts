/**
 * Call when a modal dialog opens (or pass what had focus before, when a button inside took it on mount with
 * `autoFocus`); the function it returns takes the dialog out of the top layer and gives focus
 * back to what had it before (the control that opened the dialog). A dialog goes by its owner unmounting it,
 * which the browser does not count as closing: focus would fall to the document's start (KWCAG 2.1.2).
 */
export function leaveDialogLater(
  dialog: HTMLDialogElement | null,
  opener: Element | null = document.activeElement,
): () => void {
  return () => {
    if (dialog?.open === true) dialog.close();
    const focused = document.activeElement;
    const isFocusLost = focused === null || focused === document.body || dialog?.contains(focused) === true;
    if (isFocusLost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected)
      opener.focus();
  };
}
