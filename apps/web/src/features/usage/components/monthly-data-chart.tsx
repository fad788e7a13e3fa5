import { Trans, useLingui } from '@lingui/react/macro';
import { formatSize, type UsageHistory } from '@mvno/contract';
import { Section } from '../../../shared/ui/section.tsx';
import { formatShortMonth } from '../utils/seoul-time.ts';
import styles from './monthly-data-chart.module.css';

/**
 * The data of the last 12 months as a bar chart that is a table underneath (caption, column and row
 * headers): a screen reader reads each month and its amount; the bars, each month's share of the busiest
 * one, are for the eye only. The latest month first, as the day list is.
 */
export function MonthlyDataChart({
  thisPeriod,
  months,
}: {
  /** The month in progress: its amount is still growing. */
  thisPeriod: string;
  months: UsageHistory['months'];
}) {
  const { t } = useLingui();
  const latestFirst = [...months].sort((a, b) => b.period.localeCompare(a.period));
  const busiest = Math.max(1, ...months.map((month) => month.dataBytes));
  const closed = months.filter((month) => month.period !== thisPeriod);
  const closedCount = closed.length;
  const average =
    closedCount === 0
      ? ''
      : formatSize(Math.round(closed.reduce((sum, month) => sum + month.dataBytes, 0) / closedCount));

  return (
    <Section
      title={t`최근 12개월 데이터 사용량`}
      description={
        closedCount === 0 ? undefined : t`지난 ${closedCount}개월 동안 한 달에 평균 ${average}를 썼어요.`
      }
    >
      {months.length === 0 ? (
        <p className={styles.empty}>
          <Trans>아직 지난 달 사용 내역이 없어요.</Trans>
        </p>
      ) : (
        <table className={styles.chart}>
          <caption className="visually-hidden">{t`최근 12개월 데이터 사용량, 최근 달부터`}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">
                <Trans context="the month a row is about">월</Trans>
              </th>
              <th scope="col">
                <Trans>데이터 사용량</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {latestFirst.map((month) => {
              const isThisMonth = month.period === thisPeriod;
              return (
                <tr key={month.period} className={isThisMonth ? styles.current : undefined}>
                  <th scope="row" className={styles.chartMonth}>
                    {formatShortMonth(month.period)}
                    {isThisMonth && (
                      <span className={styles.inProgress}>
                        <Trans>집계 중</Trans>
                      </span>
                    )}
                  </th>
                  <td className={styles.chartCell}>
                    <span className={styles.chartValue}>
                      <span className={styles.barTrack} aria-hidden="true">
                        <span
                          className={styles.bar}
                          style={{ width: `${(month.dataBytes / busiest) * 100}%` }}
                        />
                      </span>
                      <span className={styles.amount}>{formatSize(month.dataBytes)}</span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Section>
  );
}
