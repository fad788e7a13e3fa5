import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  billItemTypeLabels,
  formatLongDate,
  formatWon,
  planChangeRequestSchema,
  textOf,
  usageKindLabels,
  type BillItem,
  type PlanChangeCheck,
  type PlanChangePreview,
  type PlanChangeRequest,
  type PlanChangeResult,
} from '@mvno/contract';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showConfirm } from '../../../shared/modal/modal-store.ts';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import cards from '../../../shared/ui/radio-cards.module.css';
import { RadioCard } from '../../../shared/ui/radio-card.tsx';
import {
  changePlan,
  PLAN_CHANGE_PREVIEW_KEY,
  planChangeCheckQueryOptions,
  planChangePreviewQueryOptions,
} from '../api/plan-changes.ts';
import { PLAN_CHANGE_PATH, PLAN_CHANGE_SUCCESS_PATH } from '../plan-change-paths.ts';
import screen from '../../../shared/ui/action-screen.module.css';
import styles from './plan-change-pages.module.css';

/** A bill item's name: ours in the page's language, a plan's or discount's as the catalogue has it. */
function ItemName({ item }: { item: BillItem }) {
  if (item.itemType === 'PAUSE') return <>{textOf(billItemTypeLabels.PAUSE)}</>;
  if (item.itemType === 'USAGE' && item.usageKind !== null)
    return <>{textOf(usageKindLabels[item.usageKind])}</>;
  return <span lang={getPageLocale() === 'en' ? 'ko' : undefined}>{item.itemName}</span>;
}

/** One month of the dry run: what it bills now, what it would bill, and the new bill item by item. */
function MonthComparison({
  month,
  isThisMonth,
}: {
  month: PlanChangePreview['months'][number];
  isThisMonth: boolean;
}) {
  const { t } = useLingui();
  const now = formatWon(month.current.totalAmount);
  const changed = formatWon(month.changed.totalAmount);
  const difference = month.changed.totalAmount - month.current.totalAmount;
  const more = formatWon(Math.abs(difference));
  return (
    <div className={styles.month}>
      <h3 className={styles.monthTitle}>
        {isThisMonth ? (
          <Trans context="a month of the dry run">이번 달</Trans>
        ) : (
          <Trans context="a month of the dry run">다음 달</Trans>
        )}
      </h3>
      <dl className={styles.compare}>
        <dt>
          <Trans>지금 요금제로</Trans>
        </dt>
        <dd>{now}</dd>
        <dt>
          <Trans>바꾸면</Trans>
        </dt>
        <dd className={styles.changedTotal}>{changed}</dd>
      </dl>
      <p className={classNames(styles.difference, difference > 0 && styles.up)}>
        {difference === 0 ? (
          <Trans>요금이 같아요</Trans>
        ) : difference > 0 ? (
          <Trans>{more} 더 내요</Trans>
        ) : (
          <Trans>{more} 덜 내요</Trans>
        )}
      </p>
      <details className={styles.details}>
        <summary>{t`바꾼 뒤 요금 자세히 보기`}</summary>
        <ul className={styles.items}>
          {month.changed.items.map((item, index) => (
            <li key={index} className={styles.item}>
              <span>
                <ItemName item={item} />
                {item.portion !== null && item.itemType !== 'INSTALMENT' && (
                  <span className={styles.portion}>
                    {' '}
                    <Trans>
                      ({item.portion.count}/{item.portion.of}일)
                    </Trans>
                  </span>
                )}
              </span>
              <span className={styles.itemAmount}>{formatWon(item.amount)}</span>
            </li>
          ))}
          <li className={styles.item}>
            <span>{textOf(billItemTypeLabels.VAT)}</span>
            <span className={styles.itemAmount}>{formatWon(month.changed.vatAmount)}</span>
          </li>
        </ul>
      </details>
    </div>
  );
}

