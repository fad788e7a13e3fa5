import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  formatSize,
  formatSms,
  formatVoice,
  textOf,
  UNLIMITED,
  usageKindLabels,
  type AllowanceUse,
  type Usage,
} from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { BillIcon, ChevronRightIcon, DataIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { UsageGauge } from '../../../shared/ui/usage-gauge.tsx';
import { usageHistoryQueryOptions, usageQueryOptions } from '../api/usage.ts';
import { DailyUsageTable } from '../components/daily-usage-table.tsx';
import { MonthlyDataChart } from '../components/monthly-data-chart.tsx';
import { useUsageWords } from '../hooks/use-usage-words.ts';
import { contentLanguage } from '../utils/content-language.ts';
import screen from './usage-screens.module.css';
import styles from './usage-page.module.css';

/**
 * Seconds of calls as whole minutes: what is left rounded down (never more than there is), what was used
 * the rest of the allowance, so the two add up to it as shown.
 */
function inMinutes(use: AllowanceUse): AllowanceUse {
  const usedMinutes = Math.ceil(use.used / 60);
  if (use.allowance === UNLIMITED) return { allowance: UNLIMITED, used: usedMinutes, remaining: UNLIMITED };
  const allowance = Math.floor(use.allowance / 60);
  const remaining = Math.floor(Math.max(0, use.remaining) / 60);
  return { allowance, used: Math.max(allowance - remaining, usedMinutes), remaining };
}

const isBeyond = (use: AllowanceUse) => use.allowance !== UNLIMITED && use.used > use.allowance;

/** /my-page/usage (login required, spec §2.2): what is left this month on the line in use, and how it went. */
export default function UsagePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const usage = useQuery(usageQueryOptions(lineInUseNo));
  const history = useQuery(usageHistoryQueryOptions(lineInUseNo));

  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>이번 달 사용량</Trans>
      </h1>

      <QueryState
        query={usage}
        failedTitle={t`사용량을 불러오지 못했어요`}
        placeholder={
          <div className={classNames(screen.placeholder, styles.usagePlaceholder)} aria-hidden="true" />
        }
      >
        {(data) => <UsageNow usage={data} />}
      </QueryState>

      <nav className={styles.links} aria-label={t`요금 바로가기`}>
        <Link to="/my-page/usage/fee" className={screen.link}>
          <DataIcon className={screen.linkIcon} />
          <span className={screen.linkText}>
            <Trans>이번 달 요금 보기</Trans>
          </span>
          <ChevronRightIcon className={screen.chevron} />
        </Link>
        <Link to="/my-page/bill" className={screen.link}>
          <BillIcon className={screen.linkIcon} />
          <span className={screen.linkText}>
            <Trans>청구서와 납부</Trans>
          </span>
          <ChevronRightIcon className={screen.chevron} />
        </Link>
        <Link to="/my-page/usage/alert" className={screen.link}>
          <ShieldIcon className={screen.linkIcon} />
          <span className={screen.linkText}>
            <Trans>데이터 알림과 요금 상한</Trans>
          </span>
          <ChevronRightIcon className={screen.chevron} />
        </Link>
      </nav>

      <QueryState
        query={history}
        failedTitle={t`사용 내역을 불러오지 못했어요`}
        placeholder={
          <div className={classNames(screen.placeholder, styles.historyPlaceholder)} aria-hidden="true" />
        }
      >
        {(data) => (
          <>
            <DailyUsageTable period={data.period} days={data.list} />
            <MonthlyDataChart thisPeriod={data.period} months={data.months} />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}

function UsageNow({ usage }: { usage: Usage }) {
  const { t } = useLingui();
  const words = useUsageWords();
  const { data, dayData, basicQos } = usage;
  const voice = inMinutes(usage.voice);
  const countedUntil = usage.countedUntil === null ? null : words.countedUntil(usage.countedUntil);
  const daySize = dayData === null ? '' : formatSize(dayData.allowance);
  const hasQos = basicQos !== '';
  const beyondNote = t`넘겨 쓴 만큼은 이번 달 요금에 더해져요.`;
  const dataNote = hasQos
    ? usage.isQosActive
      ? undefined
      : t`다 쓰면 ${basicQos} 속도로 계속 쓸 수 있어요.`
    : isBeyond(data)
      ? beyondNote
      : undefined;

  return (
    <>
      <div className={styles.summary}>
        <p className={styles.counted}>
          {countedUntil === null ? t`아직 집계된 사용량이 없어요.` : t`${countedUntil}까지 사용량이에요.`}
        </p>
        <dl className={styles.line}>
          <div>
            <dt>
              <Trans>사용 중인 회선</Trans>
            </dt>
            <dd className={styles.number}>{usage.serviceNumber}</dd>
          </div>
          <div>
            <dt>
              <Trans context="the line's plan">요금제</Trans>
            </dt>
            <dd lang={contentLanguage()}>{usage.planName}</dd>
          </div>
        </dl>
      </div>

      {usage.isQosActive && hasQos && (
        <p className={styles.qos}>
          <strong className={styles.qosTitle}>
            <Trans>기본 데이터를 다 써서 지금은 {basicQos} 속도로 계속 쓸 수 있어요.</Trans>
          </strong>
          <span>
            <Trans>추가 요금은 나오지 않고, 다음 달 1일에 기본 데이터가 다시 채워져요.</Trans>
          </span>
        </p>
      )}

      <Section title={t`남은 양`}>
        <ul className={styles.gauges}>
          <li className={styles.gaugeCard}>
            <UsageGauge
              label={textOf(usageKindLabels.DATA)}
              use={data}
              formatAmount={formatSize}
              note={dataNote}
            />
          </li>
          {dayData !== null && (
            <li className={styles.gaugeCard}>
              <UsageGauge
                label={t`오늘 데이터`}
                use={dayData}
                formatAmount={formatSize}
                note={
                  dayData.allowance === UNLIMITED
                    ? undefined
                    : t`하루 ${daySize}씩 쓸 수 있고, 밤 12시에 다시 채워져요.`
                }
              />
            </li>
          )}
          <li className={styles.gaugeCard}>
            <UsageGauge
              label={textOf(usageKindLabels.VOICE)}
              use={voice}
              formatAmount={formatVoice}
              note={isBeyond(usage.voice) ? beyondNote : undefined}
            />
          </li>
          <li className={styles.gaugeCard}>
            <UsageGauge
              label={textOf(usageKindLabels.SMS)}
              use={usage.sms}
              formatAmount={formatSms}
              note={isBeyond(usage.sms) ? beyondNote : undefined}
            />
          </li>
        </ul>
      </Section>
    </>
  );
}
