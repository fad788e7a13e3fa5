import { useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { isMobileNumber, isPersonName } from '@mvno/contract';
import { phoneAuthTexts } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { SimpleAuthModal, type SimpleAuthOutput } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { formatTypedPhone, phoneDigitsOf } from '../../../shared/ui/form/phone-input.ts';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { AccountLayout } from '../components/account-layout.tsx';
import { joinTexts } from '../components/sign-up-credentials-form.tsx';
import styles from '../components/sign-up.module.css';
import type { SignUpState } from '../utils/account-navigation.ts';

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
    const nameIssue = isPersonName(userName) ? null : joinTexts.invalidName;
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

/**
 * /user/login/simple: simple sign-up (spec §2.2), step 1 — verify by simple auth. Step 2, the ID and
 * password, is the spec's set-password screen /user/login/password, handed the verification in router state.
 */
export default function JoinPage() {
  const navigate = useNavigate();
  return (
    <VerifyStep
      onVerified={(person) => {
        const state: SignUpState = person;
        void navigate('/user/login/password', { state });
      }}
    />
  );
}
