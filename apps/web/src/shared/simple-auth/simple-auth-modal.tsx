import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { SimpleAuthProvider, SimpleAuthRequested, SimpleAuthResult } from '@mvno/contract';
import {
  identityResultCodes,
  maskName,
  maskPhoneNumber,
  messages,
  simpleAuthFormSchema,
  simpleAuthProviders,
  textOf,
} from '@mvno/contract';
import { useContractForm } from '../form/use-contract-form.ts';
import { useSubmission } from '../form/use-submission.ts';
import { showAlert } from '../modal/modal-store.ts';
import { Button } from '../ui/button.tsx';
import { classNames } from '../ui/class-names.ts';
import { Checkbox } from '../ui/form/checkbox.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { findSimpleAuthResult, requestSimpleAuth } from './simple-auth-api.ts';
import { TermsViewer } from '../terms/terms-viewer.tsx';
import {
  consentLeadOf,
  consentNames,
  consentTermsTypes,
  providerInfo,
  type ConsentKind,
} from './simple-auth-terms.ts';
import styles from './simple-auth-modal.module.css';

/** What the caller gets once the person is verified (spec §3 auth callback output). */
export interface SimpleAuthOutput {
  authSeq: string;
  authType: SimpleAuthProvider;
  ci: string;
  phone: string;
}

interface SimpleAuthModalProps {
  /** The person to verify, as typed on the page; the provider's answers must name the same person. */
  userName: string;
  userPhone: string;
  onClose: () => void;
  onComplete: (output: SimpleAuthOutput) => void;
}

