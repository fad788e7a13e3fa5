import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_CALLBACK_NAME } from '@mvno/contract';
import { reportToOpener } from '../../../shared/popup/popup-handshake.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import styles from './payment-result-page.module.css';

export const paymentResultTexts = {
  returning: msg`결제 결과를 결제를 요청한 화면에 전하고 있어요.`,
  approvedTitle: msg`결제 승인을 받았어요`,
  noOpener: msg`이 창을 닫고 결제를 요청한 화면에서 계속해 주세요. 결제는 그 화면에서 확인해야 끝나요.`,
  stoppedTitle: msg`결제가 진행되지 않았어요`,
  cancelled: msg`결제를 취소했어요.`,
  declined: msg`카드사나 은행에서 결제를 승인하지 않았어요. 다른 결제 수단으로 다시 시도해 주세요.`,
  notCompleted: msg`결제를 마치지 못했어요. 처음부터 다시 결제해 주세요.`,
  invalidTitle: msg`잘못된 접근입니다`,
  invalidDescription: msg`결제를 요청한 화면에서 다시 시작해 주세요.`,
} as const;

/** What the gateway sent the popup back with: an authorisation to confirm, or why there is none. */
type Returned =
  | { kind: 'approved'; params: { paymentKey: string; orderId: string; amount: string } }
  | { kind: 'stopped'; params: { code: string; orderId: string } }
  | { kind: 'invalid' };

function readReturn(search: URLSearchParams): Returned {
  const value = (key: string) => search.get(key)?.trim() ?? '';
  const orderId = value('orderId');
  const paymentKey = value('paymentKey');
  const amount = value('amount');
  const code = value('code');
  if (orderId === '') return { kind: 'invalid' };
  if (paymentKey !== '' && /^\d+$/.test(amount))
    return { kind: 'approved', params: { paymentKey, orderId, amount } };
  if (code !== '') return { kind: 'stopped', params: { code, orderId } };
  return { kind: 'invalid' };
}

/**
 * /payment/result: where the payment gateway returns the 400×620 payment popup (no header, footer or back).
 * It hands what the gateway said to the page that opened the popup, which closes it and confirms the payment
 * with our server (spec §2.4): nothing here is trusted or charged. The gateway's own words are not shown; a
 * payment that did not go ahead is said in ours.
 */
export default function PaymentResultPage() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const returned = readReturn(searchParams);
  // Opened by hand, or its page gone: nobody to report to.
  const [hasNoOpener] = useState(() => typeof window === 'undefined' || window.opener === null);

  useEffect(() => {
    if (returned.kind !== 'invalid') reportToOpener(PAYMENT_CALLBACK_NAME, returned.params);
    // Reported once, for the query the popup arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  const closeButton = (
    <Button variant="outline" onClick={() => window.close()}>
      <Trans>창 닫기</Trans>
    </Button>
  );

  if (returned.kind === 'invalid') {
    return (
      <div className={styles.page}>
        <StatusMessage
          headingLevel="h1"
          title={i18n._(paymentResultTexts.invalidTitle)}
          description={i18n._(paymentResultTexts.invalidDescription)}
          action={closeButton}
        />
      </div>
    );
  }
  const stoppedReason =
    returned.kind === 'stopped'
      ? returned.params.code === 'USER_CANCEL'
        ? paymentResultTexts.cancelled
        : returned.params.code === 'DECLINED'
          ? paymentResultTexts.declined
          : paymentResultTexts.notCompleted
      : undefined;
  return (
    <div className={styles.page}>
      <StatusMessage
        headingLevel="h1"
        title={i18n._(
          stoppedReason === undefined ? paymentResultTexts.approvedTitle : paymentResultTexts.stoppedTitle,
        )}
        description={
          stoppedReason !== undefined
            ? i18n._(stoppedReason)
            : i18n._(hasNoOpener ? paymentResultTexts.noOpener : paymentResultTexts.returning)
        }
        action={closeButton}
      />
    </div>
  );
}
