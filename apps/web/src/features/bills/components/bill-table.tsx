import { Trans } from '@lingui/react/macro';
import { billStatusLabels, formatLongDate, formatWon, textOf, type BillSummary } from '@mvno/contract';
import { Link } from 'react-router';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { billFeePath, formatMonth, statusToneOf } from '../bill-format.ts';
import styles from './bill-table.module.css';

/**
 * The bills by month, newest first, each month a link to its bill. A table on a wide screen; on a narrow one
 * (or in large text) each row is drawn as a card. The roles are written out because a table whose parts
 * are no longer displayed as a table loses them in some browsers, and the screen reader with them.
 */
export function BillTable({ bills, billAcntId }: { bills: readonly BillSummary[]; billAcntId: string }) {
  return (
    <div className={styles.frame}>
      <table className={styles.table} role="table">
        <caption className={styles.caption}>
          <Trans>월별 청구서</Trans>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <Trans>청구월</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.number}>
              <Trans>청구 금액</Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans>상태</Trans>
            </th>
            <th scope="col" role="columnheader" className={styles.number}>
              <Trans>납부한 금액</Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans>납부기한</Trans>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {bills.map((bill) => {
            const isDraft = bill.stage === 'DRAFT';
            return (
              <tr key={bill.invoiceNo} role="row" className={styles.row}>
                <th scope="row" role="rowheader" className={styles.monthCell}>
                  <Link to={billFeePath(bill.period, billAcntId)} className={styles.monthLink}>
                    <span>{formatMonth(bill.period)}</span>
                    {isDraft && (
                      <span className={styles.draft}>
                        <Trans>확정 전</Trans>
                      </span>
                    )}
                    <ChevronRightIcon className={styles.chevron} aria-hidden="true" />
                  </Link>
                </th>
                <td role="cell" className={`${styles.number} ${styles.total}`}>
                  <span className={styles.label} aria-hidden="true">
                    <Trans>청구 금액</Trans>
                  </span>
                  {formatWon(bill.totalAmount)}
                </td>
                <td role="cell" className={styles.status}>
                  <Badge tone={statusToneOf(bill.status)}>{textOf(billStatusLabels[bill.status])}</Badge>
                </td>
                <td role="cell" className={styles.number}>
                  <span className={styles.label} aria-hidden="true">
                    <Trans>납부한 금액</Trans>
                  </span>
                  {formatWon(bill.paidAmount)}
                </td>
                <td role="cell">
                  <span className={styles.label} aria-hidden="true">
                    <Trans>납부기한</Trans>
                  </span>
                  <time dateTime={bill.dueOn}>{formatLongDate(bill.dueOn)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