function Preview({ preview }: { preview: PlanChangePreview }) {
  const { t } = useLingui();
  const startsOn = formatLongDate(preview.startsOn);
  return (
    <Section
      title={t`요금 미리 보기`}
      description={t`${startsOn}부터 ${preview.plan.planName}을 쓰면요.`}
      size="medium"
    >
      <div className={styles.months}>
        {preview.months.map((month, index) => (
          <MonthComparison key={month.period} month={month} isThisMonth={index === 0} />
        ))}
      </div>
      <p className={screen.note}>
        <Trans>
          이번 달은 오늘까지 쓴 만큼, 다음 달은 지난달만큼 쓴다고 보고 계산했어요. 부가세 포함, 소액결제는
          빼고 계산했어요.
        </Trans>
      </p>
      {preview.lostDiscounts.length > 0 && (
        <div className={screen.warning} role="note">
          <p className={styles.warningTitle}>
            <Trans>바꾸면 끝나는 할인</Trans>
          </p>
          <ul>
            {preview.lostDiscounts.map((discount) => (
              <li key={discount.discountName}>
                <span lang={getPageLocale() === 'en' ? 'ko' : undefined}>{discount.discountName}</span> ·{' '}
                <Trans>월 {formatWon(discount.monthlyAmount)}</Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

/** The form: a plan on offer and from when, the dry run of what it bills, then the change. */
function PlanChangeForm({ check }: { check: PlanChangeCheck }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineInUseNo = useLineInUseNo();
  const form = useContractForm(planChangeRequestSchema, { planNo: 0, when: 'TODAY' });
  const [planNo, when] = useWatch({ control: form.control, name: ['planNo', 'when'] });
  const preview = useQuery({
    ...planChangePreviewQueryOptions(lineInUseNo, planNo, when),
    enabled: planNo > 0,
  });
  const change = useSubmission({
    send: (body: PlanChangeRequest, key: string) => changePlan(body, key),
    onSuccess: async (result: PlanChangeResult) => {
      await navigate(PLAN_CHANGE_SUCCESS_PATH, { state: { result }, replace: true });
      // Everything of the line is read again but the preview: asked again for the plan now in use, it would
      // be refused, and its refusal shown over the success page.
      await queryClient.invalidateQueries({
        queryKey: ['self-care', lineInUseNo],
        predicate: (query) => query.queryKey[2] !== PLAN_CHANGE_PREVIEW_KEY,
      });
    },
  });
  // A change of plan changes the service and the bill: said in words, with its day, before it is sent.
  const submit = form.handleSubmit(async (body) => {
    if (!preview.isSuccess) return;
    const { planName } = preview.data.plan;
    const day = formatLongDate(preview.data.startsOn);
    const question =
      body.when === 'TODAY'
        ? t`${planName}(으)로 바꿀까요?\n오늘(${day})부터 새 요금제를 써요. 이번 달 요금은 두 요금제를 쓴 날만큼 나눠 계산해요.`
        : t`${planName}(으)로 바꿀까요?\n${day}부터 새 요금제를 써요. 그 전날까지는 지금 요금제를 써요.`;
    if (await showConfirm(question)) await change.submit(body);
  });

  return (
    <form className={screen.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>어떤 요금제로 바꿀까요?</Trans>
        </legend>
        <div className={styles.plans}>
          {check.plans.map((plan) => {
            const discount = formatWon(plan.discountAmount);
            return (
              <RadioCard
                key={plan.planNo}
                title={plan.planName}
                isChosen={planNo === plan.planNo}
                name="planNo"
                value={plan.planNo}
                checked={planNo === plan.planNo}
                onChange={() => form.setValue('planNo', plan.planNo, { shouldDirty: true })}
              >
                <span className={styles.planPrice}>
                  <Trans>월 {formatWon(plan.basicAmount)}</Trans>
                  {plan.discountAmount > 0 && (
                    <>
                      {' · '}
                      <Trans>할인 {discount}</Trans>
                    </>
                  )}
                </span>
              </RadioCard>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={cards.group}>
        <legend className={cards.legend}>
          <Trans>언제부터 바꿀까요?</Trans>
        </legend>
        <div className={screen.choices}>
          <RadioCard
            title={<Trans>오늘부터</Trans>}
            isChosen={when === 'TODAY'}
            value="TODAY"
            {...form.register('when')}
          />
          <RadioCard
            title={<Trans>다음 달 1일부터</Trans>}
            isChosen={when === 'NEXT_MONTH'}
            value="NEXT_MONTH"
            {...form.register('when')}
          />
        </div>
      </fieldset>

      {planNo > 0 && (
        <QueryState
          query={preview}
          failedTitle={t`요금을 미리 계산하지 못했어요`}
          placeholder={<div className={screen.placeholder} aria-hidden="true" />}
        >
          {(data) => <Preview preview={data} />}
        </QueryState>
      )}

      <Button
        type="submit"
        size="lg"
        isBlock
        disabled={planNo === 0 || !preview.isSuccess || change.isSubmitting}
      >
        {when === 'TODAY' ? <Trans>오늘부터 바꾸기</Trans> : <Trans>다음 달 1일부터 바꾸기</Trans>}
      </Button>
    </form>
  );
}

/**
 * /my-page/my-info/plan/change (spec §2.2): a plan on offer for the line in use, from today or the 1st, with
 * this month's and next month's bills computed before it is sent (docs/self-care-rules.md).
 */
export default function PlanChangeFormPage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const check = useQuery(planChangeCheckQueryOptions(lineInUseNo));
  return (
    <PageContainer className={screen.page}>
      <PageHeader title={t`요금제 바꾸기`} />
      <QueryState
        query={check}
        failedTitle={t`요금제 정보를 불러오지 못했어요`}
        placeholder={<div className={screen.placeholder} aria-hidden="true" />}
      >
        {(data) =>
          data.isChangeable ? (
            <PlanChangeForm check={data} />
          ) : (
            <StatusMessage
              headingLevel="h2"
              title={t`지금은 요금제를 바꿀 수 없어요`}
              description={data.reason ?? undefined}
              action={<ButtonLink to={PLAN_CHANGE_PATH}>{t`요금제 변경으로 돌아가기`}</ButtonLink>}
            />
          )
        }
      </QueryState>
    </PageContainer>
  );
}
