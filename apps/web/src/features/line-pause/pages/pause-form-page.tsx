import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  daysFromTo,
  formatDate,
  formatLongDate,
  formatWon,
  pauseFeeOf,
  pauseFormSchema,
  PAUSE_RULES,
  shiftDay,
  type PauseCheck,
  type PauseResult,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showConfirm } from '../../../shared/modal/modal-store.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { pauseChecksQueryOptions, pauseLine, pauseLineInUse } from '../api/pauses.ts';
import { usePausePaths } from '../pause-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './pause-pages.module.css';

/** The form for one line: when the pause starts and ends, what it costs, checked as the server will. */
function PauseForm({ check, today }: { check: PauseCheck; today: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const paths = usePausePaths();
  const form = useContractForm(pauseFormSchema(check.counted, today), {
    starts: 'TODAY',
    startsOn: shiftDay(today, 1),
    endsOn: shiftDay(today, 6),
  });
  const [starts, startsOnField, endsOn] = useWatch({
    control: form.control,
    name: ['starts', 'startsOn', 'endsOn'],
  });
  const startsOn = starts === 'TODAY' ? today : startsOnField;
  const parsed = pauseFormSchema(check.counted, today).safeParse({ starts, startsOn: startsOnField, endsOn });
  const days = parsed.success ? daysFromTo(parsed.data.startsOn, parsed.data.endsOn) : undefined;
  const fee = parsed.success ? formatWon(pauseFeeOf(parsed.data)) : undefined;

  const request = useSubmission({
    send: (asked: { startsOn: string; endsOn: string }, key: string) =>
      paths.isEveryLine
        ? pauseLine({ userLineNo: check.userLineNo, ...asked }, key)
        : pauseLineInUse(asked, today, key),
    onSuccess: async (result: PauseResult) => {
      // The form goes first: its line's check, read again while it stood, would say it is paused already.
      await navigate(paths.success, { state: { result }, replace: true });
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineInUseNo] });
    },
  });
  // A pause stops calls, texts and data: said in words, with its days, before it is sent.
  const submit = form.handleSubmit(async (asked) => {
    const from = formatLongDate(asked.startsOn);
    const to = formatLongDate(asked.endsOn);
    const line = check.serviceNumber;
    const question =
      asked.startsOn === today
        ? t`${line} 회선을 오늘부터 멈출까요?\n오늘(${from})부터 ${to}까지 전화, 문자, 데이터를 쓸 수 없어요.`
        : t`${line} 회선의 일시정지를 예약할까요?\n${from}부터 ${to}까지 전화, 문자, 데이터를 쓸 수 없어요.`;
    if (await showConfirm(question)) await request.submit(asked);
  });
  const latestStart = shiftDay(today, PAUSE_RULES.reserveDaysAhead);

  return (
    <form className={screen.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>언제부터 멈출까요?</Trans>
        </legend>
        <div className={screen.choices}>
          <RadioCard
            title={<Trans>오늘부터</Trans>}
            isChosen={starts === 'TODAY'}
            value="TODAY"
            {...form.register('starts')}
          />
          <RadioCard
            title={<Trans>다른 날부터 (예약)</Trans>}
            isChosen={starts === 'LATER'}
            value="LATER"
            {...form.register('starts')}
          />
        </div>
        {starts === 'LATER' && (
          <TextField
            className={styles.dateField}
            label={t`시작일`}
            type="date"
            min={shiftDay(today, 1)}
            max={latestStart}
            hint={t`내일부터 ${PAUSE_RULES.reserveDaysAhead}일 뒤까지 고를 수 있어요.`}
            error={form.formState.errors.startsOn?.message}
            {...form.register('startsOn')}
          />
        )}
      </fieldset>

      <TextField
        label={t`마지막 날`}
        type="date"
        min={startsOn}
        max={shiftDay(startsOn, PAUSE_RULES.maxDaysEach - 1)}
        hint={t`마지막 날까지 멈추고, 그다음 날부터 다시 쓸 수 있어요. 한 번에 ${PAUSE_RULES.maxDaysEach}일까지예요.`}
        error={form.formState.errors.endsOn?.message}
        {...form.register('endsOn')}
      />

      <dl className={styles.summary} aria-live="polite">
        <dt>
          <Trans>회선</Trans>
        </dt>
        <dd>{check.serviceNumber}</dd>
        <dt>
          <Trans>멈추는 날</Trans>
        </dt>
        <dd>{days === undefined ? '–' : <Trans>{days}일</Trans>}</dd>
        <dt>
          <Trans>일시정지 요금</Trans>
        </dt>
        <dd className={styles.amount}>{fee ?? '–'}</dd>
      </dl>
      <p className={screen.note}>
        <Trans>
          요금제 요금 대신 나오는 금액이에요(부가세 포함). 단말기 할부금은 그대로 청구돼요. 신청한 뒤에도
          언제든 풀 수 있어요.
        </Trans>
      </p>
      <Button type="submit" size="lg" isBlock disabled={request.isSubmitting}>
        {starts === 'TODAY' ? <Trans>오늘부터 일시정지하기</Trans> : <Trans>일시정지 예약하기</Trans>}
      </Button>
    </form>
  );
}

/**
 * /my-page/my-info/service/pause/form and /my-page-v2/… (spec §2.2): pause the line in use, or under v2 the
 * line named by `?line=`, from today or a later day; the rules of docs/self-care-rules.md before it is sent.
 */
export default function PauseFormPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const paths = usePausePaths();
  const [search] = useSearchParams();
  const checks = useQuery(pauseChecksQueryOptions(lineInUseNo, paths.isEveryLine));
  const today = formatDate(new Date());
  const asked = Number(search.get('line'));

  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`일시정지 신청`} />
      <QueryState
        query={checks}
        failedTitle={t`일시정지 정보를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(list) => {
          const check = paths.isEveryLine ? list.find((one) => one.userLineNo === asked) : list[0];
          if (check === undefined || !check.isPausable)
            return (
              <StatusMessage
                headingLevel="h2"
                title={t`지금은 일시정지를 신청할 수 없어요`}
                description={check?.reason ?? t`회선을 다시 골라 주세요.`}
                action={<ButtonLink to={paths.home}>{t`일시정지 안내로 돌아가기`}</ButtonLink>}
              />
            );
          return <PauseForm check={check} today={today} />;
        }}
      </QueryState>
    </PageContainer>
  );
}
