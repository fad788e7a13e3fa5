import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_AUTH_CALLBACK_NAME } from '@mvno/contract';
import { reportToOpener } from '../../../shared/popup/popup-handshake.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import styles from './payment-result-page.module.css';

/** What the billing-auth window sent the popup back with: a registration to keep, or why there is none. */
function readReturn(
  search: URLSearchParams,
):
  | { kind: 'registered'; params: { authKey: string; customerKey: string } }
  | { kind: 'stopped'; params: { code: string } }
  | { kind: 'invalid' } {
  const value = (key: string) => search.get(key)?.trim() ?? '';
  const [authKey, customerKey, code] = [value('authKey'), value('customerKey'), value('code')];
  if (authKey !== '' && customerKey !== '') return { kind: 'registered', params: { authKey, customerKey } };
  if (code !== '') return { kind: 'stopped', params: { code } };
  return { kind: 'invalid' };
}

/**
 * /payment/billing-result: where the gateway's billing-auth window returns the popup (no header, footer or
 * back). It hands what the window said to the page that opened it, which closes it and asks our server to
 * keep the card or account (spec §2.4's handshake): nothing is kept here.
 */
export default function BillingResultPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const returned = readReturn(searchParams);
  const [hasNoOpener] = useState(() => typeof window === 'undefined' || window.opener === null);

  useEffect(() => {
    if (returned.kind !== 'invalid') reportToOpener(BILLING_AUTH_CALLBACK_NAME, returned.params);
    // Reported once, for the query the popup arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  const closeButton = (
    <Button variant="outline" onClick={() => window.close()}>
      <Trans>창 닫기</Trans>
    </Button>
  );
  const title =
    returned.kind === 'registered'
      ? t`카드나 계좌를 확인했어요`
      : returned.kind === 'stopped'
        ? t`등록하지 않았어요`
        : t`잘못된 접근입니다`;
  const description =
    returned.kind === 'registered'
      ? hasNoOpener
        ? t`이 창을 닫고 납부 방법을 바꾸던 화면에서 계속해 주세요.`
        : t`납부 방법을 바꾸던 화면으로 돌아가고 있어요.`
      : returned.kind === 'stopped'
        ? returned.params.code === 'USER_CANCEL'
          ? t`등록을 취소했어요.`
          : t`카드사나 은행에서 등록을 받아 주지 않았어요. 다른 카드나 계좌로 다시 시도해 주세요.`
        : t`납부 방법 화면에서 다시 시작해 주세요.`;
  return (
    <div className={styles.page}>
      <StatusMessage
        headingLevel="h1"
        kind={returned.kind === 'registered' ? 'done' : 'problem'}
        title={title}
        description={description}
        action={closeButton}
      />
    </div>
  );
}
