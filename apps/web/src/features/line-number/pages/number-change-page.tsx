import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatPhoneNumber,
  formatWon,
  NUMBER_CHANGE_RULES,
  numberSearchFormSchema,
  type NumberChangeResult,
  type NumberSearch,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useReauth } from '../../../shared/reauth/use-reauth.tsx';
import { refreshLoginUser, useLoginUser } from '../../../shared/session/session.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import screen from '../../../shared/ui/action-screen.module.css';
import { changeNumber, numberSearchQueryOptions, reserveNumber } from '../api/numbers.ts';
import { NUMBER_CHANGE_SUCCESS_PATH, SERVICE_PATH } from '../number-paths.ts';
import styles from './number-change-pages.module.css';

/** The numbers found: one chosen, then held and taken after the password once more. */
function NumberChoice({ found }: { found: NumberSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const { withReauth, dialog } = useReauth();
  const change = useSubmission({
    send: async (serviceNumber: string, key: string) => {
      const held = await reserveNumber({ userLineNo: found.userLineNo, serviceNumber }, `${key}-hold`);
      return withReauth(() => changeNumber({ reservationId: held.reservationId }, key));
    },
    onSuccess: async (result: NumberChangeResult) => {
      await navigate(NUMBER_CHANGE_SUCCESS_PATH, { state: { result }, replace: true });
      await refreshLoginUser();
      await queryClient.invalidateQueries({ queryKey: ['self-care'] });
    },
  });
  if (found.list.length === 0)
    return (
      <p className={screen.reason}>
        <Trans>이 네 자리로 끝나는 빈 번호가 지금은 없어요. 다른 네 자리로 찾아봐 주세요.</Trans>
      </p>
    );
  return (
    <>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>바꿀 번호를 골라 주세요</Trans>
        </legend>
        <div className={screen.choices}>
          {found.list.map(({ serviceNumber }) => (
            <RadioCard
              key={serviceNumber}
              name="serviceNumber"
              value={serviceNumber}
              title={formatPhoneNumber(serviceNumber)}
              isChosen={chosen === serviceNumber}
              checked={chosen === serviceNumber}
              onChange={() => setChosen(serviceNumber)}
            />
          ))}
        </div>
      </fieldset>
      <Button
        size="lg"
        isBlock
        disabled={chosen === null || change.isSubmitting}
        onClick={() => {
          if (chosen !== null) void change.submit(chosen);
        }}
      >
        {chosen === null ? t`번호를 골라 주세요` : t`이 번호로 바꾸기`}
      </Button>
      {/* Outside any form: the dialog has a form of its own. */}
      {dialog}
    </>
  );
}

/**
 * /my-page/my-info/service/number (beyond the spec, docs/self-care-rules.md): free numbers ending in four
 * digits the subscriber picks (at first those of the number now), one chosen, held and taken.
 */
export default function NumberChangePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  // The first search: numbers ending as the number now does.
  const now = useLoginUser()?.loginServiceNumber.replace(/\D/g, '').slice(-4) ?? '';
  const [lastFour, setLastFour] = useState<string | null>(/^\d{4}$/.test(now) ? now : null);
  const form = useContractForm(numberSearchFormSchema, { lastFour: lastFour ?? '' });
  const found = useQuery({
    ...numberSearchQueryOptions(lineInUseNo, lastFour ?? ''),
    enabled: lastFour !== null,
  });
  const submit = form.handleSubmit((values) => setLastFour(values.lastFour));
  const fee = formatWon(NUMBER_CHANGE_RULES.feeWon);
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`번호 변경`} />
      <ul className={screen.rules}>
        <li>
          <Trans>바꾸는 즉시 새 번호로 전화와 문자를 받아요. 요금제와 부가서비스는 그대로예요.</Trans>
        </li>
        <li>
          <Trans>수수료 {fee}은 이번 달 요금에 함께 나와요.</Trans>
        </li>
        <li>
          <Trans>
            예전 번호는 {NUMBER_CHANGE_RULES.holdDays}일 동안 다른 분께 드리지 않아요. 번호는{' '}
            {NUMBER_CHANGE_RULES.minDaysBetween}일에 한 번 바꿀 수 있어요.
          </Trans>
        </li>
      </ul>
      <form className={styles.search} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t`끝 번호 4자리`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint={t`원하는 번호의 마지막 네 자리를 입력해 주세요.`}
          error={form.formState.errors.lastFour?.message}
          {...form.register('lastFour')}
        />
        <Button type="submit" variant="outline" size="lg">
          <Trans>빈 번호 찾기</Trans>
        </Button>
      </form>
      {lastFour !== null && (
        <QueryState
          query={found}
          failedTitle={t`번호를 찾지 못했어요`}
          placeholder={<div className={screen.placeholder} aria-hidden="true" />}
        >
          {(result) =>
            result.refusal === null ? (
              <NumberChoice key={lastFour} found={result} />
            ) : (
              <StatusMessage
                headingLevel="h2"
                title={t`지금은 번호를 바꿀 수 없어요`}
                description={result.refusal}
                action={<ButtonLink to={SERVICE_PATH}>{t`회선 서비스 정보로 돌아가기`}</ButtonLink>}
              />
            )
          }
        </QueryState>
      )}
    </PageContainer>
  );
}
