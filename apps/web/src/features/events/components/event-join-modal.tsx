import {
  EVENT_PRIVACY_RETENTION_MONTHS,
  joinEventFormSchema,
  type EventEntry,
  type JoinEventRequest,
} from '@mvno/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { TermsViewer } from '../../../shared/terms/terms-viewer.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { joinEvent } from '../api/event-entries.ts';
import styles from './event-modals.module.css';

interface EventJoinModalProps {
  eventNo: number;
  eventTitle: string;
  /** The button that sends the entry ('응모하기', '선착순 신청하기', …). */
  joinLabel: string;
  onJoined: (entry: EventEntry) => void;
  onClose: () => void;
}

/**
 * The event terms of spec §2.4: the entrant's name and number are collected to run the event and kept until
 * six months after it ends (required); marketing use is optional. Entering sends both answers; the server
 * checks the required one again.
 */
export function EventJoinModal({ eventNo, eventTitle, joinLabel, onJoined, onClose }: EventJoinModalProps) {
  const { t } = useLingui();
  const months = EVENT_PRIVACY_RETENTION_MONTHS;
  const form = useContractForm(joinEventFormSchema, { isPrivacyAgree: false, isMarketingAgree: false });
  const [isViewingMarketing, setIsViewingMarketing] = useState(false);
  const [isPrivacyAgree, isMarketingAgree] = form.watch(['isPrivacyAgree', 'isMarketingAgree']);
  const privacyError = form.formState.errors.isPrivacyAgree?.message;

  // One tap sends one entry; a refusal is shown in the server's words.
  const submission = useSubmission({
    send: (request: JoinEventRequest) => joinEvent(eventNo, request),
    onSuccess: (entry: EventEntry) => onJoined(entry),
  });
  const send = form.handleSubmit((request) => submission.submit(request));

  if (isViewingMarketing) {
    // The marketing terms as every consent shows them: the one terms viewer, read from the server.
    return (
      <ModalDialog title={t`마케팅 정보 수신 동의`} onClose={() => setIsViewingMarketing(false)} size="lg">
        <TermsViewer request={{ type: 'MARKETING' }} headingLevel="h3" isCompact />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      title={t`이벤트 참여 동의`}
      onClose={onClose}
      footer={
        <Button type="submit" form="event-join-form" size="lg" isBlock disabled={submission.isSubmitting}>
          {joinLabel}
        </Button>
      }
    >
      <form id="event-join-form" className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        <p className={styles.lead}>
          <Trans>
            <strong>{eventTitle}</strong>에 참여하려면 아래 내용에 동의해 주세요.
          </Trans>
        </p>
        <Checkbox
          look="strong"
          checked={isPrivacyAgree && isMarketingAgree}
          onChange={(event) => {
            form.setValue('isPrivacyAgree', event.target.checked, { shouldValidate: event.target.checked });
            form.setValue('isMarketingAgree', event.target.checked);
          }}
        >
          <Trans>전체 동의</Trans>
        </Checkbox>
        <fieldset className={styles.consent}>
          <legend className="visually-hidden">
            <Trans>동의 항목</Trans>
          </legend>
          <Checkbox
            {...form.register('isPrivacyAgree')}
            aria-invalid={privacyError === undefined ? undefined : true}
            aria-describedby="event-privacy-terms event-privacy-error"
          >
            <Trans>[필수] 이벤트 참여를 위한 개인정보 수집·이용 동의</Trans>
          </Checkbox>
          <table id="event-privacy-terms" className={styles.terms}>
            <caption className="visually-hidden">
              <Trans>개인정보 수집·이용 안내</Trans>
            </caption>
            <tbody>
              <tr>
                <th scope="row">
                  <Trans>수집 항목</Trans>
                </th>
                <td>
                  <Trans>이름, 휴대폰 번호</Trans>
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>이용 목적</Trans>
                </th>
                <td>
                  <Trans>이벤트 참여 확인, 당첨 안내와 경품 발송</Trans>
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>보유 기간</Trans>
                </th>
                <td>
                  <Trans>
                    <strong>이벤트 종료 후 {months}개월</strong>까지 보관한 뒤 지워요.
                  </Trans>
                </td>
              </tr>
            </tbody>
          </table>
          <p className={styles.note}>
            <Trans>동의하지 않을 수 있지만, 동의하지 않으면 이벤트에 참여할 수 없어요.</Trans>
          </p>
          <p id="event-privacy-error" className={styles.error} aria-live="polite">
            {privacyError ?? null}
          </p>
          <div className={styles.consentRow}>
            <Checkbox {...form.register('isMarketingAgree')}>
              <Trans>[선택] 마케팅 정보 수신 동의</Trans>
            </Checkbox>
            <button
              type="button"
              className={styles.view}
              aria-label={t`마케팅 정보 수신 동의 내용 보기`}
              onClick={() => setIsViewingMarketing(true)}
            >
              <Trans>내용 보기</Trans>
            </button>
          </div>
          <p className={styles.note}>
            <Trans>
              새 요금제와 이벤트 소식을 문자로 받아요. 동의하지 않아도 참여할 수 있고, 마이페이지에서 언제든
              바꿀 수 있어요.
            </Trans>
          </p>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
