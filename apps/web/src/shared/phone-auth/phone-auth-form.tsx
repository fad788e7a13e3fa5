import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import type { LoginAuthStep, PhoneAuthPurpose } from '@mvno/contract';
import {
  messages,
  PHONE_AUTH_CODE_LENGTH,
  PHONE_AUTH_EXPIRY_SECONDS,
  phoneAuthFormSchema,
  type PhoneAuthSent,
  type PhoneAuthVerified,
  textOf,
} from '@mvno/contract';
import { useContractForm } from '../form/use-contract-form.ts';
import { useSubmission } from '../form/use-submission.ts';
import { useNow } from '../hooks/use-now.ts';
import { Button } from '../ui/button.tsx';
import { phoneDigitsOf } from '../ui/form/phone-input.ts';
import { PhoneNumberField } from '../ui/form/phone-number-field.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import { checkPhoneAuth, sendPhoneAuth } from './phone-auth-api.ts';
import styles from './phone-auth-form.module.css';

const codeLength = PHONE_AUTH_CODE_LENGTH;

export const phoneAuthTexts = {
  sent: msg`인증번호를 보냈어요. 문자로 받은 ${codeLength}자리 숫자를 입력해 주세요.`,
} as const;

interface SentCode {
  /** Client clock times (ms): when the code was sent, stops working, and when another can be asked for. */
  sentAt: number;
  deadline: number;
  resendAt: number;
}

export interface PhoneAuthFormProps {
  purpose: PhoneAuthPurpose;
  initialPhone?: string;
  /** The last button's text once the code is sent ('로그인', '다음'). */
  submitLabel: string;
  /** The code was right: the number and the one-time proof of it. */
  onVerified: (result: { phone: string; authKey: string }) => Promise<void> | void;
  /** Shown above the last button (options such as 'save phone'). */
  children?: ReactNode;
}

function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Phone auth by text message (spec §7 common/send/phone/auth and check): PRE_AUTH (before the request),
 * SEND_AUTH (requesting), SUCCESS_AUTH (sent: the code field, its 3-minute timer and a resend after the
 * cool-down).
 */
export function PhoneAuthForm({
  purpose,
  initialPhone = '',
  submitLabel,
  onVerified,
  children,
}: PhoneAuthFormProps) {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const [step, setStep] = useState<LoginAuthStep>('PRE_AUTH');
  const form = useContractForm(phoneAuthFormSchema, { phone: phoneDigitsOf(initialPhone), code: '' });
  const { errors } = form.formState;
  const [sent, setSent] = useState<SentCode | null>(null);
  const now = useNow(1000, sent !== null);

  // The clock ticks from its last reading; until its first tick after sending, the sending time stands.
  const current = sent === null ? now : Math.max(now, sent.sentAt);
  const remainingMs = sent === null ? 0 : sent.deadline - current;
  const resendInMs = sent === null ? 0 : sent.resendAt - current;
  const isExpired = sent !== null && remainingMs <= 0;

  const sending = useSubmission({
    send: (phone: string) => sendPhoneAuth({ purpose, phone }),
    onSuccess: (answer: PhoneAuthSent) => {
      // Durations from the server's own times, laid on this device's clock (the two clocks may differ).
      const sentAt = Date.now();
      const issuedAt = Date.parse(answer.expiresAt) - PHONE_AUTH_EXPIRY_SECONDS * 1000;
      setSent({
        sentAt,
        deadline: sentAt + PHONE_AUTH_EXPIRY_SECONDS * 1000,
        resendAt: sentAt + Math.max(0, Date.parse(answer.resendAvailableAt) - issuedAt),
      });
      form.resetField('code');
      setStep('SUCCESS_AUTH');
    },
    // A refused resend keeps the code already sent; a refused first send goes back to asking.
    onRefused: () => {
      setStep(sent === null ? 'PRE_AUTH' : 'SUCCESS_AUTH');
      return false;
    },
  });
  const checking = useSubmission({
    send: (request: { phone: string; code: string }) => checkPhoneAuth({ purpose, ...request }),
    onSuccess: ({ authKey }: PhoneAuthVerified, { phone }) => onVerified({ phone, authKey }),
  });

  const send = async () => {
    if (!(await form.trigger('phone', { shouldFocus: true }))) return;
    setStep('SEND_AUTH');
    await sending.submit(form.getValues('phone'));
  };

  const verify = async () => {
    if (isExpired) {
      form.setError('code', { message: textOf(messages.phoneAuthExpired) }, { shouldFocus: true });
      return;
    }
    if (!(await form.trigger('code', { shouldFocus: true }))) return;
    await checking.submit(form.getValues());
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'SUCCESS_AUTH') void verify();
    else if (step === 'PRE_AUTH') void send();
  };

  const isSent = step === 'SUCCESS_AUTH';
  const resendSeconds = Math.ceil(resendInMs / 1000);
  const remaining = formatRemaining(remainingMs);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <PhoneNumberField
        control={form.control}
        name="phone"
        label={t`휴대폰 번호`}
        error={errors.phone?.message}
        onDigitsChange={() => {
          // A code belongs to the number it was sent to.
          if (step !== 'PRE_AUTH') {
            setStep('PRE_AUTH');
            setSent(null);
          }
        }}
        trailing={
          isSent ? (
            <button
              type="button"
              className={styles.resend}
              disabled={resendInMs > 0}
              onClick={() => void send()}
            >
              {resendInMs > 0 ? t`재전송 ${resendSeconds}초` : t`재전송`}
            </button>
          ) : undefined
        }
      />

      <p id={statusId} className="visually-hidden" role="status">
        {isSent ? i18n._(phoneAuthTexts.sent) : ''}
      </p>

      {isSent && (
        <TextField
          label={t`인증번호`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t`숫자 ${codeLength}자리`}
          maxLength={PHONE_AUTH_CODE_LENGTH}
          autoFocus
          {...form.register('code', {
            setValueAs: (value: string) => value.replace(/\D/g, '').slice(0, PHONE_AUTH_CODE_LENGTH),
          })}
          error={errors.code?.message ?? (isExpired ? textOf(messages.phoneAuthExpired) : null)}
          hint={t`문자가 오지 않으면 스팸 문자함을 확인하거나 재전송을 눌러 주세요.`}
          trailing={
            <span className={styles.timer} aria-label={t`남은 시간 ${remaining}`} role="timer">
              {remaining}
            </span>
          }
        />
      )}

      {children}

      <Button type="submit" size="lg" isBlock disabled={step === 'SEND_AUTH' || checking.isSubmitting}>
        {step === 'SEND_AUTH' ? t`인증번호 보내는 중…` : isSent ? submitLabel : t`인증번호 받기`}
      </Button>
    </form>
  );
}
