import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  billItemTypeLabels,
  formatLongDate,
  formatSize,
  formatSms,
  formatWon,
  shiftPeriod,
  textOf,
  usageKindLabels,
  type BillItem,
  type BillSoFar,
} from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { BillIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { classNames } from '../../../shared/ui/class-names.ts';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billSoFarQueryOptions } from '../api/usage.ts';
import { useUsageWords } from '../hooks/use-usage-words.ts';
import { formatMonth } from '../utils/seoul-time.ts';
import { contentLanguage } from '../utils/content-language.ts';
import screen from './usage-screens.module.css';
import styles from './usage-fee-page.module.css';

/** The items of one line, in the bill's order. */
interface LineGroup {
  userLineNo: number;
  serviceNumber: string;
  items: BillItem[];
}

function lineGroupsOf(items: BillItem[]): LineGroup[] {
  const groups = new Map<number, LineGroup>();
  for (const item of items) {
    if (item.userLineNo === null) continue;
    const group = groups.get(item.userLineNo) ?? {
      userLineNo: item.userLineNo,
      serviceNumber: item.serviceNumber ?? '',
      items: [],
    };
    group.items.push(item);
    groups.set(item.userLineNo, group);
  }
  return [...groups.values()];
}

/** Whether an item's name is the database's (a plan, add-on, discount, merchant or device), not ours. */
const isNameFromData = (item: BillItem) => !['USAGE', 'LATE_FEE', 'VAT', 'ROUNDING'].includes(item.itemType);

const sumOf = (items: BillItem[]) => items.reduce((sum, item) => sum + item.amount, 0);

const accountItemOf = (itemType: 'VAT' | 'ROUNDING', amount: number): BillItem => ({
  userLineNo: null,
  serviceNumber: null,
  itemType,
  itemName: itemType,
  usageKind: null,
  quantity: null,
  portion: null,
  amount,
  isTaxable: false,
});

/** /my-page/usage/fee (login required, spec §2.2): this month's charges so far, item by item. */
export default function UsageFeePage() {
  const { t } = useLingui();
  const lineInUseNo = useLineInUseNo();
  const soFar = useQuery(billSoFarQueryOptions(lineInUseNo));

  return (
    <PageContainer className={screen.page}>
      <h1 className={screen.title}>
        <Trans>이번 달 요금</Trans>
      </h1>
      <QueryState
        query={soFar}
        failedTitle={t`이번 달 요금을 불러오지 못했어요`}
        placeholder={
          <div className={classNames(screen.placeholder, styles.itemsPlaceholder)} aria-hidden="true" />
        }
        isEmpty={({ items }) => items.length === 0}
        empty={
          <StatusMessage
            headingLevel="h2"
            kind="empty"
            title={t`아직 이번 달 요금이 없어요`}
            description={t`이번 달에 쓴 만큼이 집계되면 여기에 보여 드릴게요.`}
          />
        }
      >
        {(data) => <FeeSoFar soFar={data} />}
      </QueryState>
      <Link to="/my-page/bill" className={screen.link}>
        <BillIcon className={screen.linkIcon} />
        <span className={screen.linkText}>
          <Trans>지난 청구서와 납부 보기</Trans>
        </span>
        <ChevronRightIcon className={screen.chevron} />
      </Link>
    </PageContainer>
  );
}

