import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names.ts';
import styles from './form.module.css';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** How much is written against the most allowed ('120 / 2,000자'), under the field's right edge. */
  count?: { current: number; max: number };
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its help text, error and character count, in the look of TextField. */
export function TextareaField({
  label,
  hint,
  error,
  count,
  className,
  id,
  ref,
  ...textareaProps
}: TextareaFieldProps) {
  const ownId = useId();
  const textareaId = id ?? `${ownId}-textarea`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const countId = `${ownId}-count`;
  const hasError = error !== undefined && error !== null && error !== '';
  const descriptions = [
    hasError ? errorId : undefined,
    hint === undefined ? undefined : hintId,
    count === undefined ? undefined : countId,
  ]
    .filter((value) => value !== undefined)
    .join(' ');
  const isOver = count !== undefined && count.current > count.max;

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={textareaId} className={styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, styles.textareaControl, hasError && styles.controlInvalid)}>
        <textarea
          ref={ref}
          id={textareaId}
          className={classNames(styles.input, styles.textarea)}
          aria-invalid={hasError || undefined}
          aria-describedby={descriptions === '' ? undefined : descriptions}
          {...textareaProps}
        />
      </div>
      <div className={styles.below}>
        <div className={styles.belowText}>
          {hint !== undefined && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          <p id={errorId} className={styles.error} aria-live="polite">
            {hasError ? error : null}
          </p>
        </div>
        {count !== undefined && (
          <p id={countId} className={classNames(styles.count, isOver && styles.countOver)}>
            <span className="visually-hidden">글자 수 </span>
            {count.current.toLocaleString('ko-KR')} / {count.max.toLocaleString('ko-KR')}자
          </p>
        )}
      </div>
    </div>
  );
}
