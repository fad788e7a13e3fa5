import { useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@mvno/contract';
import { ApiFailure } from '../../../shared/api/client.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { loginPathFor } from '../../../shared/session/return-path.ts';
import { useLoginUser } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { changePassword } from '../api/account-calls.ts';
import { AccountLayout, FormNotice } from '../components/account-layout.tsx';
import {
  checkNewPassword,
  NewPasswordFields,
  type NewPasswordProblems,
} from '../components/new-password-fields.tsx';
import { credentialTexts } from '../utils/credential-rules.ts';
import styles from './reset-password-page.module.css';

export const changePasswordTexts = {
  changed: '비밀번호를 바꿨어요. 다른 기기에서는 로그아웃되었어요.',
  sameAsCurrent: messages.passwordUnchanged,
} as const;

/** /user/login/password: a logged-in subscriber sets a new password (user/password CHANGE). */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const user = useLoginUser();
  const [current, setCurrent] = useState('');
  const [currentProblem, setCurrentProblem] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({ password: null, confirm: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (user === null) {
    return (
      <div className={styles.missing}>
        <StatusMessage
          headingLevel="h1"
          title="로그인하고 비밀번호를 바꿔 주세요"
          description="비밀번호가 기억나지 않는다면 휴대폰 인증으로 새 비밀번호를 설정할 수 있어요."
          action={
            <>
              <ButtonLink to={loginPathFor('/user/login/password')}>로그인</ButtonLink>{' '}
              <ButtonLink to="/user/find" variant="secondary">
                비밀번호 찾기
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const currentIssue = current === '' ? credentialTexts.passwordRequired : null;
    const found = checkNewPassword(password, confirm);
    const sameIssue =
      found.password === null && password === current ? messages.passwordUnchanged : found.password;
    setCurrentProblem(currentIssue);
    setProblems({ ...found, password: sameIssue });
    if (currentIssue !== null) return currentRef.current?.focus();
    if (sameIssue !== null) return passwordRef.current?.focus();
    if (found.confirm !== null) return confirmRef.current?.focus();
    setIsSubmitting(true);
    try {
      await changePassword({ type: 'CHANGE', currentPassword: current, password });
      await showAlert(changePasswordTexts.changed);
      await navigate('/my-page', { replace: true });
    } catch (error) {
      if (error instanceof ApiFailure && (error.httpStatus === 504 || error.httpStatus === 401)) return;
      const message = error instanceof ApiFailure ? error.message : messages.serverError;
      if (message === messages.currentPasswordMismatch) {
        setCurrentProblem(message);
        currentRef.current?.focus();
      } else {
        setFailure(message);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AccountLayout title="비밀번호 변경" description="지금 쓰는 비밀번호를 확인한 뒤 새 비밀번호로 바꿔요.">
      {failure !== null && <FormNotice kind="error">{failure}</FormNotice>}
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
        <NewPasswordFields
          label="새 비밀번호"
          password={password}
          confirm={confirm}
          problems={problems}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
          onPasswordChange={(value) => {
            setPassword(value);
            setProblems((previous) => ({ ...previous, password: null }));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setProblems((previous) => ({ ...previous, confirm: null }));
          }}
        />
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          비밀번호 바꾸기
        </Button>
      </form>
    </AccountLayout>
  );
}
