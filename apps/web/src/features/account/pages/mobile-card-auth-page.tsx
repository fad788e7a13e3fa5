import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  identityResultCodes,
  maskPhoneNumber,
  MOBILE_CARD_CALLBACK_NAME,
  MOBILE_CARD_RESULT_URL,
} from '@mvno/contract';
import { failureMessageOf } from '../../../shared/api/failure-alert.ts';
import { findMobileCardUser } from '../mobile-card/mobile-card-auth.ts';
import { reportToOpener } from '../../../shared/popup/popup-handshake.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { AccountLayout, FormNotice } from '../components/account-layout.tsx';
import styles from './mobile-card-auth-page.module.css';

export const mobileCardTexts = {
  title: msg`카드 본인확인`,
  invalidTitle: msg`잘못된 접근입니다`,
  invalidDescription: msg`본인확인을 요청한 화면에서 다시 시작해 주세요.`,
  pending: msg`카드사 앱에서 아직 승인되지 않았습니다. 앱에서 승인한 뒤 다시 눌러 주세요.`,
  declined: msg`카드사 앱에서 본인확인을 거절했습니다. 이 창을 닫고 처음부터 다시 시도해 주세요.`,
  noOpener: msg`인증이 완료되었습니다. 이 창을 닫고 본인확인을 요청한 화면에서 계속해 주세요.`,
} as const;

interface PopupQuery {
  authReqTrdNo: string;
  phoneNo: string;
}

/**
 * The popup's query (spec §2.2): all five values, and a result address that is our own result call — the
 * popup never calls an address it was handed.
 */
function readQuery(search: URLSearchParams): PopupQuery | undefined {
  const keys = ['authReqTrdNo', 'phoneNo', 'authResultUrl', 'mac', 'agent'] as const;
  const values = keys.map((key) => search.get(key)?.trim() ?? '');
  if (values.includes('')) return undefined;
  const [authReqTrdNo = '', phoneNo = '', authResultUrl] = values;
  if (authResultUrl !== MOBILE_CARD_RESULT_URL) return undefined;
  return { authReqTrdNo, phoneNo };
}

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * /mobil-card/auth: the 400×620 popup of mobile card authentication (no header, footer or back). The card
 * app asks the person to approve; 'approved' checks the result and reports the request's key to the page
 * that opened the popup, which closes it and reads the card member (spec §2.4).
 */
export default function MobileCardAuthPage() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const [notice, setNotice] = useState<Notice>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [isFinished, setIsFinished] = useState(false);

  if (query === undefined) {
    return (
      <div className={styles.invalid}>
        <StatusMessage
          headingLevel="h1"
          title={i18n._(mobileCardTexts.invalidTitle)}
          description={i18n._(mobileCardTexts.invalidDescription)}
          action={
            <Button variant="outline" onClick={() => window.close()}>
              <Trans>창 닫기</Trans>
            </Button>
          }
        />
      </div>
    );
  }

  const check = async () => {
    setIsChecking(true);
    setNotice(null);
    try {
      const member = await findMobileCardUser(query.authReqTrdNo);
      if (member.resultCode === identityResultCodes.success) {
        setIsFinished(true);
        if (!reportToOpener(MOBILE_CARD_CALLBACK_NAME, { authReqTrdNo: query.authReqTrdNo })) {
          setNotice({ kind: 'success', text: i18n._(mobileCardTexts.noOpener) });
        }
      } else if (member.resultCode === identityResultCodes.pending) {
        setNotice({ kind: 'error', text: i18n._(mobileCardTexts.pending) });
      } else {
        setIsFinished(true);
        setNotice({ kind: 'error', text: i18n._(mobileCardTexts.declined) });
      }
    } catch (error) {
      // Nothing to add when the user has been told already (the carrier-delay alert).
      const message = failureMessageOf(error);
      if (message !== null) setNotice({ kind: 'error', text: message });
    } finally {
      setIsChecking(false);
    }
  };

  const phone = maskPhoneNumber(query.phoneNo);
  return (
    <AccountLayout
      title={i18n._(mobileCardTexts.title)}
      description={
        <Trans>
          <strong className={styles.phone}>{phone}</strong> 휴대폰의 카드사 앱으로 본인확인 요청을 보냈어요.
        </Trans>
      }
    >
      <ol className={styles.steps}>
        <li>
          <Trans>카드사 앱의 알림을 눌러 주세요.</Trans>
        </li>
        <li>
          <Trans>앱에서 본인확인 요청을 승인해 주세요.</Trans>
        </li>
        <li>
          <Trans>아래 ‘승인 완료’를 눌러 주세요.</Trans>
        </li>
      </ol>
      {notice !== null && <FormNotice kind={notice.kind}>{notice.text}</FormNotice>}
      <div className={styles.actions}>
        <Button size="lg" isBlock disabled={isChecking || isFinished} onClick={() => void check()}>
          <Trans>승인 완료</Trans>
        </Button>
        <Button variant="ghost" isBlock onClick={() => window.close()}>
          {isFinished ? <Trans>창 닫기</Trans> : <Trans>취소</Trans>}
        </Button>
      </div>
    </AccountLayout>
  );
}
