import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { isEmail, loginIdChecks, maskName, maskPhoneNumber, messages } from '@mvno/contract';
import { alertFailure, failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { RuleList } from '../../../shared/ui/form/rule-list.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { checkLoginId, join } from '../api/account-calls.ts';
import { loginIdError } from '../utils/credential-rules.ts';
import type { LoginPageState, SignUpState } from '../utils/account-navigation.ts';
import { AccountLayout } from './account-layout.tsx';
import { checkNewPassword, NewPasswordFields, useNewPassword } from './new-password-fields.tsx';
import styles from './sign-up.module.css';

export const joinTexts = {
  invalidName: '이름을 신분증에 적힌 대로 입력해 주세요.',
  invalidEmail: '이메일 주소를 정확히 입력해 주세요.',
  loginIdAvailable: '사용할 수 있는 아이디예요.',
  joined: '회원가입이 완료되었어요. 새 아이디로 로그인해 주세요.',
} as const;

/**
 * Sign-up step 2 on the set-password screen: the login ID and password, with the §5 rules shown live, for
 * the person simple auth verified in step 1.
 */
export function SignUpCredentialsForm({ userName, verified }: SignUpState) {
  const navigate = useNavigate();
  const loginIdRulesId = useId();
  const [loginId, setLoginId] = useState('');
  const [idCheck, setIdCheck] = useState<{ loginId: string; isAvailable: boolean } | null>(null);
  const [loginIdProblem, setLoginIdProblem] = useState<string | null>(null);
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [isMarketingAgree, setIsMarketingAgree] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const loginIdRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // What the server said about the ID now in the field (an answer about an earlier value does not count).
  const availability = idCheck?.loginId === loginId ? idCheck.isAvailable : undefined;

  const askAvailability = async (value: string): Promise<boolean | undefined> => {
    if (loginIdError(value) !== null) return undefined;
    try {
      const answer = await checkLoginId(value);
      const isAvailable = answer.isLoginIdAvailable ?? false;
      setIdCheck({ loginId: value, isAvailable });
      if (!isAvailable) setLoginIdProblem(messages.loginIdTaken);
      return isAvailable;
    } catch {
      // The join call checks again.
      return undefined;
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const idIssue = loginId === '' ? messages.loginIdRequired : loginIdError(loginId);
    const problems = checkNewPassword(password, newPassword.confirm);
    const emailIssue = email.trim() === '' || isEmail(email.trim()) ? null : joinTexts.invalidEmail;
    setLoginIdProblem(idIssue);
    newPassword.showProblems(problems);
    setEmailProblem(emailIssue);
    if (idIssue !== null) return loginIdRef.current?.focus();
    if (newPassword.focusFirstProblem(problems)) return;
    if (emailIssue !== null) return emailRef.current?.focus();

    setIsSubmitting(true);
    try {
      if ((availability ?? (await askAvailability(loginId))) === false) {
        loginIdRef.current?.focus();
        return;
      }
      const joined = await join({
        authSeq: verified.authSeq,
        loginId,
        password,
        userEmail: email.trim(),
        isMarketingAgree,
      });
      const state: LoginPageState = { loginId: joined.loginId, notice: joinTexts.joined };
      await navigate('/user/login', { replace: true, state });
    } catch (error) {
      // A taken ID belongs beside its field; anything else the server says goes in the alert (spec §8).
      if (failureMessageOf(error) === messages.loginIdTaken) {
        setLoginIdProblem(messages.loginIdTaken);
        loginIdRef.current?.focus();
      } else {
        void alertFailure(error);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AccountLayout
      title="아이디와 비밀번호를 만들어 주세요"
      step={{ current: 2, total: 2 }}
      description="다음부터는 이 아이디로 로그인해요."
    >
      <p className={styles.verified}>
        <ShieldIcon className={styles.verifiedIcon} />
        <span>
          <strong>{maskName(userName)}</strong> · {maskPhoneNumber(verified.phone)}
          <span className={styles.verifiedLabel}> 본인인증 완료</span>
        </span>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div>
          <TextField
            ref={loginIdRef}
            label="아이디"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="영문과 숫자 6~12자"
            maxLength={12}
            value={loginId}
            error={loginIdProblem}
            success={availability === true ? joinTexts.loginIdAvailable : null}
            describedBy={loginIdRulesId}
            onChange={(event) => {
              setLoginId(event.target.value.trim());
              setLoginIdProblem(null);
            }}
            onBlur={() => void askAvailability(loginId)}
          />
          <RuleList
            id={loginIdRulesId}
            label="아이디 조건"
            rules={loginIdChecks(loginId)}
            isPristine={loginId === ''}
          />
        </div>
        <NewPasswordFields label="비밀번호" {...newPassword.fields} />
        <TextField
          ref={emailRef}
          label="이메일 (선택)"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          hint="요금 안내와 공지를 받을 수 있어요."
          value={email}
          error={emailProblem}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailProblem(null);
          }}
        />
        <Checkbox checked={isMarketingAgree} onChange={(event) => setIsMarketingAgree(event.target.checked)}>
          [선택] 혜택·이벤트 소식 받기
        </Checkbox>
        <Button type="submit" size="lg" isBlock disabled={isSubmitting}>
          가입하기
        </Button>
      </form>
    </AccountLayout>
  );
}
