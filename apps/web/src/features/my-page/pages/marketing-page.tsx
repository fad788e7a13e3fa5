import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  formatLongDate,
  marketingChannelLabels,
  marketingConsentRequestSchema,
  textOf,
  type MarketingConsent,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/form/checkbox.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { changeMarketingConsent, marketingConsentQueryOptions } from '../api/self-care.ts';
import styles from './self-care.module.css';

export const marketingTexts = {
  saved: msg`저장했어요. 처리 결과를 문자로 보내 드렸어요.`,
} as const;

/** When a channel's consent was last given or withdrawn, or that it never was. */
function ChangedOn({ isAgreed, changedAt }: { isAgreed: boolean; changedAt: string | null }) {
  if (changedAt === null) return <Trans>동의한 적 없어요</Trans>;
  const day = formatLongDate(changedAt);
  return isAgreed ? <Trans>{day}에 동의했어요</Trans> : <Trans>{day}에 거부했어요</Trans>;
}

function ConsentForm({ consent }: { consent: MarketingConsent }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const lineNo = useLineInUseNo();
  const saved = Object.fromEntries(
    consent.channels.map(({ channel, isAgreed }) => [channel, isAgreed]),
  ) as Record<'SMS' | 'EMAIL' | 'PUSH', boolean>;
  const form = useContractForm(marketingConsentRequestSchema, saved);
  const chosen = useWatch({ control: form.control });
  const isChanged = consent.channels.some(({ channel }) => chosen[channel] !== saved[channel]);
  const save = useSubmission({
    send: changeMarketingConsent,
    onSuccess: async (answer: MarketingConsent) => {
      queryClient.setQueryData(marketingConsentQueryOptions(lineNo).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['self-care', lineNo, 'agreement'] });
      form.reset(Object.fromEntries(answer.channels.map(({ channel, isAgreed }) => [channel, isAgreed])));
      await showAlert(i18n._(marketingTexts.saved));
    },
  });
  const submit = form.handleSubmit((values) => save.submit(values));

  return (
    <form className={styles.consentForm} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.consentGroup}>
        <legend className={styles.consentLegend}>
          <Trans>받을 방법</Trans>
        </legend>
        <ul className={styles.consentList}>
          {consent.channels.map(({ channel, isAgreed, changedAt }) => (
            <li key={channel} className={styles.consentItem}>
              <Checkbox {...form.register(channel)} aria-describedby={`consent-${channel}`}>
                {textOf(marketingChannelLabels[channel])}
              </Checkbox>
              <span id={`consent-${channel}`} className={styles.consentWhen}>
                <ChangedOn isAgreed={isAgreed} changedAt={changedAt} />
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className={styles.consentNote}>
        <Trans>
          요금 안내, 납부 알림처럼 꼭 필요한 소식은 동의와 상관없이 보내요. 바꾸면 처리 결과를 이용 중인
          번호로 문자로 알려 드려요.
        </Trans>
      </p>
      <Button type="submit" size="lg" isBlock disabled={!isChanged || save.isSubmitting}>
        {t`저장하기`}
      </Button>
    </form>
  );
}

/** /my-page/my-info/marketing (spec §2.2): consent to advertising, by text message, e-mail and app notification. */
export default function MarketingPage() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const consent = useQuery(marketingConsentQueryOptions(lineNo));
  return (
    <PageContainer className={styles.page}>
      <PageHeader
        title={t`광고 수신 동의`}
        description={t`새 요금제, 이벤트, 혜택 소식을 어떻게 받을지 골라요. 언제든 바꿀 수 있어요.`}
      />
      <Section title={t`광고성 정보 받기`} size="medium">
        <QueryState
          query={consent}
          failedTitle={t`수신 동의를 불러오지 못했어요`}
          placeholder={<div className={styles.placeholder} />}
        >
          {(answer) => <ConsentForm consent={answer} />}
        </QueryState>
      </Section>
    </PageContainer>
  );
}
