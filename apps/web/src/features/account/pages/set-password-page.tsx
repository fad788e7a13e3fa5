import { useRef, useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@mvno/contract';
import { alertFailure, failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { loginPathFor } from '../../../shared/session/return-path.ts';
import { useLoginUser } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { changePassword } from '../api/account-calls.ts';
import { AccountLayout } from '../components/account-layout.tsx';
import { checkNewPassword, NewPasswordFields, useNewPassword } from '../components/new-password-fields.tsx';
import { SignUpCredentialsForm } from '../components/sign-up-credentials-form.tsx';
import { signUpStateOf } from '../utils/account-navigation.ts';
import styles from './reset-password-page.module.css';

export const changePasswordTexts = {
  changed: '비밀번호를 바꿨어요. 다른 기기에서는 로그아웃되었어요.',
  sameAsCurrent: messages.passwordUnchanged,
} as const;

/**
 * /user/login/password, the spec's set-password screen (§2.2): where sign-up's second step chooses the ID
 * and password of the person simple auth verified (router state from /user/login/simple), and where a
 * logged-in subscriber changes their password. Anyone else is shown the ways in, not a login wall.
 */
export default function SetPasswordPage() {
  const user = useLoginUser();
  const signUp = signUpStateOf(useLocation().state);
  if (user !== null) return <ChangePasswordForm />;
  if (signUp !== undefined) return <SignUpCredentialsForm {...signUp} />;
  return (
    <div className={styles.missing}>
      <StatusMessage
        headingLevel="h1"
        title="본인인증을 먼저 해 주세요"
        description="회원가입은 간편인증을 마친 뒤에, 비밀번호 변경은 로그인한 뒤에 할 수 있어요. 비밀번호가 기억나지 않는다면 휴대폰 인증으로 새로 설정해 주세요."
        action={
          <>
            <ButtonLink to="/user/login/simple">회원가입</ButtonLink>{' '}
            <ButtonLink to={loginPathFor('/user/login/password')} variant="secondary">
              로그인
            </ButtonLink>{' '}
            <ButtonLink to="/user/find" variant="secondary">
              비밀번호 찾기
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

/** A logged-in subscriber sets a new password (user/password CHANGE). */
function ChangePasswordForm() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [currentProblem, setCurrentProblem] = useState<string | null>(null);
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [isSubmitting, setIsSubmitting] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const currentIssue = current === '' ? messages.passwordRequired : null;
    const found = checkNewPassword(password, newPassword.confirm);
    const sameIssue =
      found.password === null && password === current ? messages.passwordUnchanged : found.password;
    const shown = { ...found, password: sameIssue };
    setCurrentProblem(currentIssue);
    newPassword.showProblems(shown);
    if (currentIssue !== null) return currentRef.current?.focus();
    if (newPassword.focusFirstProblem(shown)) return;
    setIsSubmitting(true);
    try {
      await changePassword({ type: 'CHANGE', currentPassword: current, password });
      await showAlert(changePasswordTexts.changed);
      await navigate('/my-page', { replace: true });
    } catch (error) {
      // A wrong current password belongs beside its field; anything else goes in the alert (spec §8).
      if (failureMessageOf(error) === messages.currentPasswordMismatch) {
        setCurrentProblem(messages.currentPasswordMismatch);
        currentRef.current?.focus();
      } else {
        void alertFailure(error);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AccountLayout title="비밀번호 변경" description="지금 쓰는 비밀번호를 확인한 뒤 새 비밀번호로 바꿔요.">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          ref={currentRef}
          label="현재 비밀번호"
          autoComplete="current-password"
          maxLength={16}
          value={current}
          error={currentProblem}
          onChange={(event) => {
            setCurrent(event.target.value);
            setCurrentProblem(null);
          }}
        />
        <NewPasswordFields label="새 비밀번호" {...newPassword.fields} />
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          비밀번호 바꾸기
        </Button>
      </form>
    </AccountLayout>
  );
}
