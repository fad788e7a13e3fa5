import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Customer } from '@mvno/contract';
import styles from '../pages/self-care.module.css';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';

/** The subscriber's details as my-info shows them (masked by the server), then what the page adds. */
export function SubscriberFacts({
  details,
  children,
}: {
  details: Pick<Customer, 'userName' | 'userBirth' | 'userEmail' | 'custId'>;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <dl className={`${styles.card} ${styles.facts}`}>
      <dt>
        <Trans>이름</Trans>
      </dt>
      <dd>{details.userName}</dd>
      <dt>
        <Trans>생년월일</Trans>
      </dt>
      <dd>{details.userBirth}</dd>
      <dt>
        <Trans>이메일</Trans>
      </dt>
      <dd>
        {details.userEmail === '' ? t`등록된 이메일이 없어요` : <EmailAddress address={details.userEmail} />}
      </dd>
      <dt>
        <Trans>고객번호</Trans>
      </dt>
      <dd>{details.custId}</dd>
      {children}
    </dl>
  );
}

/** Whether the subscriber agreed to marketing messages. */
export function MarketingFact({ isAgreed }: { isAgreed: boolean }) {
  return (
    <>
      <dt>
        <Trans>광고 수신</Trans>
      </dt>
      <dd>{isAgreed ? <Trans>동의했어요</Trans> : <Trans>동의하지 않았어요</Trans>}</dd>
    </>
  );
}
