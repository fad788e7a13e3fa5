import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type JoinResult,
  loginIdChecks,
  loginIdFieldSchema,
  messages,
  type SignUpFlow,
  type SignUpForm,
  signUpFormSchema,
  textOf,
} from '@mvno/contract';
import { failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import type { FlowHandle } from '../../../shared/flow/use-flow.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { RuleList } from '../../../shared/ui/form/rule-list.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { checkLoginId, finishSignUp } from '../api/account-calls.ts';
import type { LoginPageState } from '../utils/account-navigation.ts';
import { AccountLayout } from './account-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import styles from './sign-up.module.css';

export const joinTexts = {
  loginIdAvailable: msg`사용할 수 있는 아이디예요.`,
  joined: msg`회원가입이 완료되었어요. 새 아이디로 로그인해 주세요.`,
} as const;

/** Refusals that mean the flow is not where this screen thought: ask the server where it is. */
const flowMovedMessages = [messages.flowStepOutOfOrder, messages.identityVerificationRequired] as const;

/** Whether a refusal's words are one of the flow-moved messages (worded in the page's language). */
function isFlowMovedMessage(message: string): boolean {
  return flowMovedMessages.some((moved) => textOf(moved) === message);
}

/**
 * Sign-up's CREDENTIALS step on the set-password screen: the login ID and password, with the §5 rules shown
 * live, for the person the flow's VERIFY step proved (shown masked, as the server answers it).
 */
export function SignUpCredentialsForm({
  flow,
  flowKey,
  state,
}: {
  flow: FlowHandle<SignUpFlow>;
  flowKey: string;
  state: SignUpFlow;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loginIdRulesId = useId();
  const form = useContractForm(signUpFormSchema, {
    loginId: '',
    password: '',
    confirm: '',
    userEmail: '',
    isMarketingAgree: false,
  });
  const { errors } = form.formState;
  const [loginId, password, confirm] = useWatch({
    control: form.control,
    name: ['loginId', 'password', 'confirm'],
  });
  const [idCheck, setIdCheck] = useState<{ loginId: string; isAvailable: boolean } | null>(null);

  // What the server said about the ID now in the field (an answer about an earlier value does not count).
  const availability = idCheck?.loginId === loginId ? idCheck.isAvailable : undefined;

  const askAvailability = async (value: string): Promise<boolean | undefined> => {
    if (!loginIdFieldSchema.safeParse(value).success) return undefined;
    try {
      const answer = await checkLoginId(value);
      const isAvailable = answer.isLoginIdAvailable ?? false;
      setIdCheck({ loginId: value, isAvailable });
      if (!isAvailable) form.setError('loginId', { message: textOf(messages.loginIdTaken) });
      return isAvailable;
    } catch {
      // The join call checks again.
      return undefined;
    }
  };

  const signUp = useSubmission({
    send: (values: SignUpForm) =>
      finishSignUp(flowKey, {
        loginId: values.loginId,
        password: values.password,
        userEmail: values.userEmail,
        isMarketingAgree: values.isMarketingAgree,
      }),
    onSuccess: async (joined: JoinResult) => {
      flow.end();
      const loginPage: LoginPageState = { loginId: joined.loginId, notice: i18n._(joinTexts.joined) };
      await navigate('/user/login', { replace: true, state: loginPage });
    },
    // A taken ID belongs beside its field; anything else the server says goes in the alert (spec §8).
    onRefused: (failure) => {
      const message = failureMessageOf(failure) ?? '';
      if (isFlowMovedMessage(message)) void flow.refresh();
      if (message !== textOf(messages.loginIdTaken)) return false;
      form.setError('loginId', { message: textOf(messages.loginIdTaken) }, { shouldFocus: true });
      return true;
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if ((availability ?? (await askAvailability(values.loginId))) === false) {
      form.setFocus('loginId');
      return;
    }
    await signUp.submit(values);
  });

  const loginIdField = form.register('loginId', {
    // The ID has no spaces: they are dropped as typed.
    setValueAs: (value: string) => value.trim(),
    onBlur: (event: { target: { value: string } }) => void askAvailability(event.target.value.trim()),
  });

  return (
    <AccountLayout
      title={t`아이디와 비밀번호를 만들어 주세요`}
      step={{ current: 2, total: 2 }}
      description={t`다음부터는 이 아이디로 로그인해요.`}
    >
      <p className={styles.verified}>
        <ShieldIcon className={styles.verifiedIcon} />
        <span>
          <strong>{state.collected.maskedName}</strong> · {state.collected.maskedPhone}
          <span className={styles.verifiedLabel}>
            {' '}
            <Trans>본인인증 완료</Trans>
          </span>
        </span>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div>
          <TextField
            label={t`아이디`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`영문과 숫자 6~12자`}
            maxLength={12}
            {...loginIdField}
            error={errors.loginId?.message}
            success={availability === true ? i18n._(joinTexts.loginIdAvailable) : null}
            describedBy={loginIdRulesId}
          />
          <RuleList
            id={loginIdRulesId}
            label={t`아이디 조건`}
            rules={loginIdChecks(loginId)}
            isPristine={loginId === ''}
          />
        </div>
        <NewPasswordFields
          label={t`비밀번호`}
          register={form.register}
          errors={form.formState.errors}
          password={password}
          confirm={confirm}
        />
        <TextField
          label={t`이메일 (선택)`}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          hint={t`요금 안내와 공지를 받을 수 있어요.`}
          {...form.register('userEmail')}
          error={errors.userEmail?.message}
        />
        <Checkbox {...form.register('isMarketingAgree')}>
          <Trans>[선택] 혜택·이벤트 소식 받기</Trans>
        </Checkbox>
        <Button type="submit" size="lg" isBlock disabled={signUp.isSubmitting}>
          <Trans>가입하기</Trans>
        </Button>
      </form>
    </AccountLayout>
  );
}
