import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate, USIM_ORDER_RULES, type UsimPurchase } from '@mvno/contract';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { readStored } from '../../../shared/storage/encrypted-storage.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { LoadFailedMessage, StatusMessage } from '../../../shared/ui/status-message.tsx';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import { usimPurchaseQueryOptions } from '../api/usim.ts';
import { EsimCode } from '../components/esim-code.tsx';
import { PurchaseFacts } from '../components/purchase-facts.tsx';
import { USIM_LIST_PATH } from '../usim-paths.ts';
import styles from './usim-complete-page.module.css';

/** No order to show: none was made on this device, or its key is no longer an order. Never a blank page. */
function NoOrder() {
  const { t } = useLingui();
  return (
    <PageContainer className={styles.page}>
      <StatusMessage
        headingLevel="h1"
        title={t`주문 내역에서 확인해 주세요`}
        description={t`이 기기에서 한 주문을 찾지 못했어요. 주문할 때 인증한 휴대폰 번호로 주문 내역을 볼 수 있어요.`}
        action={
          <>
            <ButtonLink to={USIM_LIST_PATH}>
              <Trans>주문 내역 보기</Trans>
            </ButtonLink>
            <ButtonLink to="/main" variant="outline">
              <Trans>홈으로</Trans>
            </ButtonLink>
          </>
        }
      />
    </PageContainer>
  );
}

/** What happens next to an order: the eSIM to download, or the card on its way. */
function NextSteps({ purchase }: { purchase: UsimPurchase }) {
  const { t } = useLingui();
  if (purchase.esim !== null) {
    return (
      <Section title={t`eSIM 내려받기`} size="medium" className={styles.card}>
        <div className={styles.esim}>
          <ol className={styles.steps}>
            <li>
              {t`eSIM을 쓸 휴대폰에서 eSIM 추가를 눌러요. 갤럭시는 설정 > 연결 > SIM 관리자, 아이폰은 설정 > 셀룰러에 있어요.`}
            </li>
            <li>
              <Trans>
                QR 코드 스캔을 고르고 이 화면의 QR 코드를 비춰요. 그 휴대폰으로 이 화면을 보고 있다면 코드를
                복사해 직접 입력에 붙여 넣어요.
              </Trans>
            </li>
            <li>
              <Trans>
                같은 코드를 문자로도 보내 드렸어요. 한 번 내려받은 eSIM은 주문을 취소할 수 없어요.
              </Trans>
            </li>
          </ol>
          <EsimCode activationCode={purchase.esim.activationCode} />
        </div>
      </Section>
    );
  }
  const { delivery } = purchase;
  if (delivery === null) return null;
  const minutes = USIM_ORDER_RULES.riderDispatchMinutes;
  const from = formatLongDate(delivery.expectedFrom);
  const to = formatLongDate(delivery.expectedTo);
  return (
    <Section title={t`배송 안내`} size="medium" className={styles.card}>
      <ul className={styles.next}>
        {delivery.deliveryType === 'RIDER' ? (
          <>
            <li>
              <Trans>바로배송으로 보내 드려요. 결제하고 약 2시간 안에 도착해요.</Trans>
            </li>
            <li>
              <Trans>
                {minutes}분 뒤에 라이더를 불러요. 그 전에는 주문 내역에서 주문을 취소할 수 있어요.
              </Trans>
            </li>
          </>
        ) : (
          <li>
            {from === to ? (
              <Trans>택배로 보내 드려요. {from}에 도착할 예정이에요.</Trans>
            ) : (
              <Trans>
                택배로 보내 드려요. {from}에서 {to} 사이에 도착할 예정이에요.
              </Trans>
            )}
          </li>
        )}
        <li>
          <Trans>보내면 택배사와 운송장 번호를 문자로 알려 드려요.</Trans>
        </li>
      </ul>
      <p className={styles.address}>
        {delivery.recipientName} · {delivery.address}
      </p>
    </Section>
  );
}

function OrderDone({ purchase }: { purchase: UsimPurchase }) {
  const { t } = useLingui();
  const isCancelled = purchase.status === 'C';
  const no = purchase.usimPurchaseNo;
  return (
    <PageContainer className={styles.page}>
      <header className={styles.head}>
        <span className={styles.mark} aria-hidden="true">
          <CheckIcon className={styles.markIcon} />
        </span>
        <h1 className={styles.title}>
          {isCancelled ? <Trans>취소한 주문이에요</Trans> : <Trans>주문을 마쳤어요</Trans>}
        </h1>
        <p className={styles.lead}>
          <Trans>주문 번호 {no}</Trans>
        </p>
      </header>
      <Section title={t`주문한 내용`} size="medium" className={styles.card}>
        <PurchaseFacts purchase={purchase} />
      </Section>
      {!isCancelled && <NextSteps purchase={purchase} />}
      <div className={styles.actions}>
        <ButtonLink to={USIM_LIST_PATH} size="lg">
          <Trans>주문 내역 보기</Trans>
        </ButtonLink>
        <ButtonLink to="/main" variant="outline" size="lg">
          <Trans>홈으로</Trans>
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

function Completed({ purchaseKey }: { purchaseKey: string }) {
  const { t } = useLingui();
  const purchase = useQuery(usimPurchaseQueryOptions(purchaseKey));
  if (purchase.isError && isNotFoundFailure(purchase.error)) return <NoOrder />;
  return (
    <QueryState
      query={purchase}
      failed={(retry) => (
        <PageContainer className={styles.page}>
          <LoadFailedMessage
            headingLevel="h1"
            title={t`주문을 불러오지 못했어요`}
            description={purchase.error?.message}
            onRetry={retry}
            otherAction={
              <ButtonLink to={USIM_LIST_PATH} variant="outline">
                <Trans>주문 내역 보기</Trans>
              </ButtonLink>
            }
          />
        </PageContainer>
      )}
      placeholder={
        <PageContainer className={styles.page}>
          <div className={styles.placeholder} aria-hidden="true" />
        </PageContainer>
      }
    >
      {(found) => <OrderDone purchase={found} />}
    </QueryState>
  );
}

/**
 * /usim/complete (spec §2.2): the order just made on this device, read by the key kept when it was made
 * (spec §4): its number, what was bought and paid, and what happens next. An eSIM's code is shown as a QR code
 * to scan and as text to copy.
 */
export default function UsimCompletePage() {
  // Read once: the key this screen opened with, whatever the device keeps afterwards.
  const [purchaseKey] = useState(() => readStored('usimPurchaseKey'));
  return purchaseKey === undefined ? <NoOrder /> : <Completed purchaseKey={purchaseKey} />;
}
