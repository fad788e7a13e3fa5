import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { joinPersonFormSchema, type SignUpFlow } from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useFlow } from '../../../shared/flow/use-flow.ts';
import { SimpleAuthModal } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PhoneNumberField } from '../../../shared/ui/form/phone-number-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { signUpFlowCalls, verifySignUp } from '../api/account-calls.ts';
import { AccountLayout } from '../components/account-layout.tsx';
import styles from '../components/sign-up.module.css';

export const joinPageTexts = {
  resume: msg`본인인증을 마친 회원가입이 있어요.`,
  resumeAction: msg`이어서 가입하기`,
} as const;

/** A sign-up verified earlier (another visit, before a reload) that can go on to its second step. */
function ResumeNotice({ signUp }: { signUp: SignUpFlow }) {
  const { i18n } = useLingui();
  const { maskedName, maskedPhone } = signUp.collected;
  return (
    <div className={styles.resume} role="status">
      <p className={styles.verified}>
        <ShieldIcon className={styles.verifiedIcon} />
        <span>
          <strong>{maskedName}</strong> · {maskedPhone}
          <span className={styles.verifiedLabel}> {i18n._(joinPageTexts.resume)}</span>
        </span>
      </p>
      <ButtonLink to="/user/login/password" variant="secondary" isBlock>
        {i18n._(joinPageTexts.resumeAction)}
      </ButtonLink>
    </div>
  );
}

/**
 * /user/login/simple: simple sign-up (spec §2.2), the sign-up flow's VERIFY step — who is joining, verified
 * by simple auth, then checked by the server to be a line holder without a login. CREDENTIALS, the ID and
 * password, is the spec's set-password screen /user/login/password. The server keeps where the sign-up is
 * (docs/flows.md), so a reload or a visit the next day goes on from there.
 */
export default function JoinPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signUp = useFlow(signUpFlowCalls);
  const form = useContractForm(joinPersonFormSchema, { userName: '', phone: '' });
  const { errors } = form.formState;
  const [person, setPerson] = useState<{ userName: string; phone: string } | null>(null);
  const submit = form.handleSubmit((values) => setPerson(values));
  const verify = useSubmission({
    send: (authSeq: string) => signUp.take((flowKey) => verifySignUp(flowKey, authSeq)),
    onSuccess: () => navigate('/user/login/password'),
  });

  return (
    <AccountLayout
      title={t`회원가입`}
      step={{ current: 1, total: 2 }}
      description={t`바로모바일 회선을 쓰고 계신 분만 가입할 수 있어요. 먼저 간편인증으로 본인인지 확인할게요.`}
    >
      {/* A device that holds a sign-up keeps the notice's room while the server is asked, so the form stays put. */}
      {signUp.isPending && <div className={styles.resumeWaiting} aria-hidden="true" />}
      {signUp.state?.step === 'CREDENTIALS' && <ResumeNotice signUp={signUp.state} />}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`이름`}
          autoComplete="name"
          placeholder={t`홍길동`}
          maxLength={30}
          {...form.register('userName')}
          error={errors.userName?.message}
        />
        <PhoneNumberField
          control={form.control}
          name="phone"
          label={t`휴대폰 번호`}
          hint={t`바로모바일에서 개통한 번호를 입력해 주세요.`}
          error={errors.phone?.message}
        />
        <Button type="submit" size="lg" isBlock disabled={verify.isSubmitting}>
          <Trans>간편인증하기</Trans>
        </Button>
      </form>
      {person !== null && (
        <SimpleAuthModal
          userName={person.userName}
          userPhone={person.phone}
          onClose={() => setPerson(null)}
          onComplete={(verified) => {
            setPerson(null);
            void verify.submit(verified.authSeq);
          }}
        />
      )}
    </AccountLayout>
  );
}
