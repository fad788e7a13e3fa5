import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DATA_ALERT_PERCENTS,
  formatLongDate,
  formatWon,
  SPENDING_CAP_TIERS,
  usageAlertRequestSchema,
  type UsageAlertRequest,
  type UsageAlertSettings,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { changeUsageAlert, usageAlertQueryOptions } from '../api/usage.ts';
import { SettingState } from '../components/setting-state.tsx';
import { formatClock, seoulWallClockOf } from '../utils/seoul-time.ts';
import screen from './usage-screens.module.css';
import styles from './payment-limit-pages.module.css';

/** How this month stands: data used, the texts sent, charges beyond the plan and the cap. */
function MonthState({ settings }: { settings: UsageAlertSettings }) {
  const overage = formatWon(settings.overageAmount);
  const cap = settings.spendingCap === null ? null : formatWon(settings.spendingCap);
  const reachedAt =
    settings.capReachedAt === null
      ? null
      : `${formatLongDate(seoulWallClockOf(settings.capReachedAt).day)} ${formatClock(settings.capReachedAt)}`;
  return (
    <SettingState title={<Trans>이번 달 지금까지</Trans>}>
      {settings.dataUsedPercent !== null && (
        <p>
          <Trans>데이터를 {settings.dataUsedPercent}% 썼어요.</Trans>{' '}
          {settings.alertedPercents.length > 0 && (
            <Trans>
              {settings.alertedPercents.map((percent) => `${percent}%`).join(', ')} 알림을 보냈어요.
            </Trans>
          )}
        </p>
      )}
      <p>
        {cap === null ? (
          <Trans>요금제 밖에서 쓴 요금은 {overage}이에요.</Trans>
        ) : (
          <Trans>
            요금제 밖에서 쓴 요금은 {overage}이에요. 상한은 {cap}이에요.
          </Trans>
        )}
      </p>
      {reachedAt !== null && (
        <p className={styles.current}>
          <Trans>
            {reachedAt}에 상한에 닿아서 이달 말까지 요금이 더 나오는 사용을 멈췄어요. 상한을 올리거나 없애면
            바로 다시 쓸 수 있어요.
          </Trans>
        </p>
      )}
    </SettingState>
  );
}

const NO_CAP = 'NONE';

function AlertForm({ settings }: { settings: UsageAlertSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const [isSaved, setIsSaved] = useState(false);
  const form = useContractForm(usageAlertRequestSchema, {
    dataAlertPercents: settings.dataAlertPercents,
    spendingCap: settings.spendingCap,
  });
  const percents = useWatch({ control: form.control, name: 'dataAlertPercents' });
  const cap = useWatch({ control: form.control, name: 'spendingCap' });
  const change = useSubmission({
    send: (body: UsageAlertRequest, key: string) => changeUsageAlert(body, key),
    onSuccess: (answer: UsageAlertSettings) => {
      queryClient.setQueryData(usageAlertQueryOptions(lineInUseNo).queryKey, answer);
      form.reset({ dataAlertPercents: answer.dataAlertPercents, spendingCap: answer.spendingCap });
      setIsSaved(true);
    },
  });
  const submit = form.handleSubmit((values) => {
    setIsSaved(false);
    return change.submit({
      dataAlertPercents: values.dataAlertPercents.toSorted((a, b) => a - b),
      spendingCap: values.spendingCap,
    });
  });
  const togglePercent = (percent: number, isOn: boolean) =>
    form.setValue(
      'dataAlertPercents',
      isOn ? [...percents, percent] : percents.filter((one) => one !== percent),
      { shouldDirty: true },
    );
  const chooseCap = (value: number | null) => form.setValue('spendingCap', value, { shouldDirty: true });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {!settings.isDataUnlimited && (
        <fieldset className={cards.group}>
          <legend className={cards.legend}>
            <Trans>데이터를 이만큼 쓰면 문자로 알려 주세요</Trans>
          </legend>
          <div className={styles.tiers}>
            {DATA_ALERT_PERCENTS.map((percent) => (
              <Checkbox
                key={percent}
                checked={percents.includes(percent)}
                onChange={(event) => togglePercent(percent, event.currentTarget.checked)}
              >
                {percent === 100 ? t`다 썼을 때` : `${percent}%`}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>요금제 밖 요금, 한 달에 얼마까지 쓸까요?</Trans>
        </legend>
        <div className={styles.tiers}>
          <RadioCard
            title={t`상한 없음`}
            name="spendingCap"
            value={NO_CAP}
            isChosen={cap === null}
            checked={cap === null}
            onChange={() => chooseCap(null)}
          />
          {SPENDING_CAP_TIERS.map((tier) => (
            <RadioCard
              key={tier}
              title={formatWon(tier)}
              name="spendingCap"
              value={tier}
              isChosen={cap === tier}
              checked={cap === tier}
              onChange={() => chooseCap(tier)}
            />
          ))}
        </div>
      </fieldset>
      <ul className={styles.notes}>
        <li>
          <Trans>알림은 달마다 한 번씩, 고른 만큼 쓰면 바로 문자로 보내요.</Trans>
        </li>
        <li>
          <Trans>
            요금제 밖 요금(데이터·통화·문자를 더 쓴 요금)이 상한에 닿으면 그달 말까지 더 나오지 않게 멈춰요.
            데이터는 요금제의 느린 속도로 쓸 수 있으면 그렇게 쓰고, 아니면 막혀요.
          </Trans>
        </li>
      </ul>
      <Button type="submit" size="lg" isBlock disabled={!form.formState.isDirty || change.isSubmitting}>
        <Trans>저장하기</Trans>
      </Button>
      <p className={styles.current} role="status">
        {isSaved && <Trans>알림과 요금 상한을 저장했어요.</Trans>}
      </p>
    </form>
  );
}

/**
 * /my-page/usage/alert (beyond the spec, docs/self-care-rules.md): the line in use's data alerts and its cap on
 * charges beyond the plan, with how this month stands.
 */
export default function UsageAlertPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const settings = useQuery(usageAlertQueryOptions(lineInUseNo));
  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>데이터 알림과 요금 상한</Trans>
      </h1>
      <QueryState
        query={settings}
        failedTitle={t`알림 설정을 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) => (
          <>
            <MonthState settings={data} />
            <Section title={t`알림과 상한 정하기`} size="medium">
              <AlertForm settings={data} />
            </Section>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
