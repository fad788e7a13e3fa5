import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names.ts';
import styles from './form.module.css';
import { FieldNotes } from './field-notes.tsx';
import { useFieldDescriptions } from './use-field-descriptions.ts';

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
  const { i18n } = useLingui();
  const field = useFieldDescriptions({ id, control: 'textarea', hint, error, hasCount: count !== undefined });
  const { hasError } = field;
  const isOver = count !== undefined && count.current > count.max;
  const current = count === undefined ? '' : i18n.number(count.current);
  const max = count === undefined ? '' : i18n.number(count.max);

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, styles.textareaControl, hasError && styles.controlInvalid)}>
        <textarea
          ref={ref}
          id={field.controlId}
          className={classNames(styles.input, styles.textarea)}
          aria-invalid={hasError || undefined}
          aria-describedby={field.describedBy}
          {...textareaProps}
        />
      </div>
      <div className={styles.below}>
        <div className={styles.belowText}>
          <FieldNotes field={field} hint={hint} />
        </div>
        {count !== undefined && (
          <p id={field.countId} className={classNames(styles.count, isOver && styles.countOver)}>
            <Trans>
              <span className="visually-hidden">글자 수 </span>
              {current} / {max}자
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}
