import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  formatPhoneNumber,
  formatWon,
  messages,
  textOf,
  USIM_ORDER_RULES,
  type UsimPurchase,
} from '@mvno/contract';
import { ApiFailure } from '../../../shared/api/client.ts';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { readStored } from '../../../shared/storage/encrypted-storage.ts';
import { showAlert, showConfirm } from '../../../shared/modal/modal-store.ts';
import { PhoneAuthForm } from '../../../shared/phone-auth/phone-auth-form.tsx';
import { useLoginUser } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { cancelUsimPurchase, usimPurchaseQueryOptions, usimPurchasesQueryOptions } from '../api/usim.ts';
import { PurchaseCard } from '../components/purchase-card.tsx';
import { USIM_PATH } from '../usim-paths.ts';
import styles from './usim-list-page.module.css';

/** Whose orders are listed: the member logged in, or the number a visitor verified (its proof in memory only). */
type Owner = { member: number } | { phone: string; phoneAuthKey: string };

/** Whether the server refused a visitor's proof of their number: it was never given, or its ten minutes are over. */
const isProofRefusal = (error: unknown) =>
  error instanceof ApiFailure && error.message === textOf(messages.phoneAuthRequired);

/** What the confirm says before an order is cancelled: which order, and how its money comes back. */
function useCancelQuestion() {
  const { t } = useLingui();
  return (purchase: UsimPurchase): string => {
    const no = purchase.usimPurchaseNo;
    const amount = formatWon(purchase.amount);
    const lines = [t`주문을 취소할까요?`, t`주문 번호 ${no}`];
    if (purchase.cancel.refundNote !== null) lines.push(purchase.cancel.refundNote);
    else if (purchase.cancel.refundWay === 'GATEWAY')
      lines.push(t`결제한 ${amount}은 결제한 수단으로 돌려드려요.`);
    return lines.join('\n');
  };
}

