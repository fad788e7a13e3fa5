import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { billStatusLabels, formatLongDate, formatWon, textOf, type BillList } from '@mvno/contract';
import { Link } from 'react-router';
import { Badge } from '../../../shared/ui/badge.tsx';
import { billFeePath, formatMonth, owingStatuses, statusToneOf } from '../bill-format.ts';
import styles from '../pages/bill-pages.module.css';

/** What is owed now, and each bill that still owes with its due date and status. */
export function OwedSummary({ list, children }: { list: BillList; children?: ReactNode }) {
  const owing = list.list.filter((bill) => owingStatuses.includes(bill.status));
  return (
    <section className={styles.summaryCard} aria-labelledby="owed-title">
      <h2 id="owed-title" className={styles.summaryLabel}>
        <Trans>지금 낼 금액</Trans>
      </h2>
      <p className={styles.summaryAmount}>{formatWon(list.unpaidAmount)}</p>
      {owing.length === 0 ? (
        <p className={styles.summaryNote}>
          <Trans>낼 요금이 없어요. 모두 납부했어요.</Trans>
        </p>
      ) : (
        <ul className={styles.owing}>
          {owing.map((bill) => {
            const month = formatMonth(bill.period);
            const due = formatLongDate(bill.dueOn);
            return (
              <li key={bill.invoiceNo} className={styles.owingBill}>
                <Link to={billFeePath(bill.period, bill.billAcntId)} className={styles.owingLink}>
                  <span className={styles.owingHead}>
                    <span className={styles.owingMonth}>
                      <Trans>{month} 청구분</Trans>
                    </span>
                    <Badge tone={statusToneOf(bill.status)}>{textOf(billStatusLabels[bill.status])}</Badge>
                  </span>
                  <span className={styles.owingAmount}>{formatWon(bill.unpaidAmount)}</span>
                  <span className={bill.status === 'OVERDUE' ? styles.owingLate : styles.owingDue}>
                    {bill.status === 'OVERDUE' ? (
                      <Trans>납부기한 {due}이 지났어요</Trans>
                    ) : (
                      <Trans>납부기한 {due}</Trans>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
