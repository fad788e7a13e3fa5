import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useNativeDialog } from '../modal/use-native-dialog.ts';
import { classNames } from './class-names.ts';
import { CloseIcon } from './icons.tsx';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons pinned under the content. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * A regular modal (spec §2.4): a native modal dialog, so focus stays inside and the page behind is inert.
 * It opens when mounted; the owner unmounts it to close. A sheet from the bottom on phones.
 */
export function ModalDialog({ title, onClose, children, footer, size = 'md' }: ModalDialogProps) {
  const { t } = useLingui();
  const dialogRef = useNativeDialog(onClose);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={classNames(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t`${title} 닫기`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
