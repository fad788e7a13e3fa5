import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest, LoginType } from '@mvno/contract';
import { idLoginFormSchema, resultCodes } from '@mvno/contract';
import { ApiFailure } from '../../../shared/api/client.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { PhoneAuthForm } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { readReturnPath } from '../../../shared/session/return-path.ts';
import { readSavedPhone } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { login as logIn } from '../api/login.ts';
import { AccountLayout, FormNotice } from '../components/account-layout.tsx';
import { loginPageStateOf } from '../utils/account-navigation.ts';
import { useTabKeys } from '../../../shared/hooks/use-tab-keys.ts';
import styles from './login-page.module.css';

const methods: { type: LoginType; label: MessageDescriptor }[] = [
  { type: 'ID', label: msg`아이디 로그인` },
  { type: 'PHONE', label: msg`휴대폰 번호 로그인` },
];

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnPath = readReturnPath(searchParams);
  const handedOver = loginPageStateOf(location.state);
  const tabsId = useId();

  const [savedPhone] = useState(readSavedPhone);
  const [method, setMethod] = useState<LoginType>('ID');
  const form = useContractForm(idLoginFormSchema, {
    loginId: handedOver?.loginId ?? '',
    password: '',
    isSavePhone: savedPhone !== undefined,
    isAutoLogin: false,
  });
  const { errors } = form.formState;

  /** Logs in; a refusal is shown in the alert, in the server’s words (spec §8). */
  const login = useSubmission({
    send: async (request: LoginRequest) => {
      const choices = {
        isSavePhone: form.getValues('isSavePhone'),
        isAutoLogin: form.getValues('isAutoLogin'),
      };
      const envelope = await logIn(request, choices);
      // The login hands its refusal back as the envelope: a failure of the submission like any other.
      if (envelope.code !== resultCodes.success) throw new ApiFailure(envelope.code, envelope.message, 200);
    },
    onSuccess: () => navigate(returnPath, { replace: true }),
  });

  const submitId = form.handleSubmit(({ loginId, password, isSavePhone }) =>
    login.submit({
      loginType: 'ID',
      loginId,
      password,
      isSavePhone,
      ...(savedPhone === undefined ? {} : { serviceNumber: savedPhone }),
    }),
  );

  const tabKeys = useTabKeys<LoginType, HTMLButtonElement>(
    methods.map((item) => item.type),
    setMethod,
  );

  const options = (
    <div className={styles.options}>
      <Checkbox {...form.register('isSavePhone')}>
        <Trans>휴대폰 번호 저장</Trans>
      </Checkbox>
      <Checkbox {...form.register('isAutoLogin')}>
        <Trans>자동 로그인</Trans>
      </Checkbox>
    </div>
  );

  return (
    <AccountLayout
      title={t`로그인`}
      description={t`바로모바일 회원으로 로그인하고 요금과 사용량을 한눈에 확인하세요.`}
    >
      {handedOver !== undefined && <FormNotice kind="success">{handedOver.notice}</FormNotice>}

      <div className={styles.tabs} role="tablist" aria-label={t`로그인 방법`}>
        {methods.map((item, index) => (
          <button
            key={item.type}
            ref={tabKeys.refOf(index)}
            type="button"
            role="tab"
            id={`${tabsId}-tab-${item.type}`}
            aria-controls={`${tabsId}-panel-${item.type}`}
            aria-selected={method === item.type}
            tabIndex={method === item.type ? 0 : -1}
            className={styles.tab}
            onClick={() => setMethod(item.type)}
            onKeyDown={(event) => tabKeys.onKeyDown(event, index)}
          >
            {i18n._(item.label)}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${tabsId}-panel-${method}`}
        aria-labelledby={`${tabsId}-tab-${method}`}
        className={styles.panel}
      >
        {method === 'ID' ? (
          <form className={styles.form} noValidate onSubmit={(event) => void submitId(event)}>
            <TextField
              label={t`아이디`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t`영문과 숫자 6~12자`}
              maxLength={12}
              {...form.register('loginId')}
              error={errors.loginId?.message}
            />
            <PasswordField
              label={t`비밀번호`}
              autoComplete="current-password"
              placeholder={t`영문, 숫자, 특수문자 8~16자`}
              maxLength={16}
              // Arriving from sign-up or recovery the ID is filled in: the password is what is left.
              autoFocus={handedOver !== undefined}
              {...form.register('password')}
              error={errors.password?.message}
            />
            {options}
            <Button type="submit" size="lg" isBlock disabled={login.isSubmitting}>
              <Trans>로그인</Trans>
            </Button>
          </form>
        ) : (
          <PhoneAuthForm
            purpose="LOGIN"
            initialPhone={savedPhone}
            submitLabel={t`로그인`}
            onVerified={({ phone, authKey }) =>
              login.submit({
                loginType: 'PHONE',
                serviceNumber: phone,
                authKey,
                isSavePhone: form.getValues('isSavePhone'),
              })
            }
          >
            {options}
          </PhoneAuthForm>
        )}
      </div>

      <ul className={styles.links}>
        <li>
          <Link to="/user/find" className={styles.link}>
            <Trans>아이디·비밀번호 찾기</Trans>
          </Link>
        </li>
        <li>
          <Link to="/user/login/simple" className={styles.link}>
            <Trans>회원가입</Trans>
          </Link>
        </li>
      </ul>
      <p className={styles.join}>
        <Trans>바로모바일 회선을 쓰고 계신다면 간편인증으로 1분 만에 가입할 수 있어요.</Trans>
      </p>
    </AccountLayout>
  );
}
