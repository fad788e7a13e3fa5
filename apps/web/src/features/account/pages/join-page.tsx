import { useState } from 'react';
import { useNavigate } from 'react-router';
import { joinPersonFormSchema } from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { SimpleAuthModal, type SimpleAuthOutput } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PhoneNumberField } from '../../../shared/ui/form/phone-number-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { AccountLayout } from '../components/account-layout.tsx';
import styles from '../components/sign-up.module.css';
import type { SignUpState } from '../utils/account-navigation.ts';

/** Step 1: who is joining, verified by simple auth. */
function VerifyStep({
  onVerified,
}: {
  onVerified: (person: { userName: string; verified: SimpleAuthOutput }) => void;
}) {
  const form = useContractForm(joinPersonFormSchema, { userName: '', phone: '' });
  const { errors } = form.formState;
  const [person, setPerson] = useState<{ userName: string; phone: string } | null>(null);
  const submit = form.handleSubmit((values) => setPerson(values));

  return (
    <AccountLayout
      title="회원가입"
      step={{ current: 1, total: 2 }}
      description="바로모바일 회선을 쓰고 계신 분만 가입할 수 있어요. 먼저 간편인증으로 본인인지 확인할게요."
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="이름"
          autoComplete="name"
          placeholder="홍길동"
          maxLength={30}
          {...form.register('userName')}
          error={errors.userName?.message}
        />
        <PhoneNumberField
          control={form.control}
          name="phone"
          label="휴대폰 번호"
          hint="바로모바일에서 개통한 번호를 입력해 주세요."
          error={errors.phone?.message}
        />
        <Button type="submit" size="lg" isBlock>
          간편인증하기
        </Button>
      </form>
      {person !== null && (
        <SimpleAuthModal
          userName={person.userName}
          userPhone={person.phone}
          onClose={() => setPerson(null)}
          onComplete={(verified) => {
            setPerson(null);
            onVerified({ userName: person.userName, verified });
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
