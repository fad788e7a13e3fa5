import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names.ts';
import styles from './form.module.css';
import { FieldNotes } from './field-notes.tsx';
import { useFieldDescriptions } from './use-field-descriptions.ts';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'children'
> {
  label: string;
  /** A short help text under the field, read with it. */
  hint?: ReactNode;
  /** A good outcome under the field ('사용할 수 있는 아이디예요.'), announced like an error. */
  success?: string | null;
  /** The field's error, announced when it appears and read with the field afterwards. */
  error?: string | null;
  /** A button or note inside the field's right edge (show password, a timer). */
  trailing?: ReactNode;
  /** Ids of more elements that describe the field (a rule list). */
  describedBy?: string;
  /** Places the field in its form; its own look stays here. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its help text and error, the one way screens ask for typed input. */
export function TextField({
  label,
  hint,
  success,
  error,
  trailing,
  describedBy,
  className,
  id,
  ref,
  ...inputProps
}: TextFieldProps) {
  const field = useFieldDescriptions({ id, control: 'input', hint, error, success, describedBy });
  const { hasError } = field;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, hasError && styles.controlInvalid)}>
        <input
          ref={ref}
          id={field.controlId}
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={field.describedBy}
          {...inputProps}
        />
        {trailing !== undefined && <div className={styles.trailing}>{trailing}</div>}
      </div>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}