/** The orders of one owner, newest first, each with what can be done with it. */
function Orders({ owner, onProofSpent }: { owner: Owner; onProofSpent: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const options = usimPurchasesQueryOptions(owner);
  const purchases = useQuery({
    ...options,
    // A visitor's proof lasts ten minutes: the list is not read again behind their back.
    refetchOnWindowFocus: 'member' in owner,
  });
  const cancelQuestion = useCancelQuestion();
  const months = USIM_ORDER_RULES.listMonths;

  const cancel = useSubmission({
    send: (usimPurchaseNo: number, idempotencyKey: string) =>
      cancelUsimPurchase(usimPurchaseNo, 'member' in owner ? undefined : owner.phoneAuthKey, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
      await showAlert(t`주문을 취소했어요.`);
    },
    onRefused: (failure) => {
      if (isProofRefusal(failure)) onProofSpent();
      // §8's alert has said the answer was late; what happens to the money is this screen's to say.
      if (failure instanceof ApiFailure && failure.httpStatus === 504) {
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
        void showAlert(
          t`결제사의 답이 늦어 취소를 아직 마치지 못했어요. 환불됐는지 확인하고 있어요. 환불이 확인되면 주문을 취소하고 문자로 알려 드려요. 그동안 유심은 보내지 않아요.`,
        );
        return true;
      }
      return false;
    },
  });
  const askToCancel = async (purchase: UsimPurchase) => {
    if (await showConfirm(cancelQuestion(purchase))) await cancel.submit(purchase.usimPurchaseNo);
  };

  if (purchases.data === undefined && purchases.isError && isProofRefusal(purchases.error)) {
    return (
      <StatusMessage
        headingLevel="h2"
        title={t`휴대폰 번호를 다시 인증해 주세요`}
        description={t`인증한 지 10분이 지났어요. 다시 인증하면 주문 내역을 볼 수 있어요.`}
        action={
          <Button onClick={onProofSpent}>
            <Trans>다시 인증하기</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <QueryState
      query={purchases}
      failedTitle={t`주문 내역을 불러오지 못했어요`}
      placeholder={<div className={styles.placeholder} aria-hidden="true" />}
      isEmpty={(list) => list.list.length === 0}
      empty={
        <StatusMessage
          headingLevel="h2"
          kind="empty"
          title={t`주문 내역이 없어요`}
          description={t`최근 ${months}개월 동안 주문한 유심이 없어요.`}
          action={
            <ButtonLink to={USIM_PATH}>
              <Trans>유심 구매하기</Trans>
            </ButtonLink>
          }
        />
      }
    >
      {(list) => (
        <>
          <p className={styles.lead}>
            <Trans>최근 {months}개월 동안의 주문이에요.</Trans>
          </p>
          <ul className={styles.list}>
            {list.list.map((purchase) => (
              <li key={purchase.usimPurchaseNo}>
                <PurchaseCard
                  purchase={purchase}
                  isCancelling={cancel.isSubmitting}
                  onCancel={(chosen) => void askToCancel(chosen)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

/**
 * The order made last on this device, read by the key kept when it was made (as /usim/complete reads it): the
 * buyer who has just paid sees it without a second code. Cancelling it, as every other order, takes the number
 * verified below.
 */
function JustMadeOrder({ purchaseKey, verifyId }: { purchaseKey: string; verifyId: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const purchase = useQuery({ ...usimPurchaseQueryOptions(purchaseKey), meta: { isSilent: true } });
  if (!purchase.isSuccess) return null;
  const askToVerify = () => {
    void showAlert(t`주문을 취소하려면 아래에서 주문할 때 인증한 휴대폰 번호를 인증해 주세요.`).then(() =>
      document.getElementById(verifyId)?.focus(),
    );
  };
  return (
    <section className={styles.orders} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.verifyTitle}>
        <Trans>이 기기에서 방금 한 주문</Trans>
      </h2>
      <PurchaseCard purchase={purchase.data} isCancelling={false} onCancel={askToVerify} />
    </section>
  );
}

/** A visitor's orders: the number verified by a text code first, then its orders. */
function VisitorOrders() {
  const { t } = useLingui();
  const titleId = useId();
  const [verified, setVerified] = useState<{ phone: string; phoneAuthKey: string } | null>(null);
  const [justMadeKey] = useState(() => readStored('usimPurchaseKey'));

  if (verified === null) {
    return (
      <>
        {justMadeKey !== undefined && <JustMadeOrder purchaseKey={justMadeKey} verifyId={titleId} />}
        <section className={styles.verify} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.verifyTitle} tabIndex={-1}>
            <Trans>주문할 때 인증한 휴대폰 번호로 찾아요</Trans>
          </h2>
          <p className={styles.verifyLead}>
            <Trans>문자로 받은 인증번호를 입력하면 그 번호로 한 주문을 보여 드려요.</Trans>
          </p>
          <PhoneAuthForm
            purpose="USIM"
            submitLabel={t`주문 내역 보기`}
            onVerified={({ phone, authKey }) => setVerified({ phone, phoneAuthKey: authKey })}
          />
        </section>
      </>
    );
  }
  const phone = formatPhoneNumber(verified.phone);
  return (
    <div className={styles.orders}>
      <div className={styles.owner}>
        <p>
          <Trans>{phone} 번호로 한 주문이에요.</Trans>
        </p>
        <Button variant="ghost" onClick={() => setVerified(null)}>
          <Trans>다른 번호로 찾기</Trans>
        </Button>
      </div>
      <Orders owner={verified} onProofSpent={() => setVerified(null)} />
    </div>
  );
}

/**
 * /usim/list (spec §2.2): SIM orders of the last months. A member sees theirs at once; a visitor verifies the
 * number they ordered with first, and the list is read with that proof. An order still paid and not on its way
 * can be cancelled here, its money going back as the list says.
 */
export default function UsimListPage() {
  const { t } = useLingui();
  const loginUser = useLoginUser();
  return (
    <PageContainer className={styles.page}>
      <PageHeader title={t`주문 내역`} />
      {loginUser === null ? (
        <VisitorOrders />
      ) : (
        <Orders owner={{ member: loginUser.userNo }} onProofSpent={() => undefined} />
      )}
    </PageContainer>
  );
}
