import { useLingui } from '@lingui/react/macro';
import { formatWon, shiftPeriod, type BillSummary } from '@mvno/contract';
import { classNames } from '../../../shared/ui/class-names.ts';
import { formatMonth, formatMonthShort, periodsBetween } from '../bill-format.ts';
import styles from './bill-trend.module.css';

const TREND_MONTHS = 12;

/**
 * The last twelve months' totals as bars, oldest first. The bars are a picture only (aria-hidden): the same
 * amounts are read from the bill table right below, a real table with a caption and headers, and the
 * sentence above the bars says what the picture shows (the latest month against the one before). A chart
 * of its own as a second table would make a screen reader hear every amount twice.
 */
export function BillTrend({ bills }: { bills: readonly BillSummary[] }) {
  const { t } = useLingui();
  const [latest, previous] = bills;
  if (latest === undefined) return null;
  const periods = periodsBetween(shiftPeriod(latest.period, -(TREND_MONTHS - 1)), latest.period);
  const highest = Math.max(1, ...bills.map((bill) => bill.totalAmount));
  const month = formatMonth(latest.period);
  const total = formatWon(latest.totalAmount);
  const difference = previous === undefined ? null : latest.totalAmount - previous.totalAmount;
  const change = formatWon(Math.abs(difference ?? 0));

  return (
    <div className={styles.trend}>
      <p className={styles.lead}>
        <span className={styles.latest}>
          {month} {total}
        </span>
        {difference !== null && (
          <span className={styles.change}>
            {difference > 0
              ? t`지난달보다 ${change} 더 나왔어요`
              : difference < 0
                ? t`지난달보다 ${change} 덜 나왔어요`
                : t`지난달과 같아요`}
          </span>
        )}
      </p>
      <div className={styles.chart} aria-hidden="true">
        {periods.map((period) => {
          const bill = bills.find((one) => one.period === period);
          const ratio = bill === undefined ? 0 : Math.max(0, bill.totalAmount) / highest;
          return (
            <div key={period} className={styles.slot}>
              <div className={styles.track}>
                {bill !== undefined && (
                  <span
                    className={classNames(
                      styles.bar,
                      period === latest.period && styles.current,
                      bill.stage === 'DRAFT' && styles.draft,
                    )}
                    style={{ '--ratio': ratio }}
                  />
                )}
              </div>
              <span className={styles.month}>{formatMonthShort(period)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
