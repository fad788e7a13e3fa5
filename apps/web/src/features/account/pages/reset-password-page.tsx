import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  maskPhoneNumber,
  messages,
  newPasswordFormSchema,
  type PasswordChanged,
  textOf,
} from '@mvno/contract';
import { alertFailure, failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { changePassword } from '../api/account-calls.ts';
import { AccountLayout } from '../components/account-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import {
  resetPasswordStateOf,
  type LoginPageState,
  type ResetPasswordState,
} from '../utils/account-navigation.ts';
import styles from './reset-password-page.module.css';

/** /user/find/form: password recovery, step 2 — a new password for the verified number's subscriber. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const proof = resetPasswordStateOf(useLocation().state);
  if (proof === undefined) {
    return (
      <div className={styles.missing}>
        <StatusMessage
          headingLevel="h1"
          title={t`휴대폰 인증부터 해 주세요`}
          description={t`새 비밀번호는 휴대폰 번호를 인증한 뒤에 설정할 수 있어요.`}
          action={
            <ButtonLink to="/user/find">
              <Trans>휴대폰 인증하기</Trans>
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return <ResetPasswordForm proof={proof} />;
}

/** The new password for the number the person verified. */
function ResetPasswordForm({ proof }: { proof: ResetPasswordState }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useContractForm(newPasswordFormSchema, { password: '', confirm: '' });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const reset = useSubmission({
    send: (newPassword: string) =>
      changePassword({ type: 'RESET', authKey: proof.authKey, password: newPassword }),
    onSuccess: async ({ loginId }: PasswordChanged) => {
      const state: LoginPageState = {
        loginId,
        notice: t`새 비밀번호를 설정했어요. 아이디를 확인하고 새 비밀번호로 로그인해 주세요.`,
      };
      await navigate('/user/login', { replace: true, state });
    },
    onRefused: (failure) => {
      // The proof of the number has expired or been used: the only way on is to verify it again.
      if (failureMessageOf(failure) !== textOf(messages.phoneAuthRequired)) return false;
      void alertFailure(failure).then(() => navigate('/user/find', { replace: true }));
      return true;
    },
  });

  const submit = form.handleSubmit((values) => reset.submit(values.password));
  const phone = maskPhoneNumber(proof.phone);

  return (
    <AccountLayout
      title={t`새 비밀번호를 설정해 주세요`}
      step={{ current: 2, total: 2 }}
      description={t`${phone} 번호로 인증했어요. 다른 기기에서 로그인되어 있다면 모두 로그아웃돼요.`}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          label={t`새 비밀번호`}
          register={form.register}
          errors={form.formState.errors}
          password={password}
          confirm={confirm}
        />
        <Button type="submit" size="lg" isBlock disabled={reset.isSubmitting}>
          <Trans>비밀번호 설정하기</Trans>
        </Button>
      </form>
    </AccountLayout>
  );
}
