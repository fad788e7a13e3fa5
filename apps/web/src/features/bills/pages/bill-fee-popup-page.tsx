import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import {
  formatBusinessNumber,
  formatDate,
  formatLongDate,
  formatWon,
  type BillList,
  type BillPaymentHistory,
  type Company,
  type Customer,
  type ServiceAccountInfo,
} from '@mvno/contract';
import { useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { LoadFailedMessage } from '../../../shared/ui/status-message.tsx';
import {
  billPaymentsQueryOptions,
  billsQueryOptions,
  customerQueryOptions,
  serviceAccountsQueryOptions,
} from '../api/bills.ts';
import { billAccountIdOf, formatMonth, paidWayOf, payMethodLabels, periodOf } from '../bill-format.ts';
import { confirmationRangeOf } from '../confirmation-range.ts';
import styles from './bill-fee-popup-page.module.css';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';

interface ConfirmationData {
  bills: BillList;
  payments: BillPaymentHistory;
  customer: Customer;
  accounts: ServiceAccountInfo;
  company: Company;
}

/** The confirmation's document: what a printer, the PDF and the screen all show. */
function ConfirmationSheet({
  data,
  range,
  sheetRef,
}: {
  data: ConfirmationData;
  range: { from: string; to: string };
  sheetRef: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useLingui();
  const { bills, payments, customer, accounts, company } = data;
  const billAcntId = bills.billAcntId;
  const account = accounts.accounts.find((one) => one.billAcntId === billAcntId);
  const numbers = accounts.oData
    .filter((line) => line.billAcntId === billAcntId)
    .map((line) => line.serviceNumber)
    .join(', ');
  const rows = bills.list
    .filter((bill) => bill.period >= range.from && bill.period <= range.to)
    .sort((one, other) => one.period.localeCompare(other.period));
  const billedSum = rows.reduce((sum, bill) => sum + bill.totalAmount, 0);
  const paidSum = rows.reduce((sum, bill) => sum + bill.paidAmount, 0);
  const from = formatMonth(range.from);
  const to = formatMonth(range.to);
  // Names, institutions and the company's details are Korean content: an English page says so.
  const isEnglishPage = getPageLocale() === 'en';
  const contentLang = isEnglishPage ? 'ko' : undefined;
  const issuedOn = formatLongDate(new Date());
  const paidTotal = formatWon(paidSum);

  return (
    <article ref={sheetRef} className={styles.sheet} aria-labelledby="confirmation-title">
      <header className={styles.sheetHeader}>
        <p className={styles.brand}>{isEnglishPage ? company.brandNameEn : company.brandName}</p>
        <h1 id="confirmation-title" className={styles.sheetTitle}>
          <Trans>납부확인서</Trans>
        </h1>
        <p className={styles.period}>
          <Trans>
            {from} ~ {to}
          </Trans>
        </p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>고객명</Trans>
          </dt>
          <dd lang={contentLang}>{customer.userName}</dd>
        </div>
        <div>
          <dt>
            <Trans>청구계정</Trans>
          </dt>
          <dd>{billAcntId}</dd>
        </div>
        <div>
          <dt>
            <Trans>이용 회선</Trans>
          </dt>
          <dd>{numbers}</dd>
        </div>
        {account !== undefined && (
          <>
            <div>
              <dt>
                <Trans>납부자</Trans>
              </dt>
              <dd lang={contentLang}>{account.payerName}</dd>
            </div>
            <div className={styles.wide}>
              <dt>
                <Trans>등록한 자동납부</Trans>
              </dt>
              <dd>
                {i18n._(payMethodLabels[account.payMethod])} ·{' '}
                <span lang={contentLang}>{account.payInstitution}</span> {account.payNumberMasked}
              </dd>
            </div>
          </>
        )}
      </dl>

      {rows.length === 0 ? (
        <p className={styles.none}>
          <Trans>이 기간에는 청구서가 없어요.</Trans>
        </p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>
            <Trans>월별 청구·납부 내역</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>청구월</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>청구 금액</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>납부 금액</Trans>
              </th>
              <th scope="col" className={styles.day}>
                <Trans>납부일</Trans>
              </th>
              <th scope="col" className={styles.way}>
                <Trans>납부 방법</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((bill) => {
              const paid = payments.list.filter((payment) => payment.period === bill.period);
              const days = paid.map((payment) => formatDate(payment.paidAt)).sort();
              // How this bill was actually paid: each way once, in the order paid.
              const ways = [...new Set(paid.map((payment) => i18n._(paidWayOf(payment))))];
              return (
                <tr key={bill.invoiceNo}>
                  <th scope="row">{formatMonth(bill.period)}</th>
                  <td className={styles.number}>{formatWon(bill.totalAmount)}</td>
                  <td className={styles.number}>{formatWon(bill.paidAmount)}</td>
                  <td className={styles.day}>{days.length === 0 ? t`납부 전` : days.join(', ')}</td>
                  <td className={styles.way}>{ways.join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>합계</Trans>
              </th>
              <td className={styles.number}>{formatWon(billedSum)}</td>
              <td className={styles.number}>{formatWon(paidSum)}</td>
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      )}

      <p className={styles.statement}>
        <Trans>위와 같이 요금을 납부했음을 확인해요.</Trans>
      </p>
      <p className={styles.paidSum}>
        <Trans>
          납부한 금액 합계 <strong>{paidTotal}</strong>
        </Trans>
      </p>
      <p className={styles.issued}>
        <Trans>발급일 {issuedOn}</Trans>
      </p>

      <footer className={styles.issuer}>
        <p className={styles.issuerName} lang={contentLang}>
          {company.companyName}
        </p>
        <p>
          <Trans>대표</Trans> <span lang={contentLang}>{company.ceoName}</span> ·{' '}
          <Trans>사업자등록번호</Trans> {formatBusinessNumber(company.businessNumber)}
        </p>
        <p lang={contentLang}>{company.address}</p>
        <p>
          <Trans>고객센터</Trans> {company.paidCallNumber} · <EmailAddress address={company.email} />
        </p>
      </footer>
    </article>
  );
}

type PdfState = 'idle' | 'making' | 'saved' | 'failed';

/**
 * /my-page/bill/fee/popup (spec §2.2): the payment confirmation (납부확인서) of an account for a range of
 * months, in its own window. It prints as one A4 page and saves as a PDF file of the same page.
 */
export default function BillFeePopupPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const lineInUseNo = useLineInUseNo();
  const billAcntId = billAccountIdOf(searchParams.get('billAcntId'));
  const range = confirmationRangeOf(periodOf(searchParams.get('from')), periodOf(searchParams.get('to')));
  const sheetRef = useRef<HTMLElement>(null);
  const [pdfState, setPdfState] = useState<PdfState>('idle');
  const confirmation = useQueries({
    queries: [
      billsQueryOptions(lineInUseNo, billAcntId),
      billPaymentsQueryOptions(lineInUseNo, billAcntId),
      customerQueryOptions(lineInUseNo),
      serviceAccountsQueryOptions(lineInUseNo),
      companyQueryOptions(),
    ],
    combine: ([bills, payments, customer, accounts, company]) => {
      const parts = [bills, payments, customer, accounts, company];
      const data =
        bills.data && payments.data && customer.data && accounts.data && company.data
          ? {
              bills: bills.data,
              payments: payments.data,
              customer: customer.data,
              accounts: accounts.data,
              company: company.data,
            }
          : undefined;
      return {
        data,
        isError: parts.some((part) => part.isError),
        error: parts.find((part) => part.error !== null)?.error ?? null,
        refetch: () => parts.filter((part) => part.isError).forEach((part) => void part.refetch()),
      };
    },
  });

  const savePdf = async () => {
    const sheet = sheetRef.current;
    if (sheet === null || pdfState === 'making') return;
    setPdfState('making');
    const { from, to } = range;
    try {
      // Only this page, and only on this click, loads the PDF writer.
      const { saveSheetAsPdf } = await import('../pdf/save-sheet-as-pdf.ts');
      await saveSheetAsPdf(sheet, {
        fileName: t`납부확인서_${from}_${to}.pdf`,
        title: t`납부확인서`,
        lang: getPageLocale(),
        stageClassName: styles.pdfStage ?? '',
      });
      setPdfState('saved');
    } catch {
      setPdfState('failed');
    }
  };

  return (
    <div className={styles.page}>
      <QueryState
        query={confirmation}
        failed={(retry) => (
          <LoadFailedMessage
            headingLevel="h1"
            title={t`납부확인서를 불러오지 못했어요`}
            description={confirmation.error?.message}
            onRetry={retry}
          />
        )}
        placeholder={
          <>
            <h1 className="visually-hidden">
              <Trans>납부확인서</Trans>
            </h1>
            <div className={styles.placeholder} aria-hidden="true" />
          </>
        }
      >
        {(data) => (
          <>
            <div className={styles.toolbar}>
              <Button variant="primary" onClick={() => window.print()}>
                <Trans>인쇄하기</Trans>
              </Button>
              <Button variant="outline" onClick={() => void savePdf()} disabled={pdfState === 'making'}>
                <Trans>PDF로 저장</Trans>
              </Button>
              {window.opener !== null && (
                <Button variant="ghost" onClick={() => window.close()}>
                  <Trans>닫기</Trans>
                </Button>
              )}
              <p className={styles.pdfStatus} role="status">
                {pdfState === 'making' && t`PDF를 만들고 있어요…`}
                {pdfState === 'saved' && t`PDF로 저장했어요. 내려받은 파일을 확인해 주세요.`}
                {pdfState === 'failed' &&
                  t`PDF를 만들지 못했어요. 인쇄하기를 누르고 ‘PDF로 저장’을 골라 주세요.`}
              </p>
            </div>
            <ConfirmationSheet data={data} range={range} sheetRef={sheetRef} />
          </>
        )}
      </QueryState>
    </div>
  );
}
