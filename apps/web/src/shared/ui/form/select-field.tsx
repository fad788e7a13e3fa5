import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names.ts';
import { ChevronDownIcon } from '../icons.tsx';
import styles from './form.module.css';
import { FieldNotes } from './field-notes.tsx';
import { useFieldDescriptions } from './use-field-descriptions.ts';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  /** The first option, chosen until the person picks one: it has no value, so a required field stays empty. */
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its help text and error, in the look of TextField. */
export function SelectField({
  label,
  placeholder,
  options,
  hint,
  error,
  className,
  id,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const field = useFieldDescriptions({ id, control: 'select', hint, error });
  const { hasError } = field;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, hasError && styles.controlInvalid)}>
        <select
          ref={ref}
          id={field.controlId}
          className={classNames(styles.input, styles.select)}
          aria-invalid={hasError || undefined}
          aria-describedby={field.describedBy}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.selectIcon} aria-hidden="true" />
      </div>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}
