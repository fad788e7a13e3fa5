import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { resultCodes, reauthRequestSchema, type ReauthRequest } from '@mvno/contract';
import { ApiFailure, callApi } from '../api/client.ts';
import { failureMessageOf } from '../api/failure-alert.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useSubmission } from '../form/use-submission.ts';
import { Button } from '../ui/button.tsx';
import { PasswordField } from '../ui/form/password-field.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import styles from './use-reauth.module.css';

const REAUTH_FORM_ID = 'reauth-form';

/** Asks for the password once more (user/reauth); `onDone(true)` once the server has confirmed it. */
function ReauthDialog({ onDone }: { onDone: (isConfirmed: boolean) => void }) {
  const { t } = useLingui();
  const form = useContractForm(reauthRequestSchema, { password: '' });
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
    <ModalDialog
      title={t`비밀번호 확인`}
      onClose={() => onDone(false)}
      footer={
        <div className={styles.buttons}>
          <Button variant="outline" size="lg" onClick={() => onDone(false)}>
            <Trans>취소</Trans>
          </Button>
          <Button type="submit" form={REAUTH_FORM_ID} size="lg" disabled={confirm.isSubmitting}>
            <Trans>확인</Trans>
          </Button>
        </div>
      }
    >
      <form id={REAUTH_FORM_ID} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.lead}>
          <Trans>안전을 위해 비밀번호를 한 번 더 확인해 주세요. 확인하면 5분 동안 다시 묻지 않아요.</Trans>
        </p>
        <PasswordField
          label={t`비밀번호`}
          autoComplete="current-password"
          autoFocus
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
      </form>
    </ModalDialog>
  );
}

/**
 * A money- or security-sensitive change asks for the password again when the server says so (4031, within
 * REAUTH_VALID_SECONDS of the last confirmation it goes ahead): `withReauth(send)` sends, and on that answer
 * shows the dialog, confirms the password with user/reauth and sends once more. Render `dialog`. Giving up
 * rejects quietly: nothing was changed and the subscriber knows why. Render `dialog` outside any form: it
 * holds a form of its own, and a form inside another does not submit in a browser.
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
