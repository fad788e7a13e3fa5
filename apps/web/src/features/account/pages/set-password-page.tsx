import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  messages,
  type SignUpFlow,
  textOf,
} from '@mvno/contract';
import { failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { loginPathFor } from '../../../shared/session/return-path.ts';
import { useLoginUser } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { useFlow, type FlowHandle } from '../../../shared/flow/use-flow.ts';
import { changePassword, signUpFlowCalls } from '../api/account-calls.ts';
import { AccountLayout } from '../components/account-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { SignUpCredentialsForm } from '../components/sign-up-credentials-form.tsx';
import styles from './reset-password-page.module.css';

export const changePasswordTexts = {
  changed: msg`비밀번호를 바꿨어요. 다른 기기에서는 로그아웃되었어요.`,
} as const;

/**
 * /user/login/password, the spec's set-password screen (§2.2): where sign-up's CREDENTIALS step chooses the
 * ID and password of the person the flow's VERIFY step proved (docs/flows.md), and where a logged-in
 * subscriber changes their password. Anyone else is shown the ways in, not a login wall.
 */
export default function SetPasswordPage() {
  const user = useLoginUser();
  if (user !== null) return <ChangePasswordForm />;
  return <SignUpCredentialsStep />;
}

/** Asks the server where the visitor's sign-up is, then shows the step it names. */
function SignUpCredentialsStep() {
  const { t } = useLingui();
  const signUp = useFlow(signUpFlowCalls);
  return (
    <QueryState
      query={{
        // A step kept from before a failed asking is not shown: the step is only ever the server's answer.
        data: signUp.isPending || signUp.isError ? undefined : signUp,
        isError: signUp.isError,
        refetch: signUp.retry,
      }}
      failedTitle={t`회원가입 정보를 불러오지 못했어요`}
      placeholder={<div className={styles.waiting} aria-busy="true" />}
    >
      {(answered) => <SignUpStep signUp={answered} />}
    </QueryState>
  );
}

/** The step the server names for the visitor's sign-up: this one, the verification before it, or none. */
function SignUpStep({ signUp }: { signUp: FlowHandle<SignUpFlow> }) {
  const { t } = useLingui();
  const { flowKey, state } = signUp;
  if (flowKey !== null && state?.step === 'CREDENTIALS') {
    return <SignUpCredentialsForm flow={signUp} flowKey={flowKey} state={state} />;
  }
  if (state?.step === 'VERIFY') return <Navigate to="/user/login/simple" replace />;
  return (
    <div className={styles.missing}>
      <StatusMessage
        headingLevel="h1"
        title={t`본인인증을 먼저 해 주세요`}
        description={t`회원가입은 간편인증을 마친 뒤에, 비밀번호 변경은 로그인한 뒤에 할 수 있어요. 비밀번호가 기억나지 않는다면 휴대폰 인증으로 새로 설정해 주세요.`}
        action={
          <>
            <ButtonLink to="/user/login/simple">
              <Trans>회원가입</Trans>
            </ButtonLink>{' '}
            <ButtonLink to={loginPathFor('/user/login/password')} variant="secondary">
              <Trans>로그인</Trans>
            </ButtonLink>{' '}
            <ButtonLink to="/user/find" variant="secondary">
              <Trans>비밀번호 찾기</Trans>
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

/** A logged-in subscriber sets a new password (user/password CHANGE). */
function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useContractForm(changePasswordFormSchema, { currentPassword: '', password: '', confirm: '' });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const { errors } = form.formState;
  const change = useSubmission({
    send: ({ currentPassword, password: newPassword }: ChangePasswordForm) =>
      changePassword({ type: 'CHANGE', currentPassword, password: newPassword }),
    onSuccess: async () => {
      await showAlert(i18n._(changePasswordTexts.changed));
      await navigate('/my-page', { replace: true });
    },
    // A wrong current password belongs beside its field; anything else goes in the alert (spec §8).
    onRefused: (failure) => {
      if (failureMessageOf(failure) !== textOf(messages.currentPasswordMismatch)) return false;
      form.setError(
        'currentPassword',
        { message: textOf(messages.currentPasswordMismatch) },
        { shouldFocus: true },
      );
      return true;
    },
  });
  const submit = form.handleSubmit((values) => change.submit(values));

  return (
    <AccountLayout
      title={t`비밀번호 변경`}
      description={t`지금 쓰는 비밀번호를 확인한 뒤 새 비밀번호로 바꿔요.`}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t`현재 비밀번호`}
          autoComplete="current-password"
          maxLength={16}
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <NewPasswordFields
          label={t`새 비밀번호`}
          register={form.register}
          errors={form.formState.errors}
          password={password}
          confirm={confirm}
        />
        <Button type="submit" size="lg" isBlock disabled={change.isSubmitting}>
          <Trans>비밀번호 바꾸기</Trans>
        </Button>
      </form>
    </AccountLayout>
  );
}
