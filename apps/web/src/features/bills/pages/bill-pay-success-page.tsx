import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate, formatWon, type BillPaymentReceipt } from '@mvno/contract';
import { useLocation } from 'react-router';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { isRecord } from '../../../shared/is-record.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { billListPath, billPayPath, formatMonth, payNowMethodLabels } from '../bill-format.ts';
import styles from './bill-pay-pages.module.css';
import billStyles from './bill-pages.module.css';

/** The receipt the pay-now screen came with (kept in the page's history entry, so a reload keeps it). */
function receiptOf(state: unknown): BillPaymentReceipt | undefined {
  if (!isRecord(state) || !isRecord(state.receipt)) return undefined;
  const { receipt } = state;
  return typeof receipt.orderId === 'string' &&
    typeof receipt.amount === 'number' &&
    Array.isArray(receipt.bills)
    ? (receipt as unknown as BillPaymentReceipt)
    : undefined;
}

function CheckMark() {
  return (
    <svg className={styles.check} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill="currentColor" opacity="0.12" />
      <path
        d="M17 29l7.5 7.5L40 21"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** /my-page/bill/pay/immediate/success (spec §2.2): the receipt of a payment made now. */
export default function BillPaySuccessPage() {
  const { t, i18n } = useLingui();
  const receipt = receiptOf(useLocation().state);

  if (receipt === undefined) {
    return (
      <PageContainer className={billStyles.page}>
        <StatusMessage
          headingLevel="h1"
          kind="done"
          title={t`보여 드릴 결제 결과가 없어요`}
          description={t`낸 요금은 요금 납부의 납부 내역에서 볼 수 있어요.`}
          action={<ButtonLink to="/my-page/bill/pay">{t`요금 납부로 가기`}</ButtonLink>}
        />
      </PageContainer>
    );
  }

  const amount = formatWon(receipt.amount);
  const unpaid = formatWon(receipt.unpaidAmount);
  // A card company's, carrier's or bank's name is Korean content: an English page marks it so.
  const contentLang = getPageLocale() === 'en' ? 'ko' : undefined;
  return (
    <PageContainer className={billStyles.page}>
      <header className={styles.receiptHead}>
        <CheckMark />
        <h1 className={billStyles.title}>
          <Trans>요금을 냈어요</Trans>
        </h1>
        <p className={styles.receiptAmount}>{amount}</p>
        <p className={billStyles.summaryNote}>
          {receipt.unpaidAmount === 0 ? (
            <Trans>이제 낼 요금이 없어요.</Trans>
          ) : (
            <Trans>남은 요금은 {unpaid}이에요.</Trans>
          )}
        </p>
      </header>

      <Section title={t`결제 정보`} size="medium" className={billStyles.card}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Trans>결제 수단</Trans>
            </dt>
            <dd>
              {i18n._(payNowMethodLabels[receipt.payMethod])} ·{' '}
              <span lang={contentLang}>{receipt.issuer}</span> {receipt.maskedNumber}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Trans>결제 일시</Trans>
            </dt>
            <dd>
              {formatLongDate(receipt.paidAt)} {receipt.paidAt.slice(11, 16)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Trans>주문 번호</Trans>
            </dt>
            <dd>{receipt.orderId}</dd>
          </div>
        </dl>
      </Section>

      <Section title={t`납부한 청구서`} size="medium" className={billStyles.card}>
        <ul className={styles.payments}>
          {receipt.bills.map((bill) => {
            const month = formatMonth(bill.period);
            const left = formatWon(bill.unpaidAmount);
            return (
              <li key={bill.period} className={styles.payment}>
                <span className={styles.paymentMonth}>
                  <Trans>{month} 청구분</Trans>
                </span>
                <span className={styles.paymentAmount}>{formatWon(bill.paidAmount)}</span>
                <span className={styles.paymentMeta}>
                  {bill.unpaidAmount === 0 ? <Trans>모두 납부</Trans> : <Trans>남은 금액 {left}</Trans>}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      <div className={styles.actions}>
        <ButtonLink to={billListPath(receipt.billAcntId)} size="lg">
          <Trans>요금 조회로 가기</Trans>
        </ButtonLink>
        <ButtonLink to={billPayPath(receipt.billAcntId)} size="lg" variant="outline">
          <Trans>납부 내역 보기</Trans>
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
