import { useRef, useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { maskPhoneNumber, messages } from '@mvno/contract';
import { ApiFailure } from '../../../shared/api/client.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { changePassword } from '../api/account-calls.ts';
import { AccountLayout, FormNotice } from '../components/account-layout.tsx';
import {
  checkNewPassword,
  NewPasswordFields,
  type NewPasswordProblems,
} from '../components/new-password-fields.tsx';
import { resetPasswordStateOf, type LoginPageState } from '../utils/account-navigation.ts';
import styles from './reset-password-page.module.css';

/** /user/find/form: password recovery, step 2 — a new password for the verified number's subscriber. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const proof = resetPasswordStateOf(useLocation().state);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({ password: null, confirm: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (proof === undefined) {
    return (
      <div className={styles.missing}>
        <StatusMessage
          headingLevel="h1"
          title="휴대폰 인증부터 해 주세요"
          description="새 비밀번호는 휴대폰 번호를 인증한 뒤에 설정할 수 있어요."
          action={<ButtonLink to="/user/find">휴대폰 인증하기</ButtonLink>}
        />
      </div>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = checkNewPassword(password, confirm);
    setProblems(found);
    if (found.password !== null) return passwordRef.current?.focus();
    if (found.confirm !== null) return confirmRef.current?.focus();
    setIsSubmitting(true);
    try {
      const { loginId } = await changePassword({ type: 'RESET', authKey: proof.authKey, password });
      const state: LoginPageState = {
        loginId,
        notice: '새 비밀번호를 설정했어요. 아이디를 확인하고 새 비밀번호로 로그인해 주세요.',
      };
      await navigate('/user/login', { replace: true, state });
    } catch (error) {
      if (error instanceof ApiFailure && error.httpStatus === 504) return;
      setFailure(error instanceof ApiFailure ? error.message : messages.serverError);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AccountLayout
      title="새 비밀번호를 설정해 주세요"
      step={{ current: 2, total: 2 }}
      description={`${maskPhoneNumber(proof.phone)} 번호로 인증했어요. 다른 기기에서 로그인되어 있다면 모두 로그아웃돼요.`}
    >
      {failure !== null && (
        <FormNotice kind="error">
          {failure}
          {failure === messages.phoneAuthRequired && (
            <>
              {' '}
              <ButtonLink to="/user/find" variant="ghost">
                다시 인증하기
              </ButtonLink>
            </>
          )}
        </FormNotice>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          label="새 비밀번호"
          password={password}
          confirm={confirm}
          problems={problems}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
          onPasswordChange={(value) => {
            setPassword(value);
            setProblems((current) => ({ ...current, password: null }));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setProblems((current) => ({ ...current, confirm: null }));
          }}
        />
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          비밀번호 설정하기
        </Button>
      </form>
    </AccountLayout>
  );
}
