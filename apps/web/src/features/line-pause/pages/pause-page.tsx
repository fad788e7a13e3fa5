import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatLongDate,
  formatWon,
  lineStatusLabels,
  pauseKindLabels,
  pauseStatusLabels,
  PAUSE_RULES,
  textOf,
  type PauseCheck,
  type PauseRecord,
  type PauseResult,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { cancelPause, pauseChecksQueryOptions, pauseHistoryQueryOptions } from '../api/pauses.ts';
import { LOSS_PATH, usePausePaths } from '../pause-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './pause-pages.module.css';

const placeholder = <div className={screen.placeholder} aria-hidden="true" />;

/** `11월 27일 – 12월 10일`: a pause's days as its card says them. */
export function PauseDays({ pause }: { pause: Pick<PauseRecord, 'startsOn' | 'endsOn' | 'endedOn'> }) {
  const lastDay = pause.endedOn ?? pause.endsOn;
  return (
    <>
      {formatLongDate(pause.startsOn)}
      {lastDay === null ? '' : ` – ${formatLongDate(lastDay)}`}
    </>
  );
}

/** Asks before a booked pause is withdrawn or a running one ended, then does it. */
function CancelDialog({
  pause,
  onClose,
  onDone,
}: {
  pause: PauseRecord;
  onClose: () => void;
  onDone: (result: PauseResult) => void;
}) {
  const { t } = useLingui();
  const isBooked = pause.status === 'RESERVED';
  const cancel = useSubmission({
    send: (pauseNo: number, key: string) => cancelPause({ pauseNo }, key),
    onSuccess: (result: PauseResult) => onDone(result),
  });
  return (
    <ModalDialog
      title={isBooked ? t`일시정지 예약을 취소할까요?` : t`일시정지를 풀까요?`}
      onClose={onClose}
      footer={
        <div className={screen.actions}>
          <Button variant="outline" onClick={onClose}>
            <Trans>그대로 둘게요</Trans>
          </Button>
          <Button disabled={cancel.isSubmitting} onClick={() => void cancel.submit(pause.pauseNo)}>
            {isBooked ? <Trans>예약 취소하기</Trans> : <Trans>오늘부터 다시 쓰기</Trans>}
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>
        {isBooked ? (
          <Trans>예약한 일시정지는 없던 일이 되고, 횟수에도 세지 않아요.</Trans>
        ) : (
          <Trans>
            오늘부터 회선을 다시 쓸 수 있어요. 어제까지 멈춘 날은 일시정지 횟수와 일수에 들어가고, 그 날만큼
            일시정지 요금이 나와요.
          </Trans>
        )}
      </p>
    </ModalDialog>
  );
}

/** One line: its state, its running or booked pause with the way to end it, and whether it can be paused. */
function LineCard({ check, onCancel }: { check: PauseCheck; onCancel: (pause: PauseRecord) => void }) {
  const { t } = useLingui();
  const paths = usePausePaths();
  const { running, reserved } = check;
  const times = check.pausesInWindow;
  const daysLeft = check.pauseDaysLeft;
  return (
    <article className={screen.lineCard} aria-label={check.serviceNumber}>
      <header className={screen.lineCardHead}>
        <h2 className={screen.lineNumber}>{check.serviceNumber}</h2>
        <Badge tone={check.lineStatus === 'ACTIVE' ? 'primary' : 'neutral'}>
          {textOf(lineStatusLabels[check.lineStatus])}
        </Badge>
      </header>
      {running !== null && (
        <div className={styles.current}>
          <p className={styles.currentTitle}>
            {running.kind === 'PAUSE' ? <Trans>일시정지 중이에요</Trans> : <Trans>분실정지 중이에요</Trans>}
          </p>
          <p className={styles.currentDays}>
            <PauseDays pause={running} />
          </p>
          {running.kind === 'PAUSE' ? (
            <Button variant="outline" onClick={() => onCancel(running)}>
              <Trans>오늘부터 다시 쓰기</Trans>
            </Button>
          ) : (
            <Link to={LOSS_PATH} className={screen.more}>
              <Trans>분실 신고 화면에서 풀기</Trans>
            </Link>
          )}
        </div>
      )}
      {reserved !== null && (
        <div className={styles.current}>
          <p className={styles.currentTitle}>
            <Trans>일시정지를 예약했어요</Trans>
          </p>
          <p className={styles.currentDays}>
            <PauseDays pause={reserved} />
          </p>
          <Button variant="outline" onClick={() => onCancel(reserved)}>
            <Trans>예약 취소</Trans>
          </Button>
        </div>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans>최근 1년 일시정지</Trans>
        </dt>
        <dd>
          <Trans>
            {times}번 / {PAUSE_RULES.maxTimes}번
          </Trans>
        </dd>
        <dt>
          <Trans>더 멈출 수 있는 날</Trans>
        </dt>
        <dd>
          <Trans>{daysLeft}일</Trans>
        </dd>
      </dl>
      {check.isPausable ? (
        <ButtonLink to={paths.form(check.userLineNo)} size="lg" isBlock>
          <Trans>일시정지 신청하기</Trans>
        </ButtonLink>
      ) : (
        check.running === null &&
        check.reserved === null && (
          <p className={screen.reason} role="note">
            {check.reason ?? t`지금은 일시정지를 신청할 수 없어요.`}
          </p>
        )
      )}
    </article>
  );
}

function History({ list }: { list: PauseRecord[] }) {
  if (list.length === 0)
    return (
      <p className={styles.empty}>
        <Trans>아직 일시정지하거나 분실정지한 적이 없어요.</Trans>
      </p>
    );
  return (
    <ul className={styles.history}>
      {list.map((record) => (
        <li key={record.pauseNo} className={styles.historyRow}>
          <span className={styles.historyKind}>{textOf(pauseKindLabels[record.kind])}</span>
          <span className={styles.historyDays}>
            {record.serviceNumber} · <PauseDays pause={record} />
          </span>
          <Badge tone={record.status === 'RUNNING' || record.status === 'RESERVED' ? 'primary' : 'neutral'}>
            {textOf(pauseStatusLabels[record.status])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * /my-page/my-info/service/pause and /my-page-v2/… (spec §2.2): each line's state and pause, the way to pause,
 * withdraw a booking or end a pause, the rules (docs/self-care-rules.md) and every pause so far.
 */
export default function PausePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const { isEveryLine } = usePausePaths();
  const queryClient = useQueryClient();
  const checks = useQuery(pauseChecksQueryOptions(lineInUseNo, isEveryLine));
  const history = useQuery(pauseHistoryQueryOptions(lineInUseNo, isEveryLine));
  const [cancelling, setCancelling] = useState<PauseRecord | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const fee = formatWon(PAUSE_RULES.monthlyFeeWon);

  const onDone = async (result: PauseResult) => {
    setCancelling(undefined);
    setDone(
      result.pause.status === 'CANCELLED'
        ? t`일시정지를 취소했어요. 회선은 그대로 쓸 수 있어요.`
        : t`일시정지를 풀었어요. 오늘부터 다시 쓸 수 있어요.`,
    );
    await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
  };

  return (
    <PageContainer className={screen.page}>
      <PageHeader
        title={t`일시정지`}
        description={t`해외에 머물거나 한동안 휴대폰을 쓰지 않을 때 회선을 잠시 멈춰 둘 수 있어요. 번호는 그대로 지켜 드려요.`}
      />
      <p className={screen.done} role="status">
        {done}
      </p>
      <QueryState query={checks} failedTitle={t`일시정지 정보를 불러오지 못했어요`} placeholder={placeholder}>
        {(list) => (
          <div className={screen.lineCards}>
            {list.map((check) => (
              <LineCard key={check.userLineNo} check={check} onCancel={setCancelling} />
            ))}
          </div>
        )}
      </QueryState>

      <Section title={t`알아 두세요`} size="medium">
        <ul className={screen.rules}>
          <li>
            <Trans>
              1년(365일) 동안 {PAUSE_RULES.maxTimes}번, 모두 {PAUSE_RULES.maxDaysInWindow}일까지 멈출 수
              있어요.
            </Trans>
          </li>
          <li>
            <Trans>
              한 번에 {PAUSE_RULES.maxDaysEach}일까지 멈출 수 있고, {PAUSE_RULES.reserveDaysAhead}일 뒤까지
              미리 예약할 수 있어요.
            </Trans>
          </li>
          <li>
            <Trans>
              멈춘 동안에는 요금제 대신 한 달에 {fee}(부가세 포함)을 멈춘 날만큼 나눠 내요. 단말기 할부금은
              그대로 청구돼요.
            </Trans>
          </li>
          <li>
            <Trans>멈춘 동안에는 전화, 문자, 데이터를 쓸 수 없어요.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`지난 일시정지`} size="medium">
        <QueryState
          query={history}
          failedTitle={t`지난 일시정지를 불러오지 못했어요`}
          placeholder={placeholder}
        >
          {(data) => <History list={data.list} />}
        </QueryState>
      </Section>

      {cancelling !== undefined && (
        <CancelDialog
          pause={cancelling}
          onClose={() => setCancelling(undefined)}
          onDone={(result) => void onDone(result)}
        />
      )}
    </PageContainer>
  );
}