function FeeSoFar({ soFar }: { soFar: BillSoFar }) {
  const { t } = useLingui();
  const words = useUsageWords();
  const month = formatMonth(soFar.period);
  const issueDate = formatLongDate(`${shiftPeriod(soFar.period, 1)}-01`);
  const countedUntil = soFar.countedUntil === null ? null : words.countedUntil(soFar.countedUntil);
  const total = formatWon(soFar.totalAmount);
  // The VAT and the 10-won cut are always said, from the sums (an item of 0 won is not in the list).
  const accountItems = [
    ...soFar.items.filter(
      (item) => item.userLineNo === null && item.itemType !== 'VAT' && item.itemType !== 'ROUNDING',
    ),
    accountItemOf('VAT', soFar.vatAmount),
    accountItemOf('ROUNDING', soFar.roundingAmount),
  ];
  const { billAcntId } = soFar;

  return (
    <>
      <section className={styles.hero} aria-labelledby="fee-total-title">
        <h2 id="fee-total-title" className={styles.heroLabel}>
          {t`${month} 예상 요금`}
        </h2>
        <p className={styles.total}>{total}</p>
        {countedUntil !== null && (
          <p className={styles.heroText}>{t`${countedUntil}까지 쓴 만큼 계산했어요.`}</p>
        )}
        <p className={styles.heroText}>
          <Trans>
            아직 예상 금액이에요. {issueDate}에 청구서가 나오면 확정되고, 그때까지 쓰는 만큼 달라질 수 있어요.
          </Trans>
        </p>
      </section>

      {lineGroupsOf(soFar.items).map(({ userLineNo, serviceNumber, items }) => (
        <Section key={userLineNo} size="medium" title={t`${serviceNumber} 회선`}>
          <ItemTable caption={t`${serviceNumber} 회선의 이번 달 요금 항목`} items={items}>
            <tr>
              <th scope="row">
                <Trans>회선 합계</Trans>
              </th>
              <td className={styles.amount}>{formatWon(sumOf(items))}</td>
            </tr>
          </ItemTable>
        </Section>
      ))}

      <Section
        size="medium"
        title={t`청구 계정 합계`}
        description={t`청구 계정 ${billAcntId}의 회선 요금을 모두 더하고 부가세를 붙였어요.`}
      >
        <ItemTable
          caption={t`부가세와 원단위 절사, 이번 달 예상 요금`}
          items={accountItems}
          taxableAmount={soFar.taxableAmount}
        >
          <tr className={styles.grandTotal}>
            <th scope="row">
              <Trans>이번 달 예상 요금</Trans>
            </th>
            <td className={styles.amount}>{total}</td>
          </tr>
        </ItemTable>
      </Section>
    </>
  );
}

function ItemTable({
  caption,
  items,
  taxableAmount,
  children,
}: {
  caption: string;
  items: BillItem[];
  /** The sum the VAT is taken from, said on the VAT's row. */
  taxableAmount?: number;
  /** The table's foot: its sum. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const words = useUsageWords();

  const nameOf = (item: BillItem): string => {
    if (item.itemType === 'USAGE' && item.usageKind !== null) return textOf(usageKindLabels[item.usageKind]);
    if (item.itemType === 'LATE_FEE') {
      const unpaidMonth = formatMonth(item.itemName);
      return t`${unpaidMonth} 청구서 미납분`;
    }
    return item.itemName;
  };

  const quantityOf = (item: BillItem): string => {
    const quantity = item.quantity ?? 0;
    if (item.usageKind === 'DATA') return formatSize(quantity);
    if (item.usageKind === 'VOICE') return words.callTime(quantity);
    return formatSms(quantity);
  };

  const detailsOf = (item: BillItem): string[] => {
    const details: string[] = [];
    if (item.portion !== null) {
      const { count, of } = item.portion;
      details.push(item.itemType === 'INSTALMENT' ? t`${count}/${of}회차` : t`${count}/${of}일`);
    }
    if (item.itemType === 'USAGE') {
      const beyond = quantityOf(item);
      details.push(t`넘겨 쓴 양 ${beyond}`);
    }
    if (item.itemType === 'VAT' && taxableAmount !== undefined) {
      const taxable = formatWon(taxableAmount);
      details.push(t`부가세 붙는 항목 ${taxable}의 10%`);
    }
    if (item.itemType === 'ROUNDING') details.push(t`10원 미만은 빼 드려요`);
    if (item.userLineNo !== null && !item.isTaxable) details.push(t`부가세 없음`);
    return details;
  };

  return (
    <table className={styles.items}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">
            <Trans>항목</Trans>
          </th>
          <th scope="col">
            <Trans>금액</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const isOwnLabel = item.itemType === 'VAT' || item.itemType === 'ROUNDING';
          const typeLabel = textOf(billItemTypeLabels[item.itemType]);
          const about = [...(isOwnLabel ? [] : [typeLabel]), ...detailsOf(item)];
          return (
            <tr key={`${item.itemType}-${index}`}>
              <th scope="row" className={styles.itemCell}>
                <span className={styles.item}>
                  <span
                    className={styles.itemName}
                    lang={isNameFromData(item) ? contentLanguage() : undefined}
                  >
                    {isOwnLabel ? typeLabel : nameOf(item)}
                  </span>
                  {about.length > 0 && <span className={styles.itemDetail}>{about.join(' · ')}</span>}
                </span>
              </th>
              <td className={item.amount < 0 ? `${styles.amount} ${styles.minus}` : styles.amount}>
                {formatWon(item.amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>{children}</tfoot>
    </table>
  );
}
