import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  joinPersonFormSchema,
  type LossResult,
  type LossSuspensionRequest,
  type PauseCheck,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { SimpleAuthModal } from '../../../shared/simple-auth/simple-auth-modal.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PhoneNumberField } from '../../../shared/ui/form/phone-number-field.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { changeLossSuspension, pauseChecksQueryOptions } from '../api/pauses.ts';
import { LOSS_PATH, LOSS_SUCCESS_PATH } from '../pause-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './pause-pages.module.css';

/** Sends the report or the lift, then shows what it did. */
function useLossChange() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  return useSubmission({
    send: (body: LossSuspensionRequest, key: string) => changeLossSuspension(body, key),
    onSuccess: async (result: LossResult, body: LossSuspensionRequest) => {
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
      await navigate(LOSS_SUCCESS_PATH, { state: { result, userLineNo: body.userLineNo }, replace: true });
    },
  });
}

/** Reporting a line lost: what happens, then one tap. */
function SuspendForm({ check }: { check: PauseCheck }) {
  const change = useLossChange();
  return (
    <div className={screen.form}>
      <dl className={styles.summary}>
        <dt>
          <Trans>회선</Trans>
        </dt>
        <dd>{check.serviceNumber}</dd>
      </dl>
      <ul className={screen.rules}>
        <li>
          <Trans>지금 바로 전화, 문자, 데이터가 멈춰요.</Trans>
        </li>
        <li>
          <Trans>소액결제를 막고, 유료 부가서비스에도 가입할 수 없게 해요.</Trans>
        </li>
        <li>
          <Trans>휴대폰을 찾으면 간편인증으로 본인임을 확인한 뒤 풀 수 있어요.</Trans>
        </li>
      </ul>
      <Button
        size="lg"
        isBlock
        disabled={change.isSubmitting}
        onClick={() => void change.submit({ userLineNo: check.userLineNo, action: 'SUSPEND' })}
      >
        <Trans>분실정지하기</Trans>
      </Button>
    </div>
  );
}

/** Lifting a suspension: the holder's name and number, verified by simple auth, then the lift. */
function LiftForm({ check }: { check: PauseCheck }) {
  const { t } = useLingui();
  const change = useLossChange();
  const form = useContractForm(joinPersonFormSchema, { userName: '', phone: '' });
  const { errors } = form.formState;
  const [person, setPerson] = useState<{ userName: string; phone: string } | null>(null);
  const submit = form.handleSubmit((values) => setPerson(values));
  return (
    <>
      <form className={screen.form} noValidate onSubmit={(event) => void submit(event)}>
        <dl className={styles.summary}>
          <dt>
            <Trans>회선</Trans>
          </dt>
          <dd>{check.serviceNumber}</dd>
        </dl>
        <p className={screen.note}>
          <Trans>
            휴대폰을 가진 사람이 명의자가 아닐 수도 있어서, 간편인증으로 명의자 본인임을 확인한 뒤에 풀어
            드려요.
          </Trans>
        </p>
        <TextField
          label={t`명의자 이름`}
          autoComplete="name"
          maxLength={30}
          {...form.register('userName')}
          error={errors.userName?.message}
        />
        <PhoneNumberField
          control={form.control}
          name="phone"
          label={t`명의자 휴대폰 번호`}
          hint={t`바로모바일에서 쓰는 번호 중 하나를 입력해 주세요.`}
          error={errors.phone?.message}
        />
        <Button type="submit" size="lg" isBlock disabled={change.isSubmitting}>
          <Trans>간편인증하고 분실정지 풀기</Trans>
        </Button>
      </form>
      {/* Outside the form: the modal has forms of its own. */}
      {person !== null && (
        <SimpleAuthModal
          userName={person.userName}
          userPhone={person.phone}
          onClose={() => setPerson(null)}
          onComplete={(verified) => {
            setPerson(null);
            void change.submit({ userLineNo: check.userLineNo, action: 'LIFT', authSeq: verified.authSeq });
          }}
        />
      )}
    </>
  );
}

/**
 * /my-page/my-info/service/pause/loss/form (spec §2.2): report the line named by `?line=` lost, or with
 * `action=LIFT` lift its suspension after the holder's simple auth (docs/self-care-rules.md).
 */
export default function LossFormPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const [search] = useSearchParams();
  const checks = useQuery(pauseChecksQueryOptions(lineInUseNo, true));
  const asked = Number(search.get('line'));
  const isLift = search.get('action') === 'LIFT';
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={isLift ? t`분실정지 풀기` : t`분실 신고`} />
      <QueryState
        query={checks}
        failedTitle={t`회선 정보를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => {
          const check = list.find((one) => one.userLineNo === asked);
          const isLost = check?.running?.kind === 'LOSS';
          if (check === undefined || isLost !== isLift || check.lineStatus === 'TERMINATED')
            return (
              <StatusMessage
                headingLevel="h2"
                title={isLift ? t`분실정지 중인 회선이 아니에요` : t`분실 신고할 수 없는 회선이에요`}
                description={t`분실 신고 화면에서 회선을 다시 골라 주세요.`}
                action={<ButtonLink to={LOSS_PATH}>{t`분실 신고로 돌아가기`}</ButtonLink>}
              />
            );
          return isLift ? <LiftForm check={check} /> : <SuspendForm check={check} />;
        }}
      </QueryState>
    </PageContainer>
  );
}
