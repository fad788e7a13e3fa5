import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordChecks } from '@mvno/contract';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { RuleList } from '../../../shared/ui/form/rule-list.tsx';

interface NewPasswordFieldsProps {
  label: string;
  /** The contract form's `register`: its `password` and `confirm` fields are these two. */
  register: (name: 'password' | 'confirm') => UseFormRegisterReturn;
  /** The form's errors (`form.formState.errors`). */
  errors: { password?: { message?: string }; confirm?: { message?: string } };
  /** Their values as typed, for the rules ticked off live. */
  password: string;
  confirm: string;
}

/** A new password with the §5 rules ticked off live, and its confirmation. */
export function NewPasswordFields({ label, register, errors, password, confirm }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const rulesId = useId();
  const isConfirmMatching = confirm !== '' && confirm === password;
  return (
    <>
      <div>
        <PasswordField
          label={label}
          autoComplete="new-password"
          placeholder={t`영문, 숫자, 특수문자 8~16자`}
          maxLength={16}
          {...register('password')}
          error={errors.password?.message}
          describedBy={rulesId}
        />
        <RuleList
          id={rulesId}
          label={t`${label} 조건`}
          rules={passwordChecks(password)}
          isPristine={password === ''}
        />
      </div>
      <PasswordField
        label={t`${label} 확인`}
        autoComplete="new-password"
        placeholder={t`한 번 더 입력해 주세요`}
        maxLength={16}
        {...register('confirm')}
        error={errors.confirm?.message}
        success={isConfirmMatching ? t`비밀번호가 일치해요.` : null}
      />
    </>
  );
}
