import { Trans, useLingui } from '@lingui/react/macro';
import type { PayMethod } from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { payMethodLabels } from '../bill-format.ts';
import styles from '../pages/bill-pay-pages.module.css';

/** How one account pays and gets its bill, as registered. */
export function PayMethodFacts({ account }: { account: PayMethod }) {
  const { i18n } = useLingui();
  // A bank's or card company's name is Korean content: an English page marks it so.
  const contentLang = getPageLocale() === 'en' ? 'ko' : undefined;
  const dueDay = account.dueDay;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>
          <Trans>납부 방법</Trans>
        </dt>
        <dd>
          {i18n._(payMethodLabels[account.payMethod])} ·{' '}
          <span lang={contentLang}>{account.payInstitution}</span> {account.payNumberMasked}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>명의자</Trans>
        </dt>
        <dd>{account.payerName}</dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>납부일</Trans>
        </dt>
        <dd>
          <Trans>매달 {dueDay}일</Trans>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>청구서 받는 곳</Trans>
        </dt>
        <dd>{account.billType === 'EMAIL' ? <Trans>이메일</Trans> : <Trans>문자 메시지</Trans>}</dd>
      </div>
    </dl>
  );
}
