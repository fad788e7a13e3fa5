import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../store.ts';
import { dialogStack } from './dialog-stack.ts';
import { leaveDialogLater } from './leave-dialog.ts';
import { modalStack, type ModalEntry } from './modal-store.ts';
import styles from './modal-host.module.css';

function Dialog({ entry }: { entry: ModalEntry }) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read before the first commit, where the button's autoFocus takes focus.
  const [opener] = useState(() => document.activeElement);
  const messageId = `modal-message-${entry.id}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const leave = leaveDialogLater(dialog, opener);
    if (!dialog.open) dialog.showModal();
    // A page's popup that opens while the alert is up (its data arrived late) would cover it: the browser
    // stacks modals in the order they open. The alert goes back on top, where the back button closes it first.
    let regularModals = dialogStack.get().length;
    const stopFollowing = dialogStack.subscribe(() => {
      const hasOpened = dialogStack.get().length > regularModals;
      regularModals = dialogStack.get().length;
      if (!hasOpened || !dialog.open) return;
      dialog.close();
      dialog.showModal();
    });
    return () => {
      stopFollowing();
      leave();
    };
  }, [opener]);

  const close = (isConfirmed: boolean) => {
    if (entry.kind === 'confirm') entry.resolve(isConfirmed);
    else entry.resolve();
  };
  const titleId = `modal-title-${entry.id}`;

  return (
    <dialog
      ref={dialogRef}
      className={entry.kind === 'notice' ? `${styles.dialog} ${styles.notice}` : styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-describedby={messageId}
      {...(entry.kind === 'notice'
        ? { 'aria-labelledby': titleId }
        : { 'aria-label': entry.kind === 'alert' ? t`알림` : t`확인` })}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
    >
      {entry.kind === 'notice' ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {entry.title}
          </h2>
          <div id={messageId} className={styles.content}>
            {entry.content}
          </div>
        </>
      ) : (
        <p id={messageId} className={styles.message}>
          {entry.message}
        </p>
      )}
      <div className={styles.actions}>
        {entry.kind === 'confirm' && (
          <button type="button" className={styles.secondary} onClick={() => close(false)}>
            <Trans>아니오</Trans>
          </button>
        )}
        <button type="button" className={styles.primary} autoFocus onClick={() => close(true)}>
          {entry.kind === 'confirm' ? (
            <Trans>예</Trans>
          ) : entry.kind === 'alert' && entry.action !== undefined ? (
            entry.action
          ) : (
            <Trans>확인</Trans>
          )}
        </button>
      </div>
    </dialog>
  );
}

/** Renders the alert/confirm stack; each is a native modal dialog, so focus stays inside the top one. */
export function ModalHost() {
  const stack = useStore(modalStack);
  return (
    <>
      {stack.map((entry) => (
        <Dialog key={entry.id} entry={entry} />
      ))}
    </>
  );
}
