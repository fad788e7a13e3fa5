import { useId, useRef, useState, type Ref } from 'react';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { RuleList } from '../../../shared/ui/form/rule-list.tsx';
import { passwordChecks, messages } from '@mvno/contract';
import { passwordError } from '../utils/credential-rules.ts';

export interface NewPasswordProblems {
  password: string | null;
  confirm: string | null;
}

/** The §5 checks of a new password and its confirmation, as shown under the fields. */
export function checkNewPassword(password: string, confirm: string): NewPasswordProblems {
  const passwordProblem = password === '' ? messages.passwordRequired : passwordError(password);
  const confirmProblem = passwordProblem === null && confirm !== password ? messages.passwordMismatch : null;
  return { password: passwordProblem, confirm: confirmProblem };
}

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirm: string;
  problems: NewPasswordProblems;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  passwordRef?: Ref<HTMLInputElement>;
  confirmRef?: Ref<HTMLInputElement>;
}

/** A new password with the §5 rules ticked off live, and its confirmation. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  problems,
  onPasswordChange,
  onConfirmChange,
  passwordRef,
  confirmRef,
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  const isConfirmMatching = confirm !== '' && confirm === password;
  return (
    <>
      <div>
        <PasswordField
          ref={passwordRef}
          label={label}
          autoComplete="new-password"
          placeholder="영문, 숫자, 특수문자 8~16자"
          maxLength={16}
          value={password}
          error={problems.password}
          describedBy={rulesId}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        <RuleList
          id={rulesId}
          label={`${label} 조건`}
          rules={passwordChecks(password)}
          isPristine={password === ''}
        />
      </div>
      <PasswordField
        ref={confirmRef}
        label={`${label} 확인`}
        autoComplete="new-password"
        placeholder="한 번 더 입력해 주세요"
        maxLength={16}
        value={confirm}
        error={problems.confirm}
        success={isConfirmMatching ? '비밀번호가 일치해요.' : null}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}

/**
 * The state of a new password and its confirmation: what `NewPasswordFields` shows (`fields`), the values,
 * and the problems a submit found, each cleared as soon as its field changes.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({ password: null, confirm: null });
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  return {
    password,
    confirm,
    /** Shows the problems under the fields. */
    showProblems: setProblems,
    /** Focuses the first field with a problem; false when neither has one. */
    focusFirstProblem(found: NewPasswordProblems): boolean {
      const field = found.password !== null ? passwordRef : found.confirm !== null ? confirmRef : undefined;
      field?.current?.focus();
      return field !== undefined;
    },
    fields: {
      password,
      confirm,
      problems,
      passwordRef,
      confirmRef,
      onPasswordChange: (value: string) => {
        setPassword(value);
        setProblems((previous) => ({ ...previous, password: null }));
      },
      onConfirmChange: (value: string) => {
        setConfirm(value);
        setProblems((previous) => ({ ...previous, confirm: null }));
      },
    },
  };
}
