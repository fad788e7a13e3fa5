import type { ReactNode } from 'react';
import styles from './form.module.css';
import type { FieldDescriptions } from './use-field-descriptions.ts';

/**
 * A field's hint and its message line under the control, with the ids its aria-describedby reads. The message
 * line is always there, so an error that appears is announced and moves nothing below it.
 */
export function FieldNotes({ field, hint }: { field: FieldDescriptions; hint: ReactNode }) {
  return (
    <>
      {hint !== undefined && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={field.messageId} className={field.hasSuccess ? styles.success : styles.error} aria-live="polite">
        {field.message}
      </p>
    </>
  );
}
