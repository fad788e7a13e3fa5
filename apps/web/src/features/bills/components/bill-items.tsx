import { Trans, useLingui } from '@lingui/react/macro';
import {
  billItemTypeLabels,
  formatSize,
  formatSms,
  formatWon,
  textOf,
  VAT_PERCENT,
  type BillDetail,
  type BillItem,
} from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { formatMonth, periodOf } from '../bill-format.ts';
import styles from './bill-items.module.css';

/** VAT and the 10-won cut are the bill's own lines: shown with the totals, not among the items. */
const isTotalLine = (item: BillItem) => item.itemType === 'VAT' || item.itemType === 'ROUNDING';

interface ItemGroup {
  key: string;
  /** The line's masked number; null for the account's own items. */
  serviceNumber: string | null;
  items: BillItem[];
}

/** Items by line, in the bill's order, then the account's own (late fee, adjustment). */
export function groupItems(items: readonly BillItem[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  for (const item of items) {
    if (isTotalLine(item)) continue;
    const key = item.userLineNo === null ? 'account' : `line-${item.userLineNo}`;
    let group = groups.find((one) => one.key === key);
    if (group === undefined) {
      group = { key, serviceNumber: item.userLineNo === null ? null : item.serviceNumber, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  // The account's own items come after every line's.
  return [
    ...groups.filter((group) => group.key !== 'account'),
    ...groups.filter((group) => group.key === 'account'),
  ];
}

const sumOf = (items: readonly BillItem[]) => items.reduce((sum, item) => sum + item.amount, 0);

function ItemName({ item }: { item: BillItem }) {
  const { t } = useLingui();
  if (item.itemType === 'LATE_FEE') {
    // A late fee's name is the month of the bill it is charged for.
    const period = periodOf(item.itemName);
    const month = period === undefined ? item.itemName : formatMonth(period);
    return <>{t`${month} 청구분 연체가산금`}</>;
  }
  // Plan, add-on, merchant and device names are Korean content: an English page marks them so.
  return <span lang={getPageLocale() === 'en' ? 'ko' : undefined}>{item.itemName}</span>;
}

/** What a USAGE item counts beyond the allowance, in its own unit. */
function UsageQuantity({ item }: { item: BillItem }) {
  const { t } = useLingui();
  const quantity = item.quantity;
  if (quantity === null || item.usageKind === null) return null;
  if (item.usageKind !== 'VOICE') {
    const amount = item.usageKind === 'DATA' ? formatSize(quantity) : formatSms(quantity);
    return <>{t`${amount} 초과`}</>;
  }
  const minutes = Math.floor(quantity / 60);
  const seconds = quantity % 60;
  return <>{seconds === 0 ? t`${minutes}분 초과` : t`${minutes}분 ${seconds}초 초과`}</>;
}

function ItemDetail({ item }: { item: BillItem }) {
  const { t } = useLingui();
  if (item.itemType === 'USAGE') return <UsageQuantity item={item} />;
  if (item.portion === null) return null;
  const { count, of } = item.portion;
  if (item.itemType === 'INSTALMENT') return <>{t`${count}/${of}회차`}</>;
  return <>{t`${count}/${of}일 사용분`}</>;
}

function Amount({ amount }: { amount: number }) {
  return <span className={amount < 0 ? styles.minus : undefined}>{formatWon(amount)}</span>;
}

function ItemTable({ group }: { group: ItemGroup }) {
  const { t } = useLingui();
  const number = group.serviceNumber ?? '';
  const title = group.serviceNumber === null ? t`계정 공통 항목` : t`${number} 회선`;
  return (
    <Section title={title} size="medium" className={styles.group}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t`${title}의 요금 항목`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>항목</Trans>
            </th>
            <th scope="col" className={styles.amountCell}>
              <Trans>금액</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.items.map((item, index) => (
            <tr key={index}>
              <th scope="row">
                <span className={styles.item}>
                  <span className={styles.type}>{textOf(billItemTypeLabels[item.itemType])}</span>
                  <span className={styles.name}>
                    <ItemName item={item} />
                  </span>
                  <span className={styles.detail}>
                    <ItemDetail item={item} />
                  </span>
                </span>
              </th>
              <td className={styles.amountCell}>
                <Amount amount={item.amount} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>소계</Trans>
            </th>
            <td className={styles.amountCell}>
              <Amount amount={sumOf(group.items)} />
            </td>
          </tr>
        </tfoot>
      </table>
    </Section>
  );
}

/** A bill's items by line and the account's own, each group with its subtotal. */
export function BillItems({ items }: { items: readonly BillItem[] }) {
  return (
    <>
      {groupItems(items).map((group) => (
        <ItemTable key={group.key} group={group} />
      ))}
    </>
  );
}

/**
 * How the items become the total, line by line: the items' sum, the VAT on the taxable part, the 10-won cut
 * (docs/billing.md rules 5 and 6), then what was paid and what is left.
 */
export function BillTotals({ detail }: { detail: BillDetail }) {
  const { t } = useLingui();
  const itemsSum = sumOf(detail.items.filter((item) => !isTotalLine(item)));
  const taxable = formatWon(detail.taxableAmount);
  const { bill } = detail;
  return (
    <Section title={t`청구 금액 계산`} size="medium" className={styles.group}>
      <dl className={styles.totals}>
        <div>
          <dt>
            <Trans>항목 합계</Trans>
          </dt>
          <dd>
            <Amount amount={itemsSum} />
          </dd>
        </div>
        <div className={styles.note}>
          <dt>
            <Trans>이 중 부가세 대상 금액</Trans>
          </dt>
          <dd>
            <Amount amount={detail.taxableAmount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>
              부가가치세{' '}
              <span className={styles.formula}>
                ({taxable}의 {VAT_PERCENT}%)
              </span>
            </Trans>
          </dt>
          <dd>
            <Amount amount={detail.vatAmount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>
              원단위 절사 <span className={styles.formula}>(10원 미만 버림)</span>
            </Trans>
          </dt>
          <dd>
            <Amount amount={detail.roundingAmount} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>
            <Trans>청구 금액</Trans>
          </dt>
          <dd>{formatWon(bill.totalAmount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>납부한 금액</Trans>
          </dt>
          <dd>{formatWon(bill.paidAmount)}</dd>
        </div>
        <div className={styles.left}>
          <dt>
            <Trans>남은 금액</Trans>
          </dt>
          <dd>{formatWon(bill.unpaidAmount)}</dd>
        </div>
      </dl>
    </Section>
  );
}
