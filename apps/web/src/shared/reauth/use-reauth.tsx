import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { resultCodes, reauthPasswordFormSchema, type ReauthRequest } from '@mvno/contract';
import { ApiFailure, callApi } from '../api/client.ts';
import { failureMessageOf } from '../api/failure-alert.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useSubmission } from '../form/use-submission.ts';
import { Button } from '../ui/button.tsx';
import { PasswordField } from '../ui/form/password-field.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { PhoneAuthForm } from '../phone-auth/phone-auth-form.tsx';
import { useLoginUser } from '../session/session.ts';
import styles from './use-reauth.module.css';

const REAUTH_FORM_ID = 'reauth-form';

type ReauthMode = 'PASSWORD' | 'PHONE';

/** The password once more: a wrong one is said beside the field. */
function PasswordCheck({ onDone }: { onDone: (isConfirmed: boolean) => void }) {
  const { t } = useLingui();
  const form = useContractForm(reauthPasswordFormSchema, { password: '' });
  const confirm = useSubmission({
    send: (body: ReauthRequest) => callApi('reauthenticate', { body }),
    onSuccess: () => onDone(true),
    // A wrong password belongs beside the field; a lock-out or a lost connection goes in the alert.
    onRefused: (failure) => {
      if (!(failure instanceof ApiFailure) || failure.code !== resultCodes.businessFailure) return false;
      form.setError('password', { message: failureMessageOf(failure) ?? '' }, { shouldFocus: true });
      return true;
    },
  });
  const submit = form.handleSubmit((values) => confirm.submit(values));
  return (
    <form id={REAUTH_FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <PasswordField
        label={t`비밀번호`}
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className={styles.buttons}>
        <Button variant="outline" size="lg" onClick={() => onDone(false)}>
          <Trans>취소</Trans>
        </Button>
        <Button type="submit" size="lg" disabled={confirm.isSubmitting}>
          <Trans>확인</Trans>
        </Button>
      </div>
    </form>
  );
}

/** A text code to one of the subscriber's own numbers (the line in use's at first). */
function PhoneCheck({ onDone }: { onDone: (isConfirmed: boolean) => void }) {
  const { t } = useLingui();
  const phone = useLoginUser()?.loginServiceNumber ?? '';
  const confirm = useSubmission({
    send: (body: ReauthRequest) => callApi('reauthenticate', { body }),
    onSuccess: () => onDone(true),
  });
  return (
    <PhoneAuthForm
      purpose="REAUTH"
      initialPhone={phone}
      submitLabel={t`확인`}
      onVerified={({ authKey }) => confirm.submit({ authKey })}
    />
  );
}

/**
 * Asks the subscriber to confirm it is them (user/reauth): the password once more, or a text code to their
 * own number; `onDone(true)` once the server has confirmed it.
 */
function ReauthDialog({ onDone }: { onDone: (isConfirmed: boolean) => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<ReauthMode>('PASSWORD');
  return (
    <ModalDialog title={t`본인 확인`} onClose={() => onDone(false)}>
      <div className={styles.form}>
        <p className={styles.lead}>
          <Trans>안전을 위해 본인인지 한 번 더 확인해요. 확인하면 5분 동안 다시 묻지 않아요.</Trans>
        </p>
        <div className={styles.modes} role="group" aria-label={t`확인 방법`}>
          <Button
            variant={mode === 'PASSWORD' ? 'secondary' : 'ghost'}
            aria-pressed={mode === 'PASSWORD'}
            onClick={() => setMode('PASSWORD')}
          >
            <Trans>비밀번호로</Trans>
          </Button>
          <Button
            variant={mode === 'PHONE' ? 'secondary' : 'ghost'}
            aria-pressed={mode === 'PHONE'}
            onClick={() => setMode('PHONE')}
          >
            <Trans>휴대폰 문자로</Trans>
          </Button>
        </div>
        {mode === 'PASSWORD' ? <PasswordCheck onDone={onDone} /> : <PhoneCheck onDone={onDone} />}
      </div>
    </ModalDialog>
  );
}

/**
 * A money- or security-sensitive change asks the subscriber to confirm it is them when the server says so
 * (4031; within REAUTH_VALID_SECONDS of the last confirmation it goes ahead): `withReauth(send)` sends, and on
 * that answer shows the dialog, confirms the password or a text code with user/reauth and sends once more.
 * Giving up rejects quietly: nothing was changed and the subscriber knows why. Render `dialog` outside any
 * form: it holds forms of its own, and a form inside another does not submit in a browser.
 */
export function useReauth() {
  const [asking, setAsking] = useState<{ resolve: (isConfirmed: boolean) => void } | null>(null);

  const ask = () => new Promise<boolean>((resolve) => setAsking({ resolve }));

  async function withReauth<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (failure) {
      if (!(failure instanceof ApiFailure) || failure.code !== resultCodes.reauthRequired) throw failure;
      if (!(await ask())) throw new ApiFailure(failure.code, failure.message, failure.httpStatus, true);
      return send();
    }
  }

  const dialog =
    asking === null ? null : (
      <ReauthDialog
        onDone={(isConfirmed) => {
          asking.resolve(isConfirmed);
          setAsking(null);
        }}
      />
    );
  return { withReauth, dialog };
}
