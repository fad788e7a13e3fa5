import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { isEmail, isMobileNumber, maskName, maskPhoneNumber, messages } from '@mvno/contract';
import { ApiFailure } from '../../../shared/api/client.ts';
import { phoneAuthTexts } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { SimpleAuthModal, type SimpleAuthOutput } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { formatTypedPhone, phoneDigitsOf } from '../../../shared/ui/form/phone-input.ts';
import { RuleList } from '../../../shared/ui/form/rule-list.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { checkLoginId, join } from '../api/account-calls.ts';
import { AccountLayout, FormNotice } from '../components/account-layout.tsx';
import {
  checkNewPassword,
  NewPasswordFields,
  type NewPasswordProblems,
} from '../components/new-password-fields.tsx';
import { credentialTexts, loginIdChecks, loginIdError } from '../utils/credential-rules.ts';
import type { LoginPageState } from '../utils/account-navigation.ts';
import styles from './join-page.module.css';

/** A name as on an ID card: Hangul or Latin letters, spaces and dots (the contract's personNameSchema). */
const PERSON_NAME = /^[가-힣A-Za-z][가-힣A-Za-z .]{0,29}$/;

export const joinTexts = {
  invalidName: '이름을 신분증에 적힌 대로 입력해 주세요.',
  invalidEmail: '이메일 주소를 정확히 입력해 주세요.',
  loginIdAvailable: '사용할 수 있는 아이디예요.',
  joined: '회원가입이 완료되었어요. 새 아이디로 로그인해 주세요.',
} as const;

function failureOf(error: unknown): string | null {
  if (!(error instanceof ApiFailure)) return messages.serverError;
  return error.httpStatus === 504 ? null : error.message;
}

/** Step 1: who is joining, verified by simple auth. */
function VerifyStep({
  onVerified,
}: {
  onVerified: (person: { userName: string; verified: SimpleAuthOutput }) => void;
}) {
  const [userName, setUserName] = useState('');
  const [phone, setPhone] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameIssue = PERSON_NAME.test(userName.trim()) ? null : joinTexts.invalidName;
    const phoneIssue = isMobileNumber(phone) ? null : phoneAuthTexts.invalidPhone;
    setNameProblem(nameIssue);
    setPhoneProblem(phoneIssue);
    if (nameIssue !== null) nameRef.current?.focus();
    else if (phoneIssue !== null) phoneRef.current?.focus();
    else setIsModalOpen(true);
  };

  return (
    <AccountLayout
      title="회원가입"
      step={{ current: 1, total: 2 }}
      description="바로모바일 회선을 쓰고 계신 분만 가입할 수 있어요. 먼저 간편인증으로 본인인지 확인할게요."
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          ref={nameRef}
          label="이름"
          autoComplete="name"
          placeholder="홍길동"
          maxLength={30}
          value={userName}
          error={nameProblem}
          onChange={(event) => {
            setUserName(event.target.value);
            setNameProblem(null);
          }}
        />
        <TextField
          ref={phoneRef}
          label="휴대폰 번호"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="010-0000-0000"
          hint="바로모바일에서 개통한 번호를 입력해 주세요."
          value={formatTypedPhone(phone)}
          error={phoneProblem}
          onChange={(event) => {
            setPhone(phoneDigitsOf(event.target.value));
            setPhoneProblem(null);
          }}
        />
        <Button type="submit" size="lg" isBlock>
          간편인증하기
        </Button>
      </form>
      {isModalOpen && (
        <SimpleAuthModal
          userName={userName.trim()}
          userPhone={phone}
          onClose={() => setIsModalOpen(false)}
          onComplete={(verified) => {
            setIsModalOpen(false);
            onVerified({ userName: userName.trim(), verified });
          }}
        />
      )}
    </AccountLayout>
  );
}

/** Step 2: the login ID and password, with the §5 rules shown live. */
function CredentialsStep({ userName, verified }: { userName: string; verified: SimpleAuthOutput }) {
  const navigate = useNavigate();
  const loginIdRulesId = useId();
  const [loginId, setLoginId] = useState('');
  const [idCheck, setIdCheck] = useState<{ loginId: string; isAvailable: boolean } | null>(null);
  const [loginIdProblem, setLoginIdProblem] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordProblems, setPasswordProblems] = useState<NewPasswordProblems>({
    password: null,
    confirm: null,
  });
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [isMarketingAgree, setIsMarketingAgree] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
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
    setFailure(null);
    const idIssue = loginId === '' ? credentialTexts.loginIdRequired : loginIdError(loginId);
    const problems = checkNewPassword(password, confirm);
    const emailIssue = email.trim() === '' || isEmail(email.trim()) ? null : joinTexts.invalidEmail;
    setLoginIdProblem(idIssue);
    setPasswordProblems(problems);
    setEmailProblem(emailIssue);
    if (idIssue !== null) return loginIdRef.current?.focus();
    if (problems.password !== null) return passwordRef.current?.focus();
    if (problems.confirm !== null) return confirmRef.current?.focus();
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
      const message = failureOf(error);
      if (message === messages.loginIdTaken) {
        setLoginIdProblem(message);
        loginIdRef.current?.focus();
      } else {
        setFailure(message);
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
      {failure !== null && <FormNotice kind="error">{failure}</FormNotice>}
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
        <NewPasswordFields
          label="비밀번호"
          password={password}
          confirm={confirm}
          problems={passwordProblems}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
          onPasswordChange={(value) => {
            setPassword(value);
            setPasswordProblems((current) => ({ ...current, password: null }));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setPasswordProblems((current) => ({ ...current, confirm: null }));
          }}
        />
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

/** /user/login/simple: simple sign-up (spec §2.2): verify by simple auth, then choose an ID and password. */
export default function JoinPage() {
  const [person, setPerson] = useState<{ userName: string; verified: SimpleAuthOutput } | null>(null);
  if (person === null) return <VerifyStep onVerified={setPerson} />;
  return <CredentialsStep userName={person.userName} verified={person.verified} />;
}
