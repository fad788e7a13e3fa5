import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import styles from './form.module.css';

/** A password input with a button that shows what was typed (on a phone, typos are hard to see). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [isShown, setIsShown] = useState(false);
  const { label } = props;
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={isShown ? t`${label} 숨기기` : t`${label} 보기`}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
