import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatSize, formatSms, textOf, usageKindLabels, type UsageDay } from '@mvno/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { ChevronDownIcon } from '../../../shared/ui/icons.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useUsageWords } from '../hooks/use-usage-words.ts';
import { formatDayInMonth, formatMonth } from '../utils/seoul-time.ts';
import styles from './daily-usage-table.module.css';

/** Days shown before the rest of the month is asked for: a week. */
const FIRST_DAYS = 7;

/**
 * A month day by day, the latest day first: a table (caption, column and row headers) whose data column
 * carries a small bar of the day's share of the month's busiest day, and the month's sums in its foot.
 */
export function DailyUsageTable({ period, days }: { period: string; days: UsageDay[] }) {
  const { t } = useLingui();
  const words = useUsageWords();
  const bodyId = useId();
  const [isAllShown, setAllShown] = useState(false);
  const month = formatMonth(period);
  const latestFirst = [...days].sort((a, b) => b.usageDay.localeCompare(a.usageDay));
  const shown = isAllShown ? latestFirst : latestFirst.slice(0, FIRST_DAYS);
  const busiest = Math.max(1, ...days.map((day) => day.dataBytes));
  const total = days.reduce(
    (sum, day) => ({
      dataBytes: sum.dataBytes + day.dataBytes,
      voiceSeconds: sum.voiceSeconds + day.voiceSeconds,
      smsCount: sum.smsCount + day.smsCount,
    }),
    { dataBytes: 0, voiceSeconds: 0, smsCount: 0 },
  );
  const dayCount = days.length;

  return (
    <Section title={t`이번 달 날짜별 사용량`}>
      {dayCount === 0 ? (
        <p className={styles.empty}>
          <Trans>이번 달에는 아직 쓴 내역이 없어요.</Trans>
        </p>
      ) : (
        <>
          <div className={styles.frame}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t`${month} 날짜별 사용량, 최근 날짜부터`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>날짜</Trans>
                  </th>
                  <th scope="col" className={styles.number}>
                    {textOf(usageKindLabels.DATA)}
                  </th>
                  <th scope="col" className={styles.number}>
                    {textOf(usageKindLabels.VOICE)}
                  </th>
                  <th scope="col" className={styles.number}>
                    {textOf(usageKindLabels.SMS)}
                  </th>
                </tr>
              </thead>
              <tbody id={bodyId}>
                {shown.map((day) => (
                  <tr key={day.usageDay}>
                    <th scope="row" className={`${styles.rowHeader} ${styles.nowrap}`}>
                      <time dateTime={day.usageDay}>{formatDayInMonth(day.usageDay)}</time>
                    </th>
                    <td className={styles.number}>
                      <span className={styles.dataCell}>
                        {formatSize(day.dataBytes)}
                        <span className={styles.miniTrack} aria-hidden="true">
                          <span
                            className={styles.miniFill}
                            style={{ width: `${(day.dataBytes / busiest) * 100}%` }}
                          />
                        </span>
                      </span>
                    </td>
                    <td className={styles.number}>{words.callTime(day.voiceSeconds)}</td>
                    <td className={`${styles.number} ${styles.nowrap}`}>{formatSms(day.smsCount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={styles.rowHeader}>
                    <Trans>이번 달 합계</Trans>
                  </th>
                  <td className={styles.number}>{formatSize(total.dataBytes)}</td>
                  <td className={styles.number}>{words.callTime(total.voiceSeconds)}</td>
                  <td className={`${styles.number} ${styles.nowrap}`}>{formatSms(total.smsCount)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {dayCount > FIRST_DAYS && (
            <Button
              variant="outline"
              isBlock
              className={styles.more}
              aria-expanded={isAllShown}
              aria-controls={bodyId}
              onClick={() => setAllShown(!isAllShown)}
            >
              {isAllShown ? <Trans>최근 7일만 보기</Trans> : <Trans>{dayCount}일 모두 보기</Trans>}
              <ChevronDownIcon className={isAllShown ? styles.chevronUp : styles.chevron} />
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
