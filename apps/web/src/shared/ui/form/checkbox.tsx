import type { InputHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names.ts';
import styles from './form.module.css';

interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children'
> {
  children: ReactNode;
  /** 'strong' for an 'agree to all' box. */
  look?: 'plain' | 'strong';
  className?: string;
}

/** A checkbox whose whole label is the touch target. */
export function Checkbox({ children, look = 'plain', className, ...inputProps }: CheckboxProps) {
  return (
    <label className={classNames(styles.check, look === 'strong' && styles.checkStrong, className)}>
      <input type="checkbox" className={styles.checkInput} {...inputProps} />
      <span className={styles.checkMark} aria-hidden="true">
        <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
          <path
            d="M3.5 8.5 6.5 11.5 12.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.checkLabel}>{children}</span>
    </label>
  );
}
