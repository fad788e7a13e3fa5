import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatWon, type PlanChangeCheck, type PlanChangeResult } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { cancelPlanChange, planChangeCheckQueryOptions } from '../api/plan-changes.ts';
import { PLAN_CHANGE_FORM_PATH } from '../plan-change-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './plan-change-pages.module.css';

/** Asks before a booked change is withdrawn, then withdraws it. */
function WithdrawDialog({
  check,
  onClose,
  onDone,
}: {
  check: PlanChangeCheck;
  onClose: () => void;
  onDone: (result: PlanChangeResult) => void;
}) {
  const { t } = useLingui();
  const withdraw = useSubmission({
    send: (userLineNo: number, key: string) => cancelPlanChange({ userLineNo }, key),
    onSuccess: onDone,
  });
  const current = check.currentPlan.planName;
  return (
    <ModalDialog
      title={t`요금제 변경 예약을 취소할까요?`}
      onClose={onClose}
      footer={
        <div className={screen.actions}>
          <Button variant="outline" onClick={onClose}>
            <Trans>그대로 둘게요</Trans>
          </Button>
          <Button disabled={withdraw.isSubmitting} onClick={() => void withdraw.submit(check.userLineNo)}>
            <Trans>예약 취소하기</Trans>
          </Button>
        </div>
      }
    >
      <p className={styles.muted}>
        <Trans>지금 요금제 {current}을 그대로 쓰고, 이번 달에 다시 바꿀 수 있어요.</Trans>
      </p>
    </ModalDialog>
  );
}

/**
 * /my-page/my-info/plan (spec §2.2; the header's 요금제 변경 quick link): the line in use's plan, a change
 * booked for the 1st with the way to withdraw it, and whether the plan can be changed now.
 */
export default function PlanChangePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const queryClient = useQueryClient();
  const check = useQuery(planChangeCheckQueryOptions(lineInUseNo));
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const [done, setDone] = useState<string | undefined>(undefined);

  const onWithdrawn = async () => {
    setIsWithdrawing(false);
    setDone(t`요금제 변경 예약을 취소했어요. 지금 요금제를 그대로 써요.`);
    await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
  };

  return (
    <PageContainer className={screen.page}>
      <PageHeader
        title={t`요금제 변경`}
        description={t`바꾸기 전에 이번 달과 다음 달 요금을 미리 계산해 보여 드려요.`}
      />
      <p className={screen.done} role="status">
        {done}
      </p>
      <QueryState
        query={check}
        failedTitle={t`요금제 정보를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) => {
          const booked = data.booked;
          const bookedDay = booked === null ? '' : formatLongDate(booked.startsOn);
          return (
            <>
              <Section title={t`지금 요금제`} size="medium">
                <div className={styles.card}>
                  <p className={styles.number}>{data.serviceNumber}</p>
                  <p className={styles.planName}>
                    <Link to={`/plan/${data.currentPlan.planNo}`}>{data.currentPlan.planName}</Link>
                  </p>
                  <p className={styles.amount}>
                    <Trans>월 {formatWon(data.currentPlan.basicAmount)}</Trans>
                  </p>
                  {booked !== null && (
                    <div className={styles.booked}>
                      <p className={styles.bookedTitle}>
                        <Trans>
                          {bookedDay}부터 {booked.planName}으로 바뀌어요
                        </Trans>
                      </p>
                      <Button variant="outline" onClick={() => setIsWithdrawing(true)}>
                        <Trans>예약 취소</Trans>
                      </Button>
                    </div>
                  )}
                </div>
              </Section>
              {data.isChangeable ? (
                <ButtonLink to={PLAN_CHANGE_FORM_PATH} size="lg" isBlock>
                  <Trans>요금제 바꾸기</Trans>
                </ButtonLink>
              ) : (
                booked === null && (
                  <p className={screen.reason} role="note">
                    {data.reason}
                  </p>
                )
              )}
              {isWithdrawing && (
                <WithdrawDialog
                  check={data}
                  onClose={() => setIsWithdrawing(false)}
                  onDone={() => void onWithdrawn()}
                />
              )}
            </>
          );
        }}
      </QueryState>
      <Section title={t`알아 두세요`} size="medium">
        <ul className={screen.rules}>
          <li>
            <Trans>요금제는 한 달에 한 번 바꿀 수 있어요.</Trans>
          </li>
          <li>
            <Trans>
              오늘부터 바꾸면 이번 달은 두 요금제를 쓴 날만큼 나눠 내요. 다음 달 1일부터로 예약할 수도 있어요.
            </Trans>
          </li>
          <li>
            <Trans>요금제에 딸린 할인은 요금제와 함께 끝나요. 선택약정 할인은 그대로예요.</Trans>
          </li>
          <li>
            <Trans>일시정지나 분실정지 중에는 바꿀 수 없어요.</Trans>
          </li>
        </ul>
      </Section>
      <Link to="/my-page/plan" className={screen.more}>
        <Trans>나에게 맞는 요금제 찾아보기</Trans>
      </Link>
    </PageContainer>
  );
}