export const simpleAuthTexts = {
  pendingHint: msg`앱에서 인증을 마치지 않았다면, 인증을 마친 뒤 다시 눌러 주세요.`,
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The provider's answer is about the person on the page: same name, same number (spec §5). */
function isSamePerson(answer: { userName: string; userPhone: string }, userName: string, userPhone: string) {
  return answer.userName.trim() === userName.trim() && digitsOf(answer.userPhone) === digitsOf(userPhone);
}

/**
 * The simple-authentication modal of spec §2.4 and §5. Step 1: choose NAVER, PASS, KB or TOSS, agree to
 * both terms (each with its viewer; 'agree to all' ticks both) and request. Step 2: approve in the app, then
 * confirm. Every check's message is the spec's, word for word.
 */
export function SimpleAuthModal({ userName, userPhone, onClose, onComplete }: SimpleAuthModalProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const form = useContractForm(simpleAuthFormSchema, { privacy: false, thirdParty: false });
  const [chosen, privacy, thirdParty] = useWatch({
    control: form.control,
    name: ['provider', 'privacy', 'thirdParty'],
  });
  // No app is chosen until the person picks one: the form starts without it.
  const provider = simpleAuthProviders.find((code) => code === chosen);
  const [viewing, setViewing] = useState<ConsentKind | null>(null);
  const [requested, setRequested] = useState<SimpleAuthRequested | null>(null);
  // What the last step said beyond the form's own checks: a refused verification, and what to do next.
  const [notice, setNotice] = useState<{ message: string; hint: string | null } | null>(null);

  const isAllAgreed = privacy && thirdParty;
  const { errors } = form.formState;
  const formError = errors.provider?.message ?? errors.privacy?.message ?? errors.thirdParty?.message;
  const error = notice?.message ?? formError ?? null;
  const hint = notice?.hint ?? null;

  /** Any change starts over: the messages of the last try no longer apply. */
  const clearMessages = () => {
    setNotice(null);
    form.clearErrors();
  };
  const showError = (message: string, nextHint: string | null = null) =>
    setNotice({ message, hint: nextHint });

  const openTerms = (kind: ConsentKind) => {
    if (provider === undefined) {
      showError(textOf(messages.simpleAuthChooseProviderForTerms));
      return;
    }
    clearMessages();
    setViewing(kind);
  };

  const requesting = useSubmission({
    send: (directAgency: SimpleAuthProvider) =>
      requestSimpleAuth({ directAgency, userName: userName.trim(), userPhone }),
    onSuccess: (answer: SimpleAuthRequested | undefined) => {
      if (
        answer === undefined ||
        answer.resultCode !== identityResultCodes.success ||
        !isSamePerson(answer, userName, userPhone)
      ) {
        showError(textOf(messages.simpleAuthInvalid));
        return;
      }
      setRequested(answer);
    },
  });
  const request = form.handleSubmit((values) => {
    clearMessages();
    return requesting.submit(values.provider);
  });

  const confirming = useSubmission({
    send: (authSeq: string) => findSimpleAuthResult(authSeq),
    onSuccess: async (result: SimpleAuthResult | undefined) => {
      if (
        requested === null ||
        result === undefined ||
        result.authSeq !== requested.authSeq ||
        !isSamePerson(result, userName, userPhone) ||
        result.resultCode !== identityResultCodes.success
      ) {
        showError(
          textOf(messages.simpleAuthInvalid),
          result?.resultCode === identityResultCodes.pending ? i18n._(simpleAuthTexts.pendingHint) : null,
        );
        return;
      }
      await showAlert(textOf(messages.simpleAuthComplete));
      onComplete({
        authSeq: result.authSeq,
        authType: requested.directAgency,
        ci: result.userCi,
        phone: digitsOf(result.userPhone),
      });
    },
  });
  const confirm = async () => {
    // The request of step 1 must exist and be about this person (spec §5).
    if (requested === null || !isSamePerson(requested, userName, userPhone)) {
      showError(textOf(messages.simpleAuthInvalid));
      return;
    }
    clearMessages();
    await confirming.submit(requested.authSeq);
  };
  const isBusy = requesting.isSubmitting || confirming.isSubmitting;

  const errorBox = (
    <div id={errorId} className={styles.errorBox} role="alert">
      {error !== null && (
        <>
          <p className={styles.error}>{error}</p>
          {hint !== null && <p className={styles.errorHint}>{hint}</p>}
        </>
      )}
    </div>
  );

  if (requested !== null) {
    const info = providerInfo[requested.directAgency];
    const appName = i18n._(info.appName);
    const providerLabel = i18n._(info.label);
    return (
      <ModalDialog
        title={t`간편인증`}
        onClose={onClose}
        footer={
          <>
            <Button
              variant="outline"
              size="lg"
              disabled={isBusy}
              onClick={() => {
                setRequested(null);
                clearMessages();
              }}
            >
              <Trans>처음부터 다시</Trans>
            </Button>
            <Button size="lg" disabled={isBusy} aria-describedby={errorId} onClick={() => void confirm()}>
              <Trans>인증 완료</Trans>
            </Button>
          </>
        }
      >
        <div className={styles.waiting}>
          <span className={styles.bigMark} style={{ background: info.color }} aria-hidden="true">
            {info.mark}
          </span>
          <p className={styles.waitingTitle}>
            <Trans>{appName}에서 인증을 진행해 주세요</Trans>
          </p>
          <p className={styles.waitingPerson}>
            {maskName(userName.trim())} · {maskPhoneNumber(userPhone)}
          </p>
        </div>
        <ol className={styles.howTo}>
          <li>
            <Trans>휴대폰으로 온 {providerLabel} 인증 알림을 눌러요.</Trans>
          </li>
          <li>
            <Trans>앱에서 안내에 따라 인증을 마쳐요.</Trans>
          </li>
          <li>
            <Trans>이 화면으로 돌아와 아래 ‘인증 완료’를 눌러요.</Trans>
          </li>
        </ol>
        {errorBox}
      </ModalDialog>
    );
  }

  const providerName = provider === undefined ? '' : i18n._(providerInfo[provider].label);
  const viewerTitle =
    viewing === 'privacy'
      ? t`${providerName} 개인정보 수집·이용 동의`
      : t`${providerName} 개인정보 제3자 제공 동의`;

  return (
    <>
      <ModalDialog
        title={t`간편인증`}
        onClose={onClose}
        footer={
          <Button
            size="lg"
            disabled={isBusy}
            aria-describedby={errorId}
            onClick={(event) => void request(event)}
          >
            <Trans>인증 요청</Trans>
          </Button>
        }
      >
        <fieldset className={styles.providers}>
          <legend className={styles.legend}>
            <Trans>인증할 앱을 선택해 주세요</Trans>
          </legend>
          <div className={styles.providerGrid}>
            {simpleAuthProviders.map((code) => {
              const info = providerInfo[code];
              return (
                <label
                  key={code}
                  className={classNames(styles.provider, provider === code && styles.providerChosen)}
                >
                  <input
                    type="radio"
                    value={code}
                    className={styles.providerInput}
                    {...form.register('provider', { onChange: clearMessages })}
                  />
                  <span className={styles.mark} style={{ background: info.color }} aria-hidden="true">
                    {info.mark}
                  </span>
                  <span className={styles.providerLabel}>{i18n._(info.label)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset className={styles.consents}>
          <legend className="visually-hidden">
            <Trans>약관 동의</Trans>
          </legend>
          <Checkbox
            look="strong"
            checked={isAllAgreed}
            onChange={(event) => {
              form.setValue('privacy', event.target.checked);
              form.setValue('thirdParty', event.target.checked);
              clearMessages();
            }}
          >
            <Trans>전체 동의</Trans>
          </Checkbox>
          <ul className={styles.consentList}>
            {(['privacy', 'thirdParty'] as const).map((kind) => {
              const consentName = i18n._(consentNames[kind]);
              return (
                <li key={kind} className={styles.consentRow}>
                  <Checkbox {...form.register(kind, { onChange: clearMessages })}>
                    <Trans>[필수] {consentName}</Trans>
                  </Checkbox>
                  <button
                    type="button"
                    className={styles.view}
                    aria-label={t`${consentName} 내용 보기`}
                    onClick={() => openTerms(kind)}
                  >
                    <Trans>보기</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {errorBox}
      </ModalDialog>

      {viewing !== null && provider !== undefined && (
        <ModalDialog
          title={viewerTitle}
          size="lg"
          onClose={() => setViewing(null)}
          footer={
            <Button size="lg" onClick={() => setViewing(null)}>
              <Trans>확인</Trans>
            </Button>
          }
        >
          <p className={styles.termsLead}>{consentLeadOf(viewing, provider)}</p>
          <TermsViewer request={{ type: consentTermsTypes[viewing] }} headingLevel="h3" isCompact />
        </ModalDialog>
      )}
    </>
  );
}
