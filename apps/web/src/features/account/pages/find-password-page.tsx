import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { PhoneAuthForm } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { AccountLayout } from '../components/account-layout.tsx';
import type { ResetPasswordState } from '../utils/account-navigation.ts';
import styles from './find-password-page.module.css';

/** /user/find: password recovery, step 1 — prove the phone number of a line by a text message code. */
export default function FindPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AccountLayout
      title={t`아이디·비밀번호 찾기`}
      step={{ current: 1, total: 2 }}
      description={t`가입할 때 인증한 휴대폰 번호로 인증번호를 보내 드려요. 인증하면 아이디를 알려 드리고 새 비밀번호를 설정할 수 있어요.`}
    >
      <PhoneAuthForm
        purpose="PASSWORD"
        submitLabel={t`다음`}
        onVerified={async ({ phone, authKey }) => {
          const state: ResetPasswordState = { phone, authKey };
          await navigate('/user/find/form', { state });
        }}
      />
      <p className={styles.help}>
        <Trans>
          휴대폰 번호가 바뀌었거나 문자를 받을 수 없다면 고객센터로 문의해 주세요.{' '}
          <Link to="/customer/faq" className={styles.link}>
            자주 묻는 질문
          </Link>
        </Trans>
      </p>
    </AccountLayout>
  );
}
