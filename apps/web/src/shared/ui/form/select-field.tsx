import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names.ts';
import { ChevronDownIcon } from '../icons.tsx';
import styles from './form.module.css';

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
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const hasError = error !== undefined && error !== null && error !== '';
  const descriptions = [hasError ? errorId : undefined, hint === undefined ? undefined : hintId]
    .filter((value) => value !== undefined)
    .join(' ');

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, hasError && styles.controlInvalid)}>
        <select
          ref={ref}
          id={selectId}
          className={classNames(styles.input, styles.select)}
          aria-invalid={hasError || undefined}
          aria-describedby={descriptions === '' ? undefined : descriptions}
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
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {hasError ? error : null}
      </p>
    </div>
  );
}
